import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { call } from './api';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DESKTOP,
  newPage,
  signIn,
  toastWith,
  uniqueUser,
  waitForPath,
  type Credentials,
  type TestUser,
} from './harness';
import { REPO_ROOT } from './server';
import { onboardShop, pageOf, stockShop, TEST_GSTIN } from './shop-setup';

/**
 * Whole journeys through the pages, as the people using Mohalla go through them, and the
 * screenshots of docs/screenshots taken with the demo data.
 */

const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const DEMO_SHOPKEEPER_PASSWORD = 'shopkeeper-demo-1';

/** Signs in through the Sign In tab of /auth and waits for the role's home page. */
async function signInThroughAuth(page: Page, { username, password }: Credentials, home: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, home);
}

/** Signs a new customer up through the Sign Up tab of /auth. */
async function signUpThroughAuth(page: Page): Promise<TestUser> {
  const user = uniqueUser('customer');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: 'Customer' }).check();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(user.name);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForPath(page, '/customer');
  await toastWith(page, 'Welcome to Mohalla!');
  return user;
}

/** Finds a shop by name on /customer and opens its products page. */
async function openShopFromDiscover(page: Page, shopName: string) {
  await page.goto('/customer');
  await page.getByPlaceholder('Search for shops, products, categories...').fill(shopName);
  // The search is forgiving (close spellings match too): other test shops of a similar name may be listed.
  await page
    .getByTestId('shop-count')
    .filter({ hasText: /Shops? Found/ })
    .waitFor();
  await page
    .getByRole('article', { name: shopName, exact: true })
    .getByRole('link', { name: 'Browse Products' })
    .click();
  await page.getByRole('heading', { name: `${shopName} Products` }).waitFor();
}

/**
 * A shop onboarded through the API by the demo admin, with products (0 % GST, so the amounts
 * are easy to follow) created through the API by its new shopkeeper.
 */
async function shopWithProducts(products: { name: string; price: string }[]) {
  const { shop, keeper } = await onboardShop({ address: 'Johari Bazaar, Jaipur 302003' });
  const shopkeeper = await pageOf(keeper);
  await stockShop(shopkeeper, products);
  await shopkeeper.context().close();
  return { shop, keeper };
}

/** Adds the product shown on the shop products page to the cart. */
async function addToCart(page: Page, productName: string) {
  await page.getByRole('article', { name: productName }).getByRole('button', { name: 'Add to Cart' }).click();
}

/** The full id of the customer's order whose number (first 8 characters) is `orderNumber`. */
async function customerOrderId(page: Page, orderNumber: string | undefined): Promise<string> {
  const orders = await call<{ id: string }[]>(page, 'GET', '/api/customer/orders');
  const order = orders.find(({ id }) => id.startsWith(orderNumber ?? '-'));
  if (!order) throw new Error(`No order #${orderNumber}`);
  return order.id;
}

