import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage, newUtr, signIn, toastWith, waitForPath } from './harness';
import { horizontalOverflow, loaded, png } from './pictures';
import { deliveredOrder, pendingDairyOrder } from './shop-setup';

/**
 * Problems with a delivered order, as the customer sees them: they report one from the order page
 * (with a photo), follow the shop's answer and the refund live, and take a rejection to Mohalla.
 */

interface Order {
  id: string;
  orderItems: { id: string; product: { name: string } }[];
}

interface Claim {
  id: string;
  refund: { id: string } | null;
  replacementOrderId: string | null;
}

type Viewport = typeof DESKTOP;
type Delivered = Awaited<ReturnType<typeof deliveredOrder<Order>>>;

const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(amount));

const lineOf = (order: Order, name: string) => order.orderItems.find((item) => item.product.name === name)!;

/** The customer's order page at `viewport`, once it shows the order. */
async function openOrder({ customer, order }: Delivered, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  await signIn(page, customer);
  await page.goto(`/customer/orders/${order.id}`);
  await page.getByRole('heading', { level: 1, name: `Order #${order.id.slice(0, 8)}` }).waitFor();
  return page;
}

/** The one claim of the "Problems reported" section. */
function reportedClaim(page: Page): Locator {
  return page.getByRole('region', { name: 'Problems reported' }).getByTestId('claim');
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
}

/** The customer reports, through the API, that one Curd of the order is missing. */
function reportMissingCurd({ customerPage, order }: Delivered): Promise<Claim> {
  return call<Claim>(customerPage, 'POST', `/api/customer/orders/${order.id}/claims`, {
    reasonCode: 'ITM001',
    comment: 'The curd was not in the bag.',
    items: [{ orderItemId: lineOf(order, 'Curd').id, quantity: 1 }],
  });
}

function decide({ shopkeeperPage }: Delivered, claim: Claim, body: Record<string, string>): Promise<Claim> {
  return call<Claim>(shopkeeperPage, 'POST', `/api/shopkeeper/claims/${claim.id}/decision`, body);
}

