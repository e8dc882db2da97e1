import type { Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/** Substitutions: the shop offers a replacement for an item it cannot supply; the customer answers it. */

interface Order {
  id: string;
  finalAmount: string;
  deliveryCharges: string;
  substitutionPreference: string;
  orderItems: { id: string; totalPrice: string; product: { name: string } }[];
}

const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(amount));

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A new shop selling Amul Butter 100 g (₹57.00) and 500 g (₹275.00) at 0% GST, and a new customer
 * with a home address and two packs of the small butter in the cart.
 */
async function butterShopAndCustomer() {
  const { shop, keeper } = await onboardShop();
  const keeperApi = await pageOf(keeper);
  const products = await stockShop(
    keeperApi,
    [
      { name: 'Amul Butter 100 g', price: '57.00' },
      { name: 'Amul Butter 500 g', price: '275.00' },
    ],
    { category: 'Dairy' },
  );
  const customerApi = await newPage();
  const customer = await signUp(customerApi, uniqueUser('customer'));
  const address = await call<{ id: string }>(customerApi, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '7 Tonk Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302015',
  });
  await call(customerApi, 'POST', '/api/customer/cart/items', {
    productId: products['Amul Butter 100 g'].id,
    quantity: 2,
    shopId: shop.id,
  });
  return { keeper, keeperApi, products, customer, customerApi, addressId: address.id };
}

