import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, MOBILE, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, pageOf, stockShop, TEST_GSTIN } from './shop-setup';

/**
 * Where the customer stands in these tests: Udaipur, away from the demo shops in Jaipur, so the many
 * shops made here never push the demo shops off the first page of a Jaipur customer sorting by distance.
 */
const HERE = { latitude: 24.5854, longitude: 73.7125 };

/** A point `north` and `east` degrees from HERE. */
const offHere = (north: number, east: number) => ({
  latitude: Number((HERE.latitude + north).toFixed(4)),
  longitude: Number((HERE.longitude + east).toFixed(4)),
});

interface ShopAnswer {
  id: string;
  name: string;
}

interface CartAnswer {
  itemCount: number;
  finalAmount: string;
  checkoutBlockedBy: string | null;
}

const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(amount));

/** Today's date in India, as the API writes holidays. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A shop onboarded by the demo admin at `location`, stocked with `products` (0 % GST) by its shopkeeper. */
async function shopAt(
  name: string,
  location: { latitude: number; longitude: number },
  products: { name: string; price: string }[],
  fields: Record<string, unknown> = {},
) {
  const { shop, keeper } = await onboardShop({ name, address: `${name} Road, Udaipur`, ...location, ...fields });
  const shopkeeper = await pageOf(keeper);
  const stocked = await stockShop(shopkeeper, products, { category: 'Sweets' });
  await shopkeeper.context().close();
  return { ...shop, products: stocked };
}

/** `count` shops named `<prefix> 01`… onboarded by one admin session (faster than one each). */
async function manyShops(prefix: string, count: number): Promise<void> {
  const admin = await newPage();
  await signIn(admin, DEMO_ADMIN);
  for (let n = 1; n <= count; n += 1) {
    const keeper = uniqueUser('shopkeeper');
    await call(admin, 'POST', '/api/admin/shops', {
      name: `${prefix} ${String(n).padStart(2, '0')}`,
      email: `shop.${keeper.email}`,
      phone: '+91 141 256 7890',
      address: 'Hiran Magri, Udaipur 313002',
      gstNumber: TEST_GSTIN,
      ...offHere(n / 1000, 0),
      shopkeeperName: keeper.name,
      shopkeeperUsername: keeper.username,
      shopkeeperEmail: keeper.email,
      shopkeeperPassword: keeper.password,
    });
  }
  await admin.context().close();
}

/** A new customer whose default address is pinned at HERE. */
async function customerAtHere(page: Page) {
  const user = await signUp(page);
  const address = await call<{ id: string }>(page, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '12, Lake Palace Road',
    city: 'Udaipur',
    state: 'Rajasthan',
    pincode: '313001',
    isDefault: true,
    ...HERE,
  });
  return { user, address };
}

const searchBox = (page: Page) => page.getByPlaceholder('Search for shops, products, categories...');

