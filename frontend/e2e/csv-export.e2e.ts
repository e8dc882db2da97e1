import type { Page } from 'playwright-core';
import { call } from './api';
import { download, parseCsv } from './csv';
import { DEMO_ADMIN, newPage, signIn, signUp, uniqueUser } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/** Clicks the list's Export button (a link to a file the server writes, for the orders) and reads the file. */
async function exportList(page: Page, role: 'button' | 'link' = 'button') {
  const { fileName, text } = await download(page, page.getByRole(role, { name: 'Export' }));
  return { fileName, rows: parseCsv(text) };
}

/** A back-office list as the demo admin sees it, narrowed by `filter` as its filter form would. */
async function openAdminList(path: string, filter: Record<string, string>, rowText: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, DEMO_ADMIN);
  await page.goto(`${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await page.getByRole('row').filter({ hasText: rowText }).waitFor();
  return page;
}

describe('CSV exports of the back office', () => {
  it('puts a quote before message text a spreadsheet would run as a formula and keeps the rest as sent', async () => {
    const visitor = await newPage();
    const email = `${uniqueUser().username}@example.com`;
    await call(visitor, 'POST', '/api/contact', {
      name: '=HYPERLINK("http://evil.example","x")',
      email,
      subject: '+1 call me',
      category: 'Feedback',
      message: '@admin the price of milk went up again.',
    });

    const page = await openAdminList('/admin/messages', { q: email }, email);
    const { fileName, rows } = await exportList(page);

    expect(fileName).toBe('messages.csv');
    expect(rows).toEqual([
      expect.objectContaining({
        name: `'=HYPERLINK("http://evil.example","x")`,
        email,
        subject: "'+1 call me",
        category: 'Feedback',
        message: "'@admin the price of milk went up again.",
      }),
    ]);
  });

  it("downloads the admin's orders from the server with the list's filters: one line per order, formula-like names quoted", async () => {
    const { shop, keeper } = await onboardShop({ name: `@SUM(1+1) Kirana ${Date.now()}` });
    const { '-Paneer 200g': paneer } = await stockShop(await pageOf(keeper), [
      { name: '-Paneer 200g', price: '85.00' },
    ]);
    const customer = await newPage();
    const buyer = await signUp(customer);
    const address = await call<{ id: string }>(customer, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '14 Tilak Nagar',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302004',
    });
    await call(customer, 'POST', '/api/customer/cart/items', { productId: paneer.id, quantity: 2 });
    const order = await call<{ id: string; createdAt: string; finalAmount: string; gstAmount: string }>(
      customer,
      'POST',
      '/api/customer/orders',
      { customerAddressId: address.id, paymentMethod: 'cash_on_delivery' },
    );

    const page = await openAdminList('/admin/orders', { shopId: shop.id }, shop.name);
    const { fileName, rows } = await exportList(page, 'link');

    expect(fileName).toBe('orders.csv');
    expect(rows).toEqual([
      expect.objectContaining({
        id: order.id,
        createdAt: order.createdAt,
        status: 'pending',
        shopId: shop.id,
        shopName: `'${shop.name}`,
        customerName: buyer.name,
        itemCount: '1',
        gstAmount: order.gstAmount,
        finalAmount: order.finalAmount,
      }),
    ]);

    await page.goto(
      `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ shopId: shop.id, status: 'confirmed' }))}`,
    );
    await page.getByText('No orders found.').waitFor();
    expect((await exportList(page, 'link')).rows).toEqual([]);
  });
});
