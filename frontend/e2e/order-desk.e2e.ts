import type { Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, toastWith, waitForPath, type TestUser } from './harness';
import { dairyShopAndCustomer, placeDairyOrder, type DairyMarket, type StockedProduct } from './shop-setup';

/**
 * The shopkeeper's live order desk, with the customer in a second browser context: alerts when an
 * order arrives, one-click accept, the delivery code hand-off, reasons, and the desk on a phone.
 */

interface Order {
  id: string;
  status: string;
  acceptBy: string | null;
  deliveryCode: string | null;
  orderItems: { fulfillmentStatus: string }[];
  timeline: { status: string; reason: string | null }[];
}

const CUSTOMER_PHONE = '+91 98765 43210';

/** A dairy shop and a customer; the page that stocked the shop closes, so the desks the tests open are the shop's only ones. */
async function shopAndCustomer(): Promise<DairyMarket> {
  const setup = await dairyShopAndCustomer();
  await setup.shopkeeperPage.context().close();
  return setup;
}

/** The customer orders one Paneer and one Curd (₹180.00 with the flat delivery fee), giving a phone. */
const placeOrder = (setup: DairyMarket, items?: StockedProduct[]) =>
  placeDairyOrder<Order>(setup, { items, phone: CUSTOMER_PHONE });

/**
 * Counts the tones the page makes (each ring is two) and records its desktop notifications, before
 * any of the app's code runs: what the shopkeeper would hear and see outside the page.
 */
async function listenToDesk(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { tones: number; notifications: { title: string; body?: string }[] };
    record.tones = 0;
    record.notifications = [];
    const createOscillator = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      record.tones += 1;
      return createOscillator.call(this);
    };
    const Native = window.Notification;
    class Recorded extends Native {
      constructor(title: string, options?: NotificationOptions) {
        record.notifications.push({ title, body: options?.body });
        super(title, options);
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Native.permission });
    Object.defineProperty(Recorded, 'requestPermission', { value: Native.requestPermission.bind(Native) });
    window.Notification = Recorded;
  });
}

function tones(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { tones: number }).tones);
}

/**
 * Opens `path` of the back office signed in as `keeper` and waits until the event stream is open;
 * `prepare` runs on the page before it opens.
 */
async function openDesk(
  keeper: TestUser,
  path: string,
  viewport?: typeof MOBILE,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await newPage(viewport);
  await listenToDesk(page);
  await prepare?.(page);
  await call(page, 'POST', '/api/login', { username: keeper.username, password: keeper.password });
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');
  return page;
}

