import { DataSource } from 'typeorm';
import {
  baseUrlOf,
  EventStreamClient,
  openEventStream,
  ReceivedEvent,
  sessionCookieOf,
} from '../../test/event-stream-client';
import { catalogueFixtures, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { ProcessBus } from '../bus/process-bus';
import { EventStreams } from './event-streams';

const redisUrl = process.env.TEST_REDIS_URL;
const buses: [bus: string, redisUrl: string | undefined][] = [
  ['PostgreSQL LISTEN/NOTIFY', undefined],
  ...(redisUrl ? [['Redis pub/sub', redisUrl] as [string, string]] : []),
];

describe.each(buses)('the live event stream, through %s', (_bus, redisUrl) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Agent;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  const open: EventStreamClient[] = [];

  /** Signs `user` in afresh and opens a stream on that session. */
  async function streamOf(user: TestUser, headers: Record<string, string> = {}) {
    const login = await t.anonymous().post('/api/login').send({ username: user.username, password: user.password });
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    const stream = await openEventStream(baseUrl, cookie, headers);
    open.push(stream);
    return { stream, cookie };
  }

  /** A shop with one product, its shopkeeper signed in, and a customer. */
  async function market() {
    const owner = await signedInShopkeeperWithShop(t, admin);
    const product = await fixtures.createProduct(owner.shop.id, { discountedPrice: 114_00 });
    const customer = await t.signedIn('customer');
    return { owner, product, customer };
  }

  const aboutOrder = (orderId: string, type?: string) => (event: ReceivedEvent) =>
    event.data.orderId === orderId && (type === undefined || event.type === type);

  beforeAll(async () => {
    t = await createTestApp({ redisUrl });
    baseUrl = await baseUrlOf(t.app);
    admin = (await t.signedIn('admin')).agent;
    fixtures = catalogueFixtures(t);
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(() => t.close());

  it('answers 401 without a session and 400 to a Last-Event-ID that is not an event id', async () => {
    expect((await openEventStream(baseUrl)).status).toBe(401);
    const customer = await t.createUser('customer');
    const login = await t
      .anonymous()
      .post('/api/login')
      .send({ username: customer.username, password: customer.password });
    const bad = await openEventStream(baseUrl, sessionCookieOf(login.headers['set-cookie']), {
      'Last-Event-ID': 'x; DROP',
    });
    expect(bad.status).toBe(400);
  });

  it("sends an order's events to its customer, its shop and the admins, and to nobody else", async () => {
    const { owner, product, customer } = await market();
    const other = await market();
    const [toShop, toCustomer, toAdmin, toOtherShop, toOtherCustomer] = await Promise.all([
      streamOf(owner.user),
      streamOf(customer.user),
      streamOf((await t.createUser('admin')) as TestUser),
      streamOf(other.owner.user),
      streamOf(other.customer.user),
    ]);
    expect(toShop.stream.status).toBe(200);
    expect(toShop.stream.headers['content-type']).toMatch(/^text\/event-stream/);

    const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 2 }]);
    const created = await toShop.stream.next(aboutOrder(order.id, 'order.created'), 1000);
    expect(created.data).toEqual({
      orderId: order.id,
      shopId: owner.shop.id,
      customerId: customer.user.id,
      status: 'pending',
      finalAmount: order.finalAmount,
      customerName: customer.user.name,
      updatedAt: expect.any(String),
    });
    await toCustomer.stream.next(aboutOrder(order.id, 'order.created'));
    await toAdmin.stream.next(aboutOrder(order.id, 'order.created'));

    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    for (const { stream } of [toShop, toCustomer, toAdmin]) {
      const updated = await stream.next(aboutOrder(order.id, 'order.updated'));
      expect(updated.data.status).toBe('confirmed');
    }
    const [first, second] = toCustomer.stream.events.map((event) => Number(event.id));
    expect(second).toBeGreaterThan(first);

    // The admin's stream has both events, so every stream of this process has had its turn at them.
    expect(toOtherShop.stream.events).toEqual([]);
    expect(toOtherCustomer.stream.events).toEqual([]);
  });

  it('replays what a client missed when it reconnects with Last-Event-ID, and only its own', async () => {
    const { owner, product, customer } = await market();
    const other = await market();
    const first = await streamOf(owner.user);
    const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 1 }]);
    const seen = await first.stream.next(aboutOrder(order.id, 'order.created'));
    first.stream.close();

    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    await placeOrder(other.customer.agent, [{ productId: other.product.id, quantity: 1 }]);
    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'ready for pickup' }).expect(200);

    const again = await openEventStream(baseUrl, first.cookie, { 'Last-Event-ID': seen.id });
    open.push(again);
    await again.next((event) => event.data.status === 'ready for pickup');
    expect(again.events.map((event) => [event.type, event.data.orderId, event.data.status])).toEqual([
      ['order.updated', order.id, 'confirmed'],
      ['order.updated', order.id, 'ready for pickup'],
    ]);

    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'dispatched' }).expect(200);
    await again.next((event) => event.data.status === 'dispatched');
    expect(again.events.map((event) => Number(event.id))).toEqual(
      [...again.events.map((event) => Number(event.id))].sort((a, b) => a - b),
    );
  });

  it('replays the same to a new client that names the last event in ?lastEventId, as a replaced tab does', async () => {
    const { owner, product, customer } = await market();
    const first = await streamOf(owner.user);
    const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 1 }]);
    const seen = await first.stream.next(aboutOrder(order.id, 'order.created'));
    first.stream.close();
    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);

    const again = await openEventStream(baseUrl, first.cookie, {}, `?lastEventId=${seen.id}`);
    open.push(again);
    const missed = await again.next(aboutOrder(order.id, 'order.updated'));
    expect(missed.data.status).toBe('confirmed');
    expect((await openEventStream(baseUrl, first.cookie, {}, '?lastEventId=x')).status).toBe(400);
  });

  it("keeps to its own database: another deployment's events on the same bus neither reach it nor hide its own", async () => {
    const other = await createTestApp({ redisUrl });
    try {
      // No stream open here: a message heard now would move this process's cursor, unread.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.app.get(ProcessBus).publish({ kind: 'event', id: 1_000_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { owner, product, customer } = await market();
      const { stream } = await streamOf(owner.user);
      const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 1 }]);
      await stream.next(aboutOrder(order.id, 'order.created'));
    } finally {
      await other.close();
    }
  });

  it('sends no event for a change that changes nothing, and none for a refused one', async () => {
    const { owner, product, customer } = await market();
    const { stream } = await streamOf(owner.user);
    const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 1 }]);
    await stream.next(aboutOrder(order.id, 'order.created'));
    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'pending' }).expect(200);
    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'delivered' }).expect(409);
    await owner.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    await stream.next((event) => event.data.status === 'confirmed');
    expect(stream.events.map((event) => event.data.status)).toEqual(['pending', 'confirmed']);
  });

  it('keeps a quiet stream alive with comment lines', async () => {
    const streams = t.app.get(EventStreams);
    const usual = streams.keepAliveMs;
    streams.keepAliveMs = 200;
    try {
      const { stream } = await streamOf(await t.createUser('customer'));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(stream.comments).toContain('keep-alive');
    } finally {
      streams.keepAliveMs = usual;
    }
  });

  it('ends the stream when its session ends: sign-out, a new password, a deleted shop', async () => {
    const customer = await t.createUser('customer');
    const signedOut = await streamOf(customer);
    await t.anonymous().post('/api/logout').set('Cookie', signedOut.cookie).expect(204);
    await signedOut.stream.ended;

    const passwordChanged = await streamOf(customer);
    await t
      .anonymous()
      .post('/api/user/password')
      .set('Cookie', passwordChanged.cookie)
      .send({ currentPassword: customer.password, newPassword: 'another-secret-77' })
      .expect(204);
    await passwordChanged.stream.ended;

    const { owner } = await market();
    const shopGone = await streamOf(owner.user);
    await admin.delete(`/api/admin/shops/${owner.shop.id}`).expect(200);
    await shopGone.stream.ended;
  });

  it('keeps events in the database, where a reconnecting client in any process finds them', async () => {
    const { product, customer } = await market();
    const order = await placeOrder(customer.agent, [{ productId: product.id, quantity: 1 }]);
    const rows = await t.app
      .get(DataSource)
      .query("SELECT type, customer_id FROM stream_event WHERE data->>'orderId' = $1", [order.id]);
    expect(rows).toEqual([{ type: 'order.created', customer_id: customer.user.id }]);
  });
});
