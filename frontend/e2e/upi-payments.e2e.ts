import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, newUtr, toastWith, waitForPath, type TestUser } from './harness';
import { dairyShopAndCustomer, type DairyMarket } from './shop-setup';

/**
 * Paying a shop by UPI, straight to its own UPI ID: the shopkeeper sets the ID, the customer pays
 * from the order page (QR code, or a UPI app on a phone) and sends the UTR, the shop's desk sees it
 * live and confirms, and the customer's page follows without a reload.
 */

interface Payment {
  method: string;
  timing: string;
  status: string;
  paidWith: string | null;
  utr: string | null;
  customerUtr: string | null;
  amountDue: string;
  upiLink: string | null;
}

interface Order {
  id: string;
  status: string;
  nextStatuses: string[];
  payment: Payment;
}

type Viewport = typeof DESKTOP;

const shortId = (order: { id: string }) => order.id.slice(0, 8);
const orderNumber = (order: { id: string }) => `Order #${shortId(order)}`;

/** Opens `path` and waits until its live event stream is open. */
async function openLive(page: Page, path: string): Promise<void> {
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');
}

async function backOffice(keeper: TestUser, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  await call(page, 'POST', '/api/login', { username: keeper.username, password: keeper.password });
  return page;
}

/** Marks the page's window: the mark is gone if the page reloads. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
}

async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage === true);
}

/** The order as the desk lists it: a card on a phone, a row on a desktop. */
function deskEntry(desk: Page, order: Order, viewport: Viewport): Locator {
  return viewport === MOBILE
    ? desk.getByRole('listitem', { name: orderNumber(order) })
    : desk.getByRole('row').filter({ hasText: orderNumber(order) });
}

/** The customer fills the cart with one Paneer and one Curd (₹180.00 with delivery). */
async function fillCart({ shop, products, customerPage }: DairyMarket): Promise<void> {
  for (const product of [products.Paneer, products.Curd]) {
    await call(customerPage, 'POST', '/api/customer/cart/items', {
      productId: product.id,
      quantity: 1,
      shopId: shop.id,
    });
  }
}

/** Checks out through the page with the payment chosen by `choose`; answers the order placed. */
async function checkOut(page: Page, choose: (payment: Locator) => Promise<void>): Promise<Order> {
  await page.goto('/customer/checkout');
  const payment = page.getByRole('region', { name: 'Payment Method' });
  await page.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
  await payment.getByRole('radio', { name: /Cash on Delivery/ }).waitFor();
  await choose(payment);
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  if ((await phone.count()) > 0) await phone.fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await toastWith(page, 'Order Placed!');
  const [order] = await call<Order[]>(page, 'GET', '/api/customer/orders');
  await waitForPath(page, `/customer/orders/${order.id}`);
  return call<Order>(page, 'GET', `/api/customer/orders/${order.id}`);
}

async function chooseUpi(payment: Locator, when: 'Pay now' | 'Pay at the door'): Promise<void> {
  await payment.getByRole('radio', { name: /UPI \(pay the shop directly\)/ }).check();
  const payWhen = payment.getByRole('radio', { name: new RegExp(`^${when}`) });
  await payWhen.check();
  expect(await payWhen.isChecked()).toBe(true);
}