function shortId(order: { id: string }): string {
  return order.id.slice(0, 8);
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function moveTo(page: Page, status: string) {
  await choose(page, 'Order status', status);
  await page.getByRole('button', { name: 'Update Status' }).click();
}

async function statusOf(page: Page, order: Order): Promise<string> {
  return (await call<Order>(page, 'GET', `/api/shopkeeper/orders/${order.id}`)).status;
}

/** Whether the page is wider than the window: a phone would scroll sideways. */
function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('The order desk', () => {
  it('alerts the shop when a customer orders, rings until muted or accepted, and the customer sees the acceptance live', async () => {
    const setup = await shopAndCustomer();
    const desk = await openDesk(setup.keeper, '/shopkeeper/orders');
    await desk.context().grantPermissions(['notifications']);
    await desk.getByText('No orders found.').waitFor();
    // Opened without a click, the browser holds sound back until the shopkeeper taps.
    await desk.getByRole('button', { name: 'Tap to turn on the order ring' }).click();
    await desk.getByRole('button', { name: 'Mute sound' }).waitFor();
    const quietTitle = await desk.title();
    const deskRegion = desk.getByRole('region', { name: 'Order desk' });
    expect(await deskRegion.getAttribute('data-ringing')).toBe('false');

    const order = await placeOrder(setup);

    // The list shows the order at once, with who ordered, how to call them and the time left.
    const row = desk.getByRole('row').filter({ hasText: `Order #${shortId(order)}` });
    await row.getByText(setup.customer.name).waitFor();
    await row.getByText(CUSTOMER_PHONE).waitFor();
    await row.getByText('₹180.00').waitFor();
    expect(await row.getByTestId('accept-countdown').innerText()).toMatch(/^Accept within (10:00|9:[0-5]\d)$/);
    const toast = await toastWith(desk, 'New order');
    expect(await toast.innerText()).toContain(`${setup.customer.name} · ₹180.00`);
    await desk.waitForFunction(() => document.title === '(1) Orders · Mohalla');
    await desk.getByTestId('pending-count').filter({ hasText: '1 waiting to be accepted' }).waitFor();
    const notifications = await desk.evaluate(() => (window as unknown as { notifications: unknown[] }).notifications);
    expect(notifications).toEqual([{ title: 'New order', body: `${setup.customer.name} · ₹180.00` }]);

    // It rings again and again (two tones a ring), until muted.
    expect(await deskRegion.getAttribute('data-ringing')).toBe('true');
    await desk.waitForFunction(() => (window as unknown as { tones: number }).tones >= 4, undefined, {
      timeout: 10_000,
    });
    const mute = desk.getByRole('button', { name: 'Mute sound' });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    const whenMuted = await tones(desk);
    await desk.waitForTimeout(5_000);
    expect(await tones(desk)).toBe(whenMuted);
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await desk.waitForFunction((before) => (window as unknown as { tones: number }).tones > before, whenMuted);

    // The customer watches their order page while the shop accepts in one click on the list.
    const customer = setup.customerPage;
    await customer.goto(`/customer/orders/${order.id}`);
    const heading = customer.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` });
    await heading.waitFor();
    await row.getByRole('button', { name: /^Accept/ }).click();
    await toastWith(desk, 'Order Status Updated');
    await row.locator('[data-status="confirmed"]').waitFor();
    expect(await statusOf(desk, order)).toBe('confirmed');
    // The list did not open the order: accepting is the click's only effect.
    await waitForPath(desk, '/shopkeeper/orders');
    await desk.waitForFunction((title) => document.title === title, quietTitle);
    expect(await deskRegion.getAttribute('data-ringing')).toBe('false');
    expect(await row.getByTestId('accept-countdown').count()).toBe(0);

    await heading.locator('xpath=..').locator('[data-status="confirmed"]').waitFor();
    await customer
      .getByTestId('timeline-entry')
      .filter({ hasText: /confirmed/i })
      .waitFor();
  });

  it("shows the waiting orders and turns the ring on before the back office's code is in, then the list below", async () => {
    const setup = await shopAndCustomer();
    const order = await placeOrder(setup);
    let letBackOfficeIn = () => {};
    const backOfficeHeld = new Promise<void>((resolve) => (letBackOfficeIn = resolve));
    const desk = await openDesk(setup.keeper, '/shopkeeper/orders', MOBILE, (page) =>
      page.route(/\/assets\/ShopkeeperBackOffice-[\w-]+\.js$/, async (route) => {
        await backOfficeHeld;
        await route.continue();
      }),
    );

    await desk.getByTestId('pending-count').filter({ hasText: '1 waiting to be accepted' }).waitFor();
    await desk.getByRole('button', { name: 'Tap to turn on the order ring' }).click();
    await desk.waitForFunction(() => (window as unknown as { tones: number }).tones >= 2);
    await desk.waitForFunction(() => document.title === '(1) Orders · Mohalla');
    expect(await desk.getByRole('main').count()).toBe(0);

    letBackOfficeIn();
    const card = desk.getByRole('listitem', { name: `Order #${shortId(order)}` });
    await card.getByText(setup.customer.name).waitFor();
    await desk.getByTestId('pending-count').click();
    await waitForPath(desk, '/shopkeeper/orders');
    expect(new URL(desk.url()).searchParams.get('filter')).toBe(JSON.stringify({ status: 'pending' }));
    await card.waitFor();
  });

  it('stops ringing for an order once it is opened, which shows the time left and accepts in one click', async () => {
    const setup = await shopAndCustomer();
    const desk = await openDesk(setup.keeper, '/shopkeeper');
    await desk.getByRole('heading', { name: 'Shop Dashboard' }).waitFor();
    const pendingStat = desk.getByRole('region', { name: 'Pending orders' }).getByTestId('stat-value');
    await pendingStat.filter({ hasText: /^0$/ }).waitFor();

    const order = await placeOrder(setup);
    // The overview counts it without a reload.
    await pendingStat.filter({ hasText: /^1$/ }).waitFor();
    const deskRegion = desk.getByRole('region', { name: 'Order desk' });
    await desk.locator('[aria-label="Order desk"][data-ringing="true"]').waitFor();
    // Desktop notifications are asked for from a button, never on load.
    const askForAlerts = desk.getByRole('button', { name: 'Turn on desktop alerts' });
    await desk.context().grantPermissions(['notifications']);
    await askForAlerts.click();
    await askForAlerts.waitFor({ state: 'detached' });

    await desk.getByTestId('pending-count').click();
    await desk
      .getByRole('row')
      .filter({ hasText: `Order #${shortId(order)}` })
      .click();
    await waitForPath(desk, `/shopkeeper/orders/${order.id}`);
    await desk.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` }).waitFor();
    expect(await deskRegion.getAttribute('data-ringing')).toBe('false');
    expect(await desk.title()).toBe('(1) Orders · Mohalla');
    const countdown = desk.getByRole('main').getByTestId('accept-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^Accept within \d+:\d\d$/);
    await desk.waitForFunction(
      (before) => document.querySelector('main [data-testid="accept-countdown"]')?.textContent !== before,
      first,
    );
    await desk.getByRole('main').getByText(setup.customer.name).first().waitFor();
    await desk.getByRole('main').getByRole('link', { name: CUSTOMER_PHONE }).waitFor();

    await desk
      .getByRole('main')
      .getByRole('button', { name: /^Accept/ })
      .click();
    await desk.locator('main h1 ~ [data-status="confirmed"]').waitFor();
    expect(await statusOf(desk, order)).toBe('confirmed');
    expect(await countdown.count()).toBe(0);
  });

  it('tells the shop when the customer cancels a waiting order, and stops counting and ringing for it', async () => {
    const setup = await shopAndCustomer();
    const desk = await openDesk(setup.keeper, '/shopkeeper/orders');
    await desk.getByText('No orders found.').waitFor();
    const quietTitle = await desk.title();
    const order = await placeOrder(setup);
    await desk.waitForFunction(() => document.title === '(1) Orders · Mohalla');
    await desk.locator('[aria-label="Order desk"][data-ringing="true"]').waitFor();

    await call(setup.customerPage, 'POST', `/api/customer/orders/${order.id}/cancel`, {
      cancelReason: 'customer-changed-mind',
    });
    const toast = await toastWith(desk, 'Order cancelled');
    expect(await toast.innerText()).toContain(`Order #${shortId(order)} was cancelled before you accepted it.`);
    await desk.waitForFunction((title) => document.title === title, quietTitle);
    await desk.locator('[aria-label="Order desk"][data-ringing="false"]').waitFor();
    await desk
      .getByRole('row')
      .filter({ hasText: `Order #${shortId(order)}` })
      .locator('[data-status="cancelled"]')
      .waitFor();
    expect(await desk.getByTestId('pending-count').count()).toBe(0);
  });

  it('hands the order over with the customer’s delivery code, refusing a wrong one with the server’s reason', async () => {
    const setup = await shopAndCustomer();
    const order = await placeOrder(setup);
    const desk = await openDesk(setup.keeper, `/shopkeeper/orders/${order.id}`);
    for (const status of ['confirmed', 'ready for pickup']) {
      await call(desk, 'PUT', `/api/shopkeeper/orders/${order.id}`, { status });
    }
    const customer = setup.customerPage;
    await customer.goto(`/customer/orders/${order.id}`);
    const customerHeading = customer.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` });
    await customerHeading.waitFor();

    // Nobody checked the two items: the desk asks before dispatching, and the server marks them fulfilled.
    await desk.locator('main h1 ~ [data-status="ready for pickup"]').waitFor();
    await moveTo(desk, 'Dispatched');
    const dispatch = desk.getByRole('dialog', { name: 'Dispatch the order?' });
    await dispatch.getByText('2 items not checked yet: mark them fulfilled and dispatch?').waitFor();
    await dispatch.getByRole('button', { name: 'Mark fulfilled and dispatch' }).click();
    await dispatch.waitFor({ state: 'detached' });
    await desk.locator('main h1 ~ [data-status="dispatched"]').waitFor();
    expect(await desk.locator('[data-testid="order-item"][data-fulfillment="fulfilled"]').count()).toBe(2);
    const dispatched = await call<Order>(desk, 'GET', `/api/shopkeeper/orders/${order.id}`);
    expect(dispatched.deliveryCode).toBeNull();
    const dispatchReason = dispatched.timeline.find((entry) => entry.status === 'dispatched')?.reason;
    expect(dispatchReason).toBeTruthy();
    await desk
      .getByTestId('timeline-reason')
      .filter({ hasText: dispatchReason ?? '' })
      .waitFor();

    // The customer's page shows the code without a reload; the shopkeeper enters it.
    const code = customer.getByTestId('delivery-code');
    await code.waitFor();
    const deliveryCode = (await code.innerText()).trim();
    expect(deliveryCode).toMatch(/^\d{4}$/);
    const wrongCode = deliveryCode === '0000' ? '1111' : '0000';

    await moveTo(desk, 'Delivered');
    const deliver = desk.getByRole('dialog', { name: 'Mark delivered' });
    const codeField = deliver.getByRole('textbox', { name: 'Delivery code' });
    await codeField.fill(wrongCode);
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await deliver.getByRole('alert').filter({ hasText: 'That delivery code is wrong: 4 attempts left.' }).waitFor();
    expect(await statusOf(desk, order)).toBe('dispatched');

    await codeField.fill(deliveryCode);
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await deliver.waitFor({ state: 'detached' });
    await desk.locator('main h1 ~ [data-status="delivered"]').waitFor();
    expect(await statusOf(desk, order)).toBe('delivered');
    await customerHeading.locator('xpath=..').locator('[data-status="delivered"]').waitFor();
  });

  it('cancels only with one of the reasons the server offers, a note where the reason needs one, and shows it', async () => {
    const setup = await shopAndCustomer();
    const order = await placeOrder(setup);
    const desk = await openDesk(setup.keeper, `/shopkeeper/orders/${order.id}`);
    await desk.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` }).waitFor();

    await moveTo(desk, 'Cancelled');
    const dialog = desk.getByRole('dialog', { name: 'Cancel the order?' });
    const offered = await dialog
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent));
    expect(offered).toEqual(['Items not available', 'Shop closed', 'Delivery address not serviceable', 'Other']);
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Add a note: "Other" needs one.').waitFor();
    expect(await statusOf(desk, order)).toBe('pending');

    await dialog.getByRole('textbox', { name: 'Note' }).fill('The delivery boy is ill today');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastWith(desk, 'Order Status Updated');
    // The desk hears of the shop's own cancellation too, and does not report it as someone else's.
    await desk.waitForTimeout(1_000);
    expect(await desk.getByTestId('toast').filter({ hasText: 'Order cancelled' }).count()).toBe(0);
    await desk.locator('main h1 ~ [data-status="cancelled"]').waitFor();
    const reason = desk.getByTestId('timeline-reason');
    await reason.filter({ hasText: 'Other' }).filter({ hasText: 'The delivery boy is ill today' }).waitFor();
    const cancelled = await call<Order>(desk, 'GET', `/api/shopkeeper/orders/${order.id}`);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-1)?.reason).toBe(await reason.innerText());
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 375 px phone', MOBILE],
  ])(
    'opened without a click (a bookmark) on %s, says the ring is off until tapped, never offers to mute it, and rings at once when tapped',
    async (_width, viewport) => {
      const setup = await shopAndCustomer();
      // Opened as from a bookmark. Not by reload: Playwright reads a page as if the person had
      // interacted with it, and Chromium lets a page reloaded after an interaction make sound.
      const desk = await openDesk(setup.keeper, '/shopkeeper/orders', viewport);
      await desk.getByText('No orders found.').waitFor();
      const turnOn = desk.getByRole('button', { name: 'Tap to turn on the order ring' });
      await turnOn.waitFor();
      const mute = desk.getByRole('button', { name: 'Mute sound' });
      expect(await mute.count()).toBe(0);

      await placeOrder(setup);
      await toastWith(desk, 'New order');
      await desk.locator('[aria-label="Order desk"][data-ringing="true"]').waitFor();
      // Nothing could be heard, and the desk still says so rather than offering to mute.
      expect(await turnOn.isVisible()).toBe(true);
      expect(await mute.count()).toBe(0);
      expect(await tones(desk)).toBe(0);
      const box = await turnOn.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await scrollWidth(desk)).toBeLessThanOrEqual(viewport.width);

      await turnOn.click();
      await desk.waitForFunction(() => (window as unknown as { tones: number }).tones >= 2, undefined, {
        timeout: 1_000,
      });
      await mute.waitFor();
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      expect(await turnOn.count()).toBe(0);
    },
  );

  it('works on a 375 px phone: orders as cards with Accept in reach, the order page and the overview without sideways scrolling', async () => {
    const setup = await shopAndCustomer();
    const desk = await openDesk(setup.keeper, '/shopkeeper/orders', MOBILE);
    await desk.getByText('No orders found.').waitFor();
    const order = await placeOrder(setup);

    const card = desk.getByRole('listitem', { name: `Order #${shortId(order)}` });
    await card.getByText(setup.customer.name).waitFor();
    await card.getByRole('link', { name: CUSTOMER_PHONE }).waitFor();
    await card.getByText('₹180.00').waitFor();
    await card.getByTestId('accept-countdown').waitFor();
    await toastWith(desk, 'New order');
    await desk.waitForFunction(() => document.title === '(1) Orders · Mohalla');
    expect(await scrollWidth(desk)).toBeLessThanOrEqual(MOBILE.width);
    const accept = card.getByRole('button', { name: /^Accept/ });
    const box = await accept.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await accept.click();
    await card.locator('[data-status="confirmed"]').waitFor();
    expect(await statusOf(desk, order)).toBe('confirmed');

    await card.getByRole('link').first().click();
    await waitForPath(desk, `/shopkeeper/orders/${order.id}`);
    await desk.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` }).waitFor();
    await desk.getByRole('combobox', { name: 'Fulfillment of Curd' }).waitFor();
    expect(await scrollWidth(desk)).toBeLessThanOrEqual(MOBILE.width);
    const updateButton = desk.getByRole('button', { name: 'Update Status' });
    await updateButton.waitFor();
    const update = await updateButton.boundingBox();
    expect(update && update.x + update.width <= MOBILE.width).toBe(true);

    await desk.goto('/shopkeeper');
    await desk.getByRole('region', { name: 'Pending orders' }).waitFor();
    expect(await scrollWidth(desk)).toBeLessThanOrEqual(MOBILE.width);
  });
});
