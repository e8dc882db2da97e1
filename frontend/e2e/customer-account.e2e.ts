import type { Page } from 'playwright-core';
import { call } from './api';
import { newPage, signUp, toastWith, waitForPath, type TestUser } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

interface Address {
  id: string;
  title: string;
  isDefault: boolean;
}

interface Order {
  id: string;
  status: string;
  finalAmount: string;
  orderItems: { id: string; product: { name: string } }[];
}

const JAIPUR_ADDRESS = {
  title: 'Home',
  addressLine: '12, Nehru Marg, near Ram Niwas Garden',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302004',
};

async function addAddress(page: Page, fields: Partial<typeof JAIPUR_ADDRESS> = {}): Promise<Address> {
  return call(page, 'POST', '/api/customer/addresses', { ...JAIPUR_ADDRESS, ...fields });
}

/**
 * A new open shop in Jaipur with two products, onboarded by the demo admin; answers its
 * shopkeeper's signed-in page. Prices exclude 5 % GST, so the amounts are easy to follow:
 * rice 100.00 + 5 % GST, dal 80.00 + 5 % GST; the address is far enough away for the flat fee.
 */
async function openShop() {
  const { shop, keeper } = await onboardShop();
  const shopkeeper = await pageOf(keeper);
  const stocked = await stockShop(
    shopkeeper,
    [
      { name: 'Basmati Rice', price: '100.00' },
      { name: 'Toor Dal', price: '80.00' },
    ],
    { gstPercentage: '5', gstIncluded: false },
  );
  return { shop, shopkeeper, rice: stocked['Basmati Rice'], dal: stocked['Toor Dal'] };
}

/** A new customer with an address, who ordered 2 × rice and 1 × dal from `shop`. */
async function placeOrder(customer: Page, products: { rice: { id: string }; dal: { id: string } }): Promise<Order> {
  const address = await addAddress(customer);
  for (const [product, quantity] of [
    [products.rice, 2],
    [products.dal, 1],
  ] as const) {
    await call(customer, 'POST', '/api/customer/cart/items', { productId: product.id, quantity });
  }
  return call<Order>(customer, 'POST', '/api/customer/orders', {
    customerAddressId: address.id,
    paymentMethod: 'cash_on_delivery',
  });
}

async function dialog(page: Page, name: string) {
  const found = page.getByRole('dialog', { name });
  await found.waitFor();
  return found;
}

