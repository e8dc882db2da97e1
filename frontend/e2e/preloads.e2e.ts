import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_CUSTOMER, DESKTOP, MOBILE, newPage, signIn } from './harness';
import { pendingDairyOrder } from './shop-setup';

/** Every request the page makes, as path and query, in order. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    requested.push(pathname + search);
  });
  return requested;
}

/** Chrome's console warning for a preload the page did not use, a few seconds after its load. */
async function unusedPreloads(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.waitForLoadState('load');
  await page.waitForTimeout(3500);
  return warnings;
}

const timesRequested = (requested: string[], path: string) => requested.filter((each) => each === path).length;

describe("A page's first downloads", () => {
  it.each([
    ['at 375 px', MOBILE],
    ['on a desktop', DESKTOP],
  ])("start with the page's HTML, before the app's code has run, and are each fetched once %s", async (_, viewport) => {
    const page = await newPage(viewport);
    await signIn(page, DEMO_CUSTOMER);
    const [shop] = await call<{ id: string; name: string }[]>(page, 'GET', '/api/customer/shops');
    const requested = recordRequests(page);
    let releaseEntry = () => {};
    const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/assets/index-*.js', (route) => entryReleased.then(() => route.continue()));

    const firstReads = [
      '/api/customer/cart',
      `/api/customer/shops/${shop.id}`,
      `/api/customer/shops/${shop.id}/products`,
    ];
    const pathIs = (test: (path: string) => boolean) =>
      page.waitForRequest((request) => test(new URL(request.url()).pathname));
    const firstRequests = Promise.all([
      ...firstReads.map((read) => pathIs((path) => path === read)),
      pathIs((path) => /^\/assets\/ShopProductsPage-.+\.js$/.test(path)),
    ]);
    await page.goto(`/customer/shops/${shop.id}/products`, { waitUntil: 'commit' });
    // Requested while the entry's code is held back: only the HTML can have asked for them.
    await firstRequests;

    releaseEntry();
    await page.getByRole('heading', { name: shop.name }).waitFor();
    expect(await unusedPreloads(page)).toEqual([]);
    for (const read of firstReads) expect({ read, times: timesRequested(requested, read) }).toEqual({ read, times: 1 });
  });

  it("uses every read it preloads on each of the customer's pages", async () => {
    const { customerPage: page, order, shopkeeperPage, customer } = await pendingDairyOrder();
    const khata = await call<{ id: string }>(shopkeeperPage, 'POST', '/api/shopkeeper/khatas', {
      customer: customer.username,
      creditLimit: '500.00',
    });
    const requested = recordRequests(page);
    for (const path of [
      '/customer',
      '/customer/cart',
      '/cart',
      '/customer/checkout',
      '/customer/orders',
      `/customer/orders/${order.id}`,
      '/customer/khatas',
      `/customer/khatas/${khata.id}`,
      '/customer/profile',
      '/customer/addresses',
      '/',
    ]) {
      requested.length = 0;
      await page.goto(path);
      expect({ path, unused: await unusedPreloads(page) }).toEqual({ path, unused: [] });
      const preloaded = await page.$$eval('link[rel=preload][as=fetch]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(preloaded).toContain('/api/customer/cart');
      for (const read of preloaded)
        expect({ path, read, times: timesRequested(requested, read) }).toEqual({ path, read, times: 1 });
    }
  });

  it.each([
    ['at 375 px', MOBILE],
    ['on a desktop', DESKTOP],
  ])("uses every read it preloads on the shop's back office pages %s", async (_, viewport) => {
    const { shopkeeperPage: page } = await pendingDairyOrder();
    await page.setViewportSize(viewport);
    const requested = recordRequests(page);
    for (const [path, shown] of [
      ['/shopkeeper/orders', page.getByRole('button', { name: /accept/i }).first()],
      ['/shopkeeper/products', page.getByRole('heading', { name: 'Products' })],
      ['/shopkeeper/ledger', page.getByRole('heading', { name: /ledger/i }).first()],
    ] as const) {
      requested.length = 0;
      await page.goto(path);
      await shown.waitFor();
      expect({ path, unused: await unusedPreloads(page) }).toEqual({ path, unused: [] });
      const preloaded = await page.$$eval('link[rel=preload][as=fetch]', (links) =>
        links.map((link) => {
          const { pathname, search } = new URL((link as HTMLLinkElement).href);
          return pathname + search;
        }),
      );
      expect(preloaded).toContain('/api/shopkeeper/shopkeeper-profile');
      for (const read of preloaded)
        expect({ path, read, times: timesRequested(requested, read) }).toEqual({ path, read, times: 1 });
    }
  });
});
