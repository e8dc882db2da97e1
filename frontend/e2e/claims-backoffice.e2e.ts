import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, toastWith, waitForPath } from './harness';
import { horizontalOverflow, loaded, png } from './pictures';
import { deliver, deliveredOrder, placeDairyOrder, type DairyMarket } from './shop-setup';

/**
 * Claims and refunds in the back offices: the shop sees a customer's claim with its photo, settles it
 * with a partial refund and records the refund paid back by UPI; the admin decides a claim the
 * customer took to Mohalla, finally, and refunds a delivered (invoiced) order in full.
 */

type Viewport = typeof DESKTOP;

interface Order {
  id: string;
  invoiceNumber: string | null;
  nextStatuses: string[];
  orderItems: { id: string; product: { name: string } }[];
}

interface Claim {
  id: string;
  status: string;
  decidedBy: string | null;
  outcome: string | null;
  refund: { id: string; amount: string; status: string; paidWith: string | null; utr: string | null } | null;
}

const WIDTHS = [
  ['a 375 px phone', MOBILE],
  ['a desktop', DESKTOP],
] as const;

const orderNumber = (order: { id: string }) => `Order #${order.id.slice(0, 8)}`;

let utrCount = 0;
/** A UTR nobody used yet: each pays once across the marketplace, and the database lives as long as the run. */
function newUtr(): string {
  utrCount += 1;
  return `${Date.now() % 1e9}`.padStart(9, '0') + String(500 + utrCount).padStart(3, '0');
}

/** The line of the order selling `productName`. */
function lineOf(order: Order, productName: string): string {
  const line = order.orderItems.find((item) => item.product.name === productName);
  if (!line) throw new Error(`${orderNumber(order)} sells no ${productName}`);
  return line.id;
}

/** The customer reports a problem with `units` of the order's `productName`, through the API. */
function openClaim(market: DairyMarket, order: Order, reasonCode: string, productName: string, comment: string) {
  return call<Claim>(market.customerPage, 'POST', `/api/customer/orders/${order.id}/claims`, {
    reasonCode,
    comment,
    items: [{ orderItemId: lineOf(order, productName), quantity: 1 }],
  });
}

/** Adds a photo to the customer's claim, as the storefront does (multipart with X-Requested-With). */
async function addPhoto(page: Page, claimId: string): Promise<void> {
  const response = await page.request.post(`/api/customer/claims/${claimId}/photos`, {
    headers: { 'X-Requested-With': 'e2e' },
    multipart: { file: { name: 'torn-packet.png', mimeType: 'image/png', buffer: await png(200) } },
  });
  if (response.status() !== 201) throw new Error(`photo upload failed: ${response.status()} ${await response.text()}`);
}

/** A claim in the list: a card on a phone, a row on a desktop. */
function listedClaim(page: Page, viewport: Viewport, reasonLabel: string, customerName: string): Locator {
  return viewport === MOBILE
    ? page.getByRole('listitem', { name: `${reasonLabel}, ${customerName}` })
    : page.getByRole('row').filter({ hasText: customerName }).filter({ hasText: reasonLabel });
}

/** A refund in the refunds list: a card on a phone, a row on a desktop. */
function listedRefund(page: Page, viewport: Viewport, order: Order): Locator {
  return (viewport === MOBILE ? page.getByTestId('refund-card') : page.getByRole('row')).filter({
    hasText: orderNumber(order),
  });
}

async function expectNoSidewaysScroll(page: Page, viewport: Viewport, what: string) {
  if (viewport !== MOBILE) return;
  expect({ what, overflow: await horizontalOverflow(page) }).toEqual({ what, overflow: 0 });
}

/**
 * Chooses `decision` in the claim's decision form, submits it and confirms in the dialog titled
 * `confirmTitle`, which must say `saying`; answers the dialog.
 */
async function decide(page: Page, decision: string, confirm: { title: string; label: string; saying?: string }) {
  await page.getByRole('radio', { name: decision }).check();
  await page.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog', { name: confirm.title });
  if (confirm.saying) await dialog.getByText(confirm.saying, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: confirm.label, exact: true }).click();
  return dialog;
}