describe('Addresses (/customer/addresses)', () => {
  it('says no address is saved yet, then checks every field before adding one', async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto('/customer/addresses');
    await page.getByText('No addresses saved yet.').waitFor();

    await page.getByRole('button', { name: 'Add Address' }).click();
    const form = await dialog(page, 'Add Address');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const messages = await form.innerText();
    for (const message of [
      'Title is required',
      'Address Line is required',
      'City is required',
      'State is required',
      'Pincode must be 6 digits',
    ]) {
      expect(messages).toContain(message);
    }

    await form.getByRole('textbox', { name: 'Title' }).fill('Home');
    await form.getByRole('textbox', { name: 'Address Line' }).fill(JAIPUR_ADDRESS.addressLine);
    await form.getByRole('textbox', { name: 'City' }).fill('Jaipur');
    await form.getByRole('combobox', { name: 'State' }).selectOption('Rajasthan');
    await form.getByRole('textbox', { name: 'Pincode' }).fill('30200');
    await form.getByRole('button', { name: 'Save Address' }).click();
    expect(await form.innerText()).toContain('Pincode must be 6 digits');
    expect(await form.innerText()).not.toContain('City is required');

    await form.getByRole('textbox', { name: 'Pincode' }).fill('3020a4');
    await form.getByRole('button', { name: 'Save Address' }).click();
    expect(await form.innerText()).toContain('Pincode must be 6 digits');

    await form.getByRole('textbox', { name: 'Pincode' }).fill('302004');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address added');
    await form.waitFor({ state: 'detached' });
    const card = page.getByTestId('address-card');
    expect(await card.count()).toBe(1);
    const text = await card.innerText();
    expect(text).toContain('Home');
    expect(text).toContain('Jaipur, Rajasthan 302004');
    expect(text).toContain('Default');
  });

  it('edits an address, moves the default with Set as default and deletes one after confirmation', async () => {
    const page = await newPage();
    await signUp(page);
    await addAddress(page, { title: 'Home' });
    await addAddress(page, { title: 'Office', addressLine: 'Tonk Road', pincode: '302015' });
    await page.goto('/customer/addresses');
    const card = (title: string) => page.getByTestId('address-card').filter({ hasText: title });
    await card('Office').waitFor();
    expect(await card('Home').innerText()).toContain('Default');
    expect(await card('Office').innerText()).not.toContain('Default');
    expect(await card('Home').getByRole('button', { name: 'Set as default' }).count()).toBe(0);

    await card('Office').getByRole('button', { name: 'Edit' }).click();
    const form = await dialog(page, 'Edit Address');
    expect(await form.getByRole('textbox', { name: 'Address Line' }).inputValue()).toBe('Tonk Road');
    await form.getByRole('textbox', { name: 'Title' }).fill('Work');
    await form.getByRole('textbox', { name: 'Address Line' }).fill('');
    await form.getByRole('button', { name: 'Save Address' }).click();
    expect(await form.innerText()).toContain('Address Line is required');
    await form.getByRole('textbox', { name: 'Address Line' }).fill('B-4, Tonk Road');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address updated');
    expect(await card('Work').innerText()).toContain('B-4, Tonk Road');
    expect(await page.getByTestId('address-card').filter({ hasText: 'Office' }).count()).toBe(0);

    // The default cannot be switched off in its own form: it moves by choosing another address.
    await card('Home').getByRole('button', { name: 'Edit' }).click();
    const homeForm = await dialog(page, 'Edit Address');
    const defaultBox = homeForm.getByRole('checkbox', { name: 'Use as my default address' });
    expect(await defaultBox.isChecked()).toBe(true);
    expect(await defaultBox.isDisabled()).toBe(true);
    await homeForm.getByRole('button', { name: 'Cancel' }).click();
    await homeForm.waitFor({ state: 'detached' });

    await card('Work').getByRole('button', { name: 'Set as default' }).click();
    // The toast of the edit above may still show: wait for the one that names the new default.
    const toast = await toastWith(page, 'Work is now your default address.');
    expect(await toast.innerText()).toContain('Address updated');
    await card('Work').getByText('Default', { exact: true }).waitFor();
    expect(await card('Home').innerText()).not.toContain('Default');
    const saved = await call<Address[]>(page, 'GET', '/api/customer/addresses');
    expect(saved.find((address) => address.isDefault)?.title).toBe('Work');

    await card('Home').getByRole('button', { name: 'Delete' }).click();
    const confirm = await dialog(page, 'Delete address?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await card('Home').count()).toBe(1);

    await card('Home').getByRole('button', { name: 'Delete' }).click();
    await (await dialog(page, 'Delete address?')).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Address deleted');
    await card('Home').waitFor({ state: 'detached' });
    expect(await page.getByTestId('address-card').count()).toBe(1);
  });

  it('shows Error with the server message when a change is refused', async () => {
    const page = await newPage();
    await signUp(page);
    const address = await addAddress(page);
    await page.goto('/customer/addresses');
    await page.getByTestId('address-card').waitFor();
    // Someone removed it in another tab meanwhile.
    await call(page, 'DELETE', `/api/customer/addresses/${address.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = await dialog(page, 'Edit Address');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const toast = await toastWith(page, 'Error');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).toContain('Address not found');
  });
});

describe('Profile (/customer/profile)', () => {
  it('shows the account, edits name, email and phone, and the header follows', async () => {
    const page = await newPage();
    const user = await signUp(page);
    await page.goto('/customer/profile');
    const profile = page.getByTestId('profile-details');
    await profile.waitFor();
    let text = await profile.innerText();
    for (const value of [user.name, user.username, user.email, 'Not provided', 'Customer'])
      expect(text).toContain(value);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/customer/orders');
    expect(await main.getByRole('link', { name: 'My Addresses' }).getAttribute('href')).toBe('/customer/addresses');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = await dialog(page, 'Edit Profile');
    expect(await form.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe(user.name);
    await form.getByRole('textbox', { name: 'Full Name' }).fill('');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    expect(await form.innerText()).toContain('Full name is required');

    const newEmail = `renamed.${user.email}`;
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Renamed Customer');
    await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await toastWith(page, 'Profile updated');
    await form.waitFor({ state: 'detached' });
    text = await profile.innerText();
    expect(text).toContain('Renamed Customer');
    expect(text).toContain(newEmail);
    expect(text).toContain('+91 98765 43210');
    expect(await page.getByTestId('header-user-name').innerText()).toBe('Renamed Customer');

    await page.reload();
    await profile.waitFor();
    expect(await profile.innerText()).toContain('Renamed Customer');
  });

  it('changes the password: a wrong current one shows the server message, the new one signs in', async () => {
    const page = await newPage();
    const user: TestUser = await signUp(page);
    await page.goto('/customer/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = await dialog(page, 'Change Password');
    const submit = form.getByRole('button', { name: 'Change Password' });

    await form.getByLabel(/^New Password/).fill('short');
    await form.getByLabel('Confirm New Password').fill('different');
    await submit.click();
    let text = await form.innerText();
    expect(text).toContain('Current password is required');
    expect(text).toContain('Password must be at least 8 characters');
    expect(text).toContain('Passwords do not match');

    const newPassword = 'new-password-2';
    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel(/^New Password/).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await submit.click();
    const refused = await toastWith(page, 'Error');
    text = await refused.innerText();
    expect(text).toMatch(/password/i);
    expect(text).not.toContain('400:');

    await form.getByLabel('Current Password').fill(user.password);
    await submit.click();
    await toastWith(page, 'Password changed');
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await waitForPath(page, '/auth');
    const old = await page.request.post('/api/login', { data: { username: user.username, password: user.password } });
    expect(old.status()).toBe(401);
    await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/customer');
    expect(await page.getByTestId('header-user-name').innerText()).toBe(user.name);
  });
});

describe('Orders (/customer/orders)', () => {
  it('says no orders were found and links to the shops', async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto('/customer/orders');
    await page.getByText('No orders found. Start shopping to see your orders here!').waitFor();
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse Shops' });
    expect(await browse.getAttribute('href')).toBe('/customer');
  });

  it('lists an order and shows its details, then the customer cancels it within the window', async () => {
    const { shop, rice, dal } = await openShop();
    const page = await newPage();
    await signUp(page);
    const order = await placeOrder(page, { rice, dal });

    await page.goto('/customer/orders');
    const row = page.getByTestId('order-row');
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(`Order #${order.id.slice(0, 8)}`);
    expect(rowText).toContain(shop.name);
    expect(rowText).toMatch(/pending/i);
    // 2 × 100 + 80 = 280, GST 5 % = 14, flat delivery 30 (no location known).
    expect(rowText).toContain(`₹${order.finalAmount}`);
    expect(rowText).toMatch(/\d{4}, \d{1,2}:\d{2}\s?(am|pm)/i);

    await row.click();
    await waitForPath(page, `/customer/orders/${order.id}`);
    // The order's own page: the list, which names the order too, stays until that page's code is in.
    await page.getByRole('heading', { level: 1, name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    const items = page.getByTestId('order-item');
    expect(await items.count()).toBe(2);
    const riceText = await items.filter({ hasText: 'Basmati Rice' }).innerText();
    expect(riceText).toContain('2');
    expect(riceText).toContain('₹100.00');
    expect(riceText).toContain('₹200.00');
    const amounts = await page.getByTestId('order-amounts').innerText();
    expect(amounts).toContain('₹280.00');
    expect(amounts).toContain('₹14.00');
    expect(amounts).toContain(`₹${order.finalAmount}`);
    const details = await page.locator('main').innerText();
    expect(details).toContain('Cash on Delivery');
    expect(details).toContain(JAIPUR_ADDRESS.addressLine);
    expect(details).toContain('Jaipur, Rajasthan 302004');
    expect(await page.getByTestId('timeline-entry').count()).toBe(1);
    expect(await page.getByTestId('timeline-entry').innerText()).toContain('by you');
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = await dialog(page, 'Cancel this order?');
    await confirm.getByRole('radio').first().check();
    await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
    const toast = await toastWith(page, 'Order Cancelled');
    expect(await toast.innerText()).toContain(`Order #${order.id.slice(0, 8)}`);
    await page.getByRole('button', { name: 'Cancel Order' }).waitFor({ state: 'detached' });
    const timeline = page.getByTestId('timeline-entry');
    expect(await timeline.count()).toBe(2);
    expect(await timeline.last().innerText()).toMatch(/cancelled[\s\S]*by you/i);

    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
    await waitForPath(page, '/customer/orders');
    await page
      .getByTestId('order-row')
      .filter({ hasText: /cancelled/i })
      .waitFor();
  });

  it('shows the refusal when the shop confirmed the order before the customer cancelled', async () => {
    const { shopkeeper, rice, dal } = await openShop();
    const page = await newPage();
    await signUp(page);
    const order = await placeOrder(page, { rice, dal });
    // The page follows the order live; with its event stream cut it cannot learn of the confirmation.
    await page.route('**/api/events', (route) => route.abort());
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).waitFor();

    await call(shopkeeper, 'PUT', `/api/shopkeeper/orders/${order.id}`, { status: 'confirmed' });
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = await dialog(page, 'Cancel this order?');
    await confirm.getByRole('radio').first().check();
    await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
    const toast = await toastWith(page, 'Error');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).not.toContain('409:');
    // The page then shows where the order really is: confirmed by the shop, no cancel button.
    await page.getByTestId('timeline-entry').filter({ hasText: 'by the shop' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });

  it('strikes through an item the shop cannot supply and shows the new amounts', async () => {
    const { shopkeeper, rice, dal } = await openShop();
    const page = await newPage();
    await signUp(page);
    const order = await placeOrder(page, { rice, dal });
    const dalItem = order.orderItems.find((item) => item.product.name === 'Toor Dal');
    const updated = await call<Order>(
      shopkeeper,
      'PUT',
      `/api/shopkeeper/orders/${order.id}/items/${dalItem?.id}/fulfillment`,
      { fulfillmentStatus: 'not fulfillable' },
    );
    expect(updated.finalAmount).not.toBe(order.finalAmount);

    await page.goto(`/customer/orders/${order.id}`);
    const dalRow = page.getByTestId('order-item').filter({ hasText: 'Toor Dal' });
    await dalRow.waitFor();
    expect(await dalRow.getAttribute('data-fulfillment')).toBe('not fulfillable');
    expect(await dalRow.innerText()).toContain('Not fulfillable');
    const decoration = await dalRow
      .getByText('Toor Dal', { exact: true })
      .evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(decoration).toBe('line-through');
    const amounts = await page.getByTestId('order-amounts').innerText();
    expect(amounts).toContain('₹200.00');
    expect(amounts).toContain('₹10.00');
    expect(amounts).toContain(`₹${updated.finalAmount}`);
  });

  it('says Order not found. for an order of another customer and for an unknown id', async () => {
    const { rice, dal } = await openShop();
    const owner = await newPage();
    await signUp(owner);
    const order = await placeOrder(owner, { rice, dal });

    const page = await newPage();
    await signUp(page);
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByText('Order not found.').waitFor();
    await page.goto('/customer/orders/not-an-order');
    await page.getByText('Order not found.').waitFor();
  });
});
