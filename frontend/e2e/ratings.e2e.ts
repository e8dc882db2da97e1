import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, newPage, signIn, signUp, toastWith, type TestUser } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/** A new open shop with one product, onboarded by the demo admin. */
async function openShop(name: string) {
  const { shop, keeper } = await onboardShop({ name });
  const shopkeeper = await pageOf(keeper);
  const { 'Basmati Rice': rice } = await stockShop(shopkeeper, [{ name: 'Basmati Rice', price: '100.00' }], {
    gstPercentage: '5',
    gstIncluded: false,
  });
  await shopkeeper.context().close();
  return { ...shop, productId: rice.id };
}

/** The customer orders one packet of rice from the shop through the API. */
async function placeOrder(customer: Page, productId: string): Promise<{ id: string }> {
  const address = await call<{ id: string }>(customer, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '12, Nehru Marg',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302004',
  });
  await call(customer, 'POST', '/api/customer/cart/items', { productId, quantity: 1 });
  return call(customer, 'POST', '/api/customer/orders', {
    customerAddressId: address.id,
    paymentMethod: 'cash_on_delivery',
  });
}

/** Clicks the n-th star, as a person does (the radio itself sits under its star). */
async function chooseStars(form: Locator, stars: number): Promise<void> {
  const picker = form.getByRole('group', { name: /^Stars for .+, 1 to 5$/ });
  await picker.locator('label', { hasText: `${stars} Stars` }).click();
  expect(await picker.getByRole('radio', { name: `${stars} Stars` }).isChecked()).toBe(true);
}

describe('Shop ratings', () => {
  const token = `Rt${Date.now().toString(36)}`;
  let admin: Page;
  let page: Page;
  let customer: TestUser;
  let rated: Awaited<ReturnType<typeof openShop>>;
  let unrated: Awaited<ReturnType<typeof openShop>>;

  const deliver = (orderId: string) => call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'delivered' });

  beforeAll(async () => {
    admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    rated = await openShop(`${token} Rated Kirana`);
    unrated = await openShop(`${token} Quiet Dairy`);
    page = await newPage();
    customer = await signUp(page);
  });

  it('offers no rating for an order that has not arrived yet', async () => {
    const order = await placeOrder(page, unrated.productId);
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    expect(await page.getByRole('form', { name: 'Rate this shop' }).count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/Rate this shop|Your rating/);
    await call(page, 'POST', `/api/customer/orders/${order.id}/cancel`);
  });

  it('rates the shop of a delivered order with 4 stars and a comment, then shows Your rating', async () => {
    const order = await placeOrder(page, rated.productId);
    await deliver(order.id);
    await page.goto(`/customer/orders/${order.id}`);
    const form = page.getByRole('form', { name: 'Rate this shop' });
    await form.waitFor();

    // The stars are required; the comment is not.
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await form.innerText()).toContain('Choose from 1 to 5 stars.');

    await chooseStars(form, 4);
    await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Fresh rice, delivered quickly.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await toastWith(page, 'Thanks for your rating!');

    const yours = page.getByRole('region', { name: 'Your rating' });
    await yours.waitFor();
    expect(await yours.getByRole('img', { name: '4 Stars' }).count()).toBe(1);
    expect(await yours.innerText()).toContain('Fresh rice, delivered quickly.');
    expect(await form.count()).toBe(0);

    await page.reload();
    await yours.waitFor();
    expect(await yours.innerText()).toContain('Fresh rice, delivered quickly.');
  });

  it('shows the average on the discover page, sorts rated shops first and filters by stars', async () => {
    await page.goto('/customer');
    await page.getByPlaceholder('Search for shops, products, categories...').fill(token);
    await page
      .getByTestId('shop-count')
      .filter({ hasText: /^2 Shops Found$/ })
      .waitFor();
    const ratedCard = page.getByRole('article', { name: rated.name });
    expect(await ratedCard.getByTestId('shop-rating').innerText()).toBe('★ 4.0 (1 review)');
    expect(await page.getByRole('article', { name: unrated.name }).getByTestId('shop-rating').innerText()).toBe('New');

    // By name the dairy ('Quiet') comes first; by rating the rated kirana does. (The customer's address is
    // located by its pincode, so the list starts nearest first, and both shops stand at one pincode's centre.)
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name', exact: true }).click();
    await page
      .getByTestId('shop-card')
      .first()
      .and(page.getByRole('article', { name: unrated.name }))
      .waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Rating', exact: true }).click();
    await page
      .getByTestId('shop-card')
      .first()
      .and(page.getByRole('article', { name: rated.name }))
      .waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '4+ Stars' }).click();
    await page.getByTestId('shop-count').filter({ hasText: '1 Shop Found' }).waitFor();
    expect(await ratedCard.isVisible()).toBe(true);
  });

  it('lists the latest reviews on the shop page with the first name, stars and comment', async () => {
    await page.goto(`/customer/shops/${rated.id}/products`);
    await page.getByRole('heading', { name: `${rated.name} Products` }).waitFor();
    expect(await page.getByTestId('shop-rating').first().innerText()).toBe('★ 4.0 (1 review)');
    const review = page.getByRole('region', { name: 'Reviews' }).getByTestId('shop-review');
    await review.waitFor();
    const text = await review.innerText();
    expect(text).toContain(customer.name.split(' ')[0]);
    expect(text).not.toContain(customer.name);
    expect(text).toContain('Fresh rice, delivered quickly.');
    expect(await review.getByRole('img', { name: '4 Stars' }).count()).toBe(1);

    await page.goto(`/customer/shops/${unrated.id}/products`);
    await page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.').waitFor();
  });

  it('shows Error with the server message when the order was rated meanwhile, then the rating', async () => {
    const order = await placeOrder(page, unrated.productId);
    await deliver(order.id);
    await page.goto(`/customer/orders/${order.id}`);
    const form = page.getByRole('form', { name: 'Rate this shop' });
    await form.waitFor();
    // Rated in another tab meanwhile.
    await call(page, 'POST', `/api/customer/orders/${order.id}/review`, { rating: 2 });

    await chooseStars(form, 5);
    await form.getByRole('button', { name: 'Submit' }).click();
    const toast = await toastWith(page, 'Error');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).toContain('You have already rated this order.');
    const yours = page.getByRole('region', { name: 'Your rating' });
    await yours.waitFor();
    expect(await yours.getByRole('img', { name: '2 Stars' }).count()).toBe(1);
  });
});