/** A second order of the market's customer, delivered, whose Curd the shop refunded in full and paid back by UPI with `utr`. */
async function refundPaidBackByUpi(market: DairyMarket, utr: string): Promise<void> {
  const order = await deliver(market.shopkeeperPage, market.customerPage, await placeDairyOrder<Order>(market));
  const claim = await openClaim(market, order, 'ITM001', 'Curd', 'No curd in the bag.');
  const decided = await call<Claim>(market.shopkeeperPage, 'POST', `/api/shopkeeper/claims/${claim.id}/decision`, {
    decision: 'full-refund',
  });
  await call(market.shopkeeperPage, 'POST', `/api/shopkeeper/refunds/${decided.refund!.id}/payment`, {
    paidWith: 'upi',
    utr,
  });
}

describe("the shop's claims", () => {
  it.each(WIDTHS)(
    "show a damaged item's claim with its photo; the shop refunds part of it and records the refund paid by UPI, on %s",
    async (_name, viewport) => {
      const market = await deliveredOrder<Order>();
      const { order, customer } = market;
      const claim = await openClaim(market, order, 'ITM004', 'Paneer', 'The paneer packet was torn and sour.');
      await addPhoto(market.customerPage, claim.id);
      const usedUtr = newUtr();
      await refundPaidBackByUpi(market, usedUtr);

      const page = await newPage(viewport);
      await signIn(page, market.keeper);
      await page.goto('/shopkeeper/claims');
      const listed = listedClaim(page, viewport, 'Damaged or defective item', customer.name);
      await listed.getByText(/^Answer within \d+ h \d\d min$/).waitFor();
      expect(await listed.getByTestId('claim-status').innerText()).toBe('Open');
      // The shop's other claim, refunded already, is not among the open ones the list starts with.
      expect(await listedClaim(page, viewport, 'Missing item', customer.name).count()).toBe(0);
      await expectNoSidewaysScroll(page, viewport, 'claims list');

      await listed.getByText('Damaged or defective item').click();
      await waitForPath(page, `/shopkeeper/claims/${claim.id}`);
      await page.getByRole('heading', { level: 1, name: 'Damaged or defective item' }).waitFor();
      await page.getByText('1 × Paneer').waitFor();
      await page.getByText('“The paneer packet was torn and sour.”').waitFor();
      expect(await page.getByRole('link', { name: orderNumber(order) }).getAttribute('href')).toBe(
        `/shopkeeper/orders/${order.id}`,
      );
      const thumbnail = page.getByRole('img', { name: 'Photo 1', exact: true });
      expect(await loaded(thumbnail)).toBe(true);
      await page.getByRole('button', { name: 'Open photo 1' }).click();
      const large = page.getByRole('dialog', { name: 'Photo 1' });
      expect(await loaded(large.getByRole('img', { name: 'Photo 1, large' }))).toBe(true);
      await large.getByRole('button', { name: 'Close' }).click();
      await large.waitFor({ state: 'detached' });
      await expectNoSidewaysScroll(page, viewport, 'claim page');

      // A damaged item may be refunded in full or in part, or replaced: the policy's outcomes, and a rejection.
      const decision = page.getByRole('radiogroup', { name: 'Decision' });
      expect(
        await decision
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent)),
      ).toEqual(['Full refund', 'Partial refund', 'Replacement', 'Reject']);
      await page.getByRole('radio', { name: 'Reject' }).check();
      await page.getByRole('button', { name: 'Decide' }).click();
      await page.getByText('A reason for rejecting is required').waitFor();

      // More than the paneer was paid: the server's refusal shows on the form.
      await page.getByRole('radio', { name: 'Partial refund' }).check();
      await page.getByRole('textbox', { name: 'Amount (₹)' }).fill('500');
      const refused = await decide(page, 'Partial refund', { title: 'Refund ₹500.00?', label: 'Refund' });
      await refused.waitFor({ state: 'detached' });
      await page.getByRole('alert').filter({ hasText: 'Amount must be at most ₹100.00' }).waitFor();

      await page.getByRole('textbox', { name: 'Amount (₹)' }).fill('40');
      await decide(page, 'Partial refund', {
        title: 'Refund ₹40.00?',
        label: 'Refund',
        saying: `${customer.name} gets back ₹40.00`,
      });
      await toastWith(page, 'Claim accepted');
      const outcome = page.getByTestId('claim-outcome');
      await outcome.getByText(/^Accepted by the shop on .+: partial refund$/).waitFor();
      const refund = page.getByRole('region', { name: 'Refund' });
      await refund.getByText('Refund ₹40.00').waitFor();
      expect(await refund.getByTestId('refund-status').innerText()).toBe('Due');
      expect(await page.getByRole('button', { name: 'Decide' }).count()).toBe(0);

      await page.goto('/shopkeeper/claims');
      await page.getByRole('link', { name: 'Refunds due' }).click();
      await waitForPath(page, '/shopkeeper/refunds');
      const due = listedRefund(page, viewport, order);
      await due.filter({ hasText: '₹40.00' }).getByTestId('refund-status').filter({ hasText: 'Due' }).waitFor();
      await expectNoSidewaysScroll(page, viewport, 'refunds list');

      await due.getByRole('button', { name: 'Record refund payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record refund payment' });
      await dialog.getByRole('radio', { name: 'UPI' }).check();
      const utrField = dialog.getByRole('textbox', { name: 'UTR (12 digits)' });
      await utrField.fill('12345');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await dialog.getByText('A UTR is 12 digits, such as 412345678901').waitFor();
      await utrField.fill(usedUtr);
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await dialog.getByText('This UTR has already been used for a payment: check the 12 digits.').waitFor();
      const utr = newUtr();
      await utrField.fill(utr);
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await toastWith(page, 'Refund payment recorded');
      await dialog.waitFor({ state: 'detached' });
      // Paid: no longer among the refunds due.
      await due.waitFor({ state: 'detached' });

      await page.goto(`/shopkeeper/claims/${claim.id}`);
      await refund.getByText(`Paid back by UPI, UTR ${utr} on`, { exact: false }).waitFor();
      expect(await refund.getByTestId('refund-status').innerText()).toBe('Paid');
      expect(await refund.getByRole('button', { name: 'Record refund payment' }).count()).toBe(0);

      // The order's page lists its claim, linking to it.
      await page.goto(`/shopkeeper/orders/${order.id}`);
      const claims = page.getByRole('region', { name: 'Claims' });
      await claims.getByRole('link', { name: 'Damaged or defective item' }).click();
      await waitForPath(page, `/shopkeeper/claims/${claim.id}`);
    },
  );
});

