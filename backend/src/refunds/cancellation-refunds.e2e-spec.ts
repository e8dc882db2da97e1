import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { placeOrder, placePaidUpiOrder, UPI_NOW } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { AcceptTimer } from '../orders/accept-timer';
import { CancelledOrderRefunds1795750000000 } from '../setup/migrations/1795750000000-CancelledOrderRefunds';

const UPI_ID = 'sharmakirana@okaxis';

/** A UTR no other test uses: 12 digits. */
const newUtr = () => `8${String(randomInt(0, 1e11)).padStart(11, '0')}`;

describe('the refund a paid order owes once cancelled', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
    db = t.app.get(DataSource);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  /** A shop taking UPI with Atta (₹99), its shopkeeper, and a customer. */
  const openShop = async () => {
    const keeper = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ upiId: UPI_ID, upiPayeeName: 'Sharma Kirana' }, keeper.user);
    const atta = await fixtures.createProduct(shop.id, { name: 'Atta', discountedPrice: 99_00 });
    const customer = (await t.signedIn('customer')).agent;
    return { shop, atta, shopkeeper: keeper.agent, customer };
  };
  type OpenShop = Awaited<ReturnType<typeof openShop>>;

  /** A pay-now UPI order of two Atta, its payment confirmed by the shop with a UTR. */
  const paidOrder = ({ atta, shopkeeper, customer }: OpenShop) =>
    placePaidUpiOrder(customer, shopkeeper, [{ productId: atta.id, quantity: 2 }], newUtr());

  const shopCancels = (shopkeeper: Agent, id: string) =>
    shopkeeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'cancelled', cancelReason: 'items-not-available' });
  const refundsSeen = async (agent: Agent, path: string, orderId: string) =>
    (
      await agent
        .get(path)
        .query({ filter: JSON.stringify({ orderId }) })
        .expect(200)
    ).body;
  const refundRows = (orderId: string): Promise<{ amount: string; status: string }[]> =>
    db.query('SELECT amount::text, status FROM refunds WHERE order_id = $1', [orderId]);

  it("owes what was paid when the shop rejects the order: a due refund in the shop's, the admin's and the customer's refunds, paid back by UPI with its UTR", async () => {
    const shop = await openShop();
    const order = await paidOrder(shop);

    const cancelled = (await shopCancels(shop.shopkeeper, order.id).expect(200)).body;
    // The refund, not the order's payment, says what is owed back: one figure on the order's page.
    expect(cancelled.payment).toMatchObject({ status: 'paid', amountPaid: order.finalAmount, refundDue: '0.00' });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      reason: `Items not available — Refund of ₹${order.finalAmount} due to the customer`,
    });

    const due = {
      orderId: order.id,
      claimId: null,
      reason: 'Order cancelled',
      amount: order.finalAmount,
      status: 'due',
      paidWith: null,
      utr: null,
      paidAt: null,
      creditNoteId: null,
    };
    const [seenByShop] = await refundsSeen(shop.shopkeeper, '/api/shopkeeper/refunds', order.id);
    expect(seenByShop).toMatchObject(due);
    expect(await refundsSeen(admin, '/api/admin/refunds', order.id)).toEqual([seenByShop]);
    expect(await refundsSeen(shop.customer, '/api/customer/refunds', order.id)).toEqual([seenByShop]);
    const dueList = await shop.shopkeeper
      .get('/api/shopkeeper/refunds')
      .query({ filter: JSON.stringify({ status: 'due' }) })
      .expect(200);
    expect(dueList.body.map((refund: { id: string }) => refund.id)).toContain(seenByShop.id);

    const utr = newUtr();
    const paid = await shop.shopkeeper
      .post(`/api/shopkeeper/refunds/${seenByShop.id}/payment`)
      .send({ paidWith: 'upi', utr })
      .expect(201);
    expect(paid.body).toMatchObject({ ...due, status: 'paid', paidWith: 'upi', utr, paidAt: expect.any(String) });
    const [seenByCustomer] = await refundsSeen(shop.customer, '/api/customer/refunds', order.id);
    expect(seenByCustomer).toMatchObject({ status: 'paid', paidWith: 'upi', utr, amount: order.finalAmount });
    await shop.shopkeeper
      .post(`/api/shopkeeper/refunds/${seenByShop.id}/payment`)
      .send({ paidWith: 'cash' })
      .expect(409);

    const seenOrder = (await shop.customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
    expect(seenOrder.payment.refundDue).toBe('0.00');
    expect(seenOrder.timeline.at(-1)).toMatchObject({
      event: 'refund-paid',
      reason: `Refund of ₹${order.finalAmount} paid back by UPI, UTR ${utr}`,
    });
  });

  it('owes it when the customer cancels, when the accept-by timer does, and when an admin does', async () => {
    const byCustomer = await openShop();
    const mine = await paidOrder(byCustomer);
    await byCustomer.customer
      .post(`/api/customer/orders/${mine.id}/cancel`)
      .send({ cancelReason: 'customer-changed-mind' })
      .expect(200);
    expect(await refundRows(mine.id)).toEqual([{ amount: mine.finalAmount, status: 'due' }]);

    const notAccepted = await paidOrder(byCustomer);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 24 * 3600_000));
    expect(await t.app.get(AcceptTimer).cancelUnaccepted()).toBeGreaterThanOrEqual(1);
    jest.restoreAllMocks();
    const [timed] = await refundsSeen(byCustomer.shopkeeper, '/api/shopkeeper/refunds', notAccepted.id);
    expect(timed).toMatchObject({ reason: 'Order cancelled', amount: notAccepted.finalAmount, status: 'due' });

    const byAdmin = await paidOrder(byCustomer);
    await admin
      .put(`/api/admin/orders/${byAdmin.id}`)
      .send({ status: 'cancelled', cancelReason: 'shop-closed', reason: 'Shop shut for a wedding' })
      .expect(200);
    const [adminsRefund] = await refundsSeen(admin, '/api/admin/refunds', byAdmin.id);
    expect(adminsRefund).toMatchObject({ reason: 'Order cancelled', amount: byAdmin.finalAmount, status: 'due' });
    // Recorded paid back by the admin for the shop, as credit on no khata: 409, then in cash.
    await admin.post(`/api/admin/refunds/${adminsRefund.id}/payment`).send({ paidWith: 'khata' }).expect(409);
    await admin.post(`/api/admin/refunds/${adminsRefund.id}/payment`).send({ paidWith: 'cash' }).expect(201);
    expect(await refundRows(byAdmin.id)).toEqual([{ amount: byAdmin.finalAmount, status: 'paid' }]);
  });

  it('owes once however many cancel the order at once, or again', async () => {
    const shop = await openShop();
    const order = await paidOrder(shop);
    const answers = await Promise.all([
      shopCancels(shop.shopkeeper, order.id),
      shop.customer.post(`/api/customer/orders/${order.id}/cancel`).send({ cancelReason: 'customer-changed-mind' }),
      admin.put(`/api/admin/orders/${order.id}`).send({ status: 'cancelled', cancelReason: 'shop-closed' }),
      shopCancels(shop.shopkeeper, order.id),
    ]);
    // A PUT of the status the order has already is answered as it is; the customer's cancel of a cancelled order, 409.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    await shopCancels(shop.shopkeeper, order.id).expect(200);
    const seen = (await shop.customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
    expect(seen.timeline.filter((entry: { status: string }) => entry.status === 'cancelled')).toHaveLength(1);
    expect(await refundRows(order.id)).toEqual([{ amount: order.finalAmount, status: 'due' }]);

    // Reopened by an admin and cancelled again: what was paid is owed already, nothing more.
    await admin.put(`/api/admin/orders/${order.id}`).send({ status: 'pending' }).expect(200);
    await admin
      .put(`/api/admin/orders/${order.id}`)
      .send({ status: 'cancelled', cancelReason: 'items-not-available' })
      .expect(200);
    expect(await refundRows(order.id)).toEqual([{ amount: order.finalAmount, status: 'due' }]);
  });

  it('owes nothing for an order never paid: cash on delivery, or UPI the shop did not receive', async () => {
    const shop = await openShop();
    const cod = await placeOrder(shop.customer, [{ productId: shop.atta.id, quantity: 1 }]);
    const cancelled = (await shopCancels(shop.shopkeeper, cod.id).expect(200)).body;
    expect(cancelled.payment).toMatchObject({ amountPaid: '0.00', refundDue: '0.00' });
    expect(cancelled.timeline.at(-1).reason).toBe('Items not available');

    const upi = await placeOrder(shop.customer, [{ productId: shop.atta.id, quantity: 1 }], UPI_NOW);
    await shop.customer.put(`/api/customer/orders/${upi.id}/payment-reference`).send({ utr: newUtr() }).expect(200);
    await shop.customer
      .post(`/api/customer/orders/${upi.id}/cancel`)
      .send({ cancelReason: 'customer-changed-mind' })
      .expect(200);

    expect(await refundRows(cod.id)).toEqual([]);
    expect(await refundRows(upi.id)).toEqual([]);
    expect(await refundsSeen(shop.shopkeeper, '/api/shopkeeper/refunds', cod.id)).toEqual([]);
  });

  it('gives the paid orders cancelled before it their due refund, dated by the cancellation, once', async () => {
    const shop = await openShop();
    const order = await paidOrder(shop);
    const cancelledAt = new Date('2026-11-02T10:00:00.000Z');
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(cancelledAt);
    await shopCancels(shop.shopkeeper, order.id).expect(200);
    jest.restoreAllMocks();
    const cod = await placeOrder(shop.customer, [{ productId: shop.atta.id, quantity: 1 }]);
    await shopCancels(shop.shopkeeper, cod.id).expect(200);
    // As it was before this release: the cancellation owed nothing.
    await db.query('DELETE FROM refunds WHERE order_id = $1', [order.id]);

    const queryRunner = db.createQueryRunner();
    try {
      const migration = new CancelledOrderRefunds1795750000000();
      await migration.up(queryRunner);
      await migration.up(queryRunner);
    } finally {
      await queryRunner.release();
    }
    const [refund] = await refundsSeen(shop.shopkeeper, '/api/shopkeeper/refunds', order.id);
    expect(refund).toMatchObject({
      claimId: null,
      reason: 'Order cancelled',
      amount: order.finalAmount,
      status: 'due',
      createdAt: cancelledAt.toISOString(),
    });
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await refundRows(cod.id)).toEqual([]);
  });
});