// First, while the database holds little besides the demo data, so the pages show it.
describe('Screenshots for docs/screenshots (demo data, desktop width)', () => {
  /** A full-page screenshot, with the mouse out of the way so no button shows its hover colour. */
  async function shot(page: Page, name: string) {
    await page.mouse.move(0, 0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
  }

  const demoShops = ['Sharma Kirana Store', 'Gupta Dairy & Sweets', 'Jaipur Bakers'];
  let customer: Page;
  let orderId: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    customer = await newPage(DESKTOP);
    await signIn(customer, DEMO_CUSTOMER);
    await call(customer, 'DELETE', '/api/customer/cart');
  });

  it('captures the storefront: discover, shop products, cart, checkout, order detail', async () => {
    await customer.goto('/customer');
    for (const name of demoShops) await customer.getByRole('article', { name }).waitFor();
    await shot(customer, 'discover');

    await customer
      .getByRole('article', { name: 'Sharma Kirana Store' })
      .getByRole('link', { name: 'Browse Products' })
      .click();
    await customer.getByRole('heading', { name: 'Sharma Kirana Store Products' }).waitFor();
    await customer.getByRole('article', { name: 'Tata Salt' }).waitFor();
    await shot(customer, 'shop-products');

    for (const name of ['India Gate Basmati Rice', 'Tata Sampann Toor Dal', 'Tata Tea Premium']) {
      await addToCart(customer, name);
      await toastWith(customer, 'Item added to cart');
    }
    await customer.goto('/customer/cart');
    await customer.getByRole('listitem', { name: 'Tata Tea Premium' }).waitFor();
    await shot(customer, 'cart');

    await customer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await waitForPath(customer, '/customer/checkout');
    await customer.getByRole('radio', { name: /Cash on Delivery/ }).waitFor();
    await customer.getByRole('region', { name: 'Order Summary' }).getByTestId('summary-total').waitFor();
    await shot(customer, 'checkout');

    await customer.getByRole('button', { name: 'Place Order' }).click();
    await toastWith(customer, 'Order Placed!');
    const orders = await call<{ id: string }[]>(customer, 'GET', '/api/customer/orders');
    orderId = orders[0].id;
    await waitForPath(customer, `/customer/orders/${orderId}`);

    // The shop confirms the order, so the detail shows a timeline with two entries.
    const shopkeeper = await newPage(DESKTOP);
    await signIn(shopkeeper, { username: 'sharma-kirana', password: DEMO_SHOPKEEPER_PASSWORD });
    await call(shopkeeper, 'PUT', `/api/shopkeeper/orders/${orderId}`, { status: 'confirmed' });
    await customer.goto(`/customer/orders/${orderId}`);
    await customer.getByTestId('timeline-entry').nth(1).waitFor();
    await shot(customer, 'order-detail');
  });

  it('captures the shopkeeper back office: products and an order', async () => {
    const shopkeeper = await newPage(DESKTOP);
    await signIn(shopkeeper, { username: 'sharma-kirana', password: DEMO_SHOPKEEPER_PASSWORD });
    await shopkeeper.goto('/shopkeeper/products');
    await shopkeeper.getByRole('article', { name: 'Tata Salt' }).waitFor();
    await shot(shopkeeper, 'shopkeeper-products');

    await shopkeeper.goto(`/shopkeeper/orders/${orderId}`);
    await shopkeeper.getByRole('heading', { level: 1, name: `Order #${orderId.slice(0, 8)}` }).waitFor();
    await shopkeeper.getByTestId('order-final-amount').waitFor();
    await shot(shopkeeper, 'shopkeeper-order');
  });

  it('captures the admin back office: dashboard and shops', async () => {
    const admin = await newPage(DESKTOP);
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('region', { name: 'Total orders' }).getByTestId('stat-value').waitFor();
    await shot(admin, 'admin-dashboard');

    await admin.goto('/admin/shops');
    for (const name of demoShops) await admin.getByRole('row').filter({ hasText: name }).first().waitFor();
    await shot(admin, 'admin-shops');
  });
});

/** Each journey signs several people in and walks many pages. */
const JOURNEY_TIMEOUT_MS = 120_000;

