import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeAttaOrder, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

describe('dispatch and the delivery code', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let shopkeeper: Agent;
  let admin: Agent;
  let shop: Shop;
  let atta: Product;
  let order: OrderBody;

  const setStatus = (agent: Agent, body: object, id = order.id) =>
    agent.put(`/api/${agent === admin ? 'admin' : 'shopkeeper'}/orders/${id}`).send(body);
  const seenBy = async (agent: Agent, audience: string, id = order.id) =>
    (await agent.get(`/api/${audience}/orders/${id}`).expect(200)).body;
  const listedFor = async (agent: Agent, audience: string, id = order.id) =>
    (await agent.get(`/api/${audience}/orders`).expect(200)).body.find((row: { id: string }) => row.id === id);
  const dispatch = async (id = order.id) => {
    for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
      await setStatus(shopkeeper, { status }, id).expect(200);
    }
  };
  const codeOf = async (id = order.id) => (await seenBy(customer, 'customer', id)).deliveryCode as string;
  /** A code that is not the order's. */
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ({ customer, shopkeeper, shop, atta, order } = await placeAttaOrder(t, fixtures, 2));
  });

  describe('the code', () => {
    it('is made at dispatch and shown to the customer only, while the order is dispatched', async () => {
      expect((await seenBy(customer, 'customer')).deliveryCode).toBeNull();
      await setStatus(shopkeeper, { status: 'confirmed' }).expect(200);
      await setStatus(shopkeeper, { status: 'ready for pickup' }).expect(200);
      const dispatched = await setStatus(shopkeeper, { status: 'dispatched' }).expect(200);
      expect(dispatched.body).toMatchObject({ status: 'dispatched', deliveryCode: null, deliveryCodeLocked: false });

      const code = await codeOf();
      expect(code).toMatch(/^[0-9]{4}$/);
      expect((await listedFor(customer, 'customer')).deliveryCode).toBe(code);
      for (const [agent, audience] of [
        [shopkeeper, 'shopkeeper'],
        [admin, 'admin'],
      ] as const) {
        expect((await seenBy(agent, audience)).deliveryCode).toBeNull();
        expect((await listedFor(agent, audience)).deliveryCode).toBeNull();
      }
      const [row] = await t.app.get(DataSource).query('SELECT delivery_code FROM orders WHERE id = $1', [order.id]);
      expect(row.delivery_code).toBe(code);

      await setStatus(shopkeeper, { status: 'delivered', deliveryCode: code }).expect(200);
      expect(await seenBy(customer, 'customer')).toMatchObject({ status: 'delivered', deliveryCode: null });
    });

    it('lets the shopkeeper deliver with the right code, sent back with the whole record', async () => {
      await dispatch();
      const record = await seenBy(shopkeeper, 'shopkeeper');
      const res = await setStatus(shopkeeper, { ...record, status: 'delivered', deliveryCode: await codeOf() }).expect(
        200,
      );
      expect(res.body.status).toBe('delivered');
      expect(res.body.timeline.at(-1)).toMatchObject({ status: 'delivered', role: 'shopkeeper', reason: null });
    });

    it('refuses delivery without the code with 409, saying how many attempts are left, and counts none', async () => {
      await dispatch();
      for (const body of [{ status: 'delivered' }, { status: 'delivered', deliveryCode: null }]) {
        const res = await setStatus(shopkeeper, body).expect(409);
        expect(res.body.message).toBe(
          'Enter the 4-digit delivery code the customer sees on their order to mark it delivered (5 attempts left).',
        );
      }
      const malformed = await setStatus(shopkeeper, { status: 'delivered', deliveryCode: '12a4' }).expect(400);
      expect(malformed.body.message).toEqual(['deliveryCode must be the 4 digits the customer sees on their order']);
      expect(await seenBy(shopkeeper, 'shopkeeper')).toMatchObject({ status: 'dispatched', deliveryCodeLocked: false });
    });

    it('locks after the fifth wrong code: then only an admin can mark it delivered, without a code', async () => {
      await dispatch();
      const code = await codeOf();
      const messages = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        messages.push(
          (await setStatus(shopkeeper, { status: 'delivered', deliveryCode: wrong(code) }).expect(409)).body.message,
        );
      }
      expect(messages).toEqual([
        'That delivery code is wrong: 4 attempts left.',
        'That delivery code is wrong: 3 attempts left.',
        'That delivery code is wrong: 2 attempts left.',
        'That delivery code is wrong: 1 attempt left.',
        'That delivery code is wrong. Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.',
      ]);
      const right = await setStatus(shopkeeper, { status: 'delivered', deliveryCode: code }).expect(409);
      expect(right.body.message).toBe(
        'Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.',
      );
      const locked = await seenBy(shopkeeper, 'shopkeeper');
      expect(locked).toMatchObject({ status: 'dispatched', deliveryCodeLocked: true, nextStatuses: [] });
      expect(await seenBy(customer, 'customer')).toMatchObject({ deliveryCodeLocked: true, deliveryCode: code });
      expect((await seenBy(admin, 'admin')).deliveryCodeLocked).toBe(true);

      const record = await seenBy(admin, 'admin');
      const res = await setStatus(admin, {
        ...record,
        status: 'delivered',
        reason: 'The customer confirmed delivery on the phone',
      }).expect(200);
      expect(res.body.status).toBe('delivered');
      expect(res.body.timeline.at(-1)).toMatchObject({
        status: 'delivered',
        role: 'admin',
        reasonCode: null,
        reason: 'The customer confirmed delivery on the phone',
      });
    });

    it('is made anew when an admin sends the order back and it is dispatched again, with five attempts again', async () => {
      await dispatch();
      const first = await codeOf();
      await setStatus(shopkeeper, { status: 'delivered', deliveryCode: wrong(first) }).expect(409);
      await setStatus(admin, { status: 'ready for pickup' }).expect(200);
      expect((await seenBy(customer, 'customer')).deliveryCode).toBeNull();
      await setStatus(shopkeeper, { status: 'dispatched' }).expect(200);
      const second = await codeOf();
      expect(second).toMatch(/^[0-9]{4}$/);
      const res = await setStatus(shopkeeper, { status: 'delivered' }).expect(409);
      expect(res.body.message).toContain('(5 attempts left)');
      await setStatus(shopkeeper, { status: 'delivered', deliveryCode: second }).expect(200);
    });
  });

  describe('dispatch', () => {
    it('marks the items nobody checked fulfilled, and says so in the timeline', async () => {
      const rice = await fixtures.createProduct(shop.id, { name: 'Rice', discountedPrice: 50_00 });
      const dal = await fixtures.createProduct(shop.id, { name: 'Dal' });
      const three = await placeOrder(customer, [
        { productId: atta.id, quantity: 1 },
        { productId: rice.id, quantity: 1 },
        { productId: dal.id, quantity: 1 },
      ]);
      const [attaLine, riceLine, dalLine] = three.orderItems;
      const fulfil = (itemId: string, fulfillmentStatus: string) =>
        shopkeeper
          .put(`/api/shopkeeper/orders/${three.id}/items/${itemId}/fulfillment`)
          .send({ fulfillmentStatus })
          .expect(200);
      await fulfil(attaLine.id, 'fulfilled');
      const before = (await fulfil(dalLine.id, 'not fulfillable')).body;

      await dispatch(three.id);
      const after = await seenBy(shopkeeper, 'shopkeeper', three.id);
      expect(after.orderItems.map((item: { id: string; fulfillmentStatus: string }) => item.fulfillmentStatus)).toEqual(
        ['fulfilled', 'fulfilled', 'not fulfillable'],
      );
      expect(after.orderItems[1].id).toBe(riceLine.id);
      expect(after.finalAmount).toBe(before.finalAmount);
      expect(after.timeline.at(-1)).toMatchObject({
        status: 'dispatched',
        role: 'shopkeeper',
        reasonCode: null,
        reason: '1 unchecked item marked fulfilled at dispatch',
      });
    });

    it('notes nothing when every item was checked, and counts several', async () => {
      const checked = await seenBy(shopkeeper, 'shopkeeper');
      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}/items/${checked.orderItems[0].id}/fulfillment`)
        .send({ fulfillmentStatus: 'fulfilled' })
        .expect(200);
      await dispatch();
      expect((await seenBy(admin, 'admin')).timeline.at(-1)).toMatchObject({ status: 'dispatched', reason: null });

      const dal = await fixtures.createProduct(shop.id, { name: 'Dal' });
      const two = await placeOrder(customer, [
        { productId: atta.id, quantity: 1 },
        { productId: dal.id, quantity: 1 },
      ]);
      await setStatus(admin, { status: 'dispatched', reason: 'Picked up by our rider' }, two.id).expect(200);
      expect((await seenBy(admin, 'admin', two.id)).timeline.at(-1)).toMatchObject({
        status: 'dispatched',
        role: 'admin',
        reason: 'Picked up by our rider — 2 unchecked items marked fulfilled at dispatch',
      });
    });
  });

  describe("the admin's override reason", () => {
    it('is shown in the timeline; too long a reason is a 400, and only admins give one', async () => {
      const long = await setStatus(admin, { status: 'confirmed', reason: 'x'.repeat(501) }).expect(400);
      expect(long.body.message).toEqual(['reason must be at most 500 characters']);
      await setStatus(shopkeeper, { status: 'confirmed', reason: 'Because' }).expect(400);
      await setStatus(admin, { status: 'confirmed', deliveryCode: '1234' }).expect(400);
      expect((await seenBy(admin, 'admin')).status).toBe('pending');

      await setStatus(admin, { status: 'confirmed', reason: 'The shop asked us to accept it' }).expect(200);
      await setStatus(admin, { status: 'ready for pickup' }).expect(200);
      const { timeline } = await seenBy(customer, 'customer');
      expect(timeline.map((entry: { role: string; reason: string | null }) => [entry.role, entry.reason])).toEqual([
        ['customer', null],
        ['admin', 'The shop asked us to accept it'],
        ['admin', null],
      ]);
    });
  });
});
