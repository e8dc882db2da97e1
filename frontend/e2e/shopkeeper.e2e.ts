import { isDeepStrictEqual } from 'node:util';
import type { Page } from 'playwright-core';
import { call } from './api';
import { newPage, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, pageOf, pendingDairyOrder } from './shop-setup';

/** Picks `option` in the MUI select labelled `label` (react-admin's SelectInput or a TextField select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whether a list's address names exactly these filters (react-admin keeps them in its query string). */
const filteredBy = (filter: Record<string, string>) => (url: URL) =>
  isDeepStrictEqual(JSON.parse(url.searchParams.get('filter') ?? '{}'), filter);

describe('Shopkeeper back office', () => {
  it('shows a newly onboarded shop its overview with truthful revenue labels in rupees', async () => {
    const { keeper: shopkeeper } = await onboardShop();
    const page = await pageOf(shopkeeper);
    await page.goto('/shopkeeper');
    await page.getByRole('heading', { name: 'Shop Dashboard' }).waitFor();
    const pending = page.getByRole('region', { name: 'Pending orders' });
    await expect(pending.getByTestId('stat-value').textContent()).resolves.toBe('0');
    const monthly = page.getByRole('region', { name: 'Revenue this month (delivered orders)' });
    await expect(monthly.getByTestId('stat-value').textContent()).resolves.toBe('₹0.00');
    await page.getByRole('region', { name: 'Out of stock' }).waitFor();
    // The shared site header stays on top, with the shopkeeper's links.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByText('No orders found.').waitFor();
  });

  it('tells a shopkeeper who signed up alone that the shop is not set up yet and how to reach support', async () => {
    const page = await newPage();
    await signUp(page, uniqueUser('shopkeeper'));
    await page.goto('/shopkeeper/products');
    await page.getByRole('heading', { name: 'Your shop is not set up yet' }).waitFor();
    await page.getByRole('link', { name: 'support@mohalla.example' }).waitFor();
    await expect(page.getByRole('button', { name: 'Add Product' }).count()).resolves.toBe(0);
  });

  it('opens the back office once an admin links the waiting account to a shop', async () => {
    const page = await newPage();
    const shopkeeper = await signUp(page, uniqueUser('shopkeeper'));
    await page.goto('/shopkeeper');
    await page.getByRole('heading', { name: 'Your shop is not set up yet' }).waitFor();

    await onboardShop({
      name: `Linked Kirana ${shopkeeper.username}`,
      shopkeeperName: 'ignored when linking',
      shopkeeperUsername: shopkeeper.username,
      shopkeeperEmail: `ignored.${shopkeeper.email}`,
      shopkeeperPassword: 'unused-passphrase-1',
    });

    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('heading', { name: 'Your shop is not set up yet' }).waitFor({ state: 'detached' });
    await page.getByText('Pending orders').first().waitFor();
  });

  it('creates and deletes categories with the spec toasts, and refuses a too short name', async () => {
    const { keeper: shopkeeper } = await onboardShop();
    const page = await pageOf(shopkeeper);
    await page.goto('/shopkeeper/categories');
    await page.getByText('No categories yet.').waitFor();
    await page.getByRole('link', { name: 'Add Category' }).first().click();
    await waitForPath(page, '/shopkeeper/categories/create');
    await page.getByLabel('Name').fill('S');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category name must be at least 2 characters.').waitFor();
    await page.getByLabel('Name').fill('Snacks');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Category created');
    await waitForPath(page, '/shopkeeper/categories');
    const row = page.getByRole('row').filter({ hasText: 'Snacks' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toastWith(page, 'Category deleted');
    await page.getByText('No categories yet.').waitFor();
  });

  it('adds a product in a dialog and switches it out of stock and back', async () => {
    const { keeper: shopkeeper } = await onboardShop();
    const page = await pageOf(shopkeeper);
    await call(page, 'POST', '/api/shopkeeper/categories', { name: 'Dairy' });

    await page.goto('/shopkeeper/products');
    await page.getByRole('link', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Amul Butter');
    await choose(page, 'Category', 'Dairy');
    await dialog.getByRole('textbox', { name: 'Weight' }).fill('500g');
    await dialog.getByRole('textbox', { name: 'Original price' }).fill('60');
    await dialog.getByRole('textbox', { name: 'Discounted price' }).fill('75.5');
    // The GST rate is a choice of the rates in force, as the server lists them.
    const { rates } = await call<{ rates: string[] }>(page, 'GET', '/api/shopkeeper/gst-rates');
    await page.getByRole('combobox', { name: 'GST' }).click();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(rates.map((rate) => `${Number(rate)}%`));
    await page.getByRole('option', { name: '12%', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Discounted price cannot be more than the original price').waitFor();
    await dialog.getByRole('textbox', { name: 'Discounted price' }).fill('55.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Product added');
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'Amul Butter' });
    await card.getByText('₹55.50').waitFor();
    await card.getByText('₹60.00').waitFor();
    await card.getByText('GST 12% incl.').waitFor();
    const badge = card.getByTestId('stock-badge');
    await expect(badge.textContent()).resolves.toBe('In Stock');
    await card.getByRole('button', { name: 'Make Out of Stock' }).click();
    await card.getByRole('button', { name: 'Make In Stock' }).waitFor();
    await expect(badge.textContent()).resolves.toBe('Out of Stock');
    await card.getByRole('button', { name: 'Make In Stock' }).click();
    await card.getByRole('button', { name: 'Make Out of Stock' }).waitFor();
    await expect(badge.textContent()).resolves.toBe('In Stock');

    expect(await card.getByText('GST rate not in force').count()).toBe(0);

    // Search by name and filter by category. A rate not in force (7.5%) still comes through the API: marked.
    const bakery = await call<{ id: string }>(page, 'POST', '/api/shopkeeper/categories', { name: 'Bakery' });
    await call(page, 'POST', '/api/shopkeeper/products', {
      name: 'Brown Bread',
      categoryId: bakery.id,
      weight: '400g',
      originalPrice: '45',
      discountedPrice: '45',
      gstPercentage: '7.5',
    });
    await page.reload();
    const bread = page.getByRole('article', { name: 'Brown Bread' });
    await bread.getByText('GST rate not in force').waitFor();
    await bread.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'GST' }).filter({ hasText: '7.5% (not in force)' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByPlaceholder('Search by name').fill('butter');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('article', { name: 'Brown Bread' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await page.getByPlaceholder('Search by name').fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Bakery' });
    await page.getByRole('article', { name: 'Amul Butter' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('article').allInnerTexts()).resolves.toEqual([expect.stringContaining('Brown Bread')]);

    // A category that still has products cannot be deleted (the server answers 409): the button says why.
    await page.goto('/shopkeeper/categories');
    const dairy = page.getByRole('row').filter({ hasText: 'Dairy' });
    await dairy.getByRole('button', { name: 'Delete' }).waitFor();
    await expect(dairy.getByRole('button', { name: 'Delete' }).isDisabled()).resolves.toBe(true);
    await expect(dairy.getByTestId('delete-disabled-reason').getAttribute('title')).resolves.toBe(
      'Move or delete its 1 product first',
    );
  });

  it('edits the shop details and closes the shop', async () => {
    const { shop, keeper: shopkeeper } = await onboardShop();
    const page = await pageOf(shopkeeper);
    await page.goto('/shopkeeper/shop');
    await page.getByRole('heading', { name: shop.name }).waitFor();
    await expect(page.getByTestId('shop-status').textContent()).resolves.toBe('Open');
    await page.getByRole('button', { name: 'Edit Shop Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Shop Details' });
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 141 400 1234');
    await dialog.getByLabel('Open: customers can order').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Shop details updated');
    await page.getByText('+91 141 400 1234').waitFor();
    await expect(page.getByTestId('shop-status').textContent()).resolves.toBe('Closed');
    const saved = await call<{ isActive: boolean; phone: string }>(page, 'GET', '/api/shopkeeper/shop');
    expect(saved).toMatchObject({ isActive: false, phone: '+91 141 400 1234' });
  });

  it("confirms a customer's order and marks an item not fulfillable, which lowers the amount", async () => {
    const { shopkeeperPage: page, customer, order } = await pendingDairyOrder();
    const shortId = order.id.slice(0, 8);

    await page.goto('/shopkeeper/orders');
    const row = page.getByRole('row').filter({ hasText: `Order #${shortId}` });
    await row.getByText(customer.name).waitFor();
    // 100.00 + 50.00 at 0% GST, plus the flat delivery fee: the shop has no location.
    await row.getByText('₹180.00').waitFor();
    await row.click();
    await waitForPath(page, `/shopkeeper/orders/${order.id}`);

    const update = page.getByRole('button', { name: 'Update Status' });
    await expect(update.isDisabled()).resolves.toBe(true);
    await page.getByRole('combobox', { name: 'Order status' }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Pending', 'Confirmed', 'Cancelled']);
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await update.click();
    await toastWith(page, 'Order Status Updated');
    await page.getByRole('heading', { level: 1, name: `Order #${shortId}` }).waitFor();
    await page.locator('main [data-status="confirmed"]').first().waitFor();

    await expect(page.getByTestId('order-final-amount').textContent()).resolves.toBe('₹180.00');
    await choose(page, 'Fulfillment of Curd', 'not fulfillable');
    await toastWith(page, 'Item Status Updated');
    await page
      .getByTestId('order-item')
      .filter({ hasText: 'Curd' })
      .and(page.locator('[data-fulfillment="not fulfillable"]'))
      .waitFor();
    await page.getByTestId('order-final-amount').filter({ hasText: '₹130.00' }).waitFor();
  });

  it("filters the orders with the browser's own pickers, kept in the address", async () => {
    const { shopkeeperPage: page, order } = await pendingDairyOrder();
    const row = page.getByRole('row').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
    await page.goto('/shopkeeper/orders');
    await row.waitFor();
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.inputValue()).resolves.toBe('');

    await status.selectOption({ label: 'Confirmed' });
    await page.getByText('No orders found.').waitFor();
    await page.waitForURL(filteredBy({ status: 'confirmed' }));
    await page.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Cash on Delivery' });
    await page.waitForURL(filteredBy({ status: 'confirmed', paymentMethod: 'cash_on_delivery' }));

    // Opened from its address, the list shows its filters in the pickers.
    await page.reload();
    await page.getByText('No orders found.').waitFor();
    await expect(status.inputValue()).resolves.toBe('confirmed');
    await status.selectOption({ label: 'Pending' });
    await row.waitFor();
    await status.selectOption({ label: 'All statuses' });
    await page.waitForURL(filteredBy({ paymentMethod: 'cash_on_delivery' }));
    await row.waitFor();
  });

  it("answers someone else's order with 'Order not found or unauthorized.'", async () => {
    const { keeper: shopkeeper } = await onboardShop();
    const page = await pageOf(shopkeeper);
    await page.goto('/shopkeeper/orders/00000000-0000-4000-8000-000000000000');
    await page.getByText('Order not found or unauthorized.').waitFor();
  });
});
