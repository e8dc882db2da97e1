import type { Response } from 'supertest';
import { Agent, createTestApp, createTestAppOn, TestApp } from '../../test/test-app';
import {
  findPostgresBinaries,
  findRedisServer,
  startThrowawayPostgres,
  startThrowawayRedis,
  ThrowawayRedis,
  ThrowawayServer,
} from '../../test/throwaway-servers';

const postgresBinaries = findPostgresBinaries();
const redisServer = findRedisServer();
if (!postgresBinaries) console.warn('Skipping the PostgreSQL outage tests: initdb and pg_ctl are not installed.');
if (!redisServer) console.warn('Skipping the Redis outage tests: redis-server is not installed.');

const UNAVAILABLE = {
  statusCode: 503,
  message: 'The service is temporarily unavailable. Please try again shortly.',
  error: 'Service Unavailable',
};

/** The 503 every outage answers: JSON, with a Retry-After. */
function expectUnavailable(res: Response): void {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual(UNAVAILABLE);
}

/** Answers the request's response and how long it took. */
async function timed(request: PromiseLike<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

/** Retries until the check passes: a client reconnects on its own schedule. */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const signIn = (agent: Agent, user: { username: string; password: string }) =>
  agent.post('/api/login').send({ username: user.username, password: user.password });

(postgresBinaries ? describe : describe.skip)('when PostgreSQL is down', () => {
  let postgres: ThrowawayServer;
  let t: TestApp;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(postgresBinaries!);
    t = await createTestAppOn({ url: postgres.url, stop: async () => undefined });
  });
  // A test that fails half-way must not leave the next one without its database.
  afterEach(() => postgres.start());
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  it('answers 503 with Retry-After at once, /api/health too, and 200 again once it is back, without a restart', async () => {
    const { agent: customer } = await t.signedIn('customer');
    const other = await t.createUser('customer');
    await customer.get('/api/customer/shops').expect(200);

    await postgres.stop();
    const { res: shops, ms } = await timed(customer.get('/api/customer/shops'));
    expectUnavailable(shops);
    expect(ms).toBeLessThan(2000);
    expectUnavailable(await signIn(t.anonymous(), other));
    const health = await t.anonymous().get('/api/health').expect(503);
    expect(health.body).toEqual({ statusCode: 503, message: 'The database is down', error: 'Service Unavailable' });

    await postgres.start();
    await customer.get('/api/customer/shops').expect(200);
    await signIn(t.anonymous(), other).expect(200);
    await t.anonymous().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  (redisServer ? describe : describe.skip)('with sessions in Redis', () => {
    let redis: ThrowawayRedis;
    let replica: TestApp;

    beforeAll(async () => {
      redis = await startThrowawayRedis(redisServer!);
      replica = await createTestAppOn({ url: postgres.url, stop: async () => undefined }, { redisUrl: redis.url });
    });
    afterAll(async () => {
      await replica?.close();
      await redis?.destroy();
    });

    it('answers 503 when the signed-in user cannot be loaded, and 200 again once PostgreSQL is back', async () => {
      const { agent: customer } = await replica.signedIn('customer');
      await customer.get('/api/user').expect(200);

      await postgres.stop();
      expectUnavailable(await customer.get('/api/user'));
      const health = await replica.anonymous().get('/api/health').expect(503);
      expect(health.body.message).toBe('The database is down');

      await postgres.start();
      await customer.get('/api/user').expect(200);
      await replica.anonymous().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
    });

    it('says at /api/health when the database and Redis are both down, and 200 once both are back', async () => {
      await postgres.stop();
      await redis.stop();
      try {
        const health = await replica.anonymous().get('/api/health').expect(503);
        expect(health.body).toEqual({
          statusCode: 503,
          message: 'The database and Redis are down',
          error: 'Service Unavailable',
        });
      } finally {
        await redis.start();
      }
      await postgres.start();
      await eventually(() =>
        replica.anonymous().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' }).then(),
      );
    });
  });
});

(redisServer ? describe : describe.skip)('when Redis is down', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startThrowawayRedis(redisServer!);
    t = await createTestApp({ redisUrl: redis.url });
  });
  afterEach(() => redis.start());
  afterAll(async () => {
    await t?.close();
    await redis?.destroy();
  });

  it('answers 503 within 2 s, says so at /api/health, and works again once Redis is back', async () => {
    const { agent: customer, user } = await t.signedIn('customer');
    await t.anonymous().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });

    await redis.stop();
    const { res, ms } = await timed(customer.get('/api/user'));
    expectUnavailable(res);
    expect(ms).toBeLessThan(2000);
    expectUnavailable(await signIn(t.anonymous(), user));
    const health = await t.anonymous().get('/api/health').expect(503);
    expect(health.body).toEqual({ statusCode: 503, message: 'Redis is down', error: 'Service Unavailable' });

    await redis.start();
    await eventually(() => t.anonymous().get('/api/health').expect(200).then());
    // This Redis keeps nothing on disk: the session is gone, and a fresh sign-in works.
    await customer.get('/api/user').expect(401);
    await signIn(customer, user).expect(200);
    await customer.get('/api/user').expect(200);
  });

  it('answers 503 within 2 s while Redis hangs, and keeps the session once it answers again', async () => {
    const { agent: customer } = await t.signedIn('customer');
    await customer.get('/api/user').expect(200);

    redis.pause();
    try {
      const { res, ms } = await timed(customer.get('/api/user'));
      expectUnavailable(res);
      expect(ms).toBeLessThan(2000);
      const health = await timed(t.anonymous().get('/api/health'));
      expect(health.res.status).toBe(503);
      expect(health.res.body.message).toBe('Redis is down');
      expect(health.ms).toBeLessThan(2000);
    } finally {
      redis.resume();
    }
    await customer.get('/api/user').expect(200);
  });

  it('starts without Redis, answers 503 to a sign-in, and signs in once Redis is there', async () => {
    const late = await startThrowawayRedis(redisServer!);
    await late.stop();
    const app = await createTestApp({ redisUrl: late.url });
    try {
      const user = await app.createUser('customer');
      expectUnavailable(await signIn(app.anonymous(), user));
      await late.start();
      await eventually(() => signIn(app.anonymous(), user).expect(200).then());
    } finally {
      await app.close();
      await late.destroy();
    }
  });
});
