import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { TEST_GSTIN } from './shop-setup';

/** Fields of a shop to onboard, unique per call. */
function newShop() {
  const keeper = uniqueUser('shopkeeper');
  const tag = keeper.username.slice(5);
  return {
    name: `Test Kirana ${tag}`,
    email: `shop.${tag}@example.com`,
    phone: '+91 141 256 7890',
    address: 'B-12, Malviya Nagar, Jaipur 302017',
    gstNumber: TEST_GSTIN,
    shopkeeperName: keeper.name,
    shopkeeperUsername: keeper.username,
    shopkeeperEmail: keeper.email,
    shopkeeperPassword: keeper.password,
  };
}

type NewShop = ReturnType<typeof newShop>;

async function signedInAdmin(): Promise<Page> {
  const page = await newPage();
  await signIn(page, DEMO_ADMIN);
  return page;
}

/** Types in the search box and waits for the list to apply it (it waits for a pause in typing). */
async function searchShops(page: Page, text: string) {
  await page.getByPlaceholder('Search shops').fill(text);
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(text));
}

/** The shops list, narrowed to one shop by the search box so paging never hides it. */
async function shopRow(page: Page, name: string) {
  await page.goto('/admin/shops');
  await searchShops(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

describe('Admin back office (/admin)', () => {
  it('shows the dashboard figures the API counts, with revenue labelled for what it sums', async () => {
    const page = await signedInAdmin();
    const figures = await call<{ revenue: string; orderCount: number; activeShopCount: number; shopCount: number }>(
      page,
      'GET',
      '/api/admin/dashboard',
    );
    await page.goto('/admin');

    const revenue = page.getByRole('region', { name: 'Revenue (all time, delivered orders)' });
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      Number(figures.revenue),
    );
    expect(await revenue.getByTestId('stat-value').innerText()).toBe(rupees);
    expect(await page.getByRole('region', { name: 'Total orders' }).getByTestId('stat-value').innerText()).toBe(
      String(figures.orderCount),
    );
    expect(await page.getByRole('region', { name: 'Active shops' }).getByTestId('stat-value').innerText()).toBe(
      `${figures.activeShopCount} of ${figures.shopCount}`,
    );
    const byStatus = await page.getByRole('list', { name: 'Orders by status' }).innerText();
    for (const status of ['Pending', 'Confirmed', 'Ready for pickup', 'Cancelled']) expect(byStatus).toContain(status);
  });

  it('checks the onboarding form before sending and shows the server’s reason for a refusal', async () => {
    const page = await signedInAdmin();
    await page.goto('/admin/shops/create');
    const form = page.getByRole('region', { name: 'Onboard a shop' });
    await form.getByRole('button', { name: 'Onboard Shop' }).click();
    const text = await form.innerText();
    for (const message of ['Shop name is required', 'GST number is required', 'Password is required']) {
      expect(text).toContain(message);
    }
    expect(text).not.toContain('Shopkeeper phone (optional) is required');

    // A username that belongs to a customer cannot become a shopkeeper: the server says why.
    const shop = { ...newShop(), shopkeeperUsername: 'priya' };
    await fillOnboardingForm(page, shop);
    await form.getByRole('button', { name: 'Onboard Shop' }).click();
    const toast = await toastWith(page, 'Failed to onboard shop');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).toContain('This username is already taken');
    expect(await page.getByRole('row').filter({ hasText: shop.name }).count()).toBe(0);
  });

  it('shows under the GST number why the server refused a GSTIN with a wrong check character', async () => {
    const page = await signedInAdmin();
    await page.goto('/admin/shops/create');
    const form = page.getByRole('region', { name: 'Onboard a shop' });
    const shop = { ...newShop(), gstNumber: '08ABCDE1234F1Z5' };
    await fillOnboardingForm(page, shop);
    await form.getByRole('button', { name: 'Onboard Shop' }).click();
    const gstNumber = form.getByRole('textbox', { name: 'GST number' });
    const reason = form.getByText('Has a wrong check character: the last character should be 0.', { exact: true });
    await reason.waitFor();
    expect(await gstNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await gstNumber.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    expect(await page.getByRole('row').filter({ hasText: shop.name }).count()).toBe(0);
  });

  it('onboards a shop, lists it as Active, edits it and deletes it after confirming', async () => {
    const page = await signedInAdmin();
    await page.goto('/admin/shops');
    await page.getByRole('link', { name: 'Onboard Shop' }).click();
    await waitForPath(page, '/admin/shops/create');
    const shop = newShop();
    await fillOnboardingForm(page, shop);
    await page.getByRole('button', { name: 'Onboard Shop' }).click();
    await toastWith(page, 'Shop onboarded');
    // Back on the list, which shows the new shop.
    await waitForPath(page, '/admin/shops');
    const listed = page.getByRole('row').filter({ hasText: shop.name });
    await searchShops(page, shop.name);
    await listed.waitFor();
    const cells = await listed.innerText();
    expect(cells).toContain('Active');
    expect(cells).toContain(shop.shopkeeperName);
    expect(cells).toContain(shop.phone);
    expect(cells).toContain(shop.gstNumber);

    // The new shopkeeper can sign in with the password the admin chose.
    const keeper = await newPage();
    await signIn(keeper, { username: shop.shopkeeperUsername, password: shop.shopkeeperPassword });

    // Edit: a new phone, and switched to inactive.
    await listed.getByText(shop.name).click();
    await page.waitForURL(/\/admin\/shops\/[0-9a-f-]{36}$/);
    await page.getByLabel('Shop phone').fill('+91 98290 12345');
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Shop updated');
    await waitForPath(page, '/admin/shops');
    const edited = await shopRow(page, shop.name);
    expect(await edited.innerText()).toContain('Inactive');
    expect(await edited.innerText()).toContain('+91 98290 12345');

    // Delete: the dialog says what follows, and nothing happens until the admin confirms.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const warning = await dialog.innerText();
    expect(warning).toContain(`Delete ${shop.name}?`);
    expect(warning).toContain('will no longer be able to sign in');
    expect(warning).toContain('Its orders are kept.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toastWith(page, 'Shop deleted');
    await page.getByRole('row').filter({ hasText: shop.name }).waitFor({ state: 'detached' });
    await page.getByText('No shops found. Add your first shop above.').waitFor();

    const signInAgain = await keeper.request.post('/api/login', {
      data: { username: shop.shopkeeperUsername, password: shop.shopkeeperPassword },
    });
    expect(signInAgain.status()).toBe(401);
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 375 px phone', MOBILE],
  ])('opens the onboarding form at /admin/shops/create, from the list or directly, on %s', async (_name, viewport) => {
    const page = await newPage(viewport);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/shops');
    const onboard = page.getByRole('link', { name: 'Onboard Shop' });
    await onboard.waitFor();
    // The list no longer carries the form: a button opens it.
    expect(await page.getByRole('region', { name: 'Onboard a shop' }).count()).toBe(0);
    const button = (await onboard.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
    await onboard.click();
    await waitForPath(page, '/admin/shops/create');
    const form = page.getByRole('region', { name: 'Onboard a shop' });
    await form.getByLabel('Shop name').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

    // Opened by its address (a reload, a bookmark), it stays: the API is never asked for a shop called "create".
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await form.getByLabel('Shop name').waitFor();
    await page.waitForTimeout(500);
    await waitForPath(page, '/admin/shops/create');
    expect(asked).not.toContain('/api/admin/shops/create');
    await form.getByRole('button', { name: 'Onboard Shop' }).waitFor();
  });

  it('lists contact messages newest first and opens one', async () => {
    const visitor = await newPage();
    const subject = `Late delivery ${Date.now()}`;
    const sent = await visitor.request.post('/api/contact', {
      data: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        subject,
        category: 'Delivery Problems',
        message: 'The delivery came two hours after the promised time.',
      },
    });
    expect(sent.status()).toBe(201);

    const page = await signedInAdmin();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Read messages' }).click();
    await waitForPath(page, '/admin/messages');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.getByText(subject).waitFor();
    expect(await firstRow.innerText()).toContain('Delivery Problems');
    expect(await firstRow.innerText()).toContain('asha@example.com');
    await firstRow.getByText(subject).click();
    expect(await page.getByTestId('message-body').innerText()).toContain(
      'The delivery came two hours after the promised time.',
    );
  });

  it('lists every order, filters by status, and lets the admin set any status', async () => {
    const order = await placeOrder();
    const page = await signedInAdmin();
    await page.goto('/admin');
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await recent.getByRole('link', { name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    expect(await recent.innerText()).toContain(order.shopName);

    await page.goto('/admin/orders');
    const row = page.getByRole('row').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
    await row.waitFor();
    const cells = await row.innerText();
    expect(cells).toContain(order.shopName);
    expect(cells).toContain(order.customerName);
    expect(cells).toContain('Pending');
    expect(cells).toContain(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(order.finalAmount)),
    );

    // Filtered to the order's shop, it is the only row; filtered to confirmed orders as well, it is gone.
    await page.getByRole('combobox', { name: 'Shop' }).fill(order.shopName);
    await page.getByRole('option', { name: order.shopName }).click();
    await page.waitForURL((url) => url.search.includes('shopId'));
    await page.getByRole('row').filter({ hasNotText: order.shopName }).nth(1).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'confirmed' }).click();
    await page.waitForURL((url) => url.search.includes('confirmed'));
    await row.waitFor({ state: 'detached' });
    await page.getByText('No orders found.').waitFor();

    await page.goto(`/admin/orders/${order.id}/show`);
    await page.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    expect(await page.getByRole('table', { name: 'Items' }).innerText()).toContain(order.productName);
    const update = page.getByRole('button', { name: 'Update Status' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'delivered' }).click();
    await page
      .getByRole('textbox', { name: 'Reason for the change' })
      .fill('Delivered; the customer confirmed by phone');
    await update.click();
    await toastWith(page, 'Order Status Updated');
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.getByText('Delivered; the customer confirmed by phone').waitFor();
    expect(await timeline.innerText()).toMatch(/Delivered\s+by an admin/);

    const stored = await call<{ status: string }>(page, 'GET', `/api/admin/orders/${order.id}`);
    expect(stored.status).toBe('delivered');
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 375 px phone', MOBILE],
  ])(
    'charts revenue per day with labelled axes and figures, orders by status and the top shops, on %s',
    async (_name, viewport) => {
      const order = await placeOrder();
      const page = await newPage(viewport);
      await signIn(page, DEMO_ADMIN);
      await call(page, 'PUT', `/api/admin/orders/${order.id}`, { status: 'delivered' });
      const { revenueByDay } = await call<{ revenueByDay: { date: string; revenue: string }[] }>(
        page,
        'GET',
        '/api/admin/analytics',
      );
      const today = revenueByDay.at(-1)!;
      await page.goto('/admin/analytics');

      const chart = page.getByRole('figure', { name: 'Revenue per day' });
      await chart.getByText('Revenue (₹)', { exact: true }).waitFor();
      // Counted by the day of delivery, as the server dates revenue.
      await chart.getByText('Day delivered', { exact: true }).waitFor();
      const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
      await chart.getByText(shortDay.format(new Date(`${today.date}T00:00:00Z`)), { exact: true }).waitFor();
      // A time series: the server answers every one of the 30 days, oldest first, one day apart.
      expect(revenueByDay).toHaveLength(30);
      const dayNumbers = revenueByDay.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 86_400_000);
      dayNumbers.slice(1).forEach((dayNumber, index) => expect(dayNumber - dayNumbers[index]).toBe(1));
      const chartBox = (await chart.boundingBox())!;
      expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      await page.getByRole('list', { name: 'Orders by status' }).waitFor();
      const topShops = page.getByRole('region', { name: 'Top shops by revenue (all time, delivered orders)' });
      await topShops.getByRole('table', { name: 'Top shops' }).waitFor();
    },
  );
});

