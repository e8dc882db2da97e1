import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, MOBILE, newPage, signIn, signUp, toastWith, waitForPath } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

interface ProductSeed {
  name: string;
  originalPrice: string;
  discountedPrice: string;
  isInStock?: boolean;
}

/** Onboards a shop as the demo admin, then fills it with products as its new shopkeeper. */
async function createShop(name: string, location: { latitude: number; longitude: number }, products: ProductSeed[]) {
  const { shop, keeper } = await onboardShop({
    name,
    phone: '+91 98290 22222',
    address: `${name} Lane, Malviya Nagar, Jaipur 302017`,
    ...location,
  });
  const shopkeeper = await pageOf(keeper);
  const stocked = await stockShop(
    shopkeeper,
    products.map((product) => ({
      description: `${product.name}, fresh from the mandi this morning and packed in the shop.`,
      ...product,
    })),
    { weight: '1 kg', gstPercentage: '5', gstIncluded: true },
  );
  await shopkeeper.context().close();
  const productIds = Object.fromEntries(Object.values(stocked).map(({ name, id }) => [name, id]));
  return { id: shop.id, keeper, productIds };
}

interface CartAnswer {
  itemCount: number;
  items: { quantity: number; lineTotal: string; product: { name: string } }[];
  finalAmount: string;
  totalAmount: string;
}

const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(amount));

/** The count on the header's Cart link (not the notification bell's). */
const cartBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart/ }).locator('.MuiBadge-badge');

