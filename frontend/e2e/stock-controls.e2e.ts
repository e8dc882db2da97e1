import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, stockShop } from './shop-setup';

/** The shopkeeper's stock counts: set in the product form, nudged with − and + on the card, low stock flagged. */

/** A new shop selling Amul Butter and Toor Dal, neither counted yet, its shopkeeper signed in on a page of `viewport`. */
async function shopWithButter(viewport: typeof DESKTOP) {
  const { shop, keeper } = await onboardShop();
  const page = await newPage(viewport);
  await signIn(page, keeper);
  const products = await stockShop(
    page,
    [
      { name: 'Amul Butter', price: '56.00' },
      { name: 'Toor Dal', price: '140.00' },
    ],
    { category: 'Staples' },
  );
  return { shop, page, products };
}

const stockOf = (card: Locator) => card.getByTestId('stock-quantity').textContent();

/** Fails unless `button` is at least 40 px by 40 px: a thumb's reach on a phone. */
async function expectTouchTarget(button: Locator): Promise<void> {
  const box = await button.boundingBox();
  expect(box && { width: box.width >= 40, height: box.height >= 40 }).toEqual({ width: true, height: true });
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('Stock controls', () => {
  it.each([
    ['on a desktop', DESKTOP],
    ['on a 375 px phone', MOBILE],
  ])(
    'sets a count in the form, nudges it with − and +, and shows low stock on the card and the overview, %s',
    async (_size, viewport) => {
      const { page } = await shopWithButter(viewport);
      await page.goto('/shopkeeper/products');
      const card = page.getByRole('article', { name: 'Amul Butter' });
      await expect(stockOf(card)).resolves.toBe('Not counted');

      await card.getByRole('link', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      const quantity = dialog.getByRole('textbox', { name: 'Stock quantity' });
      await quantity.fill('2.5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Enter a whole number of 0 or more, or leave it empty').waitFor();
      // The ceiling is the server's own: its refusal shows on the field it names.
      await quantity.fill('2000000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Must not be greater than 1000000.').waitFor();
      // The refusal's toast may cover the dialog's Save button, and stays while the pointer rests on
      // it: the shopkeeper closes it first.
      await (await toastWith(page, 'Failed to save product')).getByRole('button', { name: 'Close' }).click();
      await quantity.fill('4');
      await dialog.getByRole('textbox', { name: 'Low stock at' }).fill('3');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, 'Product updated');
      await dialog.waitFor({ state: 'hidden' });

      await card.getByText('4 in stock').waitFor();
      await expect(card.getByTestId('low-stock-badge').count()).resolves.toBe(0);
      const remove = card.getByRole('button', { name: 'Remove one unit' });
      const add = card.getByRole('button', { name: 'Add one unit' });
      await expectTouchTarget(remove);
      await expectTouchTarget(add);
      await remove.click();
      await card.getByText('3 in stock').waitFor();
      await card.getByTestId('low-stock-badge').waitFor();
      await add.click();
      await card.getByText('4 in stock').waitFor();
      await card.getByTestId('low-stock-badge').waitFor({ state: 'detached' });
      await remove.click();
      await card.getByText('3 in stock').waitFor();
      await expect(card.getByTestId('low-stock-badge').textContent()).resolves.toBe('Low stock');
      await expect(stockOf(page.getByRole('article', { name: 'Toor Dal' }))).resolves.toBe('Not counted');
      await expectNoSidewaysScroll(page, viewport.width);

      await page.goto('/shopkeeper');
      const lowStock = page.getByRole('region', { name: 'Low stock' });
      await expect(lowStock.getByTestId('stat-value').textContent()).resolves.toBe('1');
      await expectNoSidewaysScroll(page, viewport.width);
      await lowStock.getByRole('link', { name: 'Show the products low on stock' }).click();
      await waitForPath(page, '/shopkeeper/products');
      await page.getByRole('article', { name: 'Amul Butter' }).waitFor();
      await page.getByRole('article', { name: 'Toor Dal' }).waitFor({ state: 'detached' });
      await expect(page.getByRole('article').count()).resolves.toBe(1);
      await expect(page.getByLabel('Low stock', { exact: true }).isChecked()).resolves.toBe(true);

      // Down to 0: out of stock, and no unit left to take away.
      const listed = page.getByRole('article', { name: 'Amul Butter' });
      for (const left of ['2 in stock', '1 in stock', '0 in stock']) {
        await listed.getByRole('button', { name: 'Remove one unit' }).click();
        await listed.getByText(left).waitFor();
      }
      await expect(listed.getByTestId('stock-badge').textContent()).resolves.toBe('Out of Stock');
      await expect(listed.getByRole('button', { name: 'Remove one unit' }).isDisabled()).resolves.toBe(true);
      await page.getByLabel('Low stock', { exact: true }).uncheck();
      await page.getByRole('article', { name: 'Toor Dal' }).waitFor();
    },
  );

  it('tells the shopkeeper at once when a sale takes a product to its low-stock threshold', async () => {
    const { shop, page, products } = await shopWithButter(DESKTOP);
    await call(page, 'PUT', `/api/shopkeeper/products/${products['Amul Butter'].id}`, {
      stockQuantity: 3,
      lowStockThreshold: 2,
    });
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await page.goto('/shopkeeper/products');
    await streamOpen;
    const card = page.getByRole('article', { name: 'Amul Butter' });
    await card.getByText('3 in stock').waitFor();

    const customer = await newPage();
    await signUp(customer, uniqueUser('customer'));
    const address = await call<{ id: string }>(customer, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '7 Tonk Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302015',
    });
    await call(customer, 'POST', '/api/customer/cart/items', {
      productId: products['Amul Butter'].id,
      quantity: 1,
      shopId: shop.id,
    });
    await call(customer, 'POST', '/api/customer/orders', {
      customerAddressId: address.id,
      paymentMethod: 'cash_on_delivery',
    });

    const toast = await toastWith(page, 'Low stock');
    await toast.getByText('Amul Butter is low: 2 left').waitFor();
    await card.getByText('2 in stock').waitFor();
    await card.getByTestId('low-stock-badge').waitFor();
  });
});
