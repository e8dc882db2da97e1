import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn } from './harness';
import { deliveredOrder, pendingDairyOrder } from './shop-setup';

interface Order {
  id: string;
  deliveryCode: string | null;
  invoiceNumber: string | null;
}

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

/**
 * Opens `path` at each width (a 375 px phone, then a desktop), waits for the order's heading and clicks
 * Download invoice: the file must be the order's invoice, a PDF, and the button within the screen.
 */
async function expectInvoiceDownload(page: Page, path: string, order: Order): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page
      .getByRole('heading', { name: orderNumber(order) })
      .first()
      .waitFor();
    const button = page.getByRole('link', { name: 'Download invoice' });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.invoiceNumber}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
}

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
});
