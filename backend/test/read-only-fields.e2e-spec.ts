import { Type } from '@nestjs/common';
import { UpdateAddressDto } from '../src/addresses/dto/address.dto';
import { UpdateCategoryDto } from '../src/categories/dto/category.dto';
import { Clock } from '../src/common/clock';
import { readOnlyFieldsOf } from '../src/common/read-only-fields';
import { AdminUpdateOrderDto, UpdateOrderStatusDto } from '../src/orders/dto/order-requests.dto';
import { CUSTOMER_CANCEL_WINDOW_MS } from '../src/orders/order-state-machine';
import { UpdateProductDto } from '../src/products/dto/product.dto';
import { UpdateOwnShopDto, UpdateShopDto } from '../src/shops/dto/update-shop.dto';
import { UpdateProfileDto } from '../src/users/dto/update-profile.dto';
import { signedInShopkeeperWithShop, validProduct } from './catalogue-fixtures';
import { HOME_ADDRESS, placeOrder } from './order-fixtures';
import { Agent, createTestApp, TestApp } from './test-app';

const SHOP_ANSWER_ONLY = [
  'id',
  'shopkeeperId',
  'shopkeeperName',
  'shopkeeperUsername',
  'createdAt',
  'updatedAt',
  'logo',
  'state',
  'locationPrecision',
  'commissionRate',
  'commissionRateInForce',
];
const ORDER_ANSWER_ONLY = [
  'id',
  'createdAt',
  'updatedAt',
  'customerId',
  'shopId',
  'paymentMethod',
  'payment',
  'totalAmount',
  'gstAmount',
  'deliveryCharges',
  'finalAmount',
  'customerAddress',
  'shop',
  'customer',
  'orderItems',
  'timeline',
  'cancellableUntil',
  'review',
  'nextStatuses',
  'itemsChangeable',
  'rateable',
  'acceptBy',
  'promisedBy',
  'late',
  'deliveryCodeLocked',
  'cancelReasons',
  'invoiceNumber',
  'creditNotes',
  'substitutionPreference',
  'replacementOf',
  'claimableReasons',
];

/** Another value of the same JSON shape: a string, number or switch changed, or the first leaf of an object or array. */
function changedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [changedValue(value[0]), ...value.slice(1)] : ['changed'];
  if (typeof value === 'object' && value !== null) {
    const [first] = Object.keys(value);
    if (first === undefined) return { changed: true };
    return { ...value, [first]: changedValue((value as Record<string, unknown>)[first]) };
  }
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  return 'changed';
}