describe.each([
  ['a phone', MOBILE],
  ['a desktop', DESKTOP],
] as const)('UPI payments on %s', (_name, viewport) => {
  it('goes from the shop’s UPI ID to a paid, dispatched order, both pages following live', async () => {
    const setup = await dairyShopAndCustomer();
    await setup.shopkeeperPage.context().close();
    const customer = setup.customerPage;
    await customer.setViewportSize(viewport);

    // The shopkeeper sets the shop's UPI ID; a malformed one is refused on the field.
    const desk = await backOffice(setup.keeper, viewport);
    await desk.goto('/shopkeeper/shop');
    const upiCard = desk.getByTestId('shop-upi-id');
    expect(await upiCard.innerText()).toBe('None: the shop takes cash only');
    await desk.getByRole('button', { name: 'Set Up UPI Payments' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Edit UPI Payments' });
    expect(await dialog.getByTestId('upi-help').innerText()).toMatch(/business UPI ID.*limits.*cash only/s);
    const upiId = dialog.getByRole('textbox', { name: 'UPI ID' });
    await upiId.fill('sharma kirana');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be a UPI ID such as sharmakirana@okaxis.').first().waitFor();
    await upiId.fill('TestKirana@OKAXIS');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(desk, 'Shop details updated');
    await upiCard.filter({ hasText: /^testkirana@okaxis$/ }).waitFor();

    // The customer pays by UPI now: the order page shows the amount, the QR code and, on a phone, the app button.
    await fillCart(setup);
    const placed = await checkOut(customer, (payment) => chooseUpi(payment, 'Pay now'));
    expect(placed.payment).toMatchObject({ method: 'upi', timing: 'now', status: 'unpaid', amountDue: '180.00' });
    expect(placed.payment.upiLink).toMatch(/^upi:\/\/pay\?pa=testkirana%40okaxis&pn=.+&am=180\.00&cu=INR&/);
    const payment = customer.getByRole('region', { name: 'Payment', exact: true });
    expect(await payment.getByTestId('amount-due').innerText()).toBe('₹180.00');
    const qr = payment.getByRole('img', { name: 'UPI QR code' });
    await qr.waitFor();
    expect(await qr.getAttribute('data-upi-link')).toBe(placed.payment.upiLink);
    const app = payment.getByRole('link', { name: 'Pay with a UPI app' });
    if (viewport === MOBILE) expect(await app.getAttribute('href')).toBe(placed.payment.upiLink);
    else expect(await app.count()).toBe(0);
    await markWindow(customer);

    // The desk shows the order waiting for payment; the shop cannot dispatch it yet.
    await openLive(desk, '/shopkeeper/orders');
    const entry = deskEntry(desk, placed, viewport);
    await entry.getByTestId('payment-chip').filter({ hasText: 'Waiting for UPI payment' }).waitFor();
    await desk.getByTestId('awaiting-payment-count').filter({ hasText: '1 waiting for payment' }).waitFor();
    for (const status of ['confirmed', 'ready for pickup']) {
      await call(desk, 'PUT', `/api/shopkeeper/orders/${placed.id}`, { status });
    }
    const ready = await call<Order>(desk, 'GET', `/api/shopkeeper/orders/${placed.id}`);
    expect(ready.nextStatuses).not.toContain('dispatched');
    await entry.locator('[data-status="ready for pickup"]').waitFor();
    await markWindow(desk);

    // The customer sends the UTR: 12 digits, checked before anything is sent.
    const utr = newUtr();
    const utrField = payment.getByRole('textbox', { name: 'UTR (12 digits)' });
    await utrField.fill('41234');
    await payment.getByRole('button', { name: 'Send UTR' }).click();
    await payment.getByText('A UTR is 12 digits, such as 412345678901').waitFor();
    expect((await call<Order>(customer, 'GET', `/api/customer/orders/${placed.id}`)).payment.customerUtr).toBeNull();
    await utrField.fill(utr);
    await payment.getByRole('button', { name: 'Send UTR' }).click();
    await toastWith(customer, 'UTR sent');
    const state = payment.getByTestId('payment-state');
    await state.filter({ hasText: 'Awaiting the shop’s confirmation' }).waitFor();
    expect(await state.innerText()).toContain(`You sent UTR ${utr}.`);
    await qr.waitFor({ state: 'detached' });

    // The desk shows the customer's UTR without a reload.
    await entry
      .getByTestId('customer-utr')
      .filter({ hasText: `UTR ${utr}` })
      .waitFor();
    await entry.getByTestId('payment-chip').filter({ hasText: 'UPI sent: confirm it' }).waitFor();
    expect(await isSameWindow(desk)).toBe(true);

    // The shop opens the order: it says why it cannot be dispatched, and confirms with the UTR the customer sent.
    await entry.getByText(orderNumber(placed)).click();
    await waitForPath(desk, `/shopkeeper/orders/${placed.id}`);
    const hold = desk.getByTestId('payment-hold');
    expect(await hold.innerText()).toContain('Waiting for UPI payment');
    await desk.getByRole('combobox', { name: 'Order status' }).click();
    expect(await desk.getByRole('option', { name: 'Dispatched', exact: true }).count()).toBe(0);
    await desk.keyboard.press('Escape');
    await desk
      .getByRole('region', { name: 'Payment', exact: true })
      .getByRole('button', { name: 'Confirm payment' })
      .click();
    const confirm = desk.getByRole('dialog', { name: 'Confirm payment' });
    expect(await confirm.getByRole('textbox', { name: 'UTR (12 digits)' }).inputValue()).toBe(utr);
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await toastWith(desk, 'Payment confirmed');
    await hold.waitFor({ state: 'detached' });
    const paid = await call<Order>(desk, 'GET', `/api/shopkeeper/orders/${placed.id}`);
    expect(paid.payment).toMatchObject({ status: 'paid', paidWith: 'upi', utr, amountDue: '0.00', upiLink: null });
    expect(paid.nextStatuses).toContain('dispatched');

    // The customer's page shows it paid, live.
    await state.filter({ hasText: `Paid ₹180.00 by UPI` }).waitFor();
    expect(await state.innerText()).toContain(`(UTR ${utr})`);
    expect(await isSameWindow(customer)).toBe(true);

    // Now the shop can dispatch it.
    await desk.getByRole('combobox', { name: 'Order status' }).click();
    await desk.getByRole('option', { name: 'Dispatched', exact: true }).click();
    await desk.getByRole('button', { name: 'Update Status' }).click();
    const dispatch = desk.getByRole('dialog', { name: 'Dispatch the order?' });
    await dispatch.getByRole('button', { name: 'Mark fulfilled and dispatch' }).click();
    await toastWith(desk, 'Order Status Updated');
    await customer.locator('main h1 ~ [data-status="dispatched"]').waitFor();
  });
});

describe('UPI payments that go wrong, and cash', () => {
  it('tells the customer when the shop did not receive the payment, and refuses a UTR used before', async () => {
    const setup = await dairyShopAndCustomer();
    const { shopkeeperPage: shop, customerPage: customer } = setup;
    await call(shop, 'PUT', '/api/shopkeeper/shop', { upiId: 'notreceived@ybl' });
    await fillCart(setup);
    const order = await checkOut(customer, (payment) => chooseUpi(payment, 'Pay now'));
    const wrongUtr = newUtr();
    await call(customer, 'PUT', `/api/customer/orders/${order.id}/payment-reference`, { utr: wrongUtr });
    const payment = customer.getByRole('region', { name: 'Payment', exact: true });
    const state = payment.getByTestId('payment-state');
    await state.filter({ hasText: 'Awaiting the shop’s confirmation' }).waitFor();

    await shop.goto(`/shopkeeper/orders/${order.id}`);
    const shopPayment = shop.getByRole('region', { name: 'Payment', exact: true });
    expect(await shopPayment.innerText()).toContain(wrongUtr);
    await shopPayment.getByRole('button', { name: 'Not received' }).click();
    await shop
      .getByRole('dialog', { name: 'Payment not received?' })
      .getByRole('button', { name: 'Not received' })
      .click();
    await toastWith(shop, 'Payment marked not received');

    // The customer is told live, with what to do, and can pay again.
    await state.filter({ hasText: 'The shop has not received your payment' }).waitFor();
    expect(await state.innerText()).toContain(`with UTR ${wrongUtr}`);
    await payment.getByRole('img', { name: 'UPI QR code' }).waitFor();

    // A UTR another order used is refused, with the server's reason in the dialog.
    const usedUtr = newUtr();
    const other = await dairyShopAndCustomer();
    await call(other.shopkeeperPage, 'PUT', '/api/shopkeeper/shop', { upiId: 'otherkirana@okhdfcbank' });
    await fillCart(other);
    const otherOrder = await call<Order>(other.customerPage, 'POST', '/api/customer/orders', {
      customerAddressId: other.addressId,
      paymentMethod: 'upi',
      phone: '+91 98765 43211',
    });
    await call(other.shopkeeperPage, 'POST', `/api/shopkeeper/orders/${otherOrder.id}/payment`, {
      receivedAs: 'upi',
      utr: usedUtr,
    });
    await payment.getByRole('textbox', { name: 'UTR (12 digits)' }).fill(usedUtr);
    await payment.getByRole('button', { name: 'Send UTR' }).click();
    await toastWith(customer, 'UTR sent');
    await state.filter({ hasText: 'Awaiting the shop’s confirmation' }).waitFor();
    await shopPayment.getByText(usedUtr).first().waitFor();
    await shopPayment.getByRole('button', { name: 'Confirm payment' }).click();
    const confirm = shop.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await confirm.getByText('This UTR has already been used for a payment: check the 12 digits.').waitFor();
    expect((await call<Order>(shop, 'GET', `/api/shopkeeper/orders/${order.id}`)).payment.status).toBe('unpaid');
  });

  it('records a pay-at-the-door UPI order paid in cash, which then can be delivered', async () => {
    const setup = await dairyShopAndCustomer();
    const { shopkeeperPage: shop, customerPage: customer } = setup;
    await call(shop, 'PUT', '/api/shopkeeper/shop', { upiId: 'atthedoor@paytm' });
    await fillCart(setup);
    const order = await checkOut(customer, (payment) => chooseUpi(payment, 'Pay at the door'));
    expect(order.payment).toMatchObject({ method: 'upi', timing: 'at_door', status: 'unpaid' });
    const state = customer.getByRole('region', { name: 'Payment', exact: true }).getByTestId('payment-state');
    expect(await state.innerText()).toContain('Pay by UPI when your order arrives');
    for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
      await call(shop, 'PUT', `/api/shopkeeper/orders/${order.id}`, { status });
    }

    await shop.goto(`/shopkeeper/orders/${order.id}`);
    await shop.locator('main h1 ~ [data-status="dispatched"]').waitFor();
    expect(await shop.getByTestId('payment-hold').innerText()).toContain('Record how the customer paid at the door');
    await shop
      .getByRole('region', { name: 'Payment', exact: true })
      .getByRole('button', { name: 'Confirm payment' })
      .click();
    const confirm = shop.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByRole('radio', { name: 'Received in cash' }).check();
    expect(await confirm.getByRole('textbox', { name: 'UTR (12 digits)' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await toastWith(shop, 'Payment confirmed');
    await shop.getByRole('region', { name: 'Payment', exact: true }).getByText('Paid in cash').first().waitFor();
    const paid = await call<Order>(shop, 'GET', `/api/shopkeeper/orders/${order.id}`);
    expect(paid.payment).toMatchObject({ status: 'paid', paidWith: 'cash', utr: null });
    expect(paid.nextStatuses).toContain('delivered');
    await state.filter({ hasText: 'Paid ₹180.00 in cash' }).waitFor();
  });

  it('offers only cash on delivery at a shop without a UPI ID', async () => {
    const setup = await dairyShopAndCustomer();
    await fillCart(setup);
    const page = setup.customerPage;
    await page.setViewportSize(MOBILE);
    await page.goto('/customer/checkout');
    const payment = page.getByRole('region', { name: 'Payment Method' });
    expect(await payment.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    await payment
      .getByTestId('cash-only')
      .filter({ hasText: `${setup.shop.name} takes cash only.` })
      .waitFor();
    expect(await payment.getByRole('radio', { name: /UPI/ }).count()).toBe(0);
    const cart = await call<{ paymentMethods: string[] }>(page, 'GET', '/api/customer/cart');
    expect(cart.paymentMethods).toEqual(['cash_on_delivery']);

    const order = await checkOut(page, async () => undefined);
    expect(order.payment).toMatchObject({ method: 'cash_on_delivery', status: 'unpaid', upiLink: null });
    const state = page.getByRole('region', { name: 'Payment', exact: true }).getByTestId('payment-state');
    expect(await state.innerText()).toBe('Cash on delivery: pay ₹180.00 at the door.');
    expect(await page.getByRole('img', { name: 'UPI QR code' }).count()).toBe(0);
  });
});
