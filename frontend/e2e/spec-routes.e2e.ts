import type { Page } from 'playwright-core';
import { call } from './api';
import {
  DEMO_ADMIN,
  DESKTOP,
  MOBILE,
  newPage,
  signIn,
  signUp,
  uniqueUser,
  waitForPath,
  type Credentials,
} from './harness';
import { deliver, onboardShop, pageOf, stockShop } from './shop-setup';

/** A route of the spec opened by typing it: the screen it must show. */
interface Route {
  path: string;
  /** A heading of the screen (exact name, or a pattern). */
  heading: string | RegExp;
  /** A text only that screen shows, where the heading alone does not tell it apart. */
  text?: string;
  /** Where the browser ends up, for routes that redirect (the spec's /dashboard). */
  landsOn?: string;
  status?: number;
}

/** Opens `route` directly, as a typed URL or a followed link does, and checks its screen. */
async function expectScreen(page: Page, { path, heading, text, landsOn = path, status = 200 }: Route) {
  const response = await page.goto(path);
  expect({ path, status: response?.status() }).toEqual({ path, status });
  await waitForPath(page, landsOn);
  const named = typeof heading === 'string' ? { name: heading, exact: true } : { name: heading };
  await page.getByRole('heading', named).first().waitFor();
  if (text) await page.getByText(text, { exact: true }).first().waitFor();
}

async function visitAll(viewport: typeof DESKTOP, user: Credentials | undefined, routes: Route[]) {
  const page = await newPage(viewport);
  if (user) await signIn(page, user);
  for (const route of routes) await expectScreen(page, route);
  await page.context().close();
}

const NOT_FOUND = '404 Page Not Found';

let shop: { id: string; name: string };
let keeper: Credentials;
let customer: Credentials;
let orderNumber: string;
let orderId: string;
let khata: { id: string; customerName: string };
let claimId: string;

beforeAll(async () => {
  const onboarded = await onboardShop();
  shop = onboarded.shop;
  keeper = onboarded.keeper;
  const shopkeeper = await pageOf(onboarded.keeper);
  const { 'Basmati Rice': rice } = await stockShop(shopkeeper, [{ name: 'Basmati Rice', price: '100.00' }]);

  const customerPage = await newPage();
  customer = await signUp(customerPage, uniqueUser('customer'));
  const address = await call<{ id: string }>(customerPage, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '12, Nehru Marg',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302004',
  });
  const placeOrder = async () => {
    await call(customerPage, 'POST', '/api/customer/cart/items', { productId: rice.id, quantity: 1 });
    return call<{ id: string; orderItems: { id: string }[] }>(customerPage, 'POST', '/api/customer/orders', {
      customerAddressId: address.id,
      paymentMethod: 'cash_on_delivery',
    });
  };
  // A delivered order whose customer reports a missing item: the claim the claims' screens show.
  const delivered = await deliver(shopkeeper, customerPage, await placeOrder());
  ({ id: claimId } = await call<{ id: string }>(customerPage, 'POST', `/api/customer/orders/${delivered.id}/claims`, {
    reasonCode: 'ITM001',
    comment: 'The rice was not in the bag.',
    items: [{ orderItemId: delivered.orderItems[0].id, quantity: 1 }],
  }));
  ({ id: orderId } = await placeOrder());
  orderNumber = `Order #${orderId.slice(0, 8)}`;
  khata = await call(shopkeeper, 'POST', '/api/shopkeeper/khatas', {
    customer: customer.username,
    creditLimit: '500.00',
  });
  await shopkeeper.context().close();
  // Something in the cart again, so the cart and the checkout show their full screens.
  await call(customerPage, 'POST', '/api/customer/cart/items', { productId: rice.id, quantity: 2 });
  await customerPage.context().close();
});

