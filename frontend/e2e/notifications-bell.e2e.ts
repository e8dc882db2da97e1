import { createECDH, randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import {
  DESKTOP,
  MOBILE,
  newPage,
  signIn,
  signUp,
  toastWith,
  uniqueUser,
  waitForPath,
  type Credentials,
} from './harness';
import { dairyShopAndCustomer, placeDairyOrder } from './shop-setup';

/**
 * The bell in the header of every signed-in person, live through the event stream, with a shopkeeper
 * and a customer in two browser contexts; and the choice of what reaches each by email and push.
 */

const VIEWPORTS = [
  ['at 375 px', MOBILE],
  ['on a desktop', DESKTOP],
] as const;

type Viewport = (typeof VIEWPORTS)[number][1];

const shortId = (order: { id: string }) => order.id.slice(0, 8);

/** Opens `path` signed in as `user` and waits until the page's event stream is open. */
async function openSignedIn(user: Credentials, path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  await signIn(page, user);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  await streamOpen;
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

/** Waits until the bell says `count` unread: the page changes by itself, nothing reloads it. */
async function waitForUnread(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: `Notifications, ${count} unread`, exact: true }).waitFor();
}

async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications', exact: true });
  await panel.waitFor();
  return panel;
}

/** Marks the page's window: the mark is gone if the page reloads. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
}

async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage === true);
}

async function openSettings(page: Page): Promise<Locator> {
  const panel = await openBell(page);
  await panel.getByRole('button', { name: 'Notification settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification settings' });
  await dialog.getByRole('switch', { name: 'Orders by email', exact: true }).waitFor();
  return dialog;
}

describe('The notification bell', () => {
  it.each(VIEWPORTS)(
    "rings live for the shop's new order and the customer's accepted order, and opens the order %s",
    async (_, viewport) => {
      const market = await dairyShopAndCustomer();
      const shop = await openSignedIn(market.keeper, '/shopkeeper', viewport);
      const customer = await openSignedIn(market.customer, '/customer/orders', viewport);
      // Both new: nothing has happened to them yet.
      await waitForUnread(shop, 0);
      await waitForUnread(customer, 0);
      await markWindow(shop);
      await markWindow(customer);
      expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      const order = await placeDairyOrder(market);
      await waitForUnread(shop, 1);
      const panel = await openBell(shop);
      const newOrder = panel.getByTestId('notification').filter({ hasText: `New order #${shortId(order)}` });
      expect(await newOrder.getAttribute('data-unread')).toBe('true');
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await newOrder.click();
      await waitForPath(shop, `/shopkeeper/orders/${order.id}`);
      await shop.getByRole('heading', { level: 1, name: `Order #${shortId(order)}` }).waitFor();
      await waitForUnread(shop, 0);
      expect(await isSameWindow(shop)).toBe(true);

      await call(market.shopkeeperPage, 'PUT', `/api/shopkeeper/orders/${order.id}`, { status: 'confirmed' });
      await waitForUnread(customer, 1);
      const customerPanel = await openBell(customer);
      const accepted = customerPanel.getByTestId('notification').first();
      expect(await accepted.innerText()).toContain(`Order #${shortId(order)} accepted`);
      expect(await accepted.getAttribute('data-unread')).toBe('true');
      expect(await isSameWindow(customer)).toBe(true);
    },
  );

  it('marks all read, and says so when there is nothing yet', async () => {
    const market = await dairyShopAndCustomer();
    const shop = await openSignedIn(market.keeper, '/shopkeeper', DESKTOP);
    await waitForUnread(shop, 0);
    await (await openBell(shop)).getByText('No notifications yet').waitFor();
    await shop.keyboard.press('Escape');

    const first = await placeDairyOrder(market);
    await waitForUnread(shop, 1);
    const second = await placeDairyOrder(market);
    await waitForUnread(shop, 2);
    const panel = await openBell(shop);
    const titles = await panel.getByTestId('notification').allInnerTexts();
    // Newest first.
    expect(titles[0]).toContain(`New order #${shortId(second)}`);
    expect(titles[1]).toContain(`New order #${shortId(first)}`);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await panel.getByRole('button', { name: 'Mark all read' }).and(shop.locator(':disabled')).waitFor();
    expect(await panel.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(0);
    await shop.keyboard.press('Escape');
    await waitForUnread(shop, 0);
    expect((await call<{ unread: number }>(shop, 'GET', '/api/notifications')).unread).toBe(0);
  });
});

describe('Notification settings', () => {
  it.each(VIEWPORTS)('keep order emails off after a reload, and security emails always on %s', async (_, viewport) => {
    const page = await newPage(viewport);
    await signUp(page, uniqueUser('customer'));
    await page.goto('/customer');
    let dialog = await openSettings(page);
    const ordersByEmail = dialog.getByRole('switch', { name: 'Orders by email', exact: true });
    expect(await ordersByEmail.isChecked()).toBe(true);
    const securityByEmail = dialog.getByRole('switch', { name: 'Security by email' });
    expect(await securityByEmail.isChecked()).toBe(true);
    expect(await securityByEmail.isDisabled()).toBe(true);
    expect(await dialog.innerText()).toContain('Emails always sent');

    await ordersByEmail.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Notification Settings Saved');
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    dialog = await openSettings(page);
    expect(await dialog.getByRole('switch', { name: 'Orders by email', exact: true }).isChecked()).toBe(false);
    expect(await dialog.getByRole('switch', { name: 'Orders by push', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Security by email' }).isDisabled()).toBe(true);
    const { topics } = await call<{ topics: { topic: string; email: boolean }[] }>(
      page,
      'GET',
      '/api/notifications/preferences',
    );
    expect(topics.find((each) => each.topic === 'orders')?.email).toBe(false);
  });
});

/** A push subscription as a browser's push service would make it, with real-looking keys. */
function fakeSubscription() {
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  return {
    endpoint: 'http://127.0.0.1:9/push/this-device',
    keys: { p256dh, auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * Gives the page a service worker registration whose push manager hands out `subscription`, and the
 * notification permission `permission`, before any of the app's code runs: the test browser has no
 * push service.
 */
async function fakePushService(page: Page, subscription: ReturnType<typeof fakeSubscription>, permission: string) {
  await page.addInitScript(
    ({ subscription, permission }) => {
      const record = window as unknown as { subscribedWith?: { userVisibleOnly: boolean; key: number[] } };
      let current: object | null = null;
      const made = {
        endpoint: subscription.endpoint,
        toJSON: () => subscription,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      const pushManager = {
        getSubscription: async () => current,
        subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
          record.subscribedWith = {
            userVisibleOnly: options.userVisibleOnly,
            key: Array.from(options.applicationServerKey),
          };
          current = made;
          return made;
        },
      };
      Object.defineProperty(navigator.serviceWorker, 'ready', { value: Promise.resolve({ pushManager }) });
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Object.defineProperty(Notification, 'requestPermission', { value: async () => permission });
    },
    { subscription, permission },
  );
}

describe('Push notifications on this device', () => {
  it('subscribes this browser with the server key when turned on, and forgets it when turned off', async () => {
    const page = await newPage(MOBILE);
    await signUp(page, uniqueUser('customer'));
    const subscription = fakeSubscription();
    await fakePushService(page, subscription, 'granted');
    await page.goto('/customer');
    const dialog = await openSettings(page);
    const device = dialog.getByRole('switch', { name: 'Push notifications on this device' });
    expect(await device.isChecked()).toBe(false);

    const subscribed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/notifications/push-subscriptions'),
    );
    // On once the subscription is made and sent, not at the click.
    await device.click();
    expect((await subscribed).postDataJSON()).toEqual(subscription);
    expect((await (await subscribed).response())?.status()).toBe(204);
    const { publicKey } = await call<{ publicKey: string }>(page, 'GET', '/api/notifications/push-key');
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith)).toEqual({
      userVisibleOnly: true,
      key: [...Buffer.from(publicKey, 'base64url')],
    });

    const forgotten = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().endsWith('/api/notifications/push-subscriptions'),
    );
    await device.and(page.locator(':checked:enabled')).click();
    expect((await forgotten).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    expect((await (await forgotten).response())?.status()).toBe(204);
    await device.and(page.locator(':not(:checked):enabled')).waitFor();
  });

  it('says when the browser blocks notifications, and offers no switch where the browser has no push', async () => {
    const blocked = await newPage(DESKTOP);
    await signUp(blocked, uniqueUser('customer'));
    await fakePushService(blocked, fakeSubscription(), 'denied');
    await blocked.goto('/customer');
    const dialog = await openSettings(blocked);
    const device = dialog.getByRole('switch', { name: 'Push notifications on this device' });
    await device.waitFor();
    expect(await device.isDisabled()).toBe(true);
    expect(await dialog.innerText()).toContain('Blocked in this browser');

    const withoutPush = await newPage(DESKTOP);
    await signUp(withoutPush, uniqueUser('customer'));
    await withoutPush.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
    await withoutPush.goto('/customer');
    // Settled long before the settings arrive from the server: the check of the browser takes no request.
    const settings = await openSettings(withoutPush);
    expect(await settings.getByRole('switch', { name: 'Push notifications on this device' }).count()).toBe(0);
  });
});