describe('read-only fields: a PUT may send back the record it read, changing none of them (D10)', () => {
  it.each<[string, Type, string[]]>([
    ["an admin's shop edit", UpdateShopDto, SHOP_ANSWER_ONLY],
    ["a shopkeeper's edit of its own shop", UpdateOwnShopDto, [...SHOP_ANSWER_ONLY, 'name', 'email', 'gstNumber']],
    ['a category edit', UpdateCategoryDto, ['id', 'productCount', 'createdAt', 'updatedAt']],
    [
      'a product edit',
      UpdateProductDto,
      ['id', 'shopId', 'categoryName', 'createdAt', 'updatedAt', 'images', 'lowStock'],
    ],
    ['an address edit', UpdateAddressDto, ['id', 'createdAt', 'updatedAt', 'stateCode', 'locationPrecision']],
    ['a profile edit', UpdateProfileDto, ['id', 'username', 'role']],
    // The shopkeeper sends its deliveryCode; the admin's answer has one (null) and sends none.
    ["a shopkeeper's order status change", UpdateOrderStatusDto, ORDER_ANSWER_ONLY],
    ["an admin's order status change", AdminUpdateOrderDto, [...ORDER_ANSWER_ONLY, 'deliveryCode']],
  ])('%s takes them from its DTO', (_edit, dto, fields) => {
    expect(readOnlyFieldsOf(dto).sort()).toEqual([...fields].sort());
  });

  describe('through the API', () => {
    let t: TestApp;
    let admin: Agent;

    beforeAll(async () => {
      t = await createTestApp();
      admin = (await t.signedIn('admin')).agent;
    });
    afterAll(() => t.close());
    afterEach(() => jest.restoreAllMocks());

    /** A shop with a product in a category, and a customer's pending order of it, all made through the API. */
    async function pendingOrder() {
      // An hour to prepare: the order is not late yet when its cancellation window closes.
      const owner = await signedInShopkeeperWithShop(t, admin, { preparationMinutes: 60 });
      const category = await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201);
      const product = await owner.agent
        .post('/api/shopkeeper/products')
        .send(validProduct(category.body.id))
        .expect(201);
      const { agent: customer } = await t.signedIn('customer');
      const order = await placeOrder(customer, [{ productId: product.body.id, quantity: 2 }]);
      return { owner, category: category.body, product: product.body, order };
    }

    /** Who edits which record, and a change of one of its editable fields. */
    interface Edit {
      agent: Agent;
      url: string;
      change: Record<string, unknown>;
    }

    const edits: [string, Type, () => Promise<Edit>][] = [
      [
        'PUT /api/admin/shops/{id}',
        UpdateShopDto,
        async () => {
          const { shop } = await signedInShopkeeperWithShop(t, admin);
          return { agent: admin, url: `/api/admin/shops/${shop.id}`, change: { name: 'Renamed Kirana' } };
        },
      ],
      [
        'PUT /api/shopkeeper/shop',
        UpdateOwnShopDto,
        async () => {
          const { agent } = await signedInShopkeeperWithShop(t, admin);
          return { agent, url: '/api/shopkeeper/shop', change: { phone: '0141-2345678' } };
        },
      ],
      [
        'PUT /api/shopkeeper/categories/{id}',
        UpdateCategoryDto,
        async () => {
          const { owner, category } = await pendingOrder();
          const url = `/api/shopkeeper/categories/${category.id}`;
          return { agent: owner.agent, url, change: { name: 'Groceries & Staples' } };
        },
      ],
      [
        'PUT /api/shopkeeper/products/{id}',
        UpdateProductDto,
        async () => {
          const { owner, product } = await pendingOrder();
          return { agent: owner.agent, url: `/api/shopkeeper/products/${product.id}`, change: { isInStock: false } };
        },
      ],
      [
        'PUT /api/customer/addresses/{id}',
        UpdateAddressDto,
        async () => {
          const { agent } = await t.signedIn('customer');
          const address = await agent.post('/api/customer/addresses').send(HOME_ADDRESS).expect(201);
          return { agent, url: `/api/customer/addresses/${address.body.id}`, change: { city: 'Jodhpur' } };
        },
      ],
      [
        'PUT /api/user',
        UpdateProfileDto,
        async () => {
          const { agent } = await t.signedIn('customer');
          return { agent, url: '/api/user', change: { name: 'Meera Iyer' } };
        },
      ],
      [
        'PUT /api/shopkeeper/orders/{id}',
        UpdateOrderStatusDto,
        async () => {
          const { owner, order } = await pendingOrder();
          return { agent: owner.agent, url: `/api/shopkeeper/orders/${order.id}`, change: { status: 'confirmed' } };
        },
      ],
      [
        'PUT /api/admin/orders/{id}',
        AdminUpdateOrderDto,
        async () => {
          const { order } = await pendingOrder();
          return { agent: admin, url: `/api/admin/orders/${order.id}`, change: { status: 'confirmed' } };
        },
      ],
    ];

    describe.each(edits)('%s', (_route, dto, edit) => {
      it('accepts the record it answered sent back whole, and makes the change sent with it', async () => {
        const { agent, url, change } = await edit();
        const record = (await agent.get(url).expect(200)).body;
        const res = await agent
          .put(url)
          .send({ ...record, ...change })
          .expect(200);
        expect(res.body).toMatchObject(change);
      });

      it('refuses each read-only field changed with 400 naming it, and changes nothing', async () => {
        const { agent, url, change } = await edit();
        const record = (await agent.get(url).expect(200)).body;
        const fields = readOnlyFieldsOf(dto);
        expect(Object.keys(record)).toEqual(expect.arrayContaining(fields));
        for (const field of fields) {
          const res = await agent.put(url).send({ ...record, ...change, [field]: changedValue(record[field]) });
          expect({ field, status: res.status, message: res.body.message }).toEqual({
            field,
            status: 400,
            message: [`${field} cannot be changed`],
          });
        }
        expect((await agent.get(url).expect(200)).body).toEqual(record);
      });
    });

    describe('orders', () => {
      it('compares nested parts as JSON in any key order, and money as the two-decimal strings it answers', async () => {
        const { owner, order } = await pendingOrder();
        const url = `/api/shopkeeper/orders/${order.id}`;
        const record = (await owner.agent.get(url).expect(200)).body;
        const shop = Object.fromEntries(Object.entries(record.shop).reverse());
        const confirmed = await owner.agent
          .put(url)
          .send({ ...record, shop, status: 'confirmed' })
          .expect(200);
        const res = await owner.agent
          .put(url)
          .send({ ...confirmed.body, finalAmount: Number(confirmed.body.finalAmount), status: 'ready for pickup' })
          .expect(400);
        expect(res.body.message).toEqual(['finalAmount cannot be changed']);
        expect((await owner.agent.get(url).expect(200)).body).toEqual(confirmed.body);
      });

      it.each(['shopkeeper', 'admin'])(
        'accept the cancellableUntil the %s read before the window closed, once it has closed',
        async (audience) => {
          const { owner, order } = await pendingOrder();
          const agent = audience === 'admin' ? admin : owner.agent;
          const url = `/api/${audience}/orders/${order.id}`;
          const early = (await agent.get(url).expect(200)).body;
          const deadline = Date.parse(order.createdAt) + CUSTOMER_CANCEL_WINDOW_MS;
          expect(early.cancellableUntil).toBe(new Date(deadline).toISOString());

          jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(deadline + 60_000));
          const late = (await agent.get(url).expect(200)).body;
          expect(late).toEqual({ ...early, cancellableUntil: null });
          await agent.put(url).send(late).expect(200);
          const res = await agent
            .put(url)
            .send({ ...early, status: 'confirmed' })
            .expect(200);
          expect(res.body).toMatchObject({ status: 'confirmed', cancellableUntil: null });
        },
      );

      it('refuse a cancellableUntil the order never had, and the deadline once it has moved on from pending', async () => {
        const { owner, order } = await pendingOrder();
        const url = `/api/shopkeeper/orders/${order.id}`;
        const pending = (await owner.agent.get(url).expect(200)).body;
        const later = new Date(Date.parse(pending.cancellableUntil) + 60_000).toISOString();
        const moved = await owner.agent
          .put(url)
          .send({ ...pending, cancellableUntil: later, status: 'confirmed' })
          .expect(400);
        expect(moved.body.message).toEqual(['cancellableUntil cannot be changed']);

        const confirmed = (
          await owner.agent
            .put(url)
            .send({ ...pending, status: 'confirmed' })
            .expect(200)
        ).body;
        expect(confirmed.cancellableUntil).toBeNull();
        const stale = await owner.agent
          .put(url)
          .send({ ...confirmed, cancellableUntil: pending.cancellableUntil, status: 'ready for pickup' })
          .expect(400);
        expect(stale.body.message).toEqual(['cancellableUntil cannot be changed']);
        expect((await owner.agent.get(url).expect(200)).body).toEqual(confirmed);
      });
    });
  });
});
