import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { addressOf, dispatchOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { UTR_USED } from '../payments/utr';
import type { Product } from '../products/product.entity';

const UPI_ID = 'sharmakirana@okaxis';
const ALL_TIME = { filter: JSON.stringify({ from: '2000-01-01' }) };

/** A UTR no other test uses: 12 digits. */
const newUtr = () => `9${String(randomInt(0, 1e11)).padStart(11, '0')}`;

describe('UPI straight to the shop', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A shop with Atta (₹99) and Salt (₹25), taking UPI unless `upiId` is null, its shopkeeper and a customer. */
  const openShop = async (upiId: string | null = UPI_ID) => {
    const keeper = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ upiId, upiPayeeName: upiId && 'Sharma Kirana' }, keeper.user);
    const atta = await fixtures.createProduct(shop.id, { name: 'Atta', discountedPrice: 99_00 });
    const salt = await fixtures.createProduct(shop.id, { name: 'Salt', discountedPrice: 25_00 });
    const customer = (await t.signedIn('customer')).agent;
    return { shop, atta, salt, shopkeeper: keeper.agent, customer };
  };
  type OpenShop = Awaited<ReturnType<typeof openShop>>;

  const fillCart = async (customer: Agent, products: Product[]) => {
    for (const product of products) {
      await customer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    }
  };
  const checkout = async (customer: Agent, body: object, status: number) => {
    const customerAddressId = await addressOf(customer);
    return customer
      .post('/api/customer/orders')
      .send({ customerAddressId, ...body })
      .expect(status);
  };
  /** A UPI order of the shop's products (Atta alone by default). */
  const upiOrder = async ({ customer, atta }: OpenShop, payWhen?: string, products: Product[] = [atta]) => {
    await fillCart(customer, products);
    return (await checkout(customer, { paymentMethod: 'upi', payWhen }, 201)).body;
  };
  const setStatus = (shopkeeper: Agent, id: string, body: object) =>
    shopkeeper.put(`/api/shopkeeper/orders/${id}`).send(body);
  const moveTo = async (shopkeeper: Agent, id: string, statuses: string[]) => {
    for (const status of statuses) await setStatus(shopkeeper, id, { status }).expect(200);
  };
  const confirm = (shopkeeper: Agent, id: string, body: object) =>
    shopkeeper.post(`/api/shopkeeper/orders/${id}/payment`).send(body);
  const paymentRow = async (id: string) =>
    (
      await dataSource.query(
        `SELECT payment_method, payment_timing, payment_status, paid_with, payment_utr, customer_utr, amount_paid
           FROM orders WHERE id = $1`,
        [id],
      )
    )[0];

  describe("the shop's UPI ID", () => {
    it('is set by the shopkeeper, checked for form, kept in lower case, and audited', async () => {
      const { shop, shopkeeper } = await openShop(null);
      const sent = { upiId: ' SharmaKirana@OkAxis ', upiPayeeName: 'Sharma Kirana Store' };
      const res = await shopkeeper.put('/api/shopkeeper/shop').send(sent).expect(200);
      expect(res.body).toMatchObject({ upiId: 'sharmakirana@okaxis', upiPayeeName: 'Sharma Kirana Store' });
      const [audit] = await dataSource.query(
        `SELECT "after" FROM audit_log WHERE entity_id = $1 AND action = 'shop.updated' ORDER BY at DESC LIMIT 1`,
        [shop.id],
      );
      expect(audit.after).toMatchObject({ upiId: 'sharmakirana@okaxis', upiPayeeName: 'Sharma Kirana Store' });

      for (const upiId of ['sharmakirana', '@okaxis', 'a@b', 'sharma kirana@okaxis', 42, ['a@okaxis']]) {
        const refused = await shopkeeper.put('/api/shopkeeper/shop').send({ upiId }).expect(400);
        expect(JSON.stringify(refused.body.message)).toContain('upiId');
      }
      await shopkeeper.put('/api/shopkeeper/shop').send({ upiId: 'x@okaxis\u0000' }).expect(400);
      expect((await shopkeeper.get('/api/shopkeeper/shop').expect(200)).body.upiId).toBe('sharmakirana@okaxis');
      // Empty: back to cash only.
      await shopkeeper.put('/api/shopkeeper/shop').send({ upiId: '' }).expect(200);
      expect((await shopkeeper.get('/api/shopkeeper/shop').expect(200)).body.upiId).toBeNull();
      await admin.put(`/api/admin/shops/${shop.id}`).send({ upiId: 'kirana.store@ybl' }).expect(200);
      expect((await shopkeeper.get('/api/shopkeeper/shop').expect(200)).body.upiId).toBe('kirana.store@ybl');
    });

    it('is not shown to customers, who see the ways they can pay in their cart', async () => {
      const cashOnly = await openShop(null);
      await fillCart(cashOnly.customer, [cashOnly.atta]);
      const cart = (await cashOnly.customer.get('/api/customer/cart').expect(200)).body;
      expect(cart.paymentMethods).toEqual(['cash_on_delivery']);
      const upi = await openShop();
      await fillCart(upi.customer, [upi.atta]);
      expect((await upi.customer.get('/api/customer/cart').expect(200)).body.paymentMethods).toEqual([
        'cash_on_delivery',
        'upi',
      ]);
      const seen = (await upi.customer.get(`/api/customer/shops/${upi.shop.id}`).expect(200)).body;
      expect(seen).not.toHaveProperty('upiId');
    });
  });

  describe('checkout', () => {
    it('refuses UPI at a shop that takes cash only, and changes nothing', async () => {
      const { customer, atta, shop } = await openShop(null);
      await fillCart(customer, [atta]);
      const res = await checkout(customer, { paymentMethod: 'upi' }, 409);
      expect(res.body.message).toBe(`${shop.name} takes cash only: choose cash on delivery.`);
      expect((await customer.get('/api/customer/cart').expect(200)).body.itemCount).toBe(1);
      const [{ count }] = await dataSource.query('SELECT COUNT(*)::int AS count FROM orders WHERE shop_id = $1', [
        shop.id,
      ]);
      expect(count).toBe(0);
    });

    it('refuses what is no way to pay with 400', async () => {
      const { customer, atta } = await openShop();
      await fillCart(customer, [atta]);
      for (const body of [
        { paymentMethod: 'card' },
        { paymentMethod: null },
        { paymentMethod: 'upi', payWhen: 'tomorrow' },
        { paymentMethod: 'cash_on_delivery', payWhen: 'now' },
      ]) {
        await checkout(customer, body, 400);
      }
    });

    it("answers the order's UPI link for the server's total, to the shop's UPI ID; 'online' is UPI", async () => {
      const shop = await openShop();
      await fillCart(shop.customer, [shop.atta]);
      const { body: order } = await checkout(shop.customer, { paymentMethod: 'online' }, 201);
      expect(order.paymentMethod).toBe('upi');
      expect(order.payment).toMatchObject({
        method: 'upi',
        timing: 'now',
        status: 'unpaid',
        paidWith: null,
        utr: null,
        amountPaid: '0.00',
        amountDue: order.finalAmount,
        refundDue: '0.00',
      });
      const link = new URL(order.payment.upiLink);
      expect(link.protocol).toBe('upi:');
      expect(Object.fromEntries(link.searchParams)).toEqual({
        pa: UPI_ID,
        pn: 'Sharma Kirana',
        am: order.finalAmount,
        cu: 'INR',
        tr: order.id.replaceAll('-', ''),
        tn: `Mohalla order #${order.id.slice(0, 8).toUpperCase()}`,
      });
      expect(await paymentRow(order.id)).toMatchObject({ payment_method: 'upi', payment_timing: 'now' });
    });
  });

  describe('pay now', () => {
    it('cannot be dispatched until the shop confirms the payment with its UTR; then it can', async () => {
      const shop = await openShop();
      const order = await upiOrder(shop);
      await moveTo(shop.shopkeeper, order.id, ['confirmed', 'ready for pickup']);
      const ready = (await shop.shopkeeper.get(`/api/shopkeeper/orders/${order.id}`).expect(200)).body;
      expect(ready.nextStatuses).toEqual(['cancelled']);
      const refused = await setStatus(shop.shopkeeper, order.id, { status: 'dispatched' }).expect(409);
      expect(refused.body.message).toBe(
        "Waiting for the customer's UPI payment: confirm it with its UTR before dispatch.",
      );

      const utr = newUtr();
      await shop.customer.put(`/api/customer/orders/${order.id}/payment-reference`).send({ utr }).expect(200);
      const desk = (await shop.shopkeeper.get(`/api/shopkeeper/orders/${order.id}`).expect(200)).body;
      expect(desk.payment).toMatchObject({ status: 'unpaid', customerUtr: utr });

      const paid = (await confirm(shop.shopkeeper, order.id, { receivedAs: 'upi', utr }).expect(200)).body;
      expect(paid.payment).toMatchObject({
        status: 'paid',
        paidWith: 'upi',
        utr,
        amountPaid: order.finalAmount,
        amountDue: '0.00',
        upiLink: null,
      });
      expect(paid.nextStatuses).toEqual(['dispatched', 'cancelled']);
      const [audit] = await dataSource.query(
        `SELECT actor_role, "after" FROM audit_log WHERE entity_id = $1 AND action = 'order.payment-confirmed'`,
        [order.id],
      );
      expect(audit).toMatchObject({ actor_role: 'shopkeeper', after: { receivedAs: 'upi', utr } });

      await setStatus(shop.shopkeeper, order.id, { status: 'dispatched' }).expect(200);
      const { deliveryCode } = (await shop.customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
      await setStatus(shop.shopkeeper, order.id, { status: 'delivered', deliveryCode }).expect(200);
      const invoice = await pdfText(
        (await downloadPdf(shop.customer, `/api/customer/orders/${order.id}/invoice`)).body,
      );
      expect(invoice).toContain(`Payment: UPI, UTR ${utr}`);
      const ledger = (await shop.shopkeeper.get('/api/shopkeeper/ledger').query(ALL_TIME).expect(200)).body;
      expect(ledger).toMatchObject({ paidByUpi: order.finalAmount, paidInCash: '0.00', onKhata: '0.00' });
    });

    it('records one of 20 parallel confirmations of one order', async () => {
      const shop = await openShop();
      const order = await upiOrder(shop);
      const utrs = Array.from({ length: 20 }, newUtr);
      const answers = await Promise.all(
        utrs.map((utr) => confirm(shop.shopkeeper, order.id, { receivedAs: 'upi', utr })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      const recorded = await dataSource.query('SELECT utr FROM utr_uses WHERE paid_for_id = $1', [order.id]);
      expect(recorded).toHaveLength(1);
      expect((await paymentRow(order.id)).payment_utr).toBe(recorded[0].utr);
    });

    it('takes a UTR once across the marketplace, even from 20 parallel confirmations of different orders', async () => {
      const first = await openShop();
      const second = await openShop();
      const orders = [await upiOrder(first), await upiOrder(second)];
      const utr = newUtr();
      await confirm(first.shopkeeper, orders[0].id, { receivedAs: 'upi', utr }).expect(200);
      const reused = await confirm(second.shopkeeper, orders[1].id, { receivedAs: 'upi', utr }).expect(409);
      expect(reused.body.message).toBe(UTR_USED);
      expect(await paymentRow(orders[1].id)).toMatchObject({ payment_status: 'unpaid', payment_utr: null });

      const racers = await Promise.all(
        Array.from({ length: 20 }, () => openShop().then((shop) => upiOrder(shop).then((order) => ({ shop, order })))),
      );
      const shared = newUtr();
      const answers = await Promise.all(
        racers.map(({ shop, order }) => confirm(shop.shopkeeper, order.id, { receivedAs: 'upi', utr: shared })),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      const [{ count }] = await dataSource.query(
        "SELECT COUNT(*)::int AS count FROM orders WHERE payment_utr = $1 AND payment_status = 'paid'",
        [shared],
      );
      expect(count).toBe(1);
    });

    it('refuses bad confirmations with 4xx, and a confirmation by anyone but the order’s shop', async () => {
      const shop = await openShop();
      const other = await openShop();
      const order = await upiOrder(shop);
      for (const body of [
        { receivedAs: 'upi' },
        { receivedAs: 'upi', utr: '12345678901' },
        { receivedAs: 'upi', utr: '1234567890123' },
        { receivedAs: 'upi', utr: '12345678901a' },
        { receivedAs: 'upi', utr: 123456789012 },
        { receivedAs: 'upi', utr: null },
        { receivedAs: 'cash', utr: newUtr() },
        { receivedAs: 'card' },
      ]) {
        await confirm(shop.shopkeeper, order.id, body).expect(400);
      }
      await shop.shopkeeper
        .post(`/api/shopkeeper/orders/${order.id}/payment`)
        .set('Content-Type', 'application/json')
        .send(`{"receivedAs":"upi","utr":"${newUtr()}","__proto__":{"paymentStatus":"paid"}}`)
        .expect(400);
      // Cash is for the door, not before dispatch.
      await confirm(shop.shopkeeper, order.id, { receivedAs: 'cash' }).expect(409);
      await confirm(other.shopkeeper, order.id, { receivedAs: 'upi', utr: newUtr() }).expect(404);
      await confirm(shop.customer, order.id, { receivedAs: 'upi', utr: newUtr() }).expect(403);
      await confirm(admin, order.id, { receivedAs: 'upi', utr: newUtr() }).expect(403);
      await other.customer
        .put(`/api/customer/orders/${order.id}/payment-reference`)
        .send({ utr: newUtr() })
        .expect(404);
      for (const utr of ['1234', null, 412345678901, 'abcdefghijkl']) {
        await shop.customer.put(`/api/customer/orders/${order.id}/payment-reference`).send({ utr }).expect(400);
      }
      expect(await paymentRow(order.id)).toMatchObject({
        payment_status: 'unpaid',
        customer_utr: null,
        paid_with: null,
      });
    });

    it('tells the customer when the shop found no payment; a new UTR has it wait for the shop again', async () => {
      const shop = await openShop();
      const order = await upiOrder(shop);
      const wrong = newUtr();
      await shop.customer.put(`/api/customer/orders/${order.id}/payment-reference`).send({ utr: wrong }).expect(200);
      const marked = await shop.shopkeeper.post(`/api/shopkeeper/orders/${order.id}/payment/not-received`).expect(200);
      expect(marked.body.payment).toMatchObject({ status: 'not_received', customerUtr: wrong });
      const seen = (await shop.customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
      expect(seen.payment.status).toBe('not_received');
      expect(seen.payment.upiLink).toContain(`am=${order.finalAmount}`);
      await shop.shopkeeper.post(`/api/shopkeeper/orders/${order.id}/payment/not-received`).expect(409);
      const right = newUtr();
      const resent = await shop.customer
        .put(`/api/customer/orders/${order.id}/payment-reference`)
        .send({ utr: right })
        .expect(200);
      expect(resent.body.payment).toMatchObject({ status: 'unpaid', customerUtr: right });
      const [audit] = await dataSource.query(
        `SELECT 1 FROM audit_log WHERE entity_id = $1 AND action = 'order.payment-not-received'`,
        [order.id],
      );
      expect(audit).toBeDefined();
    });

    it('owes the customer the difference when an item paid for is not supplied; an unpaid order’s link asks the new total', async () => {
      const shop = await openShop();
      const paidOrder = await upiOrder(shop, 'now', [shop.atta, shop.salt]);
      await confirm(shop.shopkeeper, paidOrder.id, { receivedAs: 'upi', utr: newUtr() }).expect(200);
      const salt = paidOrder.orderItems.find((item: { product: { name: string } }) => item.product.name === 'Salt');
      const changed = (
        await shop.shopkeeper
          .put(`/api/shopkeeper/orders/${paidOrder.id}/items/${salt.id}/fulfillment`)
          .send({ fulfillmentStatus: 'not fulfillable' })
          .expect(200)
      ).body;
      expect(changed.payment).toMatchObject({
        status: 'paid',
        amountPaid: paidOrder.finalAmount,
        amountDue: '0.00',
        upiLink: null,
      });
      const refund = Number(paidOrder.finalAmount) - Number(changed.finalAmount);
      expect(refund).toBeGreaterThan(0);
      expect(changed.payment.refundDue).toBe(refund.toFixed(2));

      const unpaid = await upiOrder(shop, 'now', [shop.atta, shop.salt]);
      const unpaidSalt = unpaid.orderItems.find((item: { product: { name: string } }) => item.product.name === 'Salt');
      const lowered = (
        await shop.shopkeeper
          .put(`/api/shopkeeper/orders/${unpaid.id}/items/${unpaidSalt.id}/fulfillment`)
          .send({ fulfillmentStatus: 'not fulfillable' })
          .expect(200)
      ).body;
      expect(lowered.payment.amountDue).toBe(lowered.finalAmount);
      expect(new URL(lowered.payment.upiLink).searchParams.get('am')).toBe(lowered.finalAmount);

      // Cancelled after payment: all of it is owed back, by a refund of the order, due from the shop.
      const cancelled = (
        await setStatus(shop.shopkeeper, paidOrder.id, {
          status: 'cancelled',
          cancelReason: 'items-not-available',
        }).expect(200)
      ).body;
      expect(cancelled.payment).toMatchObject({ amountDue: '0.00', refundDue: '0.00', upiLink: null });
      const refunds = await shop.shopkeeper
        .get('/api/shopkeeper/refunds')
        .query({ filter: JSON.stringify({ orderId: paidOrder.id }) })
        .expect(200);
      expect(refunds.body).toMatchObject([
        { claimId: null, reason: 'Order cancelled', amount: paidOrder.finalAmount, status: 'due' },
      ]);
    });
  });

  describe('pay at the door', () => {
    it('is dispatched unpaid, and delivered once the shop records the UPI payment or cash', async () => {
      const shop = await openShop();
      const byUpi = await upiOrder(shop, 'at_door');
      expect(byUpi.payment).toMatchObject({ timing: 'at_door', status: 'unpaid', amountDue: byUpi.finalAmount });
      const code = await dispatchOrder(shop.shopkeeper, shop.customer, byUpi.id);
      const refused = await setStatus(shop.shopkeeper, byUpi.id, { status: 'delivered', deliveryCode: code }).expect(
        409,
      );
      expect(refused.body.message).toBe(
        'Record how the customer paid at the door (UPI with its UTR, or cash) before marking the order delivered.',
      );
      await confirm(shop.shopkeeper, byUpi.id, { receivedAs: 'upi', utr: newUtr() }).expect(200);
      await setStatus(shop.shopkeeper, byUpi.id, { status: 'delivered', deliveryCode: code }).expect(200);

      const inCash = await upiOrder(shop, 'at_door');
      const cashCode = await dispatchOrder(shop.shopkeeper, shop.customer, inCash.id);
      const paid = (await confirm(shop.shopkeeper, inCash.id, { receivedAs: 'cash' }).expect(200)).body;
      expect(paid.payment).toMatchObject({ status: 'paid', paidWith: 'cash', utr: null });
      await setStatus(shop.shopkeeper, inCash.id, { status: 'delivered', deliveryCode: cashCode }).expect(200);
      const invoice = await pdfText(
        (await downloadPdf(shop.shopkeeper, `/api/shopkeeper/orders/${inCash.id}/invoice`)).body,
      );
      expect(invoice).toContain('Payment: Cash on delivery (instead of UPI)');

      const ledger = (await shop.shopkeeper.get('/api/shopkeeper/ledger').query(ALL_TIME).expect(200)).body;
      expect(ledger).toMatchObject({ paidByUpi: byUpi.finalAmount, paidInCash: inCash.finalAmount });
    });

    it('cash on delivery is paid by the delivery', async () => {
      const shop = await openShop(null);
      await fillCart(shop.customer, [shop.atta]);
      const order = (await checkout(shop.customer, { paymentMethod: 'cash_on_delivery' }, 201)).body;
      expect(order.payment).toMatchObject({
        method: 'cash_on_delivery',
        timing: 'at_door',
        status: 'unpaid',
        upiLink: null,
      });
      await confirm(shop.shopkeeper, order.id, { receivedAs: 'cash' }).expect(409);
      const code = await dispatchOrder(shop.shopkeeper, shop.customer, order.id);
      const delivered = (
        await setStatus(shop.shopkeeper, order.id, { status: 'delivered', deliveryCode: code }).expect(200)
      ).body;
      expect(delivered.payment).toMatchObject({ status: 'paid', paidWith: 'cash', amountPaid: order.finalAmount });
    });
  });

  it("lists orders by payment method and state for the admin and the shop's desk", async () => {
    const shop = await openShop();
    const waiting = await upiOrder(shop);
    const paid = await upiOrder(shop);
    await confirm(shop.shopkeeper, paid.id, { receivedAs: 'upi', utr: newUtr() }).expect(200);
    const filter = JSON.stringify({ paymentMethod: 'upi', paymentStatus: 'unpaid' });
    const desk = (await shop.shopkeeper.get('/api/shopkeeper/orders').query({ filter }).expect(200)).body;
    expect(desk.map((order: { id: string }) => order.id)).toEqual([waiting.id]);
    const all = (
      await admin
        .get('/api/admin/orders')
        .query({ filter: JSON.stringify({ shopId: shop.shop.id, paymentStatus: 'paid' }) })
        .expect(200)
    ).body;
    expect(all.map((order: { id: string }) => order.id)).toEqual([paid.id]);
    await admin
      .get('/api/admin/orders')
      .query({ filter: JSON.stringify({ paymentStatus: ['x'] }) })
      .expect(400);
  });
});
