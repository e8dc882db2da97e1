import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, signIn, toastWith } from './harness';
import { dairyShopAndCustomer, placeDairyOrder, type DairyMarket } from './shop-setup';

/**
 * The shopkeeper's desk without a network: the orders it last had under an "offline" notice, and the
 * accepts made meanwhile sent when the network is back, each applied once or refused with the reason.
 */

interface Order {
  id: string;
  status: string;
  timeline: { status: string }[];
}

const VIEWPORTS = [
  ['at 375 px', MOBILE],
  ['on a desktop', DESKTOP],
] as const;

const orderNumber = (order: Order) => `Order #${order.id.slice(0, 8)}`;

/** The order's row on a desktop, its card on a phone. */
function orderOnDesk(page: Page, order: Order, viewport: typeof DESKTOP): Locator {
  return viewport === MOBILE
    ? page.getByRole('listitem', { name: orderNumber(order) })
    : page.getByRole('row').filter({ hasText: orderNumber(order) });
}

/** A customer's pending order; its shop's desk open at the orders under the service worker, which has kept them. */
async function deskWithPendingOrder(
  viewport: typeof DESKTOP,
): Promise<{ market: DairyMarket; order: Order; desk: Page }> {
  const market = await dairyShopAndCustomer();
  await market.shopkeeperPage.context().close();
  const order = await placeDairyOrder<Order>(market);
  const desk = await newPage(viewport, { serviceWorkers: 'allow' });
  await signIn(desk, market.keeper);
  await desk.goto('/shopkeeper/orders');
  // The worker registers a while after a signed-in page opens, and is ready once it has kept the app.
  await desk.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Read under the worker, the orders are kept for a reload without a network.
  await desk.reload();
  await orderOnDesk(desk, order, viewport)
    .getByRole('button', { name: /^Accept/ })
    .waitFor();
  return { market, order, desk };
}

/** Offline, the desk reloaded: it shows the orders it last had, under the notice. */
async function reloadOffline(desk: Page): Promise<Locator> {
  await desk.context().setOffline(true);
  await desk.reload();
  const notice = desk.getByTestId('offline-notice');
  await notice.getByText('You are offline').waitFor();
  return notice;
}

/** Offline, the desk reloaded, the shopkeeper accepts the order: kept on the device. Answers the notice. */
async function acceptOffline(desk: Page, order: Order, viewport: typeof DESKTOP): Promise<Locator> {
  const notice = await reloadOffline(desk);
  await orderOnDesk(desk, order, viewport)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await toastWith(desk, 'Saved on this device');
  return notice;
}

const orderOf = (page: Page, order: Order) => call<Order>(page, 'GET', `/api/customer/orders/${order.id}`);

describe("The shopkeeper's desk offline", () => {
  it.each(VIEWPORTS)(
    'shows the orders it last had, keeps an accept and applies it once when back online %s',
    async (_, viewport) => {
      const { market, order, desk } = await deskWithPendingOrder(viewport);
      const notice = await acceptOffline(desk, order, viewport);
      await notice.getByText(`Waiting to be sent: ${orderNumber(order)} to Confirmed.`).waitFor();
      expect((await orderOf(market.customerPage, order)).status).toBe('pending');

      await desk.context().setOffline(false);
      await toastWith(desk, 'Order Status Updated');
      await notice.waitFor({ state: 'detached' });
      const accepted = await orderOf(market.customerPage, order);
      expect(accepted.status).toBe('confirmed');
      expect(accepted.timeline.filter(({ status }) => status === 'confirmed')).toHaveLength(1);
    },
  );

  it('refuses a kept accept with the reason when the customer cancelled the order meanwhile', async () => {
    const { market, order, desk } = await deskWithPendingOrder(DESKTOP);
    await acceptOffline(desk, order, DESKTOP);
    await call(market.customerPage, 'POST', `/api/customer/orders/${order.id}/cancel`, {
      cancelReason: 'ordered-by-mistake',
    });

    await desk.context().setOffline(false);
    const refusal = await toastWith(desk, `Not sent: ${orderNumber(order)}`);
    expect(await refusal.innerText()).toMatch(/cancelled/i);
    await desk.getByTestId('offline-notice').waitFor({ state: 'detached' });
    expect((await orderOf(market.customerPage, order)).status).toBe('cancelled');
  });

  it('applies an accept once when two tabs of the desk send it as they come back online', async () => {
    const { market, order, desk } = await deskWithPendingOrder(DESKTOP);
    await acceptOffline(desk, order, DESKTOP);
    // A second tab of the same browser: it finds the kept move on this device.
    const secondTab = await desk.context().newPage();
    await secondTab.goto('/shopkeeper/orders');
    await secondTab
      .getByTestId('offline-notice')
      .getByText(`Waiting to be sent: ${orderNumber(order)}`)
      .waitFor();

    await desk.context().setOffline(false);
    await desk.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await secondTab.getByTestId('offline-notice').waitFor({ state: 'detached' });
    const accepted = await orderOf(market.customerPage, order);
    expect(accepted.status).toBe('confirmed');
    expect(accepted.timeline.filter(({ status }) => status === 'confirmed')).toHaveLength(1);
  });
});
