import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CUSTOMER, newPage, signIn, signUp, uniqueUser, waitForPath } from './harness';

/** Opens `from` and checks where the guard sends the browser, history replaced. */
async function expectRedirect(page: Page, from: string, to: string) {
  await page.goto('/');
  await page.goto(from);
  await waitForPath(page, to);
  await page.goBack();
  // With the guarded page replaced in history, Back returns to the page before it.
  await waitForPath(page, '/');
}

describe('Guarded areas', () => {
  it('send visitors without a session to /auth', async () => {
    const page = await newPage();
    for (const area of ['/admin', '/shopkeeper', '/customer', '/customer/orders']) {
      await expectRedirect(page, area, '/auth');
    }
  });

  it('send a customer away from /admin and /shopkeeper to the home page', async () => {
    const page = await newPage();
    await signIn(page, DEMO_CUSTOMER);
    await expectRedirect(page, '/admin', '/');
    await expectRedirect(page, '/shopkeeper', '/');
    await page.goto('/customer');
    await page.getByRole('heading', { name: 'Discover Local Shops' }).waitFor();
  });

  it('send a shopkeeper away from /admin and /customer to the home page', async () => {
    const page = await newPage();
    await signUp(page, uniqueUser('shopkeeper'));
    await expectRedirect(page, '/admin', '/');
    await expectRedirect(page, '/customer', '/');
    await page.goto('/shopkeeper');
    await page.getByRole('heading', { name: 'Shop Dashboard' }).waitFor();
  });

  it('send an admin away from /customer to the home page', async () => {
    const page = await newPage();
    await signIn(page, DEMO_ADMIN);
    await expectRedirect(page, '/customer', '/');
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
  });

  it('/dashboard sends each role to its own area and visitors to /auth', async () => {
    const page = await newPage();
    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
    await signIn(page, DEMO_ADMIN);
    await page.goto('/dashboard');
    await waitForPath(page, '/admin');
  });
});