describe('Customer storefront: discover, shop, cart, checkout', () => {
  const token = `Zq${Date.now().toString(36)}`;
  const nearName = `${token} Near Kirana`;
  const farName = `${token} Far Dairy`;
  let page: Page;
  let nearShop: Awaited<ReturnType<typeof createShop>>;
  let home: { id: string };

  beforeAll(async () => {
    nearShop = await createShop(nearName, { latitude: 26.9124, longitude: 75.7873 }, [
      { name: 'Basmati Rice', originalPrice: '120.00', discountedPrice: '99.00' },
      { name: 'Toor Dal', originalPrice: '150.00', discountedPrice: '150.00', isInStock: false },
      { name: 'Desi Ghee', originalPrice: '650.00', discountedPrice: '620.00' },
    ]);
    await createShop(farName, { latitude: 26.85, longitude: 75.8 }, [
      { name: 'Fresh Paneer', originalPrice: '90.00', discountedPrice: '80.00' },
    ]);
    page = await newPage();
    await signUp(page);
    // About 0.4 km from the near shop and 7 km from the far one.
    home = await call(page, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '12, Nehru Marg, near Ram Niwas Garden',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302004',
      isDefault: true,
      latitude: 26.915,
      longitude: 75.79,
    });
  });

  it('finds shops by name, counts them, switches grid and list, and says when nothing matches', async () => {
    await page.goto('/customer');
    await page.getByRole('heading', { name: 'Discover Local Shops' }).waitFor();
    const search = page.getByPlaceholder('Search for shops, products, categories...');
    await search.fill(token.toLowerCase());
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();
    expect(await page.getByText(`Results for "${token.toLowerCase()}"`).isVisible()).toBe(true);

    await search.fill(`${token} near`);
    await page.getByTestId('shop-count').filter({ hasText: '1 Shop Found' }).waitFor();
    const card = page.getByRole('article', { name: nearName });
    expect(await card.innerText()).toContain('Open');
    expect(await card.innerText()).toContain('0.4 km away');
    // No review yet: 'New', never a made-up figure.
    expect(await card.getByTestId('shop-rating').innerText()).toBe('New');
    expect(await card.innerText()).not.toMatch(/review|4\.5|★/i);

    expect(await page.getByTestId('shop-results').getAttribute('data-layout')).toBe('grid');
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.getByTestId('shop-results').getAttribute('data-layout')).toBe('list');

    await search.fill(`${token} no such shop`);
    await page.getByText('No shops found').waitFor();
    expect(await page.locator('main').innerText()).toContain('Try adjusting your search terms or filters');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await page.getByText('Shops near your location').isVisible()).toBe(true);
  });

  it('filters by distance from the default address and by rating', async () => {
    await page.goto('/customer');
    await page.getByPlaceholder('Search for shops, products, categories...').fill(token);
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    expect(await page.getByRole('option', { name: 'Rating', exact: true }).isDisabled()).toBe(false);
    await page.getByRole('option', { name: 'Rating', exact: true }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    expect(await filters.innerText()).toContain('From your default address');
    expect(await filters.innerText()).not.toContain('coming soon');

    // Neither shop has a review yet, so none reaches 4 stars.
    await page.getByRole('combobox', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '4+ Stars' }).click();
    await page.getByText('No shops found').waitFor();
    await page.getByRole('combobox', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: 'Any Rating' }).click();
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();

    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 5km' }).click();
    await page.getByTestId('shop-count').filter({ hasText: '1 Shop Found' }).waitFor();
    expect(await page.getByRole('article', { name: nearName }).isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Any Distance' }).click();
    await page.getByRole('radio', { name: 'Closed' }).check();
    await page.getByText('No shops found').waitFor();
  });

  it('lists a shop’s products in ₹ and adds one to the cart with a toast and the header count', async () => {
    await page.goto('/customer');
    await page.getByPlaceholder('Search for shops, products, categories...').fill(nearName);
    await page.getByRole('article', { name: nearName }).getByRole('link', { name: 'Browse Products' }).click();
    await waitForPath(page, `/customer/shops/${nearShop.id}/products`);
    await page.getByRole('heading', { name: `${nearName} Products` }).waitFor();

    const rice = page.getByRole('article', { name: 'Basmati Rice' });
    expect(await rice.getByTestId('price').innerText()).toBe('₹99.00');
    expect(await rice.getByTestId('original-price').innerText()).toBe('₹120.00');
    expect(await rice.innerText()).toContain('Incl. 5% GST');
    const dal = page.getByRole('article', { name: 'Toor Dal' });
    expect(await dal.innerText()).toContain('Out of Stock');
    expect(await dal.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

    await rice.getByRole('button', { name: 'Increase quantity' }).click();
    await rice.getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Item added to cart');
    // The header counts pieces: two packets of rice.
    await cartBadge(page).filter({ hasText: /^2$/ }).waitFor();
    const cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(cart.items.map(({ quantity, product }) => [product.name, quantity])).toEqual([['Basmati Rice', 2]]);
  });

  it('asks before a product of another shop replaces the cart', async () => {
    await page.goto('/customer');
    await page.getByPlaceholder('Search for shops, products, categories...').fill(farName);
    await page.getByRole('article', { name: farName }).getByRole('link', { name: 'Browse Products' }).click();
    const paneer = page.getByRole('article', { name: 'Fresh Paneer' });
    await paneer.getByRole('button', { name: 'Add to Cart' }).click();

    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(nearName);
    await dialog.getByRole('button', { name: 'Keep Current Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    let cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(cart.items.map((item) => item.product.name)).toEqual(['Basmati Rice']);

    await paneer.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('button', { name: 'Clear Cart and Add' }).click();
    await toastWith(page, 'Item added to cart');
    cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(cart.items.map((item) => item.product.name)).toEqual(['Fresh Paneer']);

    // Back to the near shop for the rest of the journey.
    await page.goto(`/customer/shops/${nearShop.id}/products`);
    await page.getByRole('article', { name: 'Basmati Rice' }).getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('button', { name: 'Clear Cart and Add' }).click();
    await toastWith(page, 'Item added to cart');
  });

  it('changes quantities in the cart and shows the server’s totals', async () => {
    await page.goto('/customer/cart');
    const row = page.getByRole('listitem', { name: 'Basmati Rice' });
    await row.waitFor();
    expect(await row.getByTestId('quantity').innerText()).toBe('1');
    expect(await row.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await toastWith(page, 'Cart updated');
    await row.getByTestId('quantity').filter({ hasText: '2' }).waitFor();
    let cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(await row.getByTestId('line-total').innerText()).toBe(rupees(cart.items[0].lineTotal));
    expect(await row.getByTestId('line-total').innerText()).toBe('₹198.00');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.getByTestId('summary-subtotal').innerText()).toBe(rupees(cart.totalAmount));
    // The default address is 0.4 km from the shop: within the free delivery radius.
    expect(await summary.getByTestId('summary-delivery').innerText()).toBe('Free');
    expect(await summary.getByTestId('summary-total').innerText()).toBe(rupees(cart.finalAmount));

    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await row.getByTestId('quantity').filter({ hasText: '3' }).waitFor();
    await cartBadge(page).filter({ hasText: /^3$/ }).waitFor();
    await row.getByRole('button', { name: 'Decrease quantity' }).click();
    await row.getByTestId('quantity').filter({ hasText: '2' }).waitFor();
    cart = await call<CartAnswer>(page, 'GET', '/api/customer/cart');
    expect(cart.items[0].quantity).toBe(2);
    expect(await summary.getByTestId('summary-total').innerText()).toBe(rupees(cart.finalAmount));
  });

  it('places a cash-on-delivery order and goes to the new order', async () => {
    await page.goto('/customer/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await waitForPath(page, '/customer/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    // A shop without a UPI ID takes cash only, and the page says so.
    await page.getByTestId('cash-only').waitFor();
    expect(await page.getByRole('radio', { name: /UPI/ }).count()).toBe(0);
    expect(
      await page
        .locator('main')
        .getByText(/coupon/i)
        .count(),
    ).toBe(0);

    const quote = await call<CartAnswer>(page, 'GET', `/api/customer/cart/quote?addressId=${home.id}`);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.innerText()).toContain('Basmati Rice × 2');
    expect(await summary.getByTestId('summary-total').innerText()).toBe(rupees(quote.finalAmount));

    // The shop raises the price while the customer looks at the summary: the server refuses the
    // old totals, and the page shows the new ones before the customer tries again.
    const shopkeeper = await newPage();
    await signIn(shopkeeper, nearShop.keeper);
    await call(shopkeeper, 'PUT', `/api/shopkeeper/products/${nearShop.productIds['Basmati Rice']}`, {
      discountedPrice: '110.00',
    });
    // A new customer's profile has no phone: the checkout asks for one for the shop.
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+91 98290 33333');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const changed = await toastWith(page, 'Prices changed');
    expect(await changed.innerText()).toContain('₹220.00');
    await summary.getByTestId('summary-total').filter({ hasText: '₹220.00' }).waitFor();
    expect(await call<unknown[]>(page, 'GET', '/api/customer/orders')).toHaveLength(0);

    // A double click sends one Idempotency-Key, so exactly one order is made.
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    const toast = await toastWith(page, 'Order Placed!');
    expect(await toast.innerText()).toMatch(/Your order #[0-9a-f]{8} has been placed successfully\./);
    const orders = await call<{ id: string }[]>(page, 'GET', '/api/customer/orders');
    expect(orders).toHaveLength(1);
    await waitForPath(page, `/customer/orders/${orders[0].id}`);
    expect(await toast.innerText()).toContain(orders[0].id.slice(0, 8));
    expect((await call<CartAnswer>(page, 'GET', '/api/customer/cart')).items).toEqual([]);
    await cartBadge(page).waitFor({ state: 'detached' });
  });

  it('says when a shop is missing, closed or has no products', async () => {
    const emptyShop = await createShop(
      `Empty Bakery ${Date.now().toString(36)}`,
      { latitude: 26.9, longitude: 75.8 },
      [],
    );
    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    await call(admin, 'PUT', `/api/admin/shops/${emptyShop.id}`, { isActive: false });

    await page.goto(`/customer/shops/${emptyShop.id}/products`);
    await page.getByText('No products found for this shop.').waitFor();
    expect(await page.locator('main').innerText()).toContain('This shop is closed right now');

    await page.goto('/customer/shops/00000000-0000-4000-8000-000000000000/products');
    await page.getByText('Shop not found.').waitFor();
    await page.getByRole('link', { name: 'Back to Shops' }).click();
    await waitForPath(page, '/customer');
  });

  it('removes an item and clears the cart, with a toast for each', async () => {
    const shopper = await newPage();
    await signUp(shopper);
    for (const name of ['Basmati Rice', 'Desi Ghee']) {
      await call(shopper, 'POST', '/api/customer/cart/items', { productId: nearShop.productIds[name], quantity: 1 });
    }
    await shopper.goto('/cart');
    await shopper.getByRole('button', { name: 'Remove Desi Ghee' }).click();
    await toastWith(shopper, 'Item removed');
    await shopper.getByRole('listitem', { name: 'Desi Ghee' }).waitFor({ state: 'detached' });
    expect(await shopper.getByTestId('cart-item').count()).toBe(1);

    await shopper.getByRole('button', { name: 'Clear Cart' }).click();
    await toastWith(shopper, 'Cart cleared');
    await shopper.getByText('Your cart is empty').waitFor();
    expect((await call<CartAnswer>(shopper, 'GET', '/api/customer/cart')).items).toEqual([]);
  });

  it('tells a customer without an address to add one, and an empty cart to fill it', async () => {
    const newcomer = await newPage();
    await signUp(newcomer);
    await newcomer.goto('/customer/cart');
    await newcomer.getByText('Your cart is empty').waitFor();
    expect(await newcomer.getByRole('link', { name: 'Browse Shops' }).first().isVisible()).toBe(true);

    await newcomer.goto('/customer/checkout');
    await newcomer.getByRole('link', { name: 'Add an Address' }).waitFor();
    await newcomer.getByRole('button', { name: 'Place Order' }).click();
    const toast = await toastWith(newcomer, 'No Address Selected');
    expect(await toast.innerText()).toContain('Please select a delivery address.');
  });

  it('asks visitors who are not signed in to log in to see the cart', async () => {
    const visitor = await newPage();
    await visitor.goto('/cart');
    await visitor.getByText('Please log in to view your cart').waitFor();
    await visitor.getByRole('main').getByRole('link', { name: 'Login / Signup' }).click();
    await waitForPath(visitor, '/auth');
  });

  it('fits the discover page on a 375 px wide phone', async () => {
    const phone = await newPage(MOBILE);
    await signUp(phone);
    await phone.goto('/customer');
    await phone.getByPlaceholder('Search for shops, products, categories...').fill(token);
    await phone
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await phone.getByRole('article', { name: nearName }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const filters = await phone.getByRole('button', { name: 'Filters' }).boundingBox();
    expect(filters && filters.x + filters.width <= 375 - 16).toBe(true);
  });
});