async function fillOnboardingForm(page: Page, shop: NewShop) {
  const form = page.getByRole('region', { name: 'Onboard a shop' });
  await form.getByLabel('Shop name').fill(shop.name);
  await form.getByLabel('Shop email').fill(shop.email);
  await form.getByLabel('Shop phone').fill(shop.phone);
  await form.getByLabel('GST number').fill(shop.gstNumber.toLowerCase());
  await form.getByLabel('Address').fill(shop.address);
  await form.getByLabel('Shopkeeper name').fill(shop.shopkeeperName);
  await form.getByLabel('Username').fill(shop.shopkeeperUsername);
  await form.getByLabel('Shopkeeper email').fill(shop.shopkeeperEmail);
  await form.getByRole('textbox', { name: 'Password' }).fill(shop.shopkeeperPassword);
}

/**
 * A real order through the API: the admin onboards a shop, its shopkeeper adds a product,
 * a new customer saves an address, fills the cart and checks out.
 */
async function placeOrder() {
  const admin = await signedInAdmin();
  const shopFields = newShop();
  const shop = await call<{ id: string; name: string }>(admin, 'POST', '/api/admin/shops', shopFields);

  const keeper = await newPage();
  await signIn(keeper, { username: shopFields.shopkeeperUsername, password: shopFields.shopkeeperPassword });
  const category = await call<{ id: string }>(keeper, 'POST', '/api/shopkeeper/categories', { name: 'Dairy' });
  const product = await call<{ id: string; name: string }>(keeper, 'POST', '/api/shopkeeper/products', {
    name: 'Paneer 200g',
    categoryId: category.id,
    weight: '200g',
    originalPrice: '90.00',
    discountedPrice: '85.00',
    gstPercentage: '5.00',
    gstIncluded: true,
    isInStock: true,
  });

  const customerPage = await newPage();
  const customer = await signUp(customerPage, uniqueUser('customer'));
  const address = await call<{ id: string }>(customerPage, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '14 Tilak Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302004',
  });
  await call(customerPage, 'POST', '/api/customer/cart/items', { productId: product.id, quantity: 2, shopId: shop.id });
  const order = await call<{ id: string; finalAmount: string }>(customerPage, 'POST', '/api/customer/orders', {
    customerAddressId: address.id,
    paymentMethod: 'cash_on_delivery',
  });
  return {
    id: order.id,
    finalAmount: order.finalAmount,
    shopName: shop.name,
    customerName: customer.name,
    productName: product.name,
  };
}
