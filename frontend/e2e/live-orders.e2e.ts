import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, pageOf, pendingDairyOrder, stockShop } from './shop-setup';

interface TimelineEntry {
  status: string;
  role: string;
  reasonCode: string | null;
  reason: string | null;
}

interface Order {
  id: string;
  status: string;
  finalAmount: string;
  deliveryCode: string | null;
  customer: { name: string; phone: string | null };
  orderItems: { id: string; product: { name: string } }[];
  timeline: TimelineEntry[];
  cancelReasons: { code: string; label: string; noteRequired: boolean }[];
}

const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(amount));

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

/** Marks the page's window: the mark is gone if the page reloads. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
}

async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage === true);
}

/** Waits until `locator` shows `text` (the page changes by itself; nothing reloads it). */
async function waitForText(locator: Locator, text: string | RegExp): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor();
}

async function shopUpdates(shopkeeper: Page, order: { id: string }, body: Record<string, unknown>): Promise<Order> {
  return call<Order>(shopkeeper, 'PUT', `/api/shopkeeper/orders/${order.id}`, body);
}

describe("The customer's orders follow the shop live", () => {
  it('changes the order page as the shop accepts, strikes an item and dispatches, without a reload', async () => {
    const { shopkeeperPage: shop, customerPage: page, order } = await pendingDairyOrder<Order>();
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: orderNumber(order) }).waitFor();
    await page.getByTestId('accept-by').waitFor();
    await page.locator('main [data-status="pending"]').first().waitFor();
    await markWindow(page);

    await shopUpdates(shop, order, { status: 'confirmed' });
    await page.locator('main [data-status="confirmed"]').first().waitFor();
    await waitForText(page.getByTestId('timeline-entry'), /confirmed[\s\S]*by the shop/i);
    expect(await page.getByTestId('accept-by').count()).toBe(0);

    const curd = order.orderItems.find((item) => item.product.name === 'Curd')!;
    const dropped = await call<Order>(shop, 'PUT', `/api/shopkeeper/orders/${order.id}/items/${curd.id}/fulfillment`, {
      fulfillmentStatus: 'not fulfillable',
    });
    expect(dropped.finalAmount).not.toBe(order.finalAmount);
    await page
      .locator('[data-testid="order-item"][data-fulfillment="not fulfillable"]')
      .filter({ hasText: 'Curd' })
      .waitFor();
    await waitForText(page.getByTestId('order-final-amount'), rupees(dropped.finalAmount));

    await shopUpdates(shop, order, { status: 'ready for pickup' });
    const dispatched = await shopUpdates(shop, order, { status: 'dispatched' });
    const seen = await call<Order>(page, 'GET', `/api/customer/orders/${order.id}`);
    expect(seen.deliveryCode).toMatch(/^[0-9]{4}$/);
    // Only the customer's answer carries the code.
    expect(dispatched.deliveryCode).toBeNull();
    const code = page.getByRole('region', { name: 'Delivery code' });
    await waitForText(code.getByTestId('delivery-code'), seen.deliveryCode!);
    expect(await code.innerText()).toContain('Tell the shop this code when your order arrives.');
    // Dispatch marked the unchecked paneer fulfilled and said so in the timeline.
    const dispatchReason = seen.timeline.at(-1)!.reason;
    expect(dispatchReason).toBeTruthy();
    await waitForText(page.getByTestId('timeline-reason'), dispatchReason!);

    await shopUpdates(shop, order, { status: 'delivered', deliveryCode: seen.deliveryCode });
    await page.locator('main [data-status="delivered"]').first().waitFor();
    await code.waitFor({ state: 'detached' });
    expect(await isSameWindow(page)).toBe(true);
  });

  it('updates the orders list and tells the customer when the shop cancels, with the reason on the order', async () => {
    const { shopkeeperPage: shop, customerPage: page, order } = await pendingDairyOrder<Order>();
    await page.goto('/customer/orders');
    const row = page.getByTestId('order-row').filter({ hasText: orderNumber(order) });
    await waitForText(row, /pending/i);
    await markWindow(page);

    await shopUpdates(shop, order, {
      status: 'cancelled',
      cancelReason: 'items-not-available',
      cancelNote: 'No paneer today',
    });
    const toast = await toastWith(page, 'Order cancelled');
    expect(await toast.innerText()).toContain(orderNumber(order));
    await waitForText(row, /cancelled/i);
    expect(await isSameWindow(page)).toBe(true);

    await row.click();
    await waitForPath(page, `/customer/orders/${order.id}`);
    const last = page.getByTestId('timeline-entry').last();
    await waitForText(last, /cancelled[\s\S]*by the shop/i);
    expect(await last.getByTestId('timeline-reason').innerText()).toBe('Items not available: No paneer today');
  });
});

