import request from 'supertest';
import { DataSource } from 'typeorm';
import { catalogueFixtures, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { isWrite, statementsDuring } from '../../test/sql-statements';
import { createTestApp, startApp, TestApp } from '../../test/test-app';
import { BUS_APPLICATION_NAME, ProcessBus } from '../bus/process-bus';
import { ensureAdminAccount } from '../setup/create-admin';

const cookieOf = (res: request.Response): string =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('mohalla.sid='))!
    .split(';')[0];

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [store: string, redisUrl: string | undefined][] = [
  ['the database', undefined],
  ...(redisUrl ? [['Redis', redisUrl] as [string, string]] : []),
];

describe.each(stores)('sessions kept in %s', (_store, redisUrl) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startApp>>;
  /** The second API process, on the same database (and Redis). */
  const viaOther = (cookie: string, path: string) => request(other.getHttpServer()).get(path).set('Cookie', cookie);
  const signIn = async (username: string, password: string) =>
    cookieOf(await t.anonymous().post('/api/login').send({ username, password }).expect(200));

  beforeAll(async () => {
    t = await createTestApp({ redisUrl });
    other = await startApp(t.db, { redisUrl });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('reads neither the user nor writes the session on a signed-in read', async () => {
    const user = await t.createUser('customer');
    const cookie = await signIn(user.username, user.password);
    await viaOther(cookie, '/api/customer/addresses').expect(200);
    const statements = await statementsDuring(async () => {
      for (let i = 0; i < 3; i++) await viaOther(cookie, '/api/customer/addresses').expect(200);
    });
    expect(statements.filter(isWrite)).toEqual([]);
    expect(statements.filter((s) => /\busers\b/.test(s))).toEqual([]);
    // Each read: its own query. The session was read once, at the first read, and is kept; with the
    // database's bus, a round trip on the bus's connection makes sure no end of it is on its way.
    expect(statements.filter((s) => s !== 'SELECT 1')).toHaveLength(3);
    expect(statements).toHaveLength(redisUrl ? 3 : 6);
  });

  it('ends the other sessions of a new password in every process at once, and keeps this one', async () => {
    const user = await t.createUser('customer');
    const [here, elsewhere] = [await signIn(user.username, user.password), await signIn(user.username, user.password)];
    await viaOther(elsewhere, '/api/user').expect(200);
    const change = await t
      .anonymous()
      .post('/api/user/password')
      .set('Cookie', here)
      .send({ currentPassword: user.password, newPassword: 'a-brand-new-secret-9' })
      .expect(204);
    await viaOther(elsewhere, '/api/user').expect(401);
    await viaOther(here, '/api/user').expect(401);
    await viaOther(cookieOf(change), '/api/user').expect(200);
  });

  it("ends a shopkeeper's sessions in every process when an admin deletes the shop", async () => {
    const { agent: admin } = await t.signedIn('admin');
    const owner = await signedInShopkeeperWithShop(t, admin);
    const cookie = await signIn(owner.user.username, owner.user.password);
    const own = await viaOther(cookie, '/api/shopkeeper/shop').expect(200);
    expect(own.body.id).toBe(owner.shop.id);
    await admin.delete(`/api/admin/shops/${owner.shop.id}`).expect(200);
    await viaOther(cookie, '/api/shopkeeper/shop').expect(401);
    await viaOther(cookie, '/api/shopkeeper/products').expect(401);
  });

  it('finds the shop of a shopkeeper signed in before it was set up, from the next request on', async () => {
    const { agent: admin } = await t.signedIn('admin');
    const keeper = await t.createUser('shopkeeper');
    const cookie = await signIn(keeper.username, keeper.password);
    await viaOther(cookie, '/api/shopkeeper/products').expect(404);
    const { shop } = await catalogueFixtures(t).createShop({}, keeper);
    const products = await viaOther(cookie, '/api/shopkeeper/products').expect(200);
    expect(products.headers['content-range']).toMatch(/\/0$/);
    await admin.delete(`/api/admin/shops/${shop.id}`).expect(200);
    await viaOther(cookie, '/api/shopkeeper/products').expect(401);
  });

  it("ends an admin's sessions in every running process within a second when create-admin resets the admin", async () => {
    const admin = { username: 'warden', password: 'night-shift-keys-2', email: 'warden@mohalla.in', name: 'Warden' };
    await ensureAdminAccount(t.db.url, admin, redisUrl);
    const cookie = await signIn(admin.username, admin.password);
    await viaOther(cookie, '/api/user').expect(200);
    await t.anonymous().get('/api/user').set('Cookie', cookie).expect(200);
    expect(await ensureAdminAccount(t.db.url, { ...admin, password: 'day-shift-keys-3' }, redisUrl)).toBe('updated');
    const signedOutWithin = async (ms: number) => {
      for (const deadline = Date.now() + ms; Date.now() < deadline;) {
        const [here, there] = await Promise.all([
          t.anonymous().get('/api/user').set('Cookie', cookie),
          viaOther(cookie, '/api/user'),
        ]);
        if (here.status === 401 && there.status === 401) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    expect(await signedOutWithin(1000)).toBe(true);
  });

  describe('when the other processes cannot be told that a session ended', () => {
    let publish: jest.SpyInstance | undefined;
    /** The bus refuses what this process publishes, as a Redis that stopped answering would. */
    const busRefuses = () => {
      publish = jest.spyOn(t.app.get(ProcessBus), 'publish').mockRejectedValue(new Error('The bus is away'));
    };
    afterEach(() => publish?.mockRestore());

    it('answers 503 to a sign-out, with the session ended in the store, and tells the others once the bus is back', async () => {
      const user = await t.createUser('customer');
      const cookie = await signIn(user.username, user.password);
      await viaOther(cookie, '/api/user').expect(200);
      busRefuses();
      const res = await t.anonymous().post('/api/logout').set('Cookie', cookie).expect(503);
      expect(res.body).toMatchObject({ statusCode: 503 });
      await t.anonymous().get('/api/user').set('Cookie', cookie).expect(401);
      publish!.mockRestore();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await viaOther(cookie, '/api/user').expect(401);
    });

    it('answers 503 to a password change, which changes nothing it could not tell', async () => {
      const user = await t.createUser('customer');
      const cookie = await signIn(user.username, user.password);
      busRefuses();
      await t
        .anonymous()
        .post('/api/user/password')
        .set('Cookie', cookie)
        .send({ currentPassword: user.password, newPassword: 'a-brand-new-secret-9' })
        .expect(503);
      publish!.mockRestore();
      await signIn(user.username, user.password);
      await t
        .anonymous()
        .post('/api/login')
        .send({ username: user.username, password: 'a-brand-new-secret-9' })
        .expect(401);
    });
  });

  // The bus is PostgreSQL's LISTEN connection when sessions are kept in a database server.
  (redisUrl || !process.env.TEST_DATABASE_URL ? it.skip : it)(
    'keeps no session in memory while the bus between the processes is away',
    async () => {
      const user = await t.createUser('customer');
      const cookie = await signIn(user.username, user.password);
      await viaOther(cookie, '/api/user').expect(200);
      const db = t.app.get(DataSource);
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = $1 AND datname = current_database()`,
        [BUS_APPLICATION_NAME],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Ended while no process can hear of it.
      await db.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user,id}' = $1`, [user.id]);
      await viaOther(cookie, '/api/user').expect(401);
    },
  );

  it('keeps no session version on users: nothing but the sessions tell who is signed in', async () => {
    const columns = await t.app
      .get(DataSource)
      .query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`);
    expect(columns.map((c: { column_name: string }) => c.column_name)).not.toContain('session_version');
  });
});
