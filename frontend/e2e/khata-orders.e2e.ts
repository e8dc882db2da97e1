import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, toastWith, waitForPath } from './harness';
import { dairyShopAndCustomer, type DairyMarket, type StockedProduct } from './shop-setup';

/**
 * Paying later on the khata: the shop opens one for a customer it knows, with a limit; the customer
 * puts an order on it at checkout, follows it to the order and to the khata, and is told, by the
 * page and then by the server, when an order cannot go on it.
 */

interface Khata {
  id: string;
  balance: string;
}

type Viewport = typeof DESKTOP;

const orderNumber = (orderId: string) => `Order #${orderId.slice(0, 8)}`;

/** The customer's cart holds one of each of `items`, and nothing else. */
async function fillCart({ shop, customerPage }: DairyMarket, items: StockedProduct[]): Promise<void> {
  await call(customerPage, 'DELETE', '/api/customer/cart');
  for (const product of items) {
    await call(customerPage, 'POST', '/api/customer/cart/items', {
      productId: product.id,
      quantity: 1,
      shopId: shop.id,
    });
  }
}

/** Opens checkout and answers its payment section, once the order's total and the khata's offer are in. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/customer/checkout');
  await page.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
  const payment = page.getByRole('region', { name: 'Payment Method' });
  await khataChoice(payment).waitFor();
  return payment;
}

const khataChoice = (payment: Locator) => payment.getByRole('radio', { name: /^Pay later \(khata\)/ });

async function placeOrder(page: Page): Promise<void> {
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  if ((await phone.count()) > 0) await phone.fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** Follows the customer's Khata link: in the header on a desktop, in the side sheet on a phone. */
async function openKhataFromNav(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === MOBILE) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Khata' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Khata' }).click();
  }
  await waitForPath(page, '/customer/khatas');
}

describe.each([
  ['at 375 px', MOBILE],
  ['at desktop width', DESKTOP],
] as const)('Orders on the khata %s', (_name, viewport) => {
  it('puts an order on the khata at checkout, shows it on the order and the khata, and refuses one it cannot take', async () => {
    const market = await dairyShopAndCustomer();
    const { shop, customer, customerPage: page, shopkeeperPage: desk, products } = market;
    await page.setViewportSize(viewport);
    await page.goto('/customer/khatas');
    await page.getByText('No khata yet. A shop you buy from often can open one for you.').waitFor();
    const khata = await call<Khata>(desk, 'POST', '/api/shopkeeper/khatas', {
      customer: customer.username,
      creditLimit: '300.00',
    });

    // Paneer and Curd, ₹180.00 with delivery, on a ₹300.00 khata.
    await fillCart(market, [products.Paneer, products.Curd]);
    const payment = await openCheckout(page);
    expect(await payment.innerText()).toContain(`₹300.00 available on your khata at ${shop.name}`);
    await khataChoice(payment).check();
    await placeOrder(page);
    await toastWith(page, 'Order Placed!');
    const [order] = await call<{ id: string; finalAmount: string }[]>(page, 'GET', '/api/customer/orders');
    expect(order.finalAmount).toBe('180.00');
    await waitForPath(page, `/customer/orders/${order.id}`);
    await page.getByTestId('payment-state').filter({ hasText: 'On khata' }).waitFor();
    expect(await page.getByTestId('payment-method').innerText()).toBe('Khata');

    // My Khatas: what is owed is the order's total; the khata lists the order, linked.
    await openKhataFromNav(page, viewport);
    await page.getByRole('heading', { name: 'My Khatas', exact: true }).waitFor();
    const card = page.getByTestId('khata-card');
    await card.getByText('You owe ₹180.00').waitFor();
    expect(await card.innerText()).toMatch(/Limit: ₹300\.00\s+Available: ₹120\.00/);
    expect(await card.getByTestId('khata-frozen').count()).toBe(0);
    await card.getByRole('link').click();
    await waitForPath(page, `/customer/khatas/${khata.id}`);
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await page.waitForFunction((title) => document.title === title, `Khata at ${shop.name} · Mohalla`);
    const entry = page.getByTestId('khata-entry');
    await entry.getByRole('link', { name: orderNumber(order.id) }).waitFor();
    expect(await entry.count()).toBe(1);
    expect(await entry.getByTestId('entry-amount').innerText()).toBe('₹180.00');
    expect(await entry.innerText()).toContain('Balance ₹180.00');
    await entry.getByRole('link', { name: orderNumber(order.id) }).click();
    await waitForPath(page, `/customer/orders/${order.id}`);

    // Another ₹180.00 is more than the ₹120.00 left: the page says so and does not offer the khata.
    await fillCart(market, [products.Paneer, products.Curd]);
    const over = await openCheckout(page);
    expect(await khataChoice(over).isDisabled()).toBe(true);
    expect(await over.innerText()).toContain("This order's ₹180.00 is more than the ₹120.00 available on your khata.");

    // Curd alone fits; the shop freezes the khata meanwhile, and the server's refusal is shown.
    await fillCart(market, [products.Curd]);
    const fits = await openCheckout(page);
    await khataChoice(fits).check();
    await call(desk, 'PUT', `/api/shopkeeper/khatas/${khata.id}`, { frozen: true });
    await placeOrder(page);
    const refusal = await toastWith(page, 'Error placing order');
    expect(await refusal.innerText()).toContain(
      `Your khata at ${shop.name} is frozen: pay another way, or ask the shop`,
    );
    await fits.getByText(`Your khata at ${shop.name} is frozen.`).waitFor();
    expect(await khataChoice(fits).isDisabled()).toBe(true);
    expect(await fits.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    expect((await call<Khata>(page, 'GET', `/api/customer/khatas/${khata.id}`)).balance).toBe('180.00');
  });
});
