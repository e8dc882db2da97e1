import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, signUp, toastWith, uniqueUser, waitForPath } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

interface Slot {
  day: string;
  opens: string;
  closes: string;
}

interface ShopAnswer {
  id: string;
  name: string;
  phone: string;
  openingHours: Slot[];
  holidays: string[];
  deliveryRadiusKm: number;
  minimumOrder: string | null;
  preparationMinutes: number;
}

interface OrderAnswer {
  id: string;
  promisedBy: string | null;
  late: boolean;
}

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Republic Day next year: a holiday always in the future. */
const HOLIDAY = `${new Date().getFullYear() + 1}-01-26`;
const HOLIDAY_SHOWN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
  new Date(`${HOLIDAY}T00:00:00Z`),
);

/** A time of day in India as the pages write it, e.g. 7:40 pm. */
const clockInIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** The server's 400 message as the pages write it: each message a sentence. */
function asShown(message: unknown): string {
  const sentence = (text: string) => {
    const capital = text.charAt(0).toUpperCase() + text.slice(1);
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
  };
  return Array.isArray(message) ? message.map((text) => sentence(String(text))).join(' ') : String(message);
}

/** Fills the `number`th slot (from 1) of a day in the schedule editor. */
async function setSlot(editor: Locator, day: string, number: number, opens: string, closes: string) {
  const group = editor.getByRole('group', { name: day });
  await group
    .getByLabel('Opens')
    .nth(number - 1)
    .fill(opens);
  await group
    .getByLabel('Closes')
    .nth(number - 1)
    .fill(closes);
}

async function addSlot(editor: Locator, day: string) {
  await editor.getByRole('group', { name: day }).getByRole('button', { name: 'Add slot' }).click();
}

