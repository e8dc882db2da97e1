import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CUSTOMER, newPage, signUp, toastWith, uniqueUser, waitForPath } from './harness';

async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('Sign in and sign up (/auth)', () => {
  it('names the three audiences and opens on the Sign In tab', async () => {
    const page = await newPage();
    await page.goto('/auth');
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Manage products, track orders and grow your business.');
    expect(text).toContain('Platform admins');
    expect(text).toContain('Discover local shops, order easily and track your deliveries.');
  });

  it('signs a new customer up, lands on /customer and shows the welcome toast', async () => {
    const page = await newPage();
    const user = uniqueUser('customer');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('radio', { name: 'Customer' }).check();
    await page.getByRole('textbox', { name: 'Full Name' }).fill(user.name);
    await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForPath(page, '/customer');
    const toast = await toastWith(page, 'Welcome to Mohalla!');
    expect(await toast.innerText()).toContain(`Account created for ${user.name}`);
    await page.getByRole('heading', { name: 'Discover Local Shops' }).waitFor();
    expect(await page.getByTestId('header-user-name').innerText()).toBe(user.name);
  });

  it('offers only Shopkeeper and Customer and checks the fields before sending', async () => {
    const page = await newPage();
    await page.goto('/auth?tab=signup');
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(2);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = await page.getByRole('form', { name: 'Sign up' }).innerText();
    for (const message of [
      'Choose whether you are a customer or a shopkeeper',
      'Full name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(form).toContain(message);
    }
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByRole('form', { name: 'Sign up' }).innerText()).toContain(
      'Password must be at least 8 characters',
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('shows Registration failed with the reason when the username is taken', async () => {
    const page = await newPage();
    await page.goto('/auth?tab=signup&role=shopkeeper');
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Shopkeeper' }).isChecked()).toBe(true);
    const user = uniqueUser('shopkeeper');
    await page.getByRole('textbox', { name: 'Full Name' }).fill(user.name);
    await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CUSTOMER.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const toast = await toastWith(page, 'Registration failed');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).not.toContain('409:');
  });

  it('signs the demo admin in, lands on /admin and greets by name', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await fillSignIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

    await waitForPath(page, '/admin');
    const toast = await toastWith(page, 'Welcome back!');
    expect(await toast.innerText()).toMatch(/Logged in as \S+/);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const nav = await page.getByRole('navigation', { name: 'Main' }).innerText();
    expect(nav.split('\n')).toEqual([
      'Dashboard',
      'Shops',
      'Orders',
      'Claims',
      'Analytics',
      'Ledger',
      'Delivery fees',
      'Audit log',
    ]);
  });

  it('shows a destructive Login failed toast with the server message and stays on /auth', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await fillSignIn(page, DEMO_CUSTOMER.username, 'not-the-password');

    const toast = await toastWith(page, 'Login failed');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    const description = (await toast.innerText()).replace('Login failed', '').trim();
    expect(description.length).toBeGreaterThan(0);
    expect(description).not.toMatch(/^\d{3}:/);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('requires username and password before signing in', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const form = await page.getByRole('form', { name: 'Sign in' }).innerText();
    expect(form).toContain('Username is required');
    expect(form).toContain('Password is required');
  });

  it('sends a signed-in customer from /auth to /customer', async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto('/auth');
    await waitForPath(page, '/customer');
  });

  it('signs out with Logged out, after which /customer redirects to /auth', async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto('/customer');
    await page.getByRole('button', { name: 'Logout' }).click();

    const toast = await toastWith(page, 'Logged out');
    expect(await toast.innerText()).toContain('See you next time!');
    await page.getByRole('link', { name: 'Login / Signup' }).waitFor();
    await page.goto('/customer');
    await waitForPath(page, '/auth');
  });
});
