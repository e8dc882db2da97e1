import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, newPage, signIn, signUp, uniqueUser } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/** The rows of a CSV file keyed by its header row, read with the quoting rules of RFC 4180. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      rows[rows.length - 1].push(cell);
      cell = '';
      if (char === '\n') rows.push([]);
    } else if (quoted || char !== '\r') {
      cell += char;
    }
  }
  rows[rows.length - 1].push(cell);
  const [header, ...body] = rows.filter((row) => row.some((value) => value !== ''));
  return body.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
}

/** Clicks the list's Export button and answers the downloaded file's name and rows. */
async function exportList(page: Page): Promise<{ fileName: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return { fileName: download.suggestedFilename(), rows: parseCsv(await readFile(await download.path(), 'utf8')) };
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

  it('quotes formula-like text nested in a record (the shop and product of an order) and keeps amounts and quantities as they were', async () => {
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
    const order = await call<{ id: string; finalAmount: string }>(customer, 'POST', '/api/customer/orders', {
      customerAddressId: address.id,
      paymentMethod: 'cash_on_delivery',
    });

    const page = await openAdminList('/admin/orders', { shopId: shop.id }, shop.name);
    const { fileName, rows } = await exportList(page);

    expect(fileName).toBe('orders.csv');
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: order.id,
        'shop.name': `'${shop.name}`,
        'customer.name': buyer.name,
        finalAmount: order.finalAmount,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ 'orderItems.product.name': "'-Paneer 200g", 'orderItems.quantity': '2' }),
    );
  });
});
