import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DEMO_CUSTOMER, DESKTOP, MOBILE, newPage, signIn, waitForPath } from './harness';
import { onboardShop } from './shop-setup';

const SITE_TITLE = 'Mohalla — your neighbourhood shops, delivered';

/** Opens each path in turn and waits for the browser tab to read its title. */
async function expectTitles(page: Page, titles: [path: string, title: string][]) {
  for (const [path, title] of titles) {
    await page.goto(path);
    try {
      await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
    } catch {
      throw new Error(`${path} reads "${await page.title()}" in the tab, not "${title}"`);
    }
  }
}

const WIDTHS = [
  ['desktop', DESKTOP],
  ['a 375 px phone', MOBILE],
] as const;

describe('Each page names itself in the browser tab', () => {
  it.each(WIDTHS)('the public pages, on %s', async (_name, viewport) => {
    const page = await newPage(viewport);
    await expectTitles(page, [
      ['/', SITE_TITLE],
      ['/auth', 'Sign in · Mohalla'],
      ['/auth?tab=signup', 'Sign up · Mohalla'],
      ['/help', 'Help Center · Mohalla'],
      ['/contact', 'Contact Us · Mohalla'],
      ['/privacy', 'Privacy Policy · Mohalla'],
      ['/terms', 'Terms of Service · Mohalla'],
      ['/refund', 'Refund Policy · Mohalla'],
      ['/for-shopkeepers', 'For Shopkeepers · Mohalla'],
      ['/cart', 'Cart · Mohalla'],
      ['/no-such-page', 'Page not found · Mohalla'],
    ]);
    // Moving within the app (no page load) renames the tab too, and home gives the site's title back.
    await page.locator('footer').getByRole('link', { name: 'Help Center' }).click();
    await page.waitForFunction(() => document.title === 'Help Center · Mohalla');
    await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForFunction((title) => document.title === title, SITE_TITLE);
  });

  it.each(WIDTHS)("the customer's pages, on %s", async (_name, viewport) => {
    const page = await newPage(viewport);
    await signIn(page, DEMO_CUSTOMER);
    // The demo customer's khata, at the demo shop that opened it.
    const [khata] = await call<{ id: string; shopName: string }[]>(page, 'GET', '/api/customer/khatas');
    await expectTitles(page, [
      ['/customer', 'Discover shops · Mohalla'],
      ['/customer/cart', 'Cart · Mohalla'],
      ['/customer/orders', 'Orders · Mohalla'],
      ['/customer/khatas', 'Khatas · Mohalla'],
      [`/customer/khatas/${khata.id}`, `Khata at ${khata.shopName} · Mohalla`],
      ['/customer/profile', 'Profile · Mohalla'],
      ['/customer/addresses', 'Addresses · Mohalla'],
    ]);
    await page.goto('/customer');
    const shopLink = page.getByRole('link', { name: 'Browse Products' }).first();
    await shopLink.click();
    await page.waitForURL(/\/customer\/shops\/[^/]+\/products$/);
    // The shop's name once its page has loaded it (until then the tab may still name the list).
    await page.waitForFunction(
      () => document.title.endsWith(' · Mohalla') && !document.title.startsWith('Discover shops'),
    );
    const shopName = (await page.title()).replace(' · Mohalla', '');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: shopName }).first().waitFor();
  });

  it.each(WIDTHS)("the admin's back office, by the screen's name, on %s", async (_name, viewport) => {
    const page = await newPage(viewport);
    await signIn(page, DEMO_ADMIN);
    await expectTitles(page, [
      ['/admin', 'Dashboard · Mohalla'],
      ['/admin/shops', 'Shops · Mohalla'],
      ['/admin/shops/create', 'Shops · Mohalla'],
      ['/admin/orders', 'Orders · Mohalla'],
      ['/admin/claims', 'Claims · Mohalla'],
      ['/admin/refunds', 'Refunds · Mohalla'],
      ['/admin/messages', 'Messages · Mohalla'],
      ['/admin/outgoing-mail', 'Outgoing mail · Mohalla'],
      ['/admin/audit-log', 'Audit log · Mohalla'],
      ['/admin/analytics', 'Analytics · Mohalla'],
      ['/admin/ledger', 'Ledger · Mohalla'],
      ['/admin/no-such-page', 'Page not found · Mohalla'],
    ]);
  });

  it.each(WIDTHS)("the shopkeeper's back office, by the screen's name, on %s", async (_name, viewport) => {
    const { keeper } = await onboardShop();
    const page = await newPage(viewport);
    await signIn(page, keeper);
    await expectTitles(page, [
      ['/shopkeeper', 'Shop Dashboard · Mohalla'],
      ['/shopkeeper/products', 'Products · Mohalla'],
      ['/shopkeeper/orders', 'Orders · Mohalla'],
      ['/shopkeeper/khatas', 'Khata book · Mohalla'],
      ['/shopkeeper/khatas/create', 'Khata book · Mohalla'],
      ['/shopkeeper/claims', 'Claims · Mohalla'],
      ['/shopkeeper/refunds', 'Refunds · Mohalla'],
      ['/shopkeeper/categories', 'Categories · Mohalla'],
      ['/shopkeeper/categories/create', 'Categories · Mohalla'],
      ['/shopkeeper/shop', 'Shop Details · Mohalla'],
      ['/shopkeeper/ledger', 'Ledger · Mohalla'],
    ]);
  });
});

describe('For Shopkeepers, in the footer', () => {
  it.each(WIDTHS)(
    'tells a signed-in customer that shops are onboarded by an admin and how to get in touch, on %s',
    async (_name, viewport) => {
      const page = await newPage(viewport);
      await signIn(page, DEMO_CUSTOMER);
      await page.goto('/customer/orders');
      await page.locator('footer').getByRole('link', { name: 'For Shopkeepers' }).click();
      await waitForPath(page, '/for-shopkeepers');
      await page.getByRole('heading', { level: 1, name: 'For Shopkeepers' }).waitFor();
      const join = page.getByRole('region', { name: 'How shops join Mohalla' });
      expect(await join.innerText()).toContain('onboarded by an admin');
      await join.getByText('You are signed in as a customer').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      await join.getByRole('link', { name: 'Contact Us' }).click();
      await waitForPath(page, '/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    },
  );

  it.each(WIDTHS)(
    'still sends a visitor to sign in, and a shopkeeper to the back office, on %s',
    async (_n, viewport) => {
      const visitor = await newPage(viewport);
      await visitor.goto('/help');
      await visitor.locator('footer').getByRole('link', { name: 'For Shopkeepers' }).click();
      await waitForPath(visitor, '/auth');

      const { keeper } = await onboardShop();
      const shopkeeper = await newPage(viewport);
      await signIn(shopkeeper, keeper);
      await shopkeeper.goto('/help');
      expect(
        await shopkeeper.locator('footer').getByRole('link', { name: 'For Shopkeepers' }).getAttribute('href'),
      ).toBe('/shopkeeper');
    },
  );
});
