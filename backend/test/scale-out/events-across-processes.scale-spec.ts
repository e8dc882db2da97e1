import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DEMO_CUSTOMER, DEMO_SHOPS, DEMO_USERS } from '../../src/setup/demo-data';
import { createTestDatabase, TestDatabase } from '../test-database';
import { openEventStream, ReceivedEvent, sessionCookieOf } from '../event-stream-client';
import { HOME_ADDRESS } from '../order-fixtures';
import { BUILT_WEB_APP, runCreateAdmin, Running, startApiProcess, startNginx } from './processes';

/**
 * Two API processes of the build on one PostgreSQL server (TEST_DATABASE_URL, else the local one),
 * behind nginx with docker-compose's web front configuration: events placed through one reach a
 * stream held by the other within a second, and a session works through either and ends in both.
 * Pages come from the API through nginx as from one process, the app's files from nginx.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_DATABASE_URL = serverUrl;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const SHOP = DEMO_SHOPS[0];

describe.each([
  ['PostgreSQL LISTEN/NOTIFY', undefined],
  ['Redis pub/sub', redisUrl],
])('two API processes behind nginx, events through %s', (_bus, redisUrl) => {
  let db: TestDatabase;
  let apis: Running[];
  let nginx: Running;

  const signIn = async (url: string, username: string, password: string) =>
    sessionCookieOf(
      (await request(url).post('/api/login').send({ username, password }).expect(200)).headers['set-cookie'],
    );

  /** Places an order of the demo shop's first product through `url`, as the demo customer. */
  async function placeOrderThrough(url: string, cookie: string): Promise<string> {
    const shops = await request(url).get('/api/customer/shops').set('Cookie', cookie).expect(200);
    const shop = shops.body.find((candidate: { name: string }) => candidate.name === SHOP.shop.name);
    const products = await request(url)
      .get(`/api/customer/shops/${shop.id}/products`)
      .set('Cookie', cookie)
      .expect(200);
    const addresses = await request(url).get('/api/customer/addresses').set('Cookie', cookie).expect(200);
    const addressId =
      addresses.body[0]?.id ??
      (await request(url).post('/api/customer/addresses').set('Cookie', cookie).send(HOME_ADDRESS).expect(201)).body.id;
    await request(url).delete('/api/customer/cart').set('Cookie', cookie);
    await request(url)
      .post('/api/customer/cart/items')
      .set('Cookie', cookie)
      .send({ productId: products.body[0].id, quantity: 1 })
      .expect(201);
    const order = await request(url)
      .post('/api/customer/orders')
      .set('Cookie', cookie)
      .send({ customerAddressId: addressId, paymentMethod: 'cash_on_delivery' })
      .expect(201);
    return order.body.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = {
      DATABASE_URL: db.url,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      DEMO_DATA: 'true',
      TRUST_PROXY: 'loopback',
      WEB_DIST_DIR: BUILT_WEB_APP,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // One after the other: the first migrates and loads the demo data.
    apis = [await startApiProcess(env)];
    apis.push(await startApiProcess(env));
    nginx = await startNginx(apis.map((api) => api.url));
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const api of apis ?? []) await api.stop();
    await db?.stop();
  });

  it("delivers an order placed through either process to a shopkeeper's stream within a second", async () => {
    const [a, b] = apis;
    const shopkeeper = await signIn(nginx.url, SHOP.shopkeeper.username, SHOP.shopkeeper.password);
    const stream = await openEventStream(nginx.url, shopkeeper);
    try {
      expect(stream.status).toBe(200);
      const customer = await signIn(a.url, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
      // Whichever process holds the stream, one of these orders is placed through the other.
      for (const api of [a, b, nginx]) {
        const placedAt = Date.now();
        const orderId = await placeOrderThrough(api.url, customer);
        const event = await stream.next((e: ReceivedEvent) => e.data.orderId === orderId, 1000);
        expect(event.type).toBe('order.created');
        expect(Date.now() - placedAt).toBeLessThan(1000 + 500);
      }
    } finally {
      stream.close();
    }
  });

  it('keeps a session signed in through one process signed in through the other', async () => {
    const [a, b] = apis;
    const cookie = await signIn(a.url, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    const me = await request(b.url).get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body.username).toBe(DEMO_CUSTOMER.username);
    await request(b.url).post('/api/logout').set('Cookie', cookie).expect(204);
    await request(a.url).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('prices by the delivery fees an admin sets through one process in the other within a second', async () => {
    const [a, b] = apis;
    const [admin] = DEMO_USERS;
    const cookie = await signIn(a.url, admin.username, admin.password);
    const bands = [
      { upToKm: 9, fee: '25.00' },
      { upToKm: 20, fee: `${40 + Math.floor(Math.random() * 50)}.00` },
    ];
    const setAt = Date.now();
    await request(a.url).put('/api/admin/delivery-fees').set('Cookie', cookie).send({ bands }).expect(200);
    let heard = false;
    while (!heard && Date.now() - setAt < 1000) {
      heard = (await request(b.url).get('/api/delivery-fees').expect(200)).body.bands[1]?.fee === bands[1].fee;
    }
    expect(heard).toBe(true);
  });

  it("answers a page through nginx as one process does: the user, the route's preloads, 404 for no page", async () => {
    const cookie = await signIn(nginx.url, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    const shops = await request(nginx.url).get('/api/customer/shops').set('Cookie', cookie).expect(200);
    const shopId = shops.body[0].id;

    const page = await request(nginx.url).get(`/customer/shops/${shopId}/products`).set('Cookie', cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const session = /<script type="application\/json" id="session">(.*?)<\/script>/.exec(page.text)?.[1];
    expect(JSON.parse(session ?? 'null')).toMatchObject({ username: DEMO_CUSTOMER.username, role: 'customer' });
    expect(page.text).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/customer/shops/${shopId}/products">`,
    );
    const chunk =
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="(\/assets\/ShopProductsPage-[^"]+)">/.exec(
        page.text,
      )?.[1];
    expect(chunk).toBeDefined();

    const code = await request(nginx.url).get(chunk!).expect(200);
    expect(code.headers['content-type']).toMatch(/javascript/);
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(nginx.url).get('/favicon.svg').expect(200).expect('Cache-Control', 'no-cache');

    const noPage = await request(nginx.url).get('/no-such-page').expect(404);
    expect(noPage.text).toContain('<div id="root">');
  });

  it("ends the admin's sessions in both processes within a second when npm run create-admin resets the admin", async () => {
    const admin = DEMO_USERS.find((user) => user.role === 'admin')!;
    const cookie = await signIn(apis[0].url, admin.username, admin.password);
    for (const api of apis) await request(api.url).get('/api/user').set('Cookie', cookie).expect(200);
    await runCreateAdmin({
      DATABASE_URL: db.url,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: 'a-fresh-night-key-7',
    });
    const endedWithin = async (ms: number) => {
      for (const deadline = Date.now() + ms; Date.now() < deadline;) {
        const answers = await Promise.all(apis.map((api) => request(api.url).get('/api/user').set('Cookie', cookie)));
        if (answers.every((answer) => answer.status === 401)) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    expect(await endedWithin(1000)).toBe(true);
  });

  // Last: it changes the demo customer's password.
  it("ends a user's sessions kept by the other process at once when the password changes", async () => {
    const [a, b] = apis;
    const here = await signIn(a.url, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    const elsewhere = await signIn(b.url, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await request(b.url).get('/api/user').set('Cookie', here).expect(200);
    await request(b.url).get('/api/user').set('Cookie', elsewhere).expect(200);
    await request(a.url)
      .post('/api/user/password')
      .set('Cookie', here)
      .send({ currentPassword: DEMO_CUSTOMER.password, newPassword: 'a-brand-new-secret-9' })
      .expect(204);
    await request(b.url).get('/api/user').set('Cookie', elsewhere).expect(401);
    await request(b.url).get('/api/user').set('Cookie', here).expect(401);
  });
});