describe('Substitutions', () => {
  it.each([
    ['on a desktop', DESKTOP],
    ['on a 375 px phone', MOBILE],
  ])(
    'the shop offers a replacement and the customer approves it on the order page: the new item and total show, %s',
    async (_size, viewport) => {
      const { keeper, customer, customerApi, addressId } = await butterShopAndCustomer();
      const order = await call<Order>(customerApi, 'POST', '/api/customer/orders', {
        customerAddressId: addressId,
        paymentMethod: 'cash_on_delivery',
      });

      const shopkeeper = await newPage(viewport);
      await signIn(shopkeeper, keeper);
      await shopkeeper.goto(`/shopkeeper/orders/${order.id}`);
      await shopkeeper.getByTestId('substitution-preference').filter({ hasText: 'Call me' }).waitFor();
      await shopkeeper.getByRole('button', { name: 'Offer replacement for Amul Butter 100 g' }).click();
      const dialog = shopkeeper.getByRole('dialog', { name: 'Offer a replacement' });
      await dialog.getByText('For Amul Butter 100 g × 2').waitFor();
      await dialog.getByRole('combobox', { name: /Replacement product/ }).fill('500');
      await shopkeeper.getByRole('option', { name: /Amul Butter 500 g/ }).click();
      await dialog.getByText('₹275.00 each').waitFor();
      await expect(dialog.getByRole('spinbutton', { name: /Quantity/ }).inputValue()).resolves.toBe('2');
      // A window resized across the breakpoint (table ↔ list) keeps the dialog open with what was chosen.
      await shopkeeper.setViewportSize(viewport === DESKTOP ? MOBILE : DESKTOP);
      await dialog.getByText('₹275.00 each').waitFor();
      await shopkeeper.setViewportSize(viewport);
      await dialog.getByText('₹275.00 each').waitFor();
      await expectNoSidewaysScroll(shopkeeper, viewport.width);
      await dialog.getByRole('button', { name: 'Offer replacement', exact: true }).click();
      await toastWith(shopkeeper, 'Replacement offered');
      await dialog.waitFor({ state: 'detached' });
      await shopkeeper.locator('[data-testid="substitution-state"][data-status="offered"]').waitFor();
      await expectNoSidewaysScroll(shopkeeper, viewport.width);

      const page = await newPage(viewport);
      await signIn(page, customer);
      await page.goto(`/customer/orders/${order.id}`);
      const offer = page.getByRole('region', { name: 'Replacement for Amul Butter 100 g' });
      await offer.getByTestId('replacement').filter({ hasText: 'Amul Butter 500 g × 2' }).waitFor();
      expect(await offer.innerText()).toContain('₹275.00 each');
      expect(await offer.getByTestId('replacement-total').innerText()).toBe(
        `New line total ${rupees('550.00')}, instead of ${rupees('114.00')}.`,
      );
      await offer
        .getByTestId('substitution-countdown')
        .filter({ hasText: /Answer within \d+:\d\d/ })
        .waitFor();
      await expectNoSidewaysScroll(page, viewport.width);

      await offer.getByRole('button', { name: 'Approve' }).click();
      await toastWith(page, 'Replacement approved');
      await offer.waitFor({ state: 'detached' });
      const approved = await call<Order>(customerApi, 'GET', `/api/customer/orders/${order.id}`);
      expect(approved.orderItems.map((item) => [item.product.name, item.totalPrice])).toEqual([
        ['Amul Butter 500 g', '550.00'],
      ]);
      expect(Number(approved.finalAmount)).toBe(550 + Number(approved.deliveryCharges));
      const items = page.getByRole('region', { name: 'Items' });
      await items.getByTestId('order-item').filter({ hasText: 'Amul Butter 500 g' }).waitFor();
      await expect(items.getByTestId('order-item').count()).resolves.toBe(1);
      await expect(page.getByTestId('order-final-amount').innerText()).resolves.toBe(rupees(approved.finalAmount));
      await page.getByTestId('timeline-entry').filter({ hasText: 'Replacement approved' }).waitFor();
      await expectNoSidewaysScroll(page, viewport.width);

      // The shop's page hears of the answer by itself.
      await shopkeeper.locator('[data-testid="substitution-state"][data-status="approved"]').waitFor();
      await shopkeeper.getByTestId('order-item').filter({ hasText: 'Amul Butter 500 g' }).first().waitFor();
    },
  );

  it('lets the customer choose "Replace with similar" at checkout, and the shop sees the choice (375 px)', async () => {
    const { keeper, customer, products } = await butterShopAndCustomer();
    const page = await newPage(MOBILE);
    await signIn(page, customer);
    await page.goto('/customer/checkout');
    const choice = page.getByRole('radiogroup', { name: 'If an item is unavailable' });
    await expect(choice.getByRole('radio', { name: /^Call me/ }).isChecked()).resolves.toBe(true);
    await choice.getByRole('radio', { name: /^Replace with similar/ }).check();
    await expectNoSidewaysScroll(page, MOBILE.width);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+91 98765 43210');
    await page.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await toastWith(page, 'Order Placed!');
    const [order] = await call<Order[]>(page, 'GET', '/api/customer/orders');
    await waitForPath(page, `/customer/orders/${order.id}`);
    expect(order.substitutionPreference).toBe('replace-with-similar');

    // The shop's offer is approved at once, as the customer asked: nothing waits for their answer.
    const keeperApi = await pageOf(keeper);
    await call(keeperApi, 'POST', `/api/shopkeeper/orders/${order.id}/items/${order.orderItems[0].id}/substitution`, {
      productId: products['Amul Butter 500 g'].id,
      quantity: 1,
    });
    const shopkeeper = await newPage(MOBILE);
    await signIn(shopkeeper, keeper);
    await shopkeeper.goto(`/shopkeeper/orders/${order.id}`);
    await shopkeeper.getByTestId('substitution-preference').filter({ hasText: 'Replace with similar' }).waitFor();
    await shopkeeper.locator('[data-testid="substitution-state"][data-status="approved"]').waitFor();
    await page.goto(`/customer/orders/${order.id}`);
    await page
      .getByRole('region', { name: 'Items' })
      .getByTestId('order-item')
      .filter({ hasText: 'Amul Butter 500 g' })
      .waitFor();
    await expect(page.getByTestId('substitution-offer').count()).resolves.toBe(0);
  });
});
