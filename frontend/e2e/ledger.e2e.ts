import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { download, parseCsv } from './csv';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, toastWith } from './harness';
import { deliver, pendingDairyOrder } from './shop-setup';

interface Order {
  id: string;
  invoiceNumber: string | null;
}

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signIn(page, DEMO_ADMIN);
  return page;
}

/** The page is no wider than the phone: a wide table scrolls inside its own box, not the page. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ what, width }).toEqual({ what, width: MOBILE.width });
}

/** The value a figure's card shows. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

/**
 * A new shop at the given commission rate (set by the admin through the API) and its order of Paneer
 * (₹100.00) and Curd (₹50.00), 0% GST, ₹30.00 delivery, delivered: taxable value ₹150.00.
 */
async function deliveredAtRate(commissionRate: string) {
  const setup = await pendingDairyOrder<Order>();
  const admin = await adminPage();
  await call(admin, 'PUT', `/api/admin/shops/${setup.shop.id}/commission`, { commissionRate });
  const order = await deliver(setup.shopkeeperPage, setup.customerPage, setup.order);
  return { ...setup, admin, order };
}

describe('the commission ledger', () => {
  it("lets the admin set a shop's rate, see its line in the ledger and record a settlement", async () => {
    const { shop, shopkeeperPage, customerPage, order: pending } = await pendingDairyOrder<Order>();
    const admin = await adminPage();

    await admin.goto(`/admin/shops/${shop.id}`);
    const commission = admin.getByRole('region', { name: 'Commission' });
    await commission.getByText('(the platform default)').waitFor();
    await commission.getByRole('textbox', { name: 'Commission rate (%)' }).fill('2.5');
    await commission.getByRole('button', { name: 'Set rate' }).click();
    await toastWith(admin, 'Commission rate saved');
    await commission.getByText('In force: 2.5%').waitFor();

    const order = await deliver(shopkeeperPage, customerPage, pending);
    await admin.goto('/admin/ledger');
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: shop.name }) });
    // ₹150.00 taxable at 2.5%: ₹3.75 due; ₹180.00 collected with the delivery.
    await row.getByRole('cell', { name: '₹3.75' }).first().waitFor();
    expect(await row.innerText()).toMatch(
      /2\.5%\s+1\s+₹180\.00\s+₹150\.00\s+₹0\.00\s+₹30\.00\s+₹3\.75\s+₹0\.00\s+₹3\.75/,
    );

    await row.getByRole('link', { name: shop.name }).click();
    await admin.getByRole('heading', { name: shop.name }).waitFor();
    await admin
      .getByRole('table', { name: 'Delivered orders' })
      .getByRole('link', { name: orderNumber(order) })
      .waitFor();
    await admin.getByRole('button', { name: 'Record settlement' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record settlement' });
    await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill('2.00');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('UTR-E2E-1');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await toastWith(admin, 'Settlement recorded');
    await admin.getByRole('table', { name: 'Settlements' }).getByRole('cell', { name: 'UTR-E2E-1' }).waitFor();
    await figure(admin, 'Balance').filter({ hasText: '₹1.75' }).waitFor();

    // The same reference again is refused, and says why.
    await admin.getByRole('button', { name: 'Record settlement' }).click();
    await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill('2.00');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('UTR-E2E-1');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await dialog.getByText('A settlement with the reference "UTR-E2E-1" is already recorded for this shop.').waitFor();
  });

  it('shows the shopkeeper its ledger and settlements, and downloads the CSV and the statement, on a phone and a desktop', async () => {
    const { shop, shopkeeperPage: page, admin, order } = await deliveredAtRate('2.5');
    await call(admin, 'POST', '/api/admin/settlements', {
      shopId: shop.id,
      amount: '3.00',
      settledOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
      reference: 'Receipt 42',
    });

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/shopkeeper/ledger');
      await page.getByRole('heading', { name: shop.name }).waitFor();
      expect(await figure(page, 'Takings').innerText()).toBe('₹180.00');
      // Paid in cash at the door: all of it cash.
      expect(
        await page.getByRole('region', { name: 'Takings', exact: true }).getByTestId('takings-part').allInnerTexts(),
      ).toEqual([
        expect.stringMatching(/^Cash\s+₹180\.00$/),
        expect.stringMatching(/^UPI\s+₹0\.00$/),
        expect.stringMatching(/^On khata\s+₹0\.00$/),
      ]);
      expect(await figure(page, 'Commission due').innerText()).toBe('₹3.75');
      expect(await figure(page, 'Settled').innerText()).toBe('₹3.00');
      expect(await figure(page, 'Balance').innerText()).toBe('₹0.75');
      await page.getByRole('region', { name: 'Settlements' }).getByText('Receipt 42').waitFor();
      await page
        .getByRole('region', { name: 'Delivered orders' })
        .getByRole('link', { name: orderNumber(order) })
        .waitFor();
      if (viewport === MOBILE) await expectNoSidewaysScroll(page, 'shopkeeper ledger');
    }

    const csv = await download(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(csv.fileName).toMatch(/^ledger-orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv(csv.text)).toEqual([
      expect.objectContaining({
        id: order.id,
        invoiceNumber: order.invoiceNumber,
        taxableValue: '150.00',
        cashCollected: '180.00',
        commissionRate: '2.50',
        commission: '3.75',
      }),
    ]);

    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download statement' }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(/^commission-statement-\d{4}-\d{2}\.pdf$/);
    const pdf = await readFile((await statement.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("fits the admin's ledger and a shop's ledger on a 375 px phone", async () => {
    const { shop } = await deliveredAtRate('1');
    const admin = await adminPage(MOBILE);
    await admin.goto('/admin/ledger');
    await admin.getByRole('link', { name: shop.name }).waitFor();
    await expectNoSidewaysScroll(admin, 'admin ledger');
    await admin.getByRole('link', { name: shop.name }).click();
    await admin.getByRole('heading', { name: shop.name }).waitFor();
    await admin.getByRole('button', { name: 'Record settlement' }).click();
    await admin.getByRole('dialog', { name: 'Record settlement' }).waitFor();
    await expectNoSidewaysScroll(admin, 'shop ledger with its settlement dialog');
  });
});
