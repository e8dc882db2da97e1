import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { baseUrlOf, openEventStream, ReceivedEvent, sessionCookieOf } from '../../test/event-stream-client';
import { addressOf } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Product } from '../products/product.entity';
import { SubstitutionTimer } from './substitution-timer';

const MINUTE = 60_000;

/** Amul Butter 100 g at ₹57.00 (12% GST included) × 2, and Atta at ₹99.00 (5% included) × 1. */
const PLACED = { totalAmount: '196.08', gstAmount: '16.92', deliveryCharges: '30.00', finalAmount: '243.00' };

interface Timeline {
  status: string;
  role: string;
  reason: string | null;
  changedAt: string;
}

describe('substitutions', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let shopkeeper: Agent;
  let customer: Agent;
  let customerUser: TestUser;
  let shopId: string;
  let butter: Product;
  let atta: Product;
  let bigButter: Product;

  const stockOf = async (product: Product) =>
    (await fixtures.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stockQuantity;
  const clockAt = (time: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(time));
  const sweep = () => t.app.get(SubstitutionTimer).expireUnanswered();

  /** The customer checks out these lines with this preference (none: the default). */
  async function placeOrder(lines: [Product, number][], substitutionPreference?: string) {
    for (const [product, quantity] of lines) {
      await customer.post('/api/customer/cart/items').send({ productId: product.id, quantity }).expect(201);
    }
    const customerAddressId = await addressOf(customer);
    const res = await customer
      .post('/api/customer/orders')
      .send({ customerAddressId, paymentMethod: 'cash_on_delivery', substitutionPreference })
      .expect(201);
    return res.body;
  }

  /** The usual order: two packs of small butter and a bag of atta. */
  const placeButterAndAtta = (preference?: string) =>
    placeOrder(
      [
        [butter, 2],
        [atta, 1],
      ],
      preference,
    );

  const offerPath = (orderId: string, itemId: string) =>
    `/api/shopkeeper/orders/${orderId}/items/${itemId}/substitution`;
  const answerPath = (orderId: string, itemId: string, answer: 'approve' | 'reject') =>
    `/api/customer/orders/${orderId}/items/${itemId}/substitution/${answer}`;
  const offer = (orderId: string, itemId: string, body: object) =>
    shopkeeper.post(offerPath(orderId, itemId)).send(body);
  const seenBy = async (agent: Agent, audience: 'customer' | 'shopkeeper', orderId: string) =>
    (await agent.get(`/api/${audience}/orders/${orderId}`).expect(200)).body;
  const reasons = (timeline: Timeline[]) => timeline.map(({ role, reason }) => [role, reason]);

  beforeAll(async () => {
    // Not the default 10, so the answers show the setting is read.
    t = await createTestApp({ substitutionWaitMinutes: 12 });
    fixtures = catalogueFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const keeper = await t.signedIn('shopkeeper');
    shopkeeper = keeper.agent;
    shopId = (await fixtures.createShop({}, keeper.user)).shop.id;
    butter = await fixtures.createProduct(shopId, {
      name: 'Amul Butter 100 g',
      discountedPrice: 57_00,
      gstPercentage: 12_00,
      stockQuantity: 10,
    });
    atta = await fixtures.createProduct(shopId, { name: 'Atta', discountedPrice: 99_00, gstPercentage: 5_00 });
    bigButter = await fixtures.createProduct(shopId, {
      name: 'Amul Butter 500 g',
      originalPrice: 290_00,
      discountedPrice: 275_00,
      gstPercentage: 18_00,
      stockQuantity: 5,
      hsnCode: '0405',
    });
    ({ agent: customer, user: customerUser } = await t.signedIn('customer'));
  });
  afterEach(() => jest.restoreAllMocks());

  describe('offering a replacement', () => {
    it('shows the offer to the customer with its quantity, price and new line total, awaiting their answer; amounts and stock wait too', async () => {
      const order = await placeButterAndAtta();
      expect(order).toMatchObject({ ...PLACED, substitutionPreference: 'call-me' });
      const [butterLine, attaLine] = order.orderItems;
      expect(butterLine).toMatchObject({ substitution: null, substitutable: false });

      const offeredAt = Date.now();
      clockAt(offeredAt);
      const res = await offer(order.id, butterLine.id, { productId: bigButter.id, quantity: 2 }).expect(200);
      const expected = {
        id: expect.any(String),
        product: { id: bigButter.id, name: 'Amul Butter 500 g' },
        quantity: 2,
        unitPrice: '275.00',
        lineTotal: '550.00',
        status: 'offered',
        answerBy: new Date(offeredAt + 12 * MINUTE).toISOString(),
      };
      expect(res.body).toMatchObject(PLACED);
      expect(res.body.orderItems[0]).toMatchObject({
        product: { id: butter.id, name: 'Amul Butter 100 g' },
        substitution: { ...expected, answerable: false },
        substitutable: false,
      });
      expect(res.body.orderItems[1]).toMatchObject({ id: attaLine.id, substitution: null, substitutable: true });
      expect(res.body.timeline.at(-1)).toMatchObject({
        status: 'pending',
        role: 'shopkeeper',
        reason: 'Replacement offered: Amul Butter 500 g × 2 at ₹275.00 for Amul Butter 100 g × 2',
        changedAt: new Date(offeredAt).toISOString(),
      });

      const seen = await seenBy(customer, 'customer', order.id);
      expect(seen.orderItems[0]).toMatchObject({
        substitution: { ...expected, answerable: true },
        substitutable: false,
      });
      expect(seen).toMatchObject(PLACED);
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([8, 5]);
    });

    it('refuses bad input with 400: a quantity out of 1 to 99, a product id that is none, the product already ordered', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      for (const body of [
        { productId: bigButter.id, quantity: 0 },
        { productId: bigButter.id, quantity: 100 },
        { productId: bigButter.id, quantity: '2' },
        { productId: bigButter.id, quantity: 1.5 },
        { productId: 'butter', quantity: 1 },
        { quantity: 1 },
      ]) {
        await offer(order.id, itemId, body).expect(400);
      }
      const same = await offer(order.id, itemId, { productId: butter.id, quantity: 1 }).expect(400);
      expect(same.body.message).toBe('A replacement must be another product than the one ordered.');
      await shopkeeper
        .post(offerPath(order.id, 'not-an-id'))
        .send({ productId: bigButter.id, quantity: 1 })
        .expect(400);
      expect((await seenBy(shopkeeper, 'shopkeeper', order.id)).orderItems[0].substitution).toBeNull();
    });

    it("answers 404 for another shop's product or order, a deleted product and an item of another order", async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      const otherShop = await fixtures.createShop();
      const elsewhere = await fixtures.createProduct(otherShop.shop.id, { name: 'Butter elsewhere' });
      const deleted = await fixtures.createProduct(shopId, { name: 'Old butter', deletedAt: new Date() });
      for (const productId of [elsewhere.id, deleted.id]) {
        const res = await offer(order.id, itemId, { productId, quantity: 1 }).expect(404);
        expect(res.body.message).toBe('Product not found');
      }
      const another = await placeOrder([[atta, 1]]);
      await offer(another.id, itemId, { productId: bigButter.id, quantity: 1 }).expect(404);

      const stranger = await t.signedIn('shopkeeper');
      await fixtures.createShop({}, stranger.user);
      await stranger.agent.post(offerPath(order.id, itemId)).send({ productId: bigButter.id, quantity: 1 }).expect(404);
      expect((await seenBy(shopkeeper, 'shopkeeper', order.id)).orderItems[0].substitution).toBeNull();
    });

    it('refuses with 409 a product out of stock or with too few units', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      const switchedOff = await fixtures.createProduct(shopId, { name: 'Ghee', isInStock: false });
      const soldOut = await fixtures.createProduct(shopId, { name: 'Paneer', stockQuantity: 0 });
      expect((await offer(order.id, itemId, { productId: switchedOff.id, quantity: 1 }).expect(409)).body.message).toBe(
        'Ghee is out of stock.',
      );
      expect((await offer(order.id, itemId, { productId: soldOut.id, quantity: 1 }).expect(409)).body.message).toBe(
        'Paneer is out of stock.',
      );
      const tooMany = await offer(order.id, itemId, { productId: bigButter.id, quantity: 6 }).expect(409);
      expect(tooMany.body).toMatchObject({ message: 'Only 5 of Amul Butter 500 g are left.', available: 5 });
    });

    it('refuses with 409 a second offer while one awaits an answer, and an item not fulfillable', async () => {
      const order = await placeButterAndAtta();
      const [butterLine, attaLine] = order.orderItems;
      const [first, second] = await Promise.all([
        offer(order.id, butterLine.id, { productId: bigButter.id, quantity: 1 }),
        offer(order.id, butterLine.id, { productId: bigButter.id, quantity: 2 }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.message).toBe(
        "A replacement is already offered for this item: wait for the customer's answer.",
      );

      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}/items/${attaLine.id}/fulfillment`)
        .send({ fulfillmentStatus: 'not fulfillable' })
        .expect(200);
      const notFulfillable = await offer(order.id, attaLine.id, { productId: bigButter.id, quantity: 1 }).expect(409);
      expect(notFulfillable.body.message).toBe('This item is marked not fulfillable: it can no longer be replaced.');
      const count = await t.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM order_item_substitutions WHERE order_item_id IN ($1, $2)', [
          butterLine.id,
          attaLine.id,
        ]);
      expect(count[0].n).toBe(1);
    });

    it('offers while the order is pending or confirmed, and refuses with 409 once it is further on or cancelled', async () => {
      const order = await placeButterAndAtta();
      const [butterLine, attaLine] = order.orderItems;
      const path = `/api/shopkeeper/orders/${order.id}`;
      await shopkeeper.put(path).send({ status: 'confirmed' }).expect(200);
      await offer(order.id, butterLine.id, { productId: bigButter.id, quantity: 1 }).expect(200);
      const ready = await shopkeeper.put(path).send({ status: 'ready for pickup' }).expect(200);
      expect(ready.body.orderItems[1].substitutable).toBe(false);
      const late = await offer(order.id, attaLine.id, { productId: bigButter.id, quantity: 1 }).expect(409);
      expect(late.body.message).toBe(
        'The order is ready for pickup: a replacement can only be offered while it is pending or confirmed.',
      );

      const cancelled = await placeOrder([[atta, 1]]);
      await shopkeeper.put(`/api/shopkeeper/orders/${cancelled.id}`).send({ status: 'cancelled' }).expect(200);
      await offer(cancelled.id, cancelled.orderItems[0].id, { productId: bigButter.id, quantity: 1 }).expect(409);
    });
  });

  describe('the customer approves', () => {
    it('makes the replacement the item, recomputes the amounts to the paisa, moves the stock both ways and says so in the timeline', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([8, 5]);

      const res = await customer.post(answerPath(order.id, itemId, 'approve')).expect(200);
      // ₹550.00 with 18% GST included: 466.10 + 83.90; the atta: 94.29 + 4.71; delivery 30.00.
      expect(res.body).toMatchObject({
        totalAmount: '560.39',
        gstAmount: '88.61',
        deliveryCharges: '30.00',
        finalAmount: '679.00',
      });
      expect(res.body.orderItems[0]).toMatchObject({
        id: itemId,
        product: { id: bigButter.id, name: 'Amul Butter 500 g' },
        quantity: 2,
        unitPrice: '275.00',
        totalPrice: '550.00',
        gstAmount: '83.90',
        fulfillmentStatus: 'pending',
        substitution: { status: 'approved', answerable: false },
      });
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([10, 3]);
      expect(reasons(res.body.timeline).slice(-2)).toEqual([
        ['shopkeeper', 'Replacement offered: Amul Butter 500 g × 2 at ₹275.00 for Amul Butter 100 g × 2'],
        ['customer', 'Replacement approved: Amul Butter 500 g × 2 instead of Amul Butter 100 g × 2'],
      ]);
      const [item] = await t.app
        .get(DataSource)
        .query('SELECT hsn_code, stock_taken, gst_rate FROM order_items WHERE id = $1', [itemId]);
      expect(item).toEqual({ hsn_code: '0405', stock_taken: true, gst_rate: '18.00' });

      // Answered once: the replacement is the item now, and the shop may offer another for it.
      await customer.post(answerPath(order.id, itemId, 'approve')).expect(409);
      expect((await seenBy(shopkeeper, 'shopkeeper', order.id)).orderItems[0].substitutable).toBe(true);
      // Cancelling gives back the replacement's units, which the item now holds.
      await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'cancelled' }).expect(200);
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([10, 5]);
    });

    it('refuses with 409 when the replacement sold out meanwhile, and changes nothing', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      await fixtures.dataSource.getRepository(Product).update(bigButter.id, { stockQuantity: 1 });
      const res = await customer.post(answerPath(order.id, itemId, 'approve')).expect(409);
      expect(res.body.message).toBe('Only 1 of Amul Butter 500 g is left.');
      const seen = await seenBy(customer, 'customer', order.id);
      expect(seen).toMatchObject(PLACED);
      expect(seen.orderItems[0]).toMatchObject({ product: { id: butter.id }, substitution: { status: 'offered' } });
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([8, 1]);
    });

    it("answers 404 for another customer's order and 409 when no replacement awaits an answer", async () => {
      const order = await placeButterAndAtta();
      const [butterLine, attaLine] = order.orderItems;
      await offer(order.id, butterLine.id, { productId: bigButter.id, quantity: 2 }).expect(200);
      const other = (await t.signedIn('customer')).agent;
      for (const answer of ['approve', 'reject'] as const) {
        await other.post(answerPath(order.id, butterLine.id, answer)).expect(404);
        const none = await customer.post(answerPath(order.id, attaLine.id, answer)).expect(409);
        expect(none.body.message).toBe('No replacement of this item awaits your answer.');
      }
      await shopkeeper.post(answerPath(order.id, butterLine.id, 'approve')).expect(403);
      expect((await seenBy(customer, 'customer', order.id)).orderItems[0].substitution.status).toBe('offered');
    });

    it('tells the customer live: the offer and the approval each send order.updated', async () => {
      const baseUrl = await baseUrlOf(t.app);
      const login = await t
        .anonymous()
        .post('/api/login')
        .send({ username: customerUser.username, password: customerUser.password });
      const stream = await openEventStream(baseUrl, sessionCookieOf(login.headers['set-cookie']));
      try {
        const order = await placeButterAndAtta();
        const itemId = order.orderItems[0].id;
        const updates = () => stream.events.filter((event: ReceivedEvent) => event.type === 'order.updated');
        await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
        await stream.next((event) => event.type === 'order.updated' && event.data.orderId === order.id);
        await customer.post(answerPath(order.id, itemId, 'approve')).expect(200);
        await stream.next((event) => event.type === 'order.updated' && event.data.finalAmount === '679.00');
        expect(updates().map((event) => event.data.finalAmount)).toEqual(['243.00', '679.00']);
      } finally {
        stream.close();
      }
    });
  });

  describe('the customer rejects', () => {
    it('leaves the item not fulfillable, gives back its units and recomputes the amounts', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      const res = await customer.post(answerPath(order.id, itemId, 'reject')).expect(200);
      expect(res.body).toMatchObject({
        totalAmount: '94.29',
        gstAmount: '4.71',
        deliveryCharges: '30.00',
        finalAmount: '129.00',
      });
      expect(res.body.orderItems[0]).toMatchObject({
        product: { id: butter.id, name: 'Amul Butter 100 g' },
        fulfillmentStatus: 'not fulfillable',
        substitution: { status: 'rejected', answerable: false },
      });
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([10, 5]);
      expect(reasons(res.body.timeline).at(-1)).toEqual([
        'customer',
        'Replacement rejected: Amul Butter 100 g × 2 is not fulfillable',
      ]);
      await customer.post(answerPath(order.id, itemId, 'reject')).expect(409);
    });
  });

  describe('an offer not answered in time', () => {
    // The offers earlier tests left open expire first, so that a sweep counts only this test's.
    beforeEach(async () => {
      clockAt(Date.now() + 24 * 60 * MINUTE);
      await sweep();
      jest.restoreAllMocks();
    });

    it('expires by the sweep after SUBSTITUTION_WAIT_MINUTES, as the system: the item is not fulfillable', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      const offeredAt = Date.now();
      clockAt(offeredAt);
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);

      clockAt(offeredAt + 12 * MINUTE - 1);
      expect(await sweep()).toBe(0);
      expect((await seenBy(customer, 'customer', order.id)).orderItems[0].substitution.status).toBe('offered');

      clockAt(offeredAt + 12 * MINUTE);
      // Its time is up: the customer can no longer answer it, even before the sweep.
      const late = await customer.post(answerPath(order.id, itemId, 'approve')).expect(409);
      expect(late.body.message).toBe('This replacement was not answered in time: it has expired.');
      expect((await seenBy(customer, 'customer', order.id)).orderItems[0].substitution.answerable).toBe(false);
      expect(await sweep()).toBe(1);
      const expired = await seenBy(customer, 'customer', order.id);
      expect(expired).toMatchObject({ totalAmount: '94.29', gstAmount: '4.71', finalAmount: '129.00' });
      expect(expired.orderItems[0]).toMatchObject({
        fulfillmentStatus: 'not fulfillable',
        substitution: { status: 'expired', answerable: false },
      });
      expect(expired.timeline.at(-1)).toEqual({
        status: 'pending',
        changedAt: new Date(offeredAt + 12 * MINUTE).toISOString(),
        role: 'system',
        reasonCode: null,
        reason: 'Replacement not answered in 12 minutes: Amul Butter 100 g × 2 is not fulfillable',
        event: null,
      });
      expect(await stockOf(butter)).toBe(10);
      expect(await sweep()).toBe(0);
    });

    it('lapses without touching the item once the order is dispatched', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      const offeredAt = Date.now();
      clockAt(offeredAt);
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
        await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status }).expect(200);
      }
      const refused = await customer.post(answerPath(order.id, itemId, 'reject')).expect(409);
      expect(refused.body.message).toBe('The order is dispatched: its items can no longer change.');

      clockAt(offeredAt + 13 * MINUTE);
      expect(await sweep()).toBe(1);
      const lapsed = await seenBy(customer, 'customer', order.id);
      expect(lapsed).toMatchObject({ status: 'dispatched', ...PLACED });
      expect(lapsed.orderItems[0]).toMatchObject({
        fulfillmentStatus: 'fulfilled',
        substitution: { status: 'expired' },
      });
      expect(reasons(lapsed.timeline).at(-1)).toEqual(['system', 'Replacement not answered in 12 minutes']);
    });

    it('expires offers by itself every few seconds once its timer is started (as outside tests)', async () => {
      const order = await placeButterAndAtta();
      const itemId = order.orderItems[0].id;
      await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      clockAt(Date.now() + 13 * MINUTE);
      const timer = t.app.get(SubstitutionTimer);
      const statusOf = async () => (await seenBy(customer, 'customer', order.id)).orderItems[0].substitution.status;
      timer.start(20);
      try {
        const deadline = Date.now() + 5_000;
        while ((await statusOf()) === 'offered' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        timer.stop();
      }
      expect(await statusOf()).toBe('expired');
    });
  });

  describe("the customer's preference at checkout", () => {
    it('is kept on the order and answered to the shop; another value is 400', async () => {
      const order = await placeButterAndAtta('remove-unavailable');
      expect(order.substitutionPreference).toBe('remove-unavailable');
      expect((await seenBy(shopkeeper, 'shopkeeper', order.id)).substitutionPreference).toBe('remove-unavailable');
      await customer.post('/api/customer/cart/items').send({ productId: atta.id, quantity: 1 }).expect(201);
      const bad = await customer
        .post('/api/customer/orders')
        .send({
          customerAddressId: await addressOf(customer),
          paymentMethod: 'cash_on_delivery',
          substitutionPreference: 'whatever',
        })
        .expect(400);
      expect(bad.body.message).toContain(
        'substitutionPreference must be one of: call-me, replace-with-similar, remove-unavailable',
      );
    });

    it('"remove unavailable items": refuses an offer with 409, so the shop marks the item not fulfillable', async () => {
      const order = await placeButterAndAtta('remove-unavailable');
      expect(order.orderItems.map((item: { substitutable: boolean }) => item.substitutable)).toEqual([false, false]);
      const shopSees = await seenBy(shopkeeper, 'shopkeeper', order.id);
      expect(shopSees.orderItems.map((item: { substitutable: boolean }) => item.substitutable)).toEqual([false, false]);
      const res = await offer(order.id, order.orderItems[0].id, { productId: bigButter.id, quantity: 2 }).expect(409);
      expect(res.body.message).toBe(
        'The customer asked to remove unavailable items: mark the item not fulfillable instead of offering a replacement.',
      );
      expect(await stockOf(bigButter)).toBe(5);
    });

    it('"replace with similar": approves the offer at once on the customer\'s behalf', async () => {
      const order = await placeButterAndAtta('replace-with-similar');
      const itemId = order.orderItems[0].id;
      const res = await offer(order.id, itemId, { productId: bigButter.id, quantity: 2 }).expect(200);
      expect(res.body).toMatchObject({ totalAmount: '560.39', gstAmount: '88.61', finalAmount: '679.00' });
      expect(res.body.orderItems[0]).toMatchObject({
        product: { id: bigButter.id, name: 'Amul Butter 500 g' },
        substitution: { status: 'approved' },
      });
      expect([await stockOf(butter), await stockOf(bigButter)]).toEqual([10, 3]);
      const timeline = (await seenBy(customer, 'customer', order.id)).timeline as Timeline[];
      expect(reasons(timeline).slice(-2)).toEqual([
        ['shopkeeper', 'Replacement offered: Amul Butter 500 g × 2 at ₹275.00 for Amul Butter 100 g × 2'],
        [
          'system',
          'Replacement approved at once, as the customer asked at checkout: Amul Butter 500 g × 2 instead of Amul Butter 100 g × 2',
        ],
      ]);
    });
  });
});