describe('Journeys', () => {
  it(
    'catalogue: the admin onboards a shop, its shopkeeper stocks it, a customer finds it',
    async () => {
      // The demo admin onboards a new shop with a new shopkeeper.
      const admin = await newPage();
      await signInThroughAuth(admin, DEMO_ADMIN, '/admin');
      await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shops' }).click();
      await waitForPath(admin, '/admin/shops');
      await admin.getByRole('link', { name: 'Onboard Shop' }).click();
      await waitForPath(admin, '/admin/shops/create');
      const keeper = uniqueUser('shopkeeper');
      const shopName = `Chandpole Kirana ${keeper.username.slice(5)}`;
      const form = admin.getByRole('region', { name: 'Onboard a shop' });
      await form.getByLabel('Shop name').fill(shopName);
      await form.getByLabel('Shop email').fill(`shop.${keeper.email}`);
      await form.getByLabel('Shop phone').fill('+91 141 236 5478');
      await form.getByLabel('GST number').fill(TEST_GSTIN);
      await form.getByLabel('Address').fill('Chandpole Bazaar, Jaipur 302001');
      await form.getByLabel('Shopkeeper name').fill(keeper.name);
      await form.getByLabel('Username').fill(keeper.username);
      await form.getByLabel('Shopkeeper email').fill(keeper.email);
      await form.getByRole('textbox', { name: 'Password' }).fill(keeper.password);
      await form.getByRole('button', { name: 'Onboard Shop' }).click();
      await toastWith(admin, 'Shop onboarded');
      await admin.getByPlaceholder('Search shops').fill(shopName);
      const row = admin.getByRole('row').filter({ hasText: shopName });
      await row.waitFor();
      expect(await row.innerText()).toContain('Active');
      expect(await row.innerText()).toContain(keeper.name);

      // The new shopkeeper signs in, creates a category and a product, and switches its stock.
      const shopkeeper = await newPage();
      await signInThroughAuth(shopkeeper, keeper, '/shopkeeper');
      await shopkeeper.getByRole('heading', { name: 'Shop Dashboard' }).waitFor();
      await shopkeeper.goto('/shopkeeper/categories');
      await shopkeeper.getByRole('link', { name: 'Add Category' }).first().click();
      await waitForPath(shopkeeper, '/shopkeeper/categories/create');
      await shopkeeper.getByLabel('Name').fill('Spices');
      await shopkeeper.getByRole('button', { name: 'Save' }).click();
      await toastWith(shopkeeper, 'Category created');
      await shopkeeper.getByRole('row').filter({ hasText: 'Spices' }).waitFor();

      await shopkeeper.goto('/shopkeeper/products');
      await shopkeeper.getByRole('link', { name: 'Add Product' }).first().click();
      const dialog = shopkeeper.getByRole('dialog', { name: 'Add Product' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('MDH Deggi Mirch');
      await shopkeeper.getByRole('combobox', { name: 'Category' }).click();
      await shopkeeper.getByRole('option', { name: 'Spices', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Weight' }).fill('100g');
      await dialog.getByRole('textbox', { name: 'Original price' }).fill('85');
      await dialog.getByRole('textbox', { name: 'Discounted price' }).fill('78.50');
      await shopkeeper.getByRole('combobox', { name: 'GST' }).click();
      await shopkeeper.getByRole('option', { name: '5%', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(shopkeeper, 'Product added');
      await dialog.waitFor({ state: 'hidden' });
      const card = shopkeeper.getByRole('article', { name: 'MDH Deggi Mirch' });
      const badge = card.getByTestId('stock-badge');
      await expect(badge.textContent()).resolves.toBe('In Stock');
      await card.getByRole('button', { name: 'Make Out of Stock' }).click();
      await card.getByRole('button', { name: 'Make In Stock' }).waitFor();
      await expect(badge.textContent()).resolves.toBe('Out of Stock');
      await card.getByRole('button', { name: 'Make In Stock' }).click();
      await card.getByRole('button', { name: 'Make Out of Stock' }).waitFor();
      await expect(badge.textContent()).resolves.toBe('In Stock');

      // A new customer signs up, searches for the shop by name and sees the product in rupees.
      const customer = await newPage();
      await signUpThroughAuth(customer);
      await openShopFromDiscover(customer, shopName);
      const product = customer.getByRole('article', { name: 'MDH Deggi Mirch' });
      expect(await product.getByTestId('price').innerText()).toBe('₹78.50');
      expect(await product.getByTestId('original-price').innerText()).toBe('₹85.00');
      expect(await product.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(false);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'buying: a customer orders, the shop confirms and drops an item, the customer sees it',
    async () => {
      const { shop, keeper } = await shopWithProducts([
        { name: 'Basmati Rice', price: '100.00' },
        { name: 'Toor Dal', price: '50.00' },
      ]);
      const { shop: otherShop } = await shopWithProducts([{ name: 'Rusk', price: '40.00' }]);

      // The customer saves an address.
      const customer = await newPage();
      await signUpThroughAuth(customer);
      await customer.goto('/customer/addresses');
      await customer.getByText('No addresses saved yet.').waitFor();
      await customer.getByRole('button', { name: 'Add Address' }).click();
      const addressForm = customer.getByRole('dialog', { name: 'Add Address' });
      await addressForm.getByRole('textbox', { name: 'Title' }).fill('Home');
      await addressForm.getByRole('textbox', { name: 'Address Line' }).fill('21, Bapu Bazaar');
      await addressForm.getByRole('textbox', { name: 'City' }).fill('Jaipur');
      await addressForm.getByRole('combobox', { name: 'State' }).selectOption('Rajasthan');
      await addressForm.getByRole('textbox', { name: 'Pincode' }).fill('302017');
      await addressForm.getByRole('button', { name: 'Save Address' }).click();
      await toastWith(customer, 'Address added');
      await customer.getByTestId('address-card').filter({ hasText: 'Default' }).waitFor();

      // Two products of one shop into the cart, then checkout with cash on delivery.
      await openShopFromDiscover(customer, shop.name);
      await addToCart(customer, 'Basmati Rice');
      await toastWith(customer, 'Item added to cart');
      await addToCart(customer, 'Toor Dal');
      const cartBadge = customer.getByRole('banner').getByRole('link', { name: /^Cart/ }).locator('.MuiBadge-badge');
      await cartBadge.filter({ hasText: /^2$/ }).waitFor();
      await customer.goto('/customer/cart');
      await customer.getByRole('listitem', { name: 'Toor Dal' }).waitFor();
      expect(await customer.getByTestId('cart-item').count()).toBe(2);
      await customer.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await waitForPath(customer, '/customer/checkout');
      expect(await customer.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
      expect(await customer.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
      // 100.00 + 50.00 at 0 % GST, plus ₹30 of delivery: the centres of the address's pincode and the shop's
      // are 7.5 km apart, beyond the free 5 km.
      const summary = customer.getByRole('region', { name: 'Order Summary' });
      await summary.getByTestId('summary-total').filter({ hasText: '₹180.00' }).waitFor();
      await customer.getByRole('textbox', { name: 'Phone number' }).fill('+91 98290 44444');
      await customer.getByRole('button', { name: 'Place Order' }).click();
      await toastWith(customer, 'Order Placed!');
      // The customer lands on the new order's page.
      const [placed] = await call<{ id: string }[]>(customer, 'GET', '/api/customer/orders');
      await waitForPath(customer, `/customer/orders/${placed.id}`);
      const orderNumber = placed.id.slice(0, 8);
      await customer.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();

      // The shopkeeper signs in, opens the order, confirms it and cannot supply the dal.
      const shopkeeper = await newPage();
      await signInThroughAuth(shopkeeper, keeper, '/shopkeeper');
      await shopkeeper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
      const row = shopkeeper.getByRole('row').filter({ hasText: `Order #${orderNumber}` });
      await row.getByText('₹180.00').waitFor();
      await row.click();
      await shopkeeper.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
      await shopkeeper.getByRole('combobox', { name: 'Order status' }).click();
      await shopkeeper.getByRole('option', { name: 'confirmed' }).click();
      await shopkeeper.getByRole('button', { name: 'Update Status' }).click();
      await toastWith(shopkeeper, 'Order Status Updated');
      await shopkeeper.locator('main [data-status="confirmed"]').first().waitFor();
      await shopkeeper.getByRole('combobox', { name: 'Fulfillment of Toor Dal' }).click();
      await shopkeeper.getByRole('option', { name: 'not fulfillable', exact: true }).click();
      await toastWith(shopkeeper, 'Item Status Updated');
      await shopkeeper.getByTestId('order-final-amount').filter({ hasText: '₹130.00' }).waitFor();

      // The customer opens the order from their orders and sees what the shop did.
      await customer.goto('/customer/orders');
      await customer
        .getByTestId('order-row')
        .filter({ hasText: /confirmed/i })
        .click();
      await waitForPath(customer, `/customer/orders/${await customerOrderId(customer, orderNumber)}`);
      const heading = customer.getByRole('heading', { level: 1, name: `Order #${orderNumber}` });
      await heading.waitFor();
      expect(await heading.locator('xpath=..').locator('[data-status]').getAttribute('data-status')).toBe('confirmed');
      const timeline = customer.getByTestId('timeline-entry');
      expect(await timeline.count()).toBe(2);
      expect(await timeline.nth(0).innerText()).toMatch(/pending[\s\S]*by you/i);
      expect(await timeline.nth(1).innerText()).toMatch(/confirmed[\s\S]*by the shop/i);
      const dal = customer.getByTestId('order-item').filter({ hasText: 'Toor Dal' });
      expect(await dal.getAttribute('data-fulfillment')).toBe('not fulfillable');
      const decoration = await dal
        .getByText('Toor Dal', { exact: true })
        .evaluate((element) => getComputedStyle(element).textDecorationLine);
      expect(decoration).toBe('line-through');
      const rice = customer.getByTestId('order-item').filter({ hasText: 'Basmati Rice' });
      expect(await rice.getAttribute('data-fulfillment')).not.toBe('not fulfillable');
      const amounts = await customer.getByTestId('order-amounts').innerText();
      expect(amounts).toContain('₹100.00');
      expect(amounts).toContain('₹130.00');
      expect(amounts).not.toContain('₹180.00');

      // A product of another shop: the customer is asked before the cart is cleared.
      await customer.goto(`/customer/shops/${shop.id}/products`);
      await addToCart(customer, 'Basmati Rice');
      await toastWith(customer, 'Item added to cart');
      await openShopFromDiscover(customer, otherShop.name);
      await addToCart(customer, 'Rusk');
      const ask = customer.getByRole('dialog', { name: 'Start a new cart?' });
      await ask.waitFor();
      expect(await ask.innerText()).toContain(shop.name);
      await ask.getByRole('button', { name: 'Keep Current Cart' }).click();
      await ask.waitFor({ state: 'hidden' });
      await customer.goto('/customer/cart');
      await customer.getByRole('listitem', { name: 'Basmati Rice' }).waitFor();
      expect(await customer.getByTestId('cart-item').count()).toBe(1);

      await openShopFromDiscover(customer, otherShop.name);
      await addToCart(customer, 'Rusk');
      await ask.getByRole('button', { name: 'Clear Cart and Add' }).click();
      await toastWith(customer, 'Item added to cart');
      await customer.goto('/customer/cart');
      await customer.getByRole('listitem', { name: 'Rusk' }).waitFor();
      const items = customer.getByTestId('cart-item');
      expect(await items.count()).toBe(1);
      expect(await items.innerText()).not.toContain('Basmati Rice');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