describe('Cancellation reasons in the pages', () => {
  it("asks the customer for one of the server's reasons, and a note for Other", async () => {
    const { customerPage: page, order } = await pendingDairyOrder<Order>();
    const offered = (await call<Order>(page, 'GET', `/api/customer/orders/${order.id}`)).cancelReasons;
    expect(offered.length).toBeGreaterThan(1);
    const other = offered.find((reason) => reason.noteRequired)!;

    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    const choices = dialog.getByRole('radiogroup', { name: 'Reason for cancelling' }).getByRole('radio');
    expect(await choices.count()).toBe(offered.length);
    for (const reason of offered) await dialog.getByRole('radio', { name: reason.label, exact: true }).waitFor();

    // Nothing is sent without a reason, nor with Other and no note.
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await dialog.getByText('Choose a reason.').waitFor();
    await dialog.getByRole('radio', { name: other.label, exact: true }).check();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await dialog.getByText(`Add a note: "${other.label}" needs one.`).waitFor();
    expect((await call<Order>(page, 'GET', `/api/customer/orders/${order.id}`)).status).toBe('pending');

    await dialog.getByRole('textbox', { name: 'Note' }).fill('Ordered for a party that was called off');
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await toastWith(page, 'Order Cancelled');
    const last = page.getByTestId('timeline-entry').last();
    await waitForText(last, /cancelled[\s\S]*by you/i);
    expect(await last.getByTestId('timeline-reason').innerText()).toBe(
      `${other.label}: Ordered for a party that was called off`,
    );
    const stored = await call<Order>(page, 'GET', `/api/customer/orders/${order.id}`);
    expect(stored.status).toBe('cancelled');
    expect(stored.timeline.at(-1)).toMatchObject({ reasonCode: other.code, role: 'customer' });
  });

  it('asks the admin why an override is made, shows it in the timeline, and counts cancellations by reason', async () => {
    const { order } = await pendingDairyOrder<Order>();
    const page = await newPage();
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${order.id}/show`);
    const update = page.getByRole('button', { name: 'Update Status' });
    await update.waitFor();

    // Any status but cancelled: the admin's own words are required.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'confirmed' }).click();
    await update.click();
    await page.getByText('Say why you change the status: it is shown in the timeline.').waitFor();
    expect((await call<Order>(page, 'GET', `/api/admin/orders/${order.id}`)).status).toBe('pending');
    await page.getByRole('textbox', { name: 'Reason for the change' }).fill('The shop confirmed by phone');
    await update.click();
    await toastWith(page, 'Order Status Updated');
    const timeline = page.getByTestId('timeline-entry');
    await waitForText(timeline.last(), /Confirmed[\s\S]*by an admin[\s\S]*The shop confirmed by phone/);

    // Cancelling: one of the admin's reasons from the answer says why.
    const reasons = (await call<Order>(page, 'GET', `/api/admin/orders/${order.id}`)).cancelReasons;
    const shopClosed = reasons.find((reason) => reason.code === 'shop-closed')!;
    const before = await cancellationsFor(page, shopClosed.code);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'cancelled' }).click();
    await update.click();
    await page.getByText('Choose a reason.').waitFor();
    await page.getByRole('radio', { name: shopClosed.label, exact: true }).check();
    await update.click();
    await toastWith(page, 'Order Status Updated');
    await waitForText(timeline.last(), /Cancelled[\s\S]*by an admin/);
    expect(await timeline.last().getByTestId('timeline-reason').innerText()).toBe(shopClosed.label);
    expect((await call<Order>(page, 'GET', `/api/admin/orders/${order.id}`)).timeline.at(-1)?.reasonCode).toBe(
      'shop-closed',
    );

    await page.goto('/admin/analytics');
    const byReason = page.getByRole('region', { name: 'Cancellations by reason (all time)' });
    const line = byReason.getByRole('listitem').filter({ hasText: shopClosed.label });
    await line.waitFor();
    expect(before + 1).toBe(await cancellationsFor(page, shopClosed.code));
    expect(await line.innerText()).toMatch(new RegExp(`${shopClosed.label}\\s+${before + 1}$`));
  });
});

async function cancellationsFor(page: Page, reasonCode: string): Promise<number> {
  const analytics = await call<{ cancellationsByReason: { reasonCode: string; count: number }[] }>(
    page,
    'GET',
    '/api/admin/analytics',
  );
  return analytics.cancellationsByReason.find((reason) => reason.reasonCode === reasonCode)?.count ?? 0;
}

describe('The admin dashboard follows the orders live', () => {
  it('counts a new order and lists it among the recent ones without a reload', async () => {
    const page = await newPage();
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    const total = page.getByRole('region', { name: 'Total orders' }).getByTestId('stat-value');
    const before = Number(await total.innerText());
    await markWindow(page);

    const { order } = await pendingDairyOrder<Order>();
    const { orderCount } = await call<{ orderCount: number }>(page, 'GET', '/api/admin/dashboard');
    expect(orderCount).toBeGreaterThan(before);
    await waitForText(total, new RegExp(`^${orderCount}$`));
    await page
      .getByRole('region', { name: 'Recent orders' })
      .getByRole('link', { name: orderNumber(order) })
      .waitFor();
    expect(await isSameWindow(page)).toBe(true);
  });
});

describe('Checkout asks for a phone when the profile has none', () => {
  it('requires a valid phone, sends it with the order, and does not ask again', async () => {
    const { shop, keeper } = await onboardShop();
    const shopkeeper = await pageOf(keeper);
    const { Atta } = await stockShop(shopkeeper, [{ name: 'Atta', price: '250.00' }]);
    const page = await newPage();
    await signUp(page, uniqueUser('customer'));
    await call(page, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '3 Station Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302006',
    });
    await call(page, 'POST', '/api/customer/cart/items', { productId: Atta.id, quantity: 1, shopId: shop.id });

    await page.goto('/customer/checkout');
    const phoneSection = page.getByRole('region', { name: 'Contact Phone' });
    const phone = phoneSection.getByRole('textbox', { name: 'Phone number' });
    await phone.waitFor();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await page.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
    await placeOrder.click();
    await toastWith(page, 'Phone Needed');
    await phoneSection.getByText('Phone number is required').waitFor();
    await phone.fill('call me');
    await placeOrder.click();
    await phoneSection.getByText('Enter a phone number such as +91 98765 43210').waitFor();
    expect(await call<unknown[]>(page, 'GET', '/api/customer/orders')).toHaveLength(0);

    await phone.fill('+91 98765 43210');
    await placeOrder.click();
    await toastWith(page, 'Order Placed!');
    const [order] = await call<Order[]>(page, 'GET', '/api/customer/orders');
    await waitForPath(page, `/customer/orders/${order.id}`);
    expect(order.customer.phone).toBe('+91 98765 43210');
    expect((await call<{ phone: string | null }>(page, 'GET', '/api/user')).phone).toBe('+91 98765 43210');
    const seenByShop = await call<Order>(shopkeeper, 'GET', `/api/shopkeeper/orders/${order.id}`);
    expect(seenByShop.customer.phone).toBe('+91 98765 43210');

    // The profile has it now: the next checkout does not ask.
    await call(page, 'POST', '/api/customer/cart/items', { productId: Atta.id, quantity: 1, shopId: shop.id });
    await page.goto('/customer/checkout');
    await page.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
    expect(await phoneSection.count()).toBe(0);
  });
});
