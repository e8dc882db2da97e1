import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, newPage, signIn, signUp, waitForPath, WIDTHS, type TestUser } from './harness';
import { RESET_CODE_SUBJECT, resetCodeOf, waitForMails, type ReceivedMail } from './mails';

interface OutgoingMail {
  to: string;
  state: string;
}

/** Waits until the outbox has recorded the mail to `address` as sent (the SMTP server has it a moment before). */
async function waitUntilSent(admin: Page, address: string): Promise<void> {
  const filter = encodeURIComponent(JSON.stringify({ q: address }));
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await call<OutgoingMail[]>(admin, 'GET', `/api/admin/outgoing-mail?filter=${filter}`);
    if (mails.some((mail) => mail.state === 'sent')) return;
    await admin.waitForTimeout(200);
  }
  throw new Error(`The mail to ${address} was never recorded as sent`);
}

let user: TestUser;
let mail: ReceivedMail;

beforeAll(async () => {
  const page = await newPage();
  user = await signUp(page);
  await call(page, 'POST', '/api/password-reset', { login: user.email });
  [mail] = await waitForMails(user.email, RESET_CODE_SUBJECT);
  const admin = await newPage();
  await signIn(admin, DEMO_ADMIN);
  await waitUntilSent(admin, user.email);
});

describe('Outgoing mail (/admin/outgoing-mail)', () => {
  it.each(WIDTHS)(
    'on %s the admin finds a mail by its address, opens it and reads it as it was sent',
    async (_name, viewport) => {
      const page = await newPage(viewport);
      await signIn(page, DEMO_ADMIN);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'See outgoing mail' }).click();
      await waitForPath(page, '/admin/outgoing-mail');

      await page.getByPlaceholder('Search address or subject').fill(user.email);
      await page.waitForURL((url) => url.searchParams.get('filter')?.includes(user.email) ?? false);
      await page.getByText(mail.subject).click();

      const dialog = page.getByRole('dialog', { name: mail.subject });
      expect(await dialog.innerText()).toContain(`${user.name} <${user.email}>`);
      expect(await dialog.locator('[data-state="sent"]').innerText()).toBe('Sent');
      const html = dialog.locator('iframe[title="The mail as HTML"]');
      expect(await html.getAttribute('sandbox')).toBe('');
      await html
        .contentFrame()
        .getByText(`Enter this code to choose a new one: ${resetCodeOf(mail)}`)
        .waitFor();

      await dialog.getByRole('tab', { name: 'Text' }).click();
      expect(await dialog.getByTestId('mail-text').innerText()).toContain(`Hello ${user.name},`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
  );
});