describe('Discovery at city scale: distance, search, pages, refusals, pins', () => {
  const token = `Dq${Date.now().toString(36)}`;
  const near = `${token} Zinnia Near`;
  const mid = `${token} Marigold Mid`;
  const far = `${token} Aster Far`;
  let nearShop: Awaited<ReturnType<typeof shopAt>>;
  let midShop: Awaited<ReturnType<typeof shopAt>>;

  beforeAll(async () => {
    // About 0.4 km, 4.4 km and 33 km from HERE: the last beyond the default 15 km delivery radius.
    nearShop = await shopAt(near, offHere(0.0026, 0.0027), [{ name: 'Kaju Katli', price: '100.00' }]);
    midShop = await shopAt(mid, offHere(0.0376, 0.0127), [
      { name: 'Pistachio Rasmalai', price: '120.00' },
      { name: 'Kaju Katli', price: '90.00' },
    ]);
    await shopAt(far, offHere(0.2876, 0.1127), [{ name: 'Ghewar', price: '150.00' }]);
  });

  it('measures from the browser’s location once shared, nearest first, and says who delivers there', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(HERE);
    await signUp(page);
    await page.goto('/customer');
    // No address yet: distances wait for the customer's location.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByTestId('location-source').filter({ hasText: 'Distances from your current location' }).waitFor();

    await searchBox(page).fill(token);
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^3 Shops Found$/ })
      .waitFor();
    const names = () => page.getByTestId('shop-card').getByRole('heading').allInnerTexts();
    expect(await names()).toEqual([near, mid, far]);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).innerText()).toBe('Distance');

    const nearCard = page.getByRole('article', { name: near });
    expect(await nearCard.getByTestId('shop-distance').innerText()).toBe('0.4 km away · Delivers to you');
    expect(await nearCard.getByTestId('shop-open').innerText()).toBe('Open now');
    expect(await nearCard.getByTestId('shop-eta').innerText()).toMatch(/^Delivery in about \d+ min$/);
    const farCard = page.getByRole('article', { name: far });
    expect(await farCard.getByTestId('shop-distance').innerText()).toMatch(/^3\d km away · Outside delivery area$/);
    expect(await farCard.getByTestId('shop-eta').count()).toBe(0);

    // The server filters by distance and sorts by name on request.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: /^Distance/ }).click();
    await page.getByRole('option', { name: 'Within 10km' }).click();
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="shop-card"] h2')?.textContent === first,
      mid,
    );
    expect(await names()).toEqual([mid, near]);
  });

  it('finds a shop by a product’s name typed with a typo, and says which products matched', async () => {
    const page = await newPage();
    await customerAtHere(page);
    await page.goto('/customer');
    await searchBox(page).fill('pistachio rasmallai');
    const card = page.getByRole('article', { name: mid });
    await card.waitFor();
    expect(await card.getByTestId('shop-matches').innerText()).toBe('Sells: Pistachio Rasmalai');
    // The shop that sells no rasmalai is not listed.
    expect(await page.getByRole('article', { name: near }).count()).toBe(0);
    await page.getByText('Results for "pistachio rasmallai"').waitFor();
  });

  it('loads the next page of shops as the customer scrolls to the end of the list', async () => {
    // A word of its own: the other tests' searches for `token` never find these.
    // Named after the demo shops (W…), so that lists sorted by name still show those first, and
    // at random, so that no other test's search token is a close spelling of it.
    const prefix = `Wx${Math.random().toString(36).slice(2, 10)}`;
    await manyShops(prefix, 13);
    const phone = await newPage(MOBILE);
    await customerAtHere(phone);
    const pages: string[] = [];
    phone.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/customer/shops' && url.searchParams.get('filter')?.includes(prefix)) {
        pages.push(url.searchParams.get('range') ?? '');
      }
    });
    await phone.goto('/customer');
    await searchBox(phone).fill(prefix);
    await phone
      .getByTestId('shop-count')
      .filter({ hasText: /^13 Shops Found$/ })
      .waitFor();
    await phone.getByTestId('shops-shown').filter({ hasText: 'Showing 12 of 13' }).waitFor();
    expect(await phone.getByTestId('shop-card').count()).toBe(12);

    await phone.getByTestId('shops-shown').scrollIntoViewIfNeeded();
    await phone.getByTestId('shops-shown').filter({ hasText: 'Showing 13 of 13' }).waitFor();
    expect(await phone.getByTestId('shop-card').count()).toBe(13);
    expect(pages).toEqual(['[0,11]', '[12,23]']);
    expect(await phone.getByRole('button', { name: 'Show more shops' }).count()).toBe(0);
  });

  it('searches a shop’s products on its page', async () => {
    const page = await newPage();
    await customerAtHere(page);
    await page.goto(`/customer/shops/${midShop.id}/products`);
    await page.getByRole('article', { name: 'Kaju Katli' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('rasmallai');
    await page.getByRole('article', { name: 'Kaju Katli' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-card').getByRole('heading').allInnerTexts()).toEqual(['Pistachio Rasmalai']);
    await search.fill('zzqx');
    await page.getByText('No products match "zzqx".').waitFor();
    await search.fill('');
    await page.getByRole('article', { name: 'Kaju Katli' }).waitFor();
  });

  it('says why checkout is refused and disables it before the click: below the minimum, then closed', async () => {
    const shop = await shopAt(
      `${token} Kulfi Corner`,
      offHere(0.0016, 0.0017),
      [{ name: 'Saffron Kulfi', price: '100.00' }],
      { minimumOrder: 500 },
    );
    const page = await newPage();
    await customerAtHere(page);
    await call(page, 'POST', '/api/customer/cart/items', { productId: shop.products['Saffron Kulfi'].id, quantity: 1 });

    await page.goto('/customer/cart');
    const blocked = page.getByTestId('checkout-blocked');
    await blocked.waitFor();
    const cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(cart.checkoutBlockedBy).toContain('minimum order of ₹500.00');
    expect(await blocked.innerText()).toContain(cart.checkoutBlockedBy);
    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');

    await page.goto('/customer/checkout');
    await page.getByTestId('checkout-blocked').filter({ hasText: 'minimum order of ₹500.00' }).waitFor();
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    // Enough for the minimum, then a holiday today: the cart now says the shop is closed.
    await call(page, 'PUT', `/api/customer/cart/items/${await cartItemId(page)}`, { quantity: 5 });
    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    await call(admin, 'PUT', `/api/admin/shops/${shop.id}`, { holidays: [todayInIndia()] });
    await page.goto('/customer/cart');
    await page
      .getByTestId('checkout-blocked')
      .filter({ hasText: `${shop.name} is closed now` })
      .waitFor();
    expect(await page.getByTestId('shop-open').innerText()).toBe('Closed');
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the cart’s count and total in a sticky bar at the bottom of a 375 px phone', async () => {
    const phone = await newPage(MOBILE);
    await customerAtHere(phone);
    await call(phone, 'POST', '/api/customer/cart/items', {
      productId: nearShop.products['Kaju Katli'].id,
      quantity: 2,
    });
    const cart = await call<CartAnswer>(phone, 'GET', '/api/customer/cart');

    await phone.goto(`/customer/shops/${nearShop.id}/products`);
    const bar = phone.getByTestId('sticky-cart-bar');
    await bar.waitFor();
    expect(await bar.getByTestId('sticky-cart-count').innerText()).toBe('2 items');
    expect(await bar.getByTestId('sticky-cart-total').innerText()).toBe(rupees(cart.finalAmount));
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(MOBILE.height);
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await phone.getByRole('button', { name: 'Increase quantity' }).first().click();
    await phone.getByRole('button', { name: 'Add to Cart' }).first().click();
    await toastWith(phone, 'Item added to cart');
    await bar.getByTestId('sticky-cart-count').filter({ hasText: '4 items' }).waitFor();

    await bar.getByRole('link', { name: 'View Cart' }).click();
    await waitForPath(phone, '/customer/cart');
    await bar.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(phone, '/customer/checkout');

    // On a wide screen the cart sits beside the page: no bar.
    await phone.setViewportSize({ width: 1280, height: 800 });
    await phone.goto(`/customer/shops/${nearShop.id}/products`);
    await phone.getByRole('article', { name: 'Kaju Katli' }).waitFor();
    expect(await bar.isVisible()).toBe(false);
  });

  it('shows a customer’s real nearest shops on the home page, and visitors the way to see them', async () => {
    const page = await newPage();
    await customerAtHere(page);
    const nearest = await call<ShopAnswer[]>(
      page,
      'GET',
      `/api/customer/shops?sort=${encodeURIComponent('["distanceKm","ASC"]')}&range=[0,3]&filter=${encodeURIComponent(
        JSON.stringify({ lat: HERE.latitude, lng: HERE.longitude }),
      )}`,
    );
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Shops near you' });
    await list
      .getByTestId('nearby-shop')
      .nth(nearest.length - 1)
      .waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual(nearest.map((shop) => shop.name));
    await list.getByRole('link', { name: nearest[0].name }).click();
    await waitForPath(page, `/customer/shops/${nearest[0].id}/products`);

    const visitor = await newPage();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Find shops near you' }).waitFor();
    expect(await visitor.getByTestId('nearby-shop').count()).toBe(0);
  });

  it('shows when an order is promised to arrive', async () => {
    const page = await newPage();
    const { address } = await customerAtHere(page);
    await call(page, 'POST', '/api/customer/cart/items', {
      productId: nearShop.products['Kaju Katli'].id,
      quantity: 1,
    });
    const order = await call<{ id: string; promisedBy: string | null }>(page, 'POST', '/api/customer/orders', {
      customerAddressId: address.id,
      paymentMethod: 'cash_on_delivery',
    });
    expect(order.promisedBy).not.toBeNull();
    await page.goto(`/customer/orders/${order.id}`);
    const promise = page.getByTestId('order-promise');
    await promise.waitFor();
    expect(await promise.innerText()).toMatch(/^Arrives by \d{1,2}:\d{2} [ap]m( tomorrow)?$/);
    await page.goto('/customer/orders');
    await page.getByTestId('order-row').getByTestId('order-promise').waitFor();
  });
});

async function cartItemId(page: Page): Promise<string> {
  const cart = await call<{ items: { id: string }[] }>(page, 'GET', '/api/customer/cart');
  return cart.items[0].id;
}
