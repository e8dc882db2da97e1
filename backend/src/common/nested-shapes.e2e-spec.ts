import { Logger } from '@nestjs/common';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { catalogueFixtures, shopOnboarding, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { addressOf } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import type { OpeningSlot } from '../shops/opening-hours';
import { Clock } from './clock';

/** 2027-03-01 is a Monday; 10:00 in Asia/Kolkata. */
const MONDAY_MORNING = new Date('2027-03-01T10:00:00+05:30');
const MONDAY_SLOT: OpeningSlot = { day: 'mon', opens: '09:00', closes: '17:00' };
const TUESDAY_SLOT: OpeningSlot = { day: 'tue', opens: '09:00', closes: '17:00' };

/** A nested field of a request body, and how to tell that its route stored nothing. */
interface NestedField {
  route: string;
  field: string;
  /** Values of another shape than the field's. */
  wrong: unknown[];
  /** A value of its shape, which the route takes. */
  right: unknown;
  /** A body the route takes, but for `field` set to `value`. */
  body(value: unknown): Record<string, unknown>;
  send(body: Record<string, unknown>): Test;
  /** What the route changes, read back. */
  stored(body: Record<string, unknown>): Promise<unknown>;
}

/** Wrong shapes of a list of objects, and of a list of dates. */
const NOT_A_LIST_OF_SLOTS = [[[MONDAY_SLOT]], [[]], [{}], ['mon 09:00-17:00'], {}, 'mon 09:00-17:00'];
const NOT_A_LIST_OF_DATES = [[['2027-01-26']], [[]], [{}], {}, '2027-01-26'];

/** Issue 30, point 5: a nested field takes only its declared shape, and a stored one of another shape harms no one. */
describe('nested shapes', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let shopkeeper: Agent;
  let shopId: string;
  let customer: Agent;
  let customerId: string;
  let customerAddressId: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
    ({
      agent: shopkeeper,
      shop: { id: shopId },
    } = await signedInShopkeeperWithShop(t, admin, { openingHours: [MONDAY_SLOT], holidays: ['2027-01-26'] }));
    ({
      agent: customer,
      user: { id: customerId },
    } = await t.signedIn('customer'));
    customerAddressId = await addressOf(customer);
    const { createShop, createProduct } = catalogueFixtures(t);
    const { shop } = await createShop();
    const product = await createProduct(shop.id);
    await customer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const adminShop = () => admin.get(`/api/admin/shops/${shopId}`).expect(200);
  const shopFields = (field: string): Pick<NestedField, 'field' | 'wrong' | 'right' | 'body'> =>
    field === 'openingHours'
      ? { field, wrong: NOT_A_LIST_OF_SLOTS, right: [MONDAY_SLOT], body: (value) => ({ openingHours: value }) }
      : { field, wrong: NOT_A_LIST_OF_DATES, right: ['2027-01-26'], body: (value) => ({ holidays: value }) };

  const FIELDS: NestedField[] = [
    ...['openingHours', 'holidays'].flatMap((field): NestedField[] => [
      {
        route: 'PUT /api/shopkeeper/shop',
        ...shopFields(field),
        send: (body) => shopkeeper.put('/api/shopkeeper/shop').send(body),
        stored: async () => (await adminShop()).body,
      },
      {
        route: 'PUT /api/admin/shops/{id}',
        ...shopFields(field),
        send: (body) => admin.put(`/api/admin/shops/${shopId}`).send(body),
        stored: async () => (await adminShop()).body,
      },
      {
        route: 'POST /api/admin/shops',
        ...shopFields(field),
        body: (value) => shopOnboarding(shopFields(field).body(value)),
        send: (body) => admin.post('/api/admin/shops').send(body),
        stored: (body) => db.query('SELECT id FROM shops WHERE email = $1', [body.email]),
      },
    ]),
    {
      route: 'POST /api/customer/orders',
      field: 'cart',
      // Every field of the cart is optional: {} is of its shape.
      wrong: [[[{ totalAmount: '99.00' }]], [{}], [], 'x'],
      right: {},
      body: (cart) => ({ customerAddressId, paymentMethod: 'cash_on_delivery', cart }),
      send: (body) => customer.post('/api/customer/orders').send(body),
      stored: async () => [
        await db.query('SELECT id FROM orders WHERE customer_id = $1', [customerId]),
        await db.query(
          'SELECT i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = $1',
          [customerId],
        ),
      ],
    },
  ];
  const WRONG_SHAPES = FIELDS.flatMap((nested) =>
    nested.wrong.map((value) => ({ ...nested, value, sent: JSON.stringify(value) })),
  );

  it.each(WRONG_SHAPES)(
    '$route refuses $field = $sent with 400 naming the field, and stores nothing',
    async ({ field, value, body, send, stored }) => {
      const request = body(value);
      const before = await stored(request);
      const res = await send(request);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await stored(request)).toEqual(before);
    },
  );

  // Last: the order placed empties the customer's cart.
  it.each(FIELDS)('$route takes $field of its shape', async ({ right, body, send }) => {
    const res = await send(body(right));
    expect([200, 201]).toContain(res.status);
  });

  describe('a stored schedule of another shape', () => {
    let open: { id: string };

    beforeAll(async () => {
      ({ shop: open } = await catalogueFixtures(t).createShop({ openingHours: [MONDAY_SLOT] }));
      // Something in stock: a shop with nothing to sell is coming soon, never open (issue 32).
      await catalogueFixtures(t).createProduct(open.id);
    });
    beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(MONDAY_MORNING));

    /** Nothing of it can be used: the shop stays closed. */
    const neverOpen = (column: string, value: string) => ({
      column,
      value,
      usable: [],
      openNow: false,
      opensAt: null,
      closedBecause: ' is closed now.',
    });
    it.each([
      neverOpen('opening_hours', '[{}]'),
      neverOpen('opening_hours', '[[]]'),
      neverOpen('opening_hours', '"x"'),
      neverOpen('opening_hours', '{}'),
      neverOpen('opening_hours', 'null'),
      neverOpen('opening_hours', '[{"day":"mon","opens":"x","closes":"y"}]'),
      neverOpen('holidays', '{NULL}'),
      neverOpen('holidays', '{{2027-01-26}}'),
      {
        column: 'opening_hours',
        value: JSON.stringify([MONDAY_SLOT, {}]),
        usable: [MONDAY_SLOT],
        openNow: true,
        opensAt: null,
        closedBecause: null,
      },
      {
        column: 'opening_hours',
        value: JSON.stringify([{}, TUESDAY_SLOT]),
        usable: [TUESDAY_SLOT],
        openNow: false,
        opensAt: '2027-03-02T03:30:00.000Z',
        closedBecause: ' is closed now: it opens at 9:00 am tomorrow.',
      },
    ])(
      'with $column = $value: discovery, the shop page and the cart go by its well-formed slots alone, and log it once',
      async ({ column, value, usable, openNow, opensAt, closedBecause }) => {
        const { createShop, createProduct } = catalogueFixtures(t);
        const { shop } = await createShop({ openingHours: [MONDAY_SLOT] });
        const product = await createProduct(shop.id);
        const { agent: buyer } = await t.signedIn('customer');
        await buyer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
        await db.query(`UPDATE shops SET ${column} = $1 WHERE id = $2`, [value, shop.id]);
        const logged = jest.spyOn(Logger.prototype, 'error');

        const discover = async (filter: object) =>
          (
            await buyer
              .get('/api/customer/shops')
              .query({ filter: JSON.stringify({ id: [shop.id, open.id], ...filter }) })
              .expect(200)
          ).body
            .map(({ id }: { id: string }) => id)
            .sort();
        await buyer.get('/api/customer/shops').expect(200);
        expect(await discover({})).toEqual([shop.id, open.id].sort());
        expect(await discover({ openNow: true })).toEqual(openNow ? [shop.id, open.id].sort() : [open.id]);
        expect(await discover({ openNow: false })).toEqual(openNow ? [] : [shop.id]);
        expect((await buyer.get(`/api/customer/shops/${shop.id}`).expect(200)).body).toMatchObject({
          openNow,
          opensAt,
          openingHours: usable,
          holidays: [],
        });

        const blockedBy = closedBecause && `${shop.name}${closedBecause}`;
        const cart = await buyer.get('/api/customer/cart').expect(200);
        expect(cart.body).toMatchObject({ openNow, opensAt, checkoutBlockedBy: blockedBy });
        const added = await buyer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 });
        expect(added.status).toBe(openNow ? 201 : 409);
        if (blockedBy) expect(added.body.message).toBe(blockedBy);

        const aboutThisShop = logged.mock.calls.filter(([message]) => String(message).includes(shop.id));
        expect(aboutThisShop).toHaveLength(1);
      },
    );
  });
});