describe("the admin's claims and refunds", () => {
  it.each(WIDTHS)(
    "decide a claim the customer took to Mohalla after the shop's rejection, finally, on %s",
    async (_name, viewport) => {
      const market = await deliveredOrder<Order>();
      const { order, customer } = market;
      const claim = await openClaim(market, order, 'ITM001', 'Curd', 'The curd was not in the bag.');
      await call(market.shopkeeperPage, 'POST', `/api/shopkeeper/claims/${claim.id}/decision`, {
        decision: 'reject',
        note: 'Everything was packed in front of the rider.',
      });
      await call(market.customerPage, 'POST', `/api/customer/claims/${claim.id}/dispute`, {
        note: 'The bag had only the paneer.',
      });

      const page = await newPage(viewport);
      await signIn(page, DEMO_ADMIN);
      await page.goto('/admin/claims');
      const listed = listedClaim(page, viewport, 'Missing item', customer.name);
      expect(await listed.getByTestId('claim-status').innerText()).toBe('Escalated');
      await listed.getByText(market.shop.name).waitFor();
      await expectNoSidewaysScroll(page, viewport, 'claims list');
      await listed.getByText('Missing item').click();
      await waitForPath(page, `/admin/claims/${claim.id}`);

      await page.getByRole('heading', { level: 1, name: 'Missing item' }).waitFor();
      const escalation = page.getByRole('alert').filter({ hasText: "The customer disputes the shop's rejection" });
      await escalation.getByText('The shop: “Everything was packed in front of the rider.”').waitFor();
      await escalation.getByText('The customer: “The bag had only the paneer.”').waitFor();
      expect(await page.getByRole('link', { name: orderNumber(order) }).getAttribute('href')).toBe(
        `/admin/orders/${order.id}/show`,
      );
      await expectNoSidewaysScroll(page, viewport, 'claim page');

      await decide(page, 'Full refund', {
        title: 'Refund in full?',
        label: 'Refund in full',
        saying: 'This decision is final.',
      });
      await toastWith(page, 'Claim accepted');
      await page
        .getByTestId('claim-outcome')
        .getByText(/^Accepted by Mohalla on .+: full refund$/)
        .waitFor();
      const refund = page.getByRole('region', { name: 'Refund' });
      await refund.getByText('Refund ₹50.00').waitFor();
      expect(await page.getByRole('button', { name: 'Decide' }).count()).toBe(0);

      // Final: not even the admin decides it again.
      const again = await page.request.post(`/api/admin/claims/${claim.id}/decision`, {
        data: { decision: 'reject', note: 'No' },
      });
      expect(again.status()).toBe(409);
      const decided = await call<Claim>(market.customerPage, 'GET', `/api/customer/claims/${claim.id}`);
      expect(decided).toEqual(
        expect.objectContaining({ status: 'accepted', decidedBy: 'admin', outcome: 'full-refund' }),
      );

      await page.goto('/admin/refunds');
      await listedRefund(page, viewport, order).filter({ hasText: '₹50.00' }).getByTestId('refund-status').waitFor();
      await expectNoSidewaysScroll(page, viewport, 'refunds list');
    },
  );

  it.each(WIDTHS)(
    'refund a delivered, invoiced order in full, which can no longer be cancelled, on %s',
    async (_name, viewport) => {
      const market = await deliveredOrder<Order>();
      const { order } = market;
      expect(order.invoiceNumber).toMatch(/^INV-/);

      const page = await newPage(viewport);
      await signIn(page, DEMO_ADMIN);
      const adminOrder = await call<Order>(page, 'GET', `/api/admin/orders/${order.id}`);
      expect(adminOrder.nextStatuses).not.toContain('cancelled');
      await page.goto(`/admin/orders/${order.id}/show`);
      await page
        .getByText(`Invoiced as ${order.invoiceNumber}: it can no longer be cancelled, only refunded.`)
        .waitFor();
      await expectNoSidewaysScroll(page, viewport, 'order page');

      await page.getByRole('button', { name: 'Refund in full' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund ${orderNumber(order)} in full?` });
      await dialog.getByRole('button', { name: 'Refund in full' }).click();
      await dialog.getByText('A reason is required').waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('The shop sent the wrong order altogether');
      await dialog.getByRole('button', { name: 'Refund in full' }).click();
      const toast = await toastWith(page, 'Refunded in full');
      expect(await toast.innerText()).toContain('₹180.00 is due to the customer from the shop.');
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('list', { name: 'Order timeline' })
        .getByText('Refunded in full: ₹180.00 — The shop sent the wrong order altogether')
        .waitFor();

      // Once refunded in full, there is nothing left: the server's refusal shows in the dialog.
      await page.getByRole('button', { name: 'Refund in full' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Again');
      await dialog.getByRole('button', { name: 'Refund in full' }).click();
      await dialog.getByText('This order was refunded in full already.').waitFor();
      await dialog.getByRole('button', { name: 'Back' }).click();

      const [refund] = await call<{ amount: string; status: string; orderId: string }[]>(
        market.shopkeeperPage,
        'GET',
        `/api/shopkeeper/refunds?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`,
      );
      expect(refund).toEqual(expect.objectContaining({ amount: '180.00', status: 'due' }));
    },
  );
});
