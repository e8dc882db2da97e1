import type { Page } from 'playwright-core';
import { MOBILE, newPage, signUp, uniqueUser, waitForPath, WIDTHS, type TestUser } from './harness';
import { RESET_CODE_SUBJECT, resetCodeOf, waitForMails } from './mails';

const NEW_PASSWORD = 'masala-dosa-at-nine';
const CODE_MAILED = 'If an account matches, we have mailed it a code. It is valid for 10 minutes.';

/** Opens "Forgot password?" on /auth and asks for a code for `login`; answers the form of step 2. */
async function askForCode(page: Page, login: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const ask = page.getByRole('form', { name: 'Forgot password' });
  await ask.getByRole('textbox', { name: 'Username or email' }).fill(login);
  await ask.getByRole('button', { name: 'Send code' }).click();
  const confirm = page.getByRole('form', { name: 'Choose a new password' });
  await confirm.getByText(CODE_MAILED).waitFor();
  return confirm;
}

async function signInOnAuth(page: Page, { username, password }: Pick<TestUser, 'username' | 'password'>) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A code of six digits other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('Forgot password (/auth)', () => {
  it.each(WIDTHS)(
    'on %s: the code from the mail sets a new password, which signs in, and the other sessions end',
    async (_name, viewport) => {
      const elsewhere = await newPage(viewport);
      const user = await signUp(elsewhere);
      await elsewhere.goto('/customer/profile');
      await waitForPath(elsewhere, '/customer/profile');

      const page = await newPage(viewport);
      const confirm = await askForCode(page, user.email);
      const [mail] = await waitForMails(user.email, RESET_CODE_SUBJECT);
      const codeField = confirm.getByRole('textbox', { name: 'Code from the mail' });
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await confirm.innerText()).toContain('At least 8 characters');
      await codeField.fill(resetCodeOf(mail));
      await confirm.getByLabel('New password').fill(NEW_PASSWORD);
      await confirm.getByRole('button', { name: 'Change password' }).click();

      await page.getByText('Password changed. Sign in with your new password.').waitFor();
      await signInOnAuth(page, { ...user, password: NEW_PASSWORD });
      await waitForPath(page, '/customer');

      await elsewhere.goto('/customer/orders');
      await waitForPath(elsewhere, '/auth');
    },
  );

  it('shows the server’s message for a wrong code, checks the new password, and sends a new code', async () => {
    const page = await newPage(MOBILE);
    const user = await signUp(await newPage(MOBILE));
    const confirm = await askForCode(page, user.username);
    const [first] = await waitForMails(user.email, RESET_CODE_SUBJECT);

    await confirm.getByRole('textbox', { name: 'Code from the mail' }).fill(otherThan(resetCodeOf(first)));
    await confirm.getByLabel('New password').fill('short');
    await confirm.getByRole('button', { name: 'Change password' }).click();
    await confirm.getByText('Password must be at least 8 characters').waitFor();
    await confirm.getByLabel('New password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Change password' }).click();
    await confirm.getByRole('alert').getByText('The code is wrong or has expired. Ask for a new one.').waitFor();

    await confirm.getByRole('button', { name: 'Send a new code' }).click();
    await confirm.getByText('New code sent').waitFor();
    const [, second] = await waitForMails(user.email, RESET_CODE_SUBJECT, 2);
    await confirm.getByRole('textbox', { name: 'Code from the mail' }).fill(resetCodeOf(second));
    await confirm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Sign in with your new password.').waitFor();
  });

  it('answers an unknown account as it answers a known one', async () => {
    const page = await newPage();
    const nobody = uniqueUser();
    const confirm = await askForCode(page, nobody.email);
    await confirm.getByRole('textbox', { name: 'Code from the mail' }).fill('123456');
    await confirm.getByLabel('New password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Change password' }).click();
    await confirm.getByRole('alert').getByText('The code is wrong or has expired. Ask for a new one.').waitFor();
  });
});