describe('Claims, as the customer sees them', () => {
  it.each([
    ['on a desktop', DESKTOP],
    ['on a 375 px phone', MOBILE],
  ])(
    'reports a damaged item with a photo, then follows the partial refund until it is paid by UPI, %s',
    async (_size, viewport) => {
      const delivered = await deliveredOrder<Order>();
      const page = await openOrder(delivered, viewport);

      await page.getByRole('button', { name: 'Report a problem' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report a problem' });
      await dialog.getByText('Within 48 hours of delivery').first().waitFor();
      await dialog.getByRole('radio', { name: /^Damaged or defective item/ }).check();
      await dialog.getByRole('combobox', { name: 'Units of Paneer' }).selectOption('1');
      await dialog.getByRole('textbox', { name: 'What happened?' }).fill('The paneer packet was torn.');
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'torn-paneer.png',
        mimeType: 'image/png',
        buffer: await png(200),
      });
      await expect(loaded(dialog.getByRole('img', { name: 'Photo 1' }))).resolves.toBe(true);
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Report problem' }).click();
      await toastWith(page, 'Problem reported');
      await dialog.waitFor({ state: 'detached' });

      const claim = reportedClaim(page);
      await claim
        .getByTestId('claim-standing')
        .filter({ hasText: /^Waiting for the shop until / })
        .waitFor();
      await expect(claim.getByTestId('claim-items').innerText()).resolves.toBe('Paneer × 1');
      await expect(claim.getByText('The paneer packet was torn.').count()).resolves.toBe(1);
      const thumbnail = claim.getByRole('button', { name: 'View photo 1' });
      await expect(loaded(thumbnail.locator('img'))).resolves.toBe(true);
      await thumbnail.click();
      const photos = page.getByRole('dialog', { name: 'Your photos: Damaged or defective item' });
      await expect(loaded(photos.getByTestId('large-picture'))).resolves.toBe(true);
      await photos.getByRole('button', { name: 'Close' }).click();
      await photos.waitFor({ state: 'detached' });
      await page.getByTestId('timeline-entry').filter({ hasText: 'Problem reported' }).waitFor();
      await expectNoSidewaysScroll(page);

      // The shop's answer and its payment reach the open page by themselves.
      const [opened] = await call<Claim[]>(delivered.customerPage, 'GET', '/api/customer/claims');
      const accepted = await decide(delivered, opened, { decision: 'partial-refund', amount: '60.00' });
      await claim
        .getByTestId('claim-standing')
        .filter({ hasText: `Accepted: refund of ${rupees('60')}` })
        .waitFor();
      await claim
        .getByTestId('claim-refund')
        .filter({ hasText: `Refund due: ${rupees('60')}` })
        .waitFor();

      const utr = newUtr();
      await call(delivered.shopkeeperPage, 'POST', `/api/shopkeeper/refunds/${accepted.refund!.id}/payment`, {
        paidWith: 'upi',
        utr,
      });
      await claim
        .getByTestId('claim-refund')
        .filter({ hasText: `Refunded ${rupees('60')} by UPI (UTR ${utr})` })
        .waitFor();
      await expect(page.getByRole('button', { name: 'Take to Mohalla' }).count()).resolves.toBe(0);
      await expectNoSidewaysScroll(page);
    },
  );

  it.each([
    ['on a desktop', DESKTOP],
    ['on a 375 px phone', MOBILE],
  ])("takes the shop's rejection to the Mohalla team, %s", async (_size, viewport) => {
    const delivered = await deliveredOrder<Order>();
    await decide(delivered, await reportMissingCurd(delivered), {
      decision: 'reject',
      note: 'Both items were in the bag.',
    });
    const page = await openOrder(delivered, viewport);
    const claim = reportedClaim(page);
    await claim
      .getByTestId('claim-standing')
      .filter({ hasText: 'Rejected by the shop: Both items were in the bag.' })
      .waitFor();
    await expectNoSidewaysScroll(page);

    await claim.getByRole('button', { name: 'Take to Mohalla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take to Mohalla' });
    await dialog.getByRole('button', { name: 'Take to Mohalla' }).click();
    await dialog.getByText('Say why you disagree.').waitFor();
    await dialog.getByRole('textbox', { name: 'Why do you disagree?' }).fill('The bill shows two items; one came.');
    await dialog.getByRole('button', { name: 'Take to Mohalla' }).click();
    await toastWith(page, 'Taken to Mohalla');
    await dialog.waitFor({ state: 'detached' });

    await claim.getByTestId('claim-standing').filter({ hasText: 'With the Mohalla team' }).waitFor();
    await expect(claim.getByRole('button', { name: 'Take to Mohalla' }).count()).resolves.toBe(0);
    await page.getByTestId('timeline-entry').filter({ hasText: 'Taken to Mohalla' }).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it('links a claim settled by a replacement to the ₹0 order, which names the original (375 px)', async () => {
    const delivered = await deliveredOrder<Order>();
    const decided = await decide(delivered, await reportMissingCurd(delivered), { decision: 'replacement' });
    const page = await openOrder(delivered, MOBILE);
    const standing = reportedClaim(page).getByTestId('claim-standing');
    await standing.filter({ hasText: 'Accepted: a replacement is on its way' }).waitFor();

    await standing.getByRole('link', { name: `Order #${decided.replacementOrderId!.slice(0, 8)}` }).click();
    await waitForPath(page, `/customer/orders/${decided.replacementOrderId}`);
    const replacementOf = page.getByTestId('replacement-of');
    await replacementOf
      .filter({ hasText: `Replacement for order #${delivered.order.id.slice(0, 8)}, free of charge` })
      .waitFor();
    await replacementOf.getByRole('link').click();
    await waitForPath(page, `/customer/orders/${delivered.order.id}`);
    await expectNoSidewaysScroll(page);
  });

  it.each([
    ['on a desktop', DESKTOP],
    ['on a 375 px phone', MOBILE],
  ])('offers no "Report a problem" before the order is delivered, %s', async (_size, viewport) => {
    const { customer, order } = await pendingDairyOrder();
    const page = await newPage(viewport);
    await signIn(page, customer);
    await page.goto(`/customer/orders/${order.id}`);
    await page.getByRole('region', { name: 'Items' }).waitFor();
    await expect(page.getByRole('button', { name: 'Report a problem' }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Problems reported' }).count()).resolves.toBe(0);
  });
});
