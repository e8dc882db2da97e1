import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { deliverOrder, placeOrder, placePaidUpiOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const NOW = new Date('2026-12-05T06:00:00.000Z');

/** "12.34" → 1234. */
const paise = (amount: string) => Math.round(Number(amount) * 100);
const rupees = (amount: number) => (amount / 100).toFixed(2);
/** The commission on a taxable value at 2.5%, rounded half up to the paisa, as the ledger charges it. */
const commissionOf = (taxable: number) => Math.round((taxable * 2.5) / 100);

interface Delivered {
  id: string;
  totalAmount: string;
  gstAmount: string;
  deliveryCharges: string;
  finalAmount: string;
  orderItems: { id: string; quantity: number }[];
}

describe('the commission ledger with refunds and credit notes', () => {
  let t: TestApp;
  let db: DataSource;
  let clock: jest.SpyInstance;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ platformCommissionRate: 2_50 });
    db = t.app.get(DataSource);
    clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());

  it('takes the refunds paid and the credit notes of the month off its figures, to the paisa', async () => {
    const fixtures = catalogueFixtures(t);
    const { agent: customer } = await t.signedIn('customer');
    const { agent: shopkeeper, user: keeper } = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({}, keeper);
    const atta = await fixtures.createProduct(shop.id, {
      discountedPrice: 99_00,
      gstPercentage: 5_00,
      gstIncluded: true,
    });
    const ghee = await fixtures.createProduct(shop.id, {
      originalPrice: 500_00,
      discountedPrice: 500_00,
      gstPercentage: 12_00,
      gstIncluded: false,
    });
    const at = (time: string) => clock.mockReturnValue(new Date(time));
    const delivered = async (time: string, lines: { productId: string; quantity: number }[]): Promise<Delivered> => {
      at(time);
      const placed = await placeOrder(customer, lines);
      return (await deliverOrder(shopkeeper, customer, placed.id)) as unknown as Delivered;
    };
    const claim = async (order: Delivered, body: object) =>
      (await customer.post(`/api/customer/orders/${order.id}/claims`).send(body).expect(201)).body.id as string;
    const decide = async (claimId: string, body: object) =>
      (await shopkeeper.post(`/api/shopkeeper/claims/${claimId}/decision`).send(body).expect(201)).body.refund
        .id as string;
    const pay = (refundId: string, body: object) =>
      shopkeeper.post(`/api/shopkeeper/refunds/${refundId}/payment`).send(body).expect(201);

    // October: an order delivered, refunded in full in November: its commission is in November's opening
    // balance, its credit note in November's figures.
    const october = await delivered('2026-10-30T06:00:00Z', [{ productId: ghee.id, quantity: 1 }]);
    at('2026-11-02T06:00:00Z');
    const octoberRefund = await admin.post(`/api/admin/orders/${october.id}/full-refund`).send({ reason: 'Rancid' });
    await pay(octoberRefund.body.id, { paidWith: 'cash' });

    // November: A with a partial refund paid in cash, B refunded in full by UPI, C refunded in full but not yet paid.
    const a = await delivered('2026-11-05T06:00:00Z', [
      { productId: atta.id, quantity: 2 },
      { productId: ghee.id, quantity: 1 },
    ]);
    at('2026-11-06T06:00:00Z');
    const partial = await decide(
      await claim(a, {
        reasonCode: 'ITM004',
        comment: 'Torn',
        items: [{ orderItemId: a.orderItems[0].id, quantity: 1 }],
      }),
      { decision: 'partial-refund', amount: '20.00' },
    );
    at('2026-11-07T06:00:00Z');
    await pay(partial, { paidWith: 'cash' });
    const b = await delivered('2026-11-10T06:00:00Z', [{ productId: ghee.id, quantity: 1 }]);
    at('2026-11-11T06:00:00Z');
    const full = await admin
      .post(`/api/admin/orders/${b.id}/full-refund`)
      .send({ reason: 'Wrong address' })
      .expect(201);
    await pay(full.body.id, { paidWith: 'upi', utr: '712345678901' });
    const c = await delivered('2026-11-15T06:00:00Z', [{ productId: atta.id, quantity: 3 }]);
    at('2026-11-16T06:00:00Z');
    const due = await decide(await claim(c, { reasonCode: 'ORD001', comment: 'Never came' }), {
      decision: 'full-refund',
    });
    // December: paid back after the month, so not in it.
    at('2026-12-01T06:00:00Z');
    await pay(due, { paidWith: 'cash' });
    clock.mockReturnValue(NOW);

    const notes: { order_id: string; taxable: string; gst: string; delivery: string; total: string }[] = await db.query(
      `SELECT order_id, taxable_value::text AS taxable, gst::text, delivery_charges::text AS delivery, total::text
         FROM credit_notes WHERE shop_id = $1 ORDER BY issued_at`,
      [shop.id],
    );
    expect(notes.map((note) => note.order_id)).toEqual([october.id, a.id, b.id, c.id]);
    // Each refund is its credit note's total, and a full refund reverses its whole invoice.
    expect(notes.map((note) => note.total)).toEqual([october.finalAmount, '20.00', b.finalAmount, c.finalAmount]);
    expect(notes[3]).toMatchObject({ taxable: c.totalAmount, gst: c.gstAmount, delivery: c.deliveryCharges });

    const orders = [a, b, c];
    const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + paise(amount), 0);
    const taken = sum(orders.map((order) => order.finalAmount));
    const refundedInCash = 20_00 + paise(october.finalAmount);
    const refundedByUpi = paise(b.finalAmount);
    const creditedTaxable = sum(notes.map((note) => note.taxable));
    const reversed = notes.reduce((total, note) => total + commissionOf(paise(note.taxable)), 0);
    const commission = orders.reduce((total, order) => total + commissionOf(paise(order.totalAmount)), 0) - reversed;
    const openingBalance = commissionOf(paise(october.totalAmount));

    const ledger = (
      await shopkeeper
        .get('/api/shopkeeper/ledger')
        .query({ filter: JSON.stringify(NOVEMBER) })
        .expect(200)
    ).body;
    expect(ledger).toMatchObject({
      deliveredOrders: 3,
      cashCollected: rupees(taken - refundedInCash - refundedByUpi),
      paidInCash: rupees(taken - refundedInCash),
      paidByUpi: rupees(-refundedByUpi),
      onKhata: '0.00',
      taxableValue: rupees(sum(orders.map((order) => order.totalAmount)) - creditedTaxable),
      gst: rupees(sum(orders.map((order) => order.gstAmount)) - sum(notes.map((note) => note.gst))),
      deliveryCharges: rupees(
        sum(orders.map((order) => order.deliveryCharges)) - sum(notes.map((note) => note.delivery)),
      ),
      commissionDue: rupees(commission),
      refundsPaid: rupees(refundedInCash + refundedByUpi),
      creditNotes: 4,
      taxableValueCredited: rupees(creditedTaxable),
      commissionReversed: rupees(reversed),
      settled: '0.00',
      openingBalance: rupees(openingBalance),
      balance: rupees(openingBalance + commission),
    });
    // Refunded in full, B and C leave nothing; October's note takes its order's commission back from November.
    expect(paise(ledger.taxableValue)).toBe(
      paise(a.totalAmount) - paise(notes[1].taxable) - paise(october.totalAmount),
    );
    expect(paise(ledger.balance)).toBe(commissionOf(paise(a.totalAmount)) - commissionOf(paise(notes[1].taxable)));
    const seenByAdmin = (
      await admin
        .get('/api/admin/ledger')
        .query({ filter: JSON.stringify(NOVEMBER) })
        .expect(200)
    ).body;
    const { from: _from, to: _to, ...figures } = ledger;
    expect(seenByAdmin.shops.find((line: { shopId: string }) => line.shopId === shop.id)).toEqual(figures);

    const statement = await downloadPdf(shopkeeper, '/api/shopkeeper/ledger/statement?month=2026-11').expect(200);
    const text = await pdfText(statement.body as Buffer);
    expect(text).toContain('Refunds paid back');
    expect(text).toContain('Credit notes');
  });

  it("leaves a cancelled order's UPI payment and its refund out of the figures, to the paisa, and counts no replacement as a delivered order", async () => {
    const fixtures = catalogueFixtures(t);
    const { agent: customer } = await t.signedIn('customer');
    const { agent: shopkeeper, user: keeper } = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ upiId: 'verma@okaxis', upiPayeeName: 'Verma Store' }, keeper);
    const milk = await fixtures.createProduct(shop.id, {
      discountedPrice: 33_33,
      gstPercentage: 5_00,
      gstIncluded: true,
    });
    const at = (time: string) => clock.mockReturnValue(new Date(time));
    const line = { productId: milk.id, quantity: 3 };
    const ledger = async () =>
      (
        await shopkeeper
          .get('/api/shopkeeper/ledger')
          .query({ filter: JSON.stringify(NOVEMBER) })
          .expect(200)
      ).body;
    /** A pay-now UPI order the shop confirms with `utr` and cancels at `time`, and pays back at `paidBackAt`. */
    const paidThenCancelled = async (time: string, utr: string, paidBackAt: string, payment: object) => {
      at(time);
      const order = await placePaidUpiOrder(customer, shopkeeper, [line], utr);
      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}`)
        .send({ status: 'cancelled', cancelReason: 'items-not-available' })
        .expect(200);
      const [refund] = (
        await shopkeeper
          .get('/api/shopkeeper/refunds')
          .query({ filter: JSON.stringify({ orderId: order.id }) })
          .expect(200)
      ).body;
      expect(refund).toMatchObject({ amount: order.finalAmount, status: 'due' });
      at(paidBackAt);
      await shopkeeper.post(`/api/shopkeeper/refunds/${refund.id}/payment`).send(payment).expect(201);
    };

    at('2026-11-03T06:00:00Z');
    const sold = await deliverOrder(shopkeeper, customer, (await placeOrder(customer, [line])).id);
    const before = await ledger();
    const taken = paise(sold.finalAmount);
    expect(before).toMatchObject({
      deliveredOrders: 1,
      cashCollected: rupees(taken),
      paidInCash: rupees(taken),
      paidByUpi: '0.00',
      onKhata: '0.00',
      refundsPaid: '0.00',
    });

    // A replacement sent for a claim and delivered is no sale: not a delivered order, nor a line of the ledger.
    at('2026-11-03T08:00:00Z');
    const claim = await customer
      .post(`/api/customer/orders/${sold.id}/claims`)
      .send({ reasonCode: 'ITM004', comment: 'Torn', items: [{ orderItemId: sold.orderItems[0].id, quantity: 1 }] })
      .expect(201);
    const decided = await shopkeeper
      .post(`/api/shopkeeper/claims/${claim.body.id}/decision`)
      .send({ decision: 'replacement' })
      .expect(201);
    at('2026-11-04T06:00:00Z');
    const replacement = await deliverOrder(shopkeeper, customer, decided.body.replacementOrderId);
    expect(replacement).toMatchObject({ status: 'delivered', finalAmount: '0.00' });

    // Paid by UPI, cancelled, paid back by UPI and in cash: neither the payments nor their refunds were takings.
    await paidThenCancelled('2026-11-10T06:00:00Z', '512345678901', '2026-11-11T06:00:00Z', {
      paidWith: 'upi',
      utr: '512345678902',
    });
    await paidThenCancelled('2026-11-12T06:00:00Z', '512345678903', '2026-11-13T06:00:00Z', { paidWith: 'cash' });
    expect(await ledger()).toEqual(before);
    const listed = (
      await shopkeeper
        .get('/api/shopkeeper/ledger/orders')
        .query({ filter: JSON.stringify(NOVEMBER) })
        .expect(200)
    ).body;
    expect(listed.map((order: { id: string }) => order.id)).toEqual([sold.id]);
  });
});
