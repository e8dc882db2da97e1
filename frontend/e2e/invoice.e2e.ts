import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn } from './harness';
import { deliveredOrder, pendingDairyOrder } from './shop-setup';

interface Order {
  id: string;
  deliveryCode: string | null;
  invoiceNumber: string | null;
  creditNotes: { id: string; number: string }[];
}

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

/**
 * Opens `path` at each width (a 375 px phone, then a desktop), waits for the order's heading and clicks
 * the link named `linkName`: the file must be `fileName`, a PDF, and the button within the screen.
 */
async function expectPdfDownload(page: Page, path: string, order: Order, linkName: string, fileName: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page
      .getByRole('heading', { name: orderNumber(order) })
      .first()
      .waitFor();
    const button = page.getByRole('link', { name: linkName });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
}

const expectInvoiceDownload = (page: Page, path: string, order: Order) =>
  expectPdfDownload(page, path, order, 'Download invoice', `invoice-${order.invoiceNumber}.pdf`);

describe('the tax invoice of a delivered order', () => {
  it('is not offered to the customer before delivery', async () => {
    const { customerPage: page, order } = await pendingDairyOrder<Order>();
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: orderNumber(order) }).waitFor();
    await page.locator('main [data-status="pending"]').first().waitFor();
    expect(await page.getByRole('link', { name: 'Download invoice' }).count()).toBe(0);
  });

  it("downloads from the customer's order page, on a phone and a desktop", async () => {
    const { customerPage, order } = await deliveredOrder<Order>();
    expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{6,7}$/);
    await expectInvoiceDownload(customerPage, `/customer/orders/${order.id}`, order);
  });

  it("downloads from the shopkeeper's and the admin's order pages", async () => {
    const { shopkeeperPage, order } = await deliveredOrder<Order>();
    await expectInvoiceDownload(shopkeeperPage, `/shopkeeper/orders/${order.id}`, order);

    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    await expectInvoiceDownload(admin, `/admin/orders/${order.id}/show`, order);
  });

  it('offers the credit note of a refund beside the invoice, to the customer and the shop', async () => {
    const { customerPage, shopkeeperPage, order } = await deliveredOrder<Order>();
    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    await call(admin, 'POST', `/api/admin/orders/${order.id}/full-refund`, { reason: 'Sent to the wrong address' });
    const refunded = await call<Order>(customerPage, 'GET', `/api/customer/orders/${order.id}`);
    const [note] = refunded.creditNotes;
    expect(note.number).toMatch(/^CN-\d{4}-\d{6,7}$/);
    const linkName = `Credit note ${note.number}`;
    await expectPdfDownload(
      customerPage,
      `/customer/orders/${order.id}`,
      refunded,
      linkName,
      `credit-note-${note.number}.pdf`,
    );
    await expectPdfDownload(
      shopkeeperPage,
      `/shopkeeper/orders/${order.id}`,
      refunded,
      linkName,
      `credit-note-${note.number}.pdf`,
    );
  });
});
