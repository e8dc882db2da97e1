import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeAttaOrder, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

describe('orders after checkout', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let customerUser: TestUser;
  let shopkeeper: Agent;
  let admin: Agent;
  let shop: Shop;
  let atta: Product;
  let order: OrderBody;

  const setStatus = (status: string, agent = shopkeeper, id = order.id, fields: object = {}) =>
    agent.put(`/api/${agent === admin ? 'admin' : 'shopkeeper'}/orders/${id}`).send({ status, ...fields });
  /** The delivery code the customer sees while the order is dispatched. */
  const deliveryCode = async (id = order.id) =>
    (await customer.get(`/api/customer/orders/${id}`).expect(200)).body.deliveryCode as string;
  const timeline = async (id = order.id) =>
    (await admin.get(`/api/admin/orders/${id}`).expect(200)).body.timeline.map(
      (entry: { status: string; role: string }) => `${entry.status} by ${entry.role}`,
    );
  const fulfil = (itemId: string, fulfillmentStatus: string, agent = shopkeeper, id = order.id) =>
    agent.put(`/api/shopkeeper/orders/${id}/items/${itemId}/fulfillment`).send({ fulfillmentStatus });

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ({ customer, customerUser, shopkeeper, shop, atta, order } = await placeAttaOrder(t, fixtures, 2));
  });
  afterEach(() => jest.restoreAllMocks());

  describe('status', () => {
    it('moves forward one step at a time to complete, keeping every change in the timeline', async () => {
      for (const status of ['confirmed', 'ready for pickup', 'dispatched', 'delivered', 'complete']) {
        const fields = status === 'delivered' ? { deliveryCode: await deliveryCode() } : {};
        const res = await setStatus(status, shopkeeper, order.id, fields).expect(200);
        expect(res.body.status).toBe(status);
      }
      expect(await timeline()).toEqual([
        'pending by customer',
        'confirmed by shopkeeper',
        'ready for pickup by shopkeeper',
        'dispatched by shopkeeper',
        'delivered by shopkeeper',
        'complete by shopkeeper',
      ]);
      const final = await setStatus('cancelled').expect(409);
      expect(final.body.message).toBe('The order is complete: it can no longer change.');
    });

    it('refuses skipping a step or going back with 409, and changes nothing', async () => {
      const skip = await setStatus('dispatched').expect(409);
      expect(skip.body.message).toBe('An order that is pending can only be changed to confirmed or cancelled.');
      await setStatus('confirmed').expect(200);
      await setStatus('pending').expect(409);
      expect(await timeline()).toEqual(['pending by customer', 'confirmed by shopkeeper']);
    });

    it('lets the shopkeeper cancel before dispatch, not after', async () => {
      await setStatus('confirmed').expect(200);
      await setStatus('ready for pickup').expect(200);
      await setStatus('cancelled').expect(200);

      const second = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
        await setStatus(status, shopkeeper, second.id).expect(200);
      }
      const res = await setStatus('cancelled', shopkeeper, second.id).expect(409);
      expect(res.body.message).toBe('The order is dispatched: it can no longer be cancelled.');
    });

    it('lets an admin set any status, final ones included, recorded as the admin', async () => {
      await setStatus('cancelled').expect(200);
      await setStatus('pending').expect(409);
      await setStatus('delivered', admin).expect(200);
      await setStatus('pending', admin).expect(200);
      expect(await timeline()).toEqual([
        'pending by customer',
        'cancelled by shopkeeper',
        'delivered by admin',
        'pending by admin',
      ]);
    });

    it('accepts the whole record sent back unchanged, but not a changed read-only field', async () => {
      const record = (await shopkeeper.get(`/api/shopkeeper/orders/${order.id}`).expect(200)).body;
      const res = await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}`)
        .send({ ...record, status: 'confirmed' })
        .expect(200);
      expect(res.body.status).toBe('confirmed');
      const sentBack = await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send(res.body).expect(200);
      expect(sentBack.body.timeline).toHaveLength(2);

      const tampered = await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}`)
        .send({ ...res.body, finalAmount: '1.00', status: 'ready for pickup' })
        .expect(400);
      expect(tampered.body.message).toEqual(['finalAmount cannot be changed']);
      await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'shipped' }).expect(400);
      await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ note: 'x' }).expect(400);
      expect(await timeline()).toEqual(['pending by customer', 'confirmed by shopkeeper']);
    });
    it('refuses a PUT without a status with 400, and changes nothing', async () => {
      const record = (await shopkeeper.get(`/api/shopkeeper/orders/${order.id}`).expect(200)).body;
      const { status: _status, ...withoutStatus } = record;
      const res = await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send(withoutStatus).expect(400);
      expect(res.body.message).toEqual([expect.stringMatching(/^status must be one of/)]);
      await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({}).expect(400);
      await admin.put(`/api/admin/orders/${order.id}`).send({}).expect(400);
      expect(await timeline()).toEqual(['pending by customer']);
    });

    it('tells each role the statuses it may set next, and whether items may change', async () => {
      const seenBy = async (agent: Agent, audience: string) => {
        const body = (await agent.get(`/api/${audience}/orders/${order.id}`).expect(200)).body;
        const listed = (await agent.get(`/api/${audience}/orders`).expect(200)).body;
        expect(listed.find((row: { id: string }) => row.id === order.id)).toMatchObject({
          nextStatuses: body.nextStatuses,
          itemsChangeable: body.itemsChangeable,
        });
        return { nextStatuses: body.nextStatuses, itemsChangeable: body.itemsChangeable };
      };
      expect(await seenBy(shopkeeper, 'shopkeeper')).toEqual({
        nextStatuses: ['confirmed', 'cancelled'],
        itemsChangeable: true,
      });
      expect(await seenBy(customer, 'customer')).toEqual({ nextStatuses: ['cancelled'], itemsChangeable: false });
      expect(await seenBy(admin, 'admin')).toEqual({
        nextStatuses: ['confirmed', 'ready for pickup', 'dispatched', 'delivered', 'complete', 'cancelled'],
        itemsChangeable: false,
      });

      for (const status of ['confirmed', 'ready for pickup', 'dispatched']) await setStatus(status).expect(200);
      expect(await seenBy(shopkeeper, 'shopkeeper')).toEqual({ nextStatuses: ['delivered'], itemsChangeable: false });
      expect(await seenBy(customer, 'customer')).toEqual({ nextStatuses: [], itemsChangeable: false });
      const cancelled = await customer.post(`/api/customer/orders/${order.id}/cancel`).expect(409);
      expect(cancelled.body.message).toBe('The order is dispatched: it can no longer be cancelled.');
    });
  });

  describe('customer cancellation', () => {
    it('cancels a pending order within 30 minutes of placing it', async () => {
      const placedAt = new Date(order.createdAt).getTime();
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(placedAt + 29 * 60_000 + 59_000));
      const res = await customer.post(`/api/customer/orders/${order.id}/cancel`).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', cancellableUntil: null });
      expect(await timeline()).toEqual(['pending by customer', 'cancelled by customer']);
      await customer.post(`/api/customer/orders/${order.id}/cancel`).expect(409);
    });

    it('refuses with 409 once 30 minutes have passed', async () => {
      const placedAt = new Date(order.createdAt).getTime();
      const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(placedAt + 30 * 60_000));
      const res = await customer.post(`/api/customer/orders/${order.id}/cancel`).expect(409);
      expect(res.body.message).toBe('An order can only be cancelled within 30 minutes of placing it.');
      const read = await customer.get(`/api/customer/orders/${order.id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'pending', cancellableUntil: null });
      clock.mockReturnValue(new Date(placedAt + 60_000));
      const early = await customer.get(`/api/customer/orders/${order.id}`).expect(200);
      expect(early.body.cancellableUntil).toBe(new Date(placedAt + 30 * 60_000).toISOString());
    });

    it('refuses with 409 once the shop has confirmed the order', async () => {
      await setStatus('confirmed').expect(200);
      const res = await customer.post(`/api/customer/orders/${order.id}/cancel`).expect(409);
      expect(res.body.message).toBe('The order is confirmed: it can no longer be cancelled.');
    });
  });

  describe('item fulfillment', () => {
    it('takes lines that are not fulfillable out of the amounts, and delivery with the last one', async () => {
      const rice = await fixtures.createProduct(shop.id, {
        name: 'Rice',
        discountedPrice: 33_33,
        gstPercentage: 18_00,
        gstIncluded: false,
      });
      const both = await placeOrder(customer, [
        { productId: atta.id, quantity: 2 },
        { productId: rice.id, quantity: 3 },
      ]);
      const [attaLine, riceLine] = both.orderItems;
      expect(both).toMatchObject({ totalAmount: '288.56', gstAmount: '27.43', finalAmount: '345.99' });

      const withoutRice = await fulfil(riceLine.id, 'not fulfillable', shopkeeper, both.id).expect(200);
      expect(withoutRice.body).toMatchObject({
        totalAmount: '188.57',
        gstAmount: '9.43',
        deliveryCharges: '30.00',
        finalAmount: '228.00',
      });
      expect(withoutRice.body.orderItems.map((i: { fulfillmentStatus: string }) => i.fulfillmentStatus)).toEqual([
        'pending',
        'not fulfillable',
      ]);
      const nothing = await fulfil(attaLine.id, 'not fulfillable', shopkeeper, both.id).expect(200);
      expect(nothing.body).toMatchObject({
        totalAmount: '0.00',
        gstAmount: '0.00',
        deliveryCharges: '0.00',
        finalAmount: '0.00',
      });
      const restored = await fulfil(riceLine.id, 'fulfilled', shopkeeper, both.id).expect(200);
      expect(restored.body).toMatchObject({
        totalAmount: '99.99',
        gstAmount: '18.00',
        deliveryCharges: '30.00',
        finalAmount: '147.99',
      });
      const rows = await t.app
        .get(DataSource)
        .query('SELECT total_amount, gst_amount, delivery_charges, final_amount FROM orders WHERE id = $1', [both.id]);
      expect(rows).toEqual([
        { total_amount: '99.99', gst_amount: '18.00', delivery_charges: '30.00', final_amount: '147.99' },
      ]);
    });

    it('refuses changes from dispatch on with 409, a bad value with 400, an item of another order with 404', async () => {
      const itemId = order.orderItems[0].id;
      await fulfil(itemId, 'done').expect(400);
      const other = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await fulfil(other.orderItems[0].id, 'fulfilled').expect(404);
      await fulfil(itemId, 'fulfilled').expect(200);
      for (const status of ['confirmed', 'ready for pickup', 'dispatched']) await setStatus(status).expect(200);
      const res = await fulfil(itemId, 'not fulfillable').expect(409);
      expect(res.body.message).toBe('The order is dispatched: its items can no longer change.');
      expect((await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body).toMatchObject({
        finalAmount: '228.00',
        orderItems: [expect.objectContaining({ fulfillmentStatus: 'fulfilled' })],
      });
    });
  });

  describe('who sees what', () => {
    it("answers 404 for another customer's or another shop's order, and changes nothing", async () => {
      const otherCustomer = (await t.signedIn('customer')).agent;
      await otherCustomer.get(`/api/customer/orders/${order.id}`).expect(404);
      await otherCustomer.post(`/api/customer/orders/${order.id}/cancel`).expect(404);

      const otherKeeper = await t.signedIn('shopkeeper');
      await fixtures.createShop({}, otherKeeper.user);
      await otherKeeper.agent.get(`/api/shopkeeper/orders/${order.id}`).expect(404);
      await setStatus('confirmed', otherKeeper.agent).expect(404);
      await fulfil(order.orderItems[0].id, 'fulfilled', otherKeeper.agent).expect(404);
      expect((await otherKeeper.agent.get('/api/shopkeeper/orders').expect(200)).body).toEqual([]);
      expect(await timeline()).toEqual(['pending by customer']);
    });

    it('keeps each audience to its own routes', async () => {
      await t.anonymous().get('/api/customer/orders').expect(401);
      await customer.get('/api/shopkeeper/orders').expect(403);
      await customer.get('/api/admin/orders').expect(403);
      await shopkeeper.get('/api/customer/orders').expect(403);
      await shopkeeper.put(`/api/admin/orders/${order.id}`).send({ status: 'complete' }).expect(403);
      await admin.post(`/api/customer/orders/${order.id}/cancel`).expect(403);
    });

    it("answers 'Shop not set up yet' to a shopkeeper without a shop", async () => {
      const { agent } = await t.signedIn('shopkeeper');
      const res = await agent.get('/api/shopkeeper/orders').expect(404);
      expect(res.body.message).toBe('Shop not set up yet');
      await agent.get(`/api/shopkeeper/orders/${order.id}`).expect(404);
    });

    it('lists newest first with Content-Range, filtered by status and (for admins) shop', async () => {
      const second = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await setStatus('confirmed', shopkeeper, second.id).expect(200);

      const mine = await customer.get('/api/customer/orders').expect(200);
      expect(mine.body.map((o: OrderBody) => o.id)).toEqual([second.id, order.id]);
      expect(mine.headers['content-range']).toBe('orders 0-1/2');

      const pending = await shopkeeper.get(
        `/api/shopkeeper/orders?filter=${encodeURIComponent('{"status":"pending"}')}`,
      );
      expect(pending.body.map((o: OrderBody) => o.id)).toEqual([order.id]);

      const elsewhere = (await fixtures.createShop()).shop;
      const filter = encodeURIComponent(JSON.stringify({ shopId: shop.id, status: 'confirmed' }));
      const byShop = await admin.get(`/api/admin/orders?filter=${filter}`).expect(200);
      expect(byShop.body).toHaveLength(1);
      expect(byShop.body[0]).toMatchObject({
        id: second.id,
        shop: { name: shop.name },
        customer: { name: customerUser.name },
      });
      const none = encodeURIComponent(JSON.stringify({ shopId: elsewhere.id }));
      expect((await admin.get(`/api/admin/orders?filter=${none}`).expect(200)).headers['content-range']).toBe(
        'orders */0',
      );
      const search = (q: string) => admin.get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect((await search(shop.name.toUpperCase()).expect(200)).body).toHaveLength(2);
      expect((await search(second.id.slice(0, 8)).expect(200)).body.map((o: OrderBody) => o.id)).toEqual([second.id]);
      await admin.get(`/api/admin/orders?filter=${encodeURIComponent('{"colour":"red"}')}`).expect(400);
    });
  });
});