describe.each([
  ['at 375 px', MOBILE],
  ['at desktop width', DESKTOP],
])('Every route of the spec opens its screen when typed or linked, %s', (_width, viewport) => {
  it('for a visitor: the public pages, and the not-found page with status 404 for any other path', async () => {
    await visitAll(viewport, undefined, [
      { path: '/', heading: /^Your neighbourhood shops/ },
      { path: '/auth', heading: 'Your neighbourhood, one sign-in away', text: 'Sign In' },
      { path: '/help', heading: 'How can we help you?', text: 'Frequently Asked Questions' },
      { path: '/contact', heading: 'Contact Us', text: 'Send us a Message' },
      { path: '/privacy', heading: 'Privacy Policy' },
      { path: '/terms', heading: 'Terms of Service' },
      { path: '/refund', heading: 'Refund Policy' },
      { path: '/dashboard', heading: 'Your neighbourhood, one sign-in away', landsOn: '/auth' },
      { path: '/cart', heading: 'Your Cart', text: 'Please log in to view your cart' },
      { path: '/no-such-page', heading: NOT_FOUND, text: 'Did you forget to add the page to the router?', status: 404 },
    ]);
  });

  it('for a customer: the /customer area and /cart', async () => {
    await visitAll(viewport, customer, [
      { path: '/customer', heading: 'Discover Local Shops' },
      { path: `/customer/shops/${shop.id}/products`, heading: `${shop.name} Products`, text: 'Basmati Rice' },
      { path: '/customer/cart', heading: 'Your Cart', text: 'Basmati Rice' },
      { path: '/cart', heading: 'Your Cart', text: 'Basmati Rice' },
      { path: '/customer/checkout', heading: 'Checkout', text: 'Payment Method' },
      { path: '/customer/orders', heading: 'My Orders', text: orderNumber },
      { path: `/customer/orders/${orderId}`, heading: orderNumber, text: '12, Nehru Marg' },
      { path: '/customer/khatas', heading: 'My Khatas', text: 'You owe ₹0.00' },
      { path: `/customer/khatas/${khata.id}`, heading: shop.name, text: 'Nothing is written on this khata yet.' },
      { path: '/customer/profile', heading: 'My Profile' },
      { path: '/customer/addresses', heading: 'My Addresses', text: '12, Nehru Marg' },
      { path: '/dashboard', heading: 'Discover Local Shops', landsOn: '/customer' },
      { path: '/customer/no-such-page', heading: NOT_FOUND, status: 404 },
    ]);
  });

  it('for a shopkeeper: the /shopkeeper back office, including an order by its id', async () => {
    await visitAll(viewport, keeper, [
      { path: '/shopkeeper', heading: 'Shop Dashboard' },
      { path: '/shopkeeper/dashboard', heading: 'Shop Dashboard' },
      { path: '/shopkeeper/products', heading: 'Products', text: 'Basmati Rice' },
      { path: '/shopkeeper/orders', heading: 'Orders', text: orderNumber },
      { path: `/shopkeeper/orders/${orderId}`, heading: orderNumber, text: '12, Nehru Marg' },
      { path: '/shopkeeper/shop', heading: shop.name, text: 'Edit Shop Details' },
      { path: '/shopkeeper/categories', heading: 'Categories', text: 'Staples' },
      { path: '/shopkeeper/khatas', heading: 'Khata book', text: khata.customerName },
      { path: '/shopkeeper/khatas/create', heading: 'Open a khata' },
      { path: `/shopkeeper/khatas/${khata.id}`, heading: khata.customerName, text: 'Record payment' },
      { path: '/shopkeeper/claims', heading: 'Claims', text: 'Missing item' },
      { path: `/shopkeeper/claims/${claimId}`, heading: 'Missing item', text: '1 × Basmati Rice' },
      { path: '/shopkeeper/refunds', heading: 'Refunds', text: 'No refunds found.' },
      { path: '/dashboard', heading: 'Shop Dashboard', landsOn: '/shopkeeper' },
      { path: '/shopkeeper/no-such-page', heading: NOT_FOUND, status: 404 },
    ]);
  });

  it('for an admin: the /admin back office', async () => {
    await visitAll(viewport, DEMO_ADMIN, [
      { path: '/admin', heading: 'Admin Dashboard' },
      { path: '/admin/shops', heading: 'Shops', text: 'Onboard Shop' },
      { path: '/admin/shops/create', heading: 'Onboard a shop' },
      { path: '/admin/orders', heading: 'All orders' },
      { path: '/admin/analytics', heading: 'Analytics' },
      { path: '/admin/claims', heading: 'Claims' },
      { path: `/admin/claims/${claimId}`, heading: 'Missing item', text: '1 × Basmati Rice' },
      { path: '/admin/refunds', heading: 'Refunds' },
      { path: '/admin/outgoing-mail', heading: 'Outgoing mail' },
      { path: '/dashboard', heading: 'Admin Dashboard', landsOn: '/admin' },
      { path: '/admin/no-such-page', heading: NOT_FOUND, status: 404 },
    ]);
  });
});
