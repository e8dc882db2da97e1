import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Shop } from '../shops/shop.entity';

describe('shop ratings', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let db: DataSource;
  let admin: Agent;

  const reviewRows = (orderId: string) =>
    db.query('SELECT shop_id, customer_id, rating, comment FROM shop_reviews WHERE order_id = $1', [orderId]);
  const rate = (customer: Agent, orderId: string, body: object) =>
    customer.post(`/api/customer/orders/${orderId}/review`).send(body);

  /** A new customer signed in, by this name. */
  const newCustomer = async (name?: string) => (await t.signedIn('customer', name ? { name } : {})).agent;

  /** An order of one product of `shop` placed by `customer`, then moved by an admin to `status`. */
  async function orderIn(customer: Agent, shop: Shop, status = 'delivered'): Promise<OrderBody> {
    const product = await fixtures.createProduct(shop.id);
    const order = await placeOrder(customer, [{ productId: product.id, quantity: 1 }]);
    if (status !== 'pending') await admin.put(`/api/admin/orders/${order.id}`).send({ status }).expect(200);
    return order;
  }

  /** A shop rated once per rating, each by a delivered order of its own. */
  async function shopRated(ratings: number[]): Promise<Shop> {
    const { shop } = await fixtures.createShop();
    const customer = await newCustomer();
    for (const rating of ratings) await rate(customer, (await orderIn(customer, shop)).id, { rating }).expect(201);
    return shop;
  }

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    db = t.app.get(DataSource);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());

  describe('rating an order', () => {
    it('rates the shop of a delivered order: 201 with the review, kept and shown on the order', async () => {
      const customer = await newCustomer();
      const { shop } = await fixtures.createShop();
      const order = await orderIn(customer, shop);
      const unrated = await orderIn(customer, shop);
      expect((await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body.rateable).toBe(true);

      const res = await rate(customer, order.id, {
        rating: 4,
        comment: '  Fresh vegetables, quick delivery.  ',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        orderId: order.id,
        shopId: shop.id,
        rating: 4,
        comment: 'Fresh vegetables, quick delivery.',
        createdAt: expect.any(String),
      });
      const customerId = (await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body.customerId;
      expect(await reviewRows(order.id)).toEqual([
        { shop_id: shop.id, customer_id: customerId, rating: 4, comment: 'Fresh vegetables, quick delivery.' },
      ]);

      const review = { rating: 4, comment: 'Fresh vegetables, quick delivery.', createdAt: res.body.createdAt };
      expect((await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body.review).toEqual(review);
      expect((await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body.review).toEqual(review);
      const list = await customer.get('/api/customer/orders').expect(200);
      expect(list.body.map((o: { id: string; review: unknown }) => [o.id, o.review])).toEqual([
        [unrated.id, null],
        [order.id, review],
      ]);
      expect(list.body.map((o: { rateable: boolean }) => o.rateable)).toEqual([true, false]);
      expect((await admin.get(`/api/admin/orders/${unrated.id}`).expect(200)).body.rateable).toBe(false);
    });

    it('rates a complete order too, without a comment', async () => {
      const customer = await newCustomer();
      const order = await orderIn(customer, (await fixtures.createShop()).shop, 'complete');
      const res = await rate(customer, order.id, { rating: 5 }).expect(201);
      expect(res.body).toMatchObject({ rating: 5, comment: null });
    });

    it.each(['pending', 'dispatched', 'cancelled'])(
      'refuses a %s order with 409 and stores nothing',
      async (status) => {
        const customer = await newCustomer();
        const order = await orderIn(customer, (await fixtures.createShop()).shop, status);
        expect((await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body.rateable).toBe(false);
        const res = await rate(customer, order.id, { rating: 5 }).expect(409);
        expect(res.body).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: 'You can rate the shop once your order is delivered.',
        });
        expect(await reviewRows(order.id)).toEqual([]);
      },
    );

    it('refuses a second review of the same order with 409 and keeps the first', async () => {
      const customer = await newCustomer();
      const order = await orderIn(customer, (await fixtures.createShop()).shop);
      await rate(customer, order.id, { rating: 2 }).expect(201);
      const again = await rate(customer, order.id, { rating: 5 }).expect(409);
      expect(again.body.message).toBe('You have already rated this order.');
      expect(await reviewRows(order.id)).toEqual([expect.objectContaining({ rating: 2 })]);
    });

    it('keeps one review when two arrive at once: the other is 409', async () => {
      const customer = await newCustomer();
      const order = await orderIn(customer, (await fixtures.createShop()).shop);
      const results = await Promise.all([
        rate(customer, order.id, { rating: 3 }),
        rate(customer, order.id, { rating: 4 }),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(results.find((res) => res.status === 409)!.body.message).toBe('You have already rated this order.');
      expect(await reviewRows(order.id)).toHaveLength(1);
    });

    it("answers 404 'Order not found' for another customer's order and an unknown one", async () => {
      const order = await orderIn(await newCustomer(), (await fixtures.createShop()).shop);
      const stranger = await newCustomer();
      const res = await rate(stranger, order.id, { rating: 1 }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Order not found' });
      await rate(stranger, '00000000-0000-4000-8000-000000000000', { rating: 1 }).expect(404);
      await rate(stranger, 'not-an-id', { rating: 1 }).expect(400);
      expect(await reviewRows(order.id)).toEqual([]);
    });

    it.each([
      ['a rating of 0', { rating: 0 }],
      ['a rating of 6', { rating: 6 }],
      ['a rating of 4.5', { rating: 4.5 }],
      ['a rating of "x"', { rating: 'x' }],
      ['no rating', { comment: 'Nice' }],
      ['a comment over 500 characters', { rating: 4, comment: 'a'.repeat(501) }],
      ['an unknown field', { rating: 4, stars: 4 }],
    ])('refuses %s with 400 and stores nothing', async (_case, body) => {
      const customer = await newCustomer();
      const order = await orderIn(customer, (await fixtures.createShop()).shop);
      const res = await rate(customer, order.id, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(await reviewRows(order.id)).toEqual([]);
    });
  });

  describe('shops as customers see them', () => {
    let customer: Agent;
    let twoReviews: Shop;
    let threeReviews: Shop;
    let unrated: Shop;

    const listed = async (sort: [string, string]) => {
      const filter = { id: [twoReviews.id, threeReviews.id, unrated.id] };
      const res = await customer
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify(filter), sort: JSON.stringify(sort) })
        .expect(200);
      return res.body.map((s: { id: string; averageRating: number | null; reviewCount: number }) => [
        s.id,
        s.averageRating,
        s.reviewCount,
      ]);
    };

    beforeAll(async () => {
      customer = await newCustomer();
      twoReviews = await shopRated([4, 5]);
      threeReviews = await shopRated([5, 4, 4]);
      unrated = (await fixtures.createShop()).shop;
    });

    it('show the average rating to one decimal and the count, null and 0 without reviews', async () => {
      const one = await customer.get(`/api/customer/shops/${twoReviews.id}`).expect(200);
      expect(one.body).toMatchObject({ id: twoReviews.id, averageRating: 4.5, reviewCount: 2 });
      const other = await customer.get(`/api/customer/shops/${threeReviews.id}`).expect(200);
      expect(other.body).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
      const none = await customer.get(`/api/customer/shops/${unrated.id}`).expect(200);
      expect(none.body).toMatchObject({ averageRating: null, reviewCount: 0 });
    });

    it('sort by averageRating, best first or worst first, with unrated shops last either way', async () => {
      expect(await listed(['averageRating', 'DESC'])).toEqual([
        [twoReviews.id, 4.5, 2],
        [threeReviews.id, 4.3, 3],
        [unrated.id, null, 0],
      ]);
      expect((await listed(['averageRating', 'ASC'])).map(([id]: [string]) => id)).toEqual([
        threeReviews.id,
        twoReviews.id,
        unrated.id,
      ]);
    });

    it('list the reviews of a shop newest first, by the first name of their authors only', async () => {
      const { shop } = await fixtures.createShop();
      const asha = await newCustomer('Asha Verma');
      const ravi = await newCustomer('Ravi Kumar Singh');
      await rate(asha, (await orderIn(asha, shop)).id, { rating: 5, comment: 'Always fresh' }).expect(201);
      await rate(ravi, (await orderIn(ravi, shop)).id, { rating: 3 }).expect(201);

      const res = await customer.get(`/api/customer/shops/${shop.id}/reviews`).expect(200);
      expect(res.body).toEqual([
        { id: expect.any(String), rating: 3, comment: null, customerName: 'Ravi', createdAt: expect.any(String) },
        {
          id: expect.any(String),
          rating: 5,
          comment: 'Always fresh',
          customerName: 'Asha',
          createdAt: expect.any(String),
        },
      ]);
      expect(res.headers['content-range']).toBe('reviews 0-1/2');

      const empty = await customer.get(`/api/customer/shops/${unrated.id}/reviews`).expect(200);
      expect(empty.body).toEqual([]);
      const missing = await customer
        .get('/api/customer/shops/00000000-0000-4000-8000-000000000000/reviews')
        .expect(404);
      expect(missing.body.message).toBe('Shop not found');
    });
  });

  describe('roles', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: [string, (agent: Agent) => ReturnType<Agent['get']>][] = [
      ['rating an order', (agent) => agent.post(`/api/customer/orders/${someId}/review`).send({ rating: 5 })],
      ["reading a shop's reviews", (agent) => agent.get(`/api/customer/shops/${someId}/reviews`)],
    ];

    it.each(routes)('%s is for customers: 403 for shopkeepers and admins, 401 signed out', async (_name, call) => {
      await call((await t.signedIn('shopkeeper')).agent).expect(403);
      await call(admin).expect(403);
      await call(t.anonymous()).expect(401);
    });
  });
});
