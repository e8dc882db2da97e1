import request from 'supertest';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { createClient } from 'redis';
import { createTestApp, startApp, TestApp } from '../../test/test-app';

const newCustomer = {
  username: 'asha.v',
  email: 'asha@example.com',
  password: 'kirana-lover-1',
  role: 'customer',
  name: 'Asha Verma',
  phone: '+91 98765 43210',
};

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('mohalla.sid='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

const cookiePair = (setCookie: string) => setCookie.split(';')[0];

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/register', () => {
    it('creates the account, signs it in and never returns the password', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/register').send(newCustomer).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'Asha Verma',
        username: 'asha.v',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        role: 'customer',
      });
      const me = await agent.get('/api/user').expect(200);
      expect(me.body.id).toBe(res.body.id);
    });

    it('stores an argon2id hash with at least 19 MiB and 2 iterations', async () => {
      const [row] = await t.app.get(DataSource).query(`SELECT password_hash FROM users WHERE username = 'asha.v'`);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
      const [, memory, iterations] = /m=(\d+),p=1,t=(\d+)/.exec(row.password_hash)!;
      expect(Number(memory)).toBeGreaterThanOrEqual(19456);
      expect(Number(iterations)).toBeGreaterThanOrEqual(2);
      expect(row.password_hash).not.toContain(newCustomer.password);
    });

    it('refuses a username taken in another case with 409', async () => {
      const res = await t
        .anonymous()
        .post('/api/register')
        .send({ ...newCustomer, username: 'ASHA.V', email: 'other@example.com' })
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'This username is already taken', error: 'Conflict' });
    });

    it('refuses an email taken in another case with 409', async () => {
      await t
        .anonymous()
        .post('/api/register')
        .send({ ...newCustomer, username: 'asha2', email: 'Asha@Example.com' })
        .expect(409);
    });

    it.each([
      ['a short password', { password: 'short' }, 'password must be longer than or equal to 8 characters'],
      ['the admin role', { role: 'admin' }, 'role must be customer or shopkeeper'],
      ['an invalid email', { email: 'not-an-email' }, 'email must be an email'],
      [
        'a username with spaces',
        { username: 'a b' },
        'username must be 3 to 32 letters, digits, dots, underscores or hyphens',
      ],
      ['a missing name', { name: undefined }, 'name must be a string'],
      [
        'a phone with letters',
        { phone: 'call me' },
        'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only.',
      ],
      ['an unknown field', { isAdmin: true }, 'property isAdmin should not exist'],
    ])('refuses %s with 400 and creates nothing', async (_case, change, message) => {
      const before = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM users');
      const res = await t
        .anonymous()
        .post('/api/register')
        .send({ ...newCustomer, username: 'fresh_user', email: 'fresh@example.com', ...change })
        .expect(400);
      expect(res.body.message).toContain(message);
      const after = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM users');
      expect(after[0].n).toBe(before[0].n);
    });

    it('accepts a shopkeeper sign-up', async () => {
      const res = await t
        .anonymous()
        .post('/api/register')
        .send({ ...newCustomer, username: 'ramesh', email: 'ramesh@example.com', role: 'shopkeeper', phone: undefined })
        .expect(201);
      expect(res.body).toMatchObject({ role: 'shopkeeper', phone: null });
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the username in any case and sets an HttpOnly, SameSite=Lax cookie', async () => {
      const user = await t.createUser('customer');
      const res = await t
        .anonymous()
        .post('/api/login')
        .send({ username: user.username.toUpperCase(), password: user.password })
        .expect(200);
      expect(res.body).toMatchObject({ id: user.id, role: 'customer', name: user.name });
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      expect(Math.abs(expires - Date.now() - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    });

    it('refuses a wrong password with 401', async () => {
      const user = await t.createUser('customer');
      const res = await t.anonymous().post('/api/login').send({ username: user.username, password: 'wrong-password' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an unknown username with the same 401', async () => {
      const res = await t.anonymous().post('/api/login').send({ username: 'nobody', password: 'whatever-1' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password');
    });

    it('refuses a missing password with 400', async () => {
      const res = await t.anonymous().post('/api/login').send({ username: 'someone' }).expect(400);
      expect(res.body.message).toContain('password is required');
    });

    it('gives the session a new id at sign-in', async () => {
      const first = await t.createUser('customer');
      const second = await t.createUser('shopkeeper');
      const agent = t.agent();
      const a = await agent.post('/api/login').send({ username: first.username, password: first.password });
      const b = await agent.post('/api/login').send({ username: second.username, password: second.password });
      expect(cookiePair(sessionCookie(a))).not.toBe(cookiePair(sessionCookie(b)));
      const me = await t
        .anonymous()
        .get('/api/user')
        .set('Cookie', cookiePair(sessionCookie(a)))
        .expect(401);
      expect(me.body.statusCode).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('destroys the session on the server, so the old cookie no longer works', async () => {
      const { agent } = await t.signedIn('customer');
      await agent.get('/api/user').expect(200);
      const cookie = (
        agent as unknown as { jar: { getCookie(n: string, o: object): { value: string } } }
      ).jar.getCookie('mohalla.sid', { path: '/', domain: '127.0.0.1', secure: false, script: false });
      const sessionsBefore = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM session');
      await agent.post('/api/logout').expect(204);
      const sessionsAfter = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM session');
      expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n - 1);
      await t.anonymous().get('/api/user').set('Cookie', `mohalla.sid=${cookie.value}`).expect(401);
      await agent.get('/api/user').expect(401);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 without a session', async () => {
      const res = await t.anonymous().get('/api/user').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in', error: 'Unauthorized' });
    });

    it('ends a session older than the absolute lifetime, however active', async () => {
      const { agent, user } = await t.signedIn('customer');
      await t.app
        .get(DataSource)
        .query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,signedInAt}', '0')::json`);
      // Changed behind the store's back: the process forgets what it kept of the session.
      t.app.get(SessionsService).message({ kind: 'sessions', userId: user.id });
      await agent.get('/api/user').expect(401);
    });
  });
});

describe('sessions across API processes', () => {
  it('keeps a user signed in across a restart and between two processes sharing the database', async () => {
    const t = await createTestApp();
    const user = await t.createUser('customer');
    const login = await t.anonymous().post('/api/login').send({ username: user.username, password: user.password });
    const cookie = cookiePair(sessionCookie(login));
    await t.app.close();

    const first = await startApp(t.db);
    const second = await startApp(t.db);
    try {
      await request(first.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      await request(second.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      await request(second.getHttpServer()).post('/api/logout').set('Cookie', cookie).expect(204);
      await request(first.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      await first.close();
      await second.close();
      await t.db.stop();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('keeps sessions in Redis when REDIS_URL is set, shared by two processes', async () => {
    const t = await createTestApp({ redisUrl });
    const second = await startApp(t.db, { redisUrl });
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      const user = await t.createUser('customer');
      const login = await t.anonymous().post('/api/login').send({ username: user.username, password: user.password });
      const cookie = cookiePair(sessionCookie(login));
      await request(second.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      const keys = await redis.keys('mohalla:sess:*');
      expect(keys.length).toBeGreaterThan(0);
      const [rows] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM session');
      expect(rows.n).toBe(0);
      await request(second.getHttpServer()).post('/api/logout').set('Cookie', cookie).expect(204);
      await t.anonymous().get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      await redis.quit();
      await second.close();
      await t.close();
    }
  });
});

describe('production cookies', () => {
  it('marks the cookie Secure and trusts one proxy hop for HTTPS', async () => {
    // One proxy hop is production's default TRUST_PROXY (see app-config.spec.ts).
    const t = await createTestApp({ nodeEnv: 'production', trustProxy: 1, sessionSecret: 'p'.repeat(40) });
    try {
      const user = await t.createUser('customer');
      const res = await t
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: user.username, password: user.password })
        .expect(200);
      expect(sessionCookie(res)).toMatch(/; Secure/i);
    } finally {
      await t.close();
    }
  });
});