/** The page is no wider than the phone: nothing scrolls sideways, in the page or in an open dialog. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    overflowing: Array.from(document.querySelectorAll('[role="dialog"] *'))
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      )
      .map((element) => element.className),
  }));
  expect({ what, ...widths }).toEqual({ what, page: MOBILE.width, overflowing: [] });
}

async function expectInReach(what: string, action: Locator) {
  await action.scrollIntoViewIfNeeded();
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  expect({ what, left: box!.x >= 0, right: box!.x + box!.width <= MOBILE.width }).toEqual({
    what,
    left: true,
    right: true,
  });
}

describe('Opening hours, delivery terms and late orders in the back offices', () => {
  // Placed before the other tests run: a shop that prepares in a minute, a customer at its door
  // (no travel), so the promise passes while the other tests run and the last one finds it late.
  let lateOrder: OrderAnswer;
  let lateShopkeeper: Page;

  beforeAll(async () => {
    const place = { latitude: 26.9124, longitude: 75.7873 };
    const { shop, keeper } = await onboardShop({ ...place, preparationMinutes: 1 });
    lateShopkeeper = await pageOf(keeper);
    const { Paneer } = await stockShop(lateShopkeeper, [{ name: 'Paneer', price: '100.00' }], { category: 'Dairy' });
    const customer = await newPage();
    await signUp(customer, uniqueUser('customer'));
    const address = await call<{ id: string }>(customer, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '1 MI Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302001',
      ...place,
    });
    await call(customer, 'POST', '/api/customer/cart/items', { productId: Paneer.id, quantity: 1, shopId: shop.id });
    lateOrder = await call<OrderAnswer>(customer, 'POST', '/api/customer/orders', {
      customerAddressId: address.id,
      paymentMethod: 'cash_on_delivery',
    });
    await customer.context().close();
  });

  it('lets the shopkeeper set two slots a day, one past midnight, and a holiday, and shows them after a reload', async () => {
    const { shop, keeper } = await onboardShop();
    const page = await pageOf(keeper);
    await page.goto('/shopkeeper/shop');
    await page.getByRole('heading', { name: shop.name }).waitFor();
    await page.getByText('No opening hours: customers can order whenever the shop is set to Open.').waitFor();

    await page.getByRole('button', { name: 'Edit Opening Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Opening Hours' });
    await addSlot(dialog, 'Monday');
    await setSlot(dialog, 'Monday', 1, '09:00', '13:00');
    await addSlot(dialog, 'Monday');
    await setSlot(dialog, 'Monday', 2, '17:00', '01:00');
    await dialog.getByTestId('past-midnight').filter({ hasText: 'Past midnight: until 1:00 am on Tuesday' }).waitFor();
    await dialog.getByRole('button', { name: 'Copy to all days from Monday' }).click();
    for (const day of DAYS) {
      await expect(dialog.getByRole('group', { name: day }).getByLabel('Opens').count()).resolves.toBe(2);
    }
    await dialog.getByLabel('Holiday date').fill(HOLIDAY);
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await dialog.getByText(HOLIDAY_SHOWN).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Shop details updated');
    await dialog.waitFor({ state: 'hidden' });

    // The API answers what was saved, for every day.
    const saved = await call<ShopAnswer>(page, 'GET', '/api/shopkeeper/shop');
    expect(saved.openingHours).toEqual(
      WEEK.flatMap((day) => [
        { day, opens: '09:00', closes: '13:00' },
        { day, opens: '17:00', closes: '01:00' },
      ]),
    );
    expect(saved.holidays).toEqual([HOLIDAY]);

    await page.reload();
    const week = page.getByTestId('opening-hours');
    await week.waitFor();
    for (const day of DAYS) {
      await week.getByText(day, { exact: true }).waitFor();
    }
    await expect(week.getByText('9:00 am – 1:00 pm, 5:00 pm – 1:00 am (next day)').count()).resolves.toBe(7);
    await expect(page.getByTestId('holidays').textContent()).resolves.toBe(HOLIDAY_SHOWN);

    // The editor opens on the saved week.
    await page.getByRole('button', { name: 'Edit Opening Hours' }).click();
    const sunday = dialog.getByRole('group', { name: 'Sunday' });
    await expect(sunday.getByLabel('Opens').nth(1).inputValue()).resolves.toBe('17:00');
    await expect(sunday.getByLabel('Closes').nth(1).inputValue()).resolves.toBe('01:00');
  });

  it("shows the server's message beside the form for overlapping slots, and changes nothing", async () => {
    const { keeper } = await onboardShop();
    const page = await pageOf(keeper);
    const overlapping = [
      { day: 'wed', opens: '09:00', closes: '13:00' },
      { day: 'wed', opens: '12:00', closes: '15:00' },
    ];
    const refused = await page.request.put('/api/shopkeeper/shop', { data: { openingHours: overlapping } });
    expect(refused.status()).toBe(400);
    const { message } = (await refused.json()) as { message: unknown };

    await page.goto('/shopkeeper/shop');
    await page.getByRole('button', { name: 'Edit Opening Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Opening Hours' });
    await addSlot(dialog, 'Wednesday');
    await setSlot(dialog, 'Wednesday', 1, '09:00', '13:00');
    await addSlot(dialog, 'Wednesday');
    await setSlot(dialog, 'Wednesday', 2, '12:00', '15:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('form-refusal').innerText()).resolves.toBe(asShown(message));
    // The dialog stays open with what was typed, and the shop keeps no schedule.
    await expect(dialog.getByRole('group', { name: 'Wednesday' }).getByLabel('Opens').count()).resolves.toBe(2);
    const shop = await call<ShopAnswer>(page, 'GET', '/api/shopkeeper/shop');
    expect(shop.openingHours).toEqual([]);
  });

  it("lets the admin change a shop's delivery radius and minimum order, and clear the minimum", async () => {
    const { shop } = await onboardShop();
    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    const before = await call<ShopAnswer>(admin, 'GET', `/api/admin/shops/${shop.id}`);

    await admin.goto(`/admin/shops/${shop.id}`);
    const radius = admin.getByLabel('Delivery radius (km)');
    await admin.waitForFunction(
      (name) => Array.from(document.querySelectorAll('input')).some((i) => i.value === name),
      shop.name,
    );
    await radius.fill('8.5');
    await admin.getByLabel('Minimum order (₹)').fill('149.50');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Shop updated');
    await waitForPath(admin, '/admin/shops');
    const edited = await call<ShopAnswer>(admin, 'GET', `/api/admin/shops/${shop.id}`);
    expect(edited).toMatchObject({
      deliveryRadiusKm: 8.5,
      minimumOrder: '149.50',
      preparationMinutes: before.preparationMinutes,
      phone: before.phone,
      openingHours: [],
    });

    await admin.goto(`/admin/shops/${shop.id}`);
    const minimum = admin.getByLabel('Minimum order (₹)');
    await admin.waitForFunction(() => Array.from(document.querySelectorAll('input')).some((i) => i.value === '149.50'));
    await minimum.fill('');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Shop updated');
    await waitForPath(admin, '/admin/shops');
    await expect(call<ShopAnswer>(admin, 'GET', `/api/admin/shops/${shop.id}`)).resolves.toMatchObject({
      deliveryRadiusKm: 8.5,
      minimumOrder: null,
    });
  });

  it("keeps Shop Details, its hours editor and the admin's shop edit within 375 px", async () => {
    const { shop, keeper } = await onboardShop({
      name: `Sri Lakshmi Narasimha Provisions and Sweets Corner ${Date.now().toString(36)}`,
      openingHours: WEEK.flatMap((day) => [
        { day, opens: '07:00', closes: '12:30' },
        { day, opens: '16:30', closes: '00:30' },
      ]),
      holidays: [HOLIDAY],
    });
    const page = await pageOf(keeper);
    await page.setViewportSize(MOBILE);
    await page.goto('/shopkeeper/shop');
    await page.getByText('4:30 pm – 12:30 am (next day)').first().waitFor();
    await expectNoSidewaysScroll(page, 'Shop Details');
    await expectInReach('Edit Opening Hours', page.getByRole('button', { name: 'Edit Opening Hours' }));

    await page.getByRole('button', { name: 'Edit Opening Hours' }).click();
    const hours = page.getByRole('dialog', { name: 'Edit Opening Hours' });
    await hours.getByRole('group', { name: 'Sunday' }).getByTestId('past-midnight').waitFor();
    await expectNoSidewaysScroll(page, 'opening hours editor');
    await expectInReach('Save', hours.getByRole('button', { name: 'Save' }));
    await hours.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Shop Details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit Shop Details' });
    await details.getByLabel('Minimum order (₹)').waitFor();
    await expectNoSidewaysScroll(page, 'shop details editor');

    const admin = await newPage(MOBILE);
    await signIn(admin, DEMO_ADMIN);
    await admin.goto(`/admin/shops/${shop.id}`);
    await admin.getByRole('group', { name: 'Sunday' }).getByTestId('past-midnight').waitFor();
    await expectNoSidewaysScroll(admin, "admin's shop edit");
    await expectInReach('Save', admin.getByRole('button', { name: 'Save' }));

    await admin.goto('/admin/shops/create');
    await admin.getByRole('button', { name: 'Opening hours and holidays (optional)' }).click();
    await addSlot(admin.getByRole('region', { name: 'Onboard a shop' }), 'Monday');
    await expectNoSidewaysScroll(admin, 'onboarding form with its hours open');
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 375 px phone', MOBILE],
  ])('reads a day open midnight to midnight as "Open 24 hours" on %s', async (_width, viewport) => {
    const { keeper } = await onboardShop({
      openingHours: [
        { day: 'mon', opens: '00:00', closes: '24:00' },
        { day: 'tue', opens: '09:00', closes: '18:00' },
      ],
    });
    const page = await pageOf(keeper);
    await page.setViewportSize(viewport);
    await page.goto('/shopkeeper/shop');
    const week = page.getByTestId('opening-hours');
    await week.getByText('Open 24 hours', { exact: true }).waitFor();
    await week.getByText('9:00 am – 6:00 pm', { exact: true }).waitFor();
    expect(await week.getByText('12:00 am').count()).toBe(0);
    if (viewport === MOBILE) await expectNoSidewaysScroll(page, 'Shop Details');
  });

  it("flags an order past its promise on the shopkeeper's list and order page", async () => {
    expect(lateOrder.promisedBy).not.toBeNull();
    const promisedBy = lateOrder.promisedBy!;
    // One minute of preparation and no travel: the promise falls a minute after the order.
    const left = Date.parse(promisedBy) - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left + 1000));

    const answer = await call<OrderAnswer>(lateShopkeeper, 'GET', `/api/shopkeeper/orders/${lateOrder.id}`);
    expect(answer).toMatchObject({ late: true, promisedBy });
    const flag = `Late: promised by ${clockInIndia(promisedBy)}`;

    await lateShopkeeper.goto('/shopkeeper/orders');
    const row = lateShopkeeper.getByRole('row').filter({ hasText: `Order #${lateOrder.id.slice(0, 8)}` });
    await expect(row.getByTestId('order-late').innerText()).resolves.toBe(flag);

    await row.click();
    await waitForPath(lateShopkeeper, `/shopkeeper/orders/${lateOrder.id}`);
    await expect(lateShopkeeper.getByTestId('order-late').innerText()).resolves.toBe(flag);

    await lateShopkeeper.setViewportSize(MOBILE);
    await lateShopkeeper.goto('/shopkeeper/orders');
    const card = lateShopkeeper.getByRole('listitem', { name: `Order #${lateOrder.id.slice(0, 8)}` });
    await expect(card.getByTestId('order-late').innerText()).resolves.toBe(flag);
  }, 150_000);
});
