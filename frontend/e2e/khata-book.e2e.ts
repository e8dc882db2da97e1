import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { download, parseCsv } from './csv';
import { DESKTOP, MOBILE, newPage, newUtr, signIn, toastWith, waitForPath } from './harness';
import { dairyShopAndCustomer, placeDairyOrderPaidBy } from './shop-setup';

/**
 * The shopkeeper's khata book: the shop opens a khata for a customer it knows, the customer's order
 * goes on it, and the shop records what the customer pays, puts a mistake right, freezes the khata
 * and downloads its monthly statement.
 */

type Viewport = typeof DESKTOP;

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

/** The value a figure's card shows. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

/** The entries on the khata page: cards on a phone, table rows on a desktop. */
const entries = (page: Page, viewport: Viewport): Locator =>
  viewport === MOBILE
    ? page.getByTestId('khata-entry')
    : page.getByRole('region', { name: 'Entries' }).locator('tbody tr');

async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ what, width }).toEqual({ what, width: MOBILE.width });
}

/** Opens the khata through the form, first naming a customer who does not exist; answers the khata's id. */
async function openKhata(page: Page, customer: string): Promise<string> {
  await page.goto('/shopkeeper/khatas');
  await page.getByText('No khatas yet.').waitFor();
  await page.getByRole('link', { name: 'Open khata' }).first().click();
  await waitForPath(page, '/shopkeeper/khatas/create');
  const customerField = page.getByRole('textbox', { name: 'Customer (username or phone)' });
  const limitField = page.getByRole('textbox', { name: 'Credit limit (₹)' });
  await customerField.fill('nobody-by-this-name');
  await limitField.fill('1000.505');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Credit limit must be in rupees with at most two decimals, such as 499.50').waitFor();
  // Enter submits: on a phone the notice of the invalid form covers the Save button for a while.
  await limitField.fill('1000');
  await limitField.press('Enter');
  await page.getByText('No customer account has the username or phone number "nobody-by-this-name"').first().waitFor();
  await customerField.fill(customer);
  await customerField.press('Enter');
  await toastWith(page, 'Khata opened');
  await page.waitForURL(/\/shopkeeper\/khatas\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function recordUpiPayment(page: Page, amount: string, utr: string) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill(amount);
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await dialog.getByRole('textbox', { name: 'UTR (12 digits)' }).fill('12345');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByText('A UTR is 12 digits, such as 412345678901').waitFor();
  await dialog.getByRole('textbox', { name: 'UTR (12 digits)' }).fill(utr);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await toastWith(page, 'Payment recorded');
  await dialog.waitFor({ state: 'detached' });
}

async function correct(page: Page, amount: string, note: string) {
  await page.getByRole('button', { name: 'Correct' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the khata' });
  await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill(amount);
  await dialog.getByRole('button', { name: 'Add correction' }).click();
  await dialog.getByText('A note saying why is required').waitFor();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Add correction' }).click();
  await toastWith(page, 'Correction made');
  await dialog.waitFor({ state: 'detached' });
}

async function freeze(page: Page) {
  await page.getByRole('button', { name: 'Freeze' }).click();
  const dialog = page.getByRole('dialog', { name: 'Freeze this khata?' });
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await toastWith(page, 'Khata frozen');
  await page.getByRole('button', { name: 'Unfreeze' }).waitFor();
}

describe("the shopkeeper's khata book", () => {
  it.each([
    ['a 375 px phone', MOBILE],
    ['a desktop', DESKTOP],
  ])(
    'opens a khata, shows the order put on it, records a UPI payment and a correction, freezes it and downloads its statement, on %s',
    async (_name, viewport) => {
      const market = await dairyShopAndCustomer();
      const page = await newPage(viewport);
      await signIn(page, market.keeper);

      const khataId = await openKhata(page, market.customer.username);
      await page.getByRole('heading', { level: 1, name: market.customer.name }).waitFor();
      expect(await figure(page, 'Balance').innerText()).toBe('₹0.00');
      expect(await figure(page, 'Available credit').innerText()).toBe('₹1,000.00');

      // Paneer ₹100.00 and Curd ₹50.00 with ₹30.00 delivery.
      const order = await placeDairyOrderPaidBy(market, 'khata');
      await page.reload();
      await figure(page, 'Balance').filter({ hasText: '₹180.00' }).waitFor();
      expect(await figure(page, 'Available credit').innerText()).toBe('₹820.00');
      await page.getByRole('link', { name: orderNumber(order) }).waitFor();

      const utr = newUtr();
      await recordUpiPayment(page, '100', utr);
      await figure(page, 'Balance').filter({ hasText: '₹80.00' }).waitFor();
      await entries(page, viewport)
        .first()
        .filter({ hasText: `Payment by UPI, UTR ${utr}` })
        .waitFor();

      await correct(page, '-30', 'Curd was sour, taken back');
      await figure(page, 'Balance').filter({ hasText: '₹50.00' }).waitFor();
      const newestFirst = await entries(page, viewport).allInnerTexts();
      expect(newestFirst).toEqual([
        expect.stringMatching(/Correction: Curd was sour, taken back[\s\S]*₹50\.00/),
        expect.stringMatching(/-₹100\.00[\s\S]*₹80\.00/),
        expect.stringMatching(new RegExp(`${orderNumber(order)}[\\s\\S]*₹180\\.00`)),
      ]);
      // Entries are written once: nothing offers to change or remove one.
      await expect(
        page
          .getByRole('region', { name: 'Entries' })
          .getByRole('button', { name: /edit|delete/i })
          .count(),
      ).resolves.toBe(0);

      await freeze(page);
      await page.getByText('Frozen', { exact: true }).first().waitFor();
      expect(await figure(page, 'Available credit').innerText()).toBe('₹0.00');
      await expect(placeDairyOrderPaidBy(market, 'khata')).rejects.toThrow(/ 409 /);
      if (viewport === MOBILE) await expectNoSidewaysScroll(page, 'khata page');

      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
      const fileName = `khata-${khataId.slice(0, 8)}-${month}`;
      const csv = await download(page, page.getByRole('link', { name: 'Download CSV' }));
      expect(csv.fileName).toBe(`${fileName}.csv`);
      expect(parseCsv(csv.text).map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
        { kind: 'opening balance', amount: '', balanceAfter: '0.00' },
        { kind: 'order', amount: '180.00', balanceAfter: '180.00' },
        { kind: 'payment', amount: '-100.00', balanceAfter: '80.00' },
        { kind: 'correction', amount: '-30.00', balanceAfter: '50.00' },
        { kind: 'closing balance', amount: '', balanceAfter: '50.00' },
      ]);
      expect(parseCsv(csv.text)[2]).toEqual(expect.objectContaining({ utr }));

      const [statement] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      expect(statement.suggestedFilename()).toBe(`${fileName}.pdf`);
      const pdf = await readFile((await statement.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await page.goto('/shopkeeper/khatas');
      const listed =
        viewport === MOBILE
          ? page.getByRole('listitem', { name: market.customer.name })
          : page.getByRole('row').filter({ hasText: market.customer.name });
      await listed.filter({ hasText: '₹50.00' }).filter({ hasText: 'Frozen' }).waitFor();
      if (viewport === MOBILE) await expectNoSidewaysScroll(page, 'khata list');
      await listed.click();
      await waitForPath(page, `/shopkeeper/khatas/${khataId}`);
    },
  );
});
