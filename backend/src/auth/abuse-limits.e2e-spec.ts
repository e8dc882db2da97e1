import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { clearRateLimits, endRateLimitWindows } from '../../test/rate-limits';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

const REGISTRATIONS_PER_HOUR = 3;
const SESSION_COOKIE = /^mohalla\.sid=([^;]+)/;

describe('sign-in and sign-up abuse', () => {
  let t: TestApp;
  let db: DataSource;
  const login = (username: string, password: string, address?: string) => {
    const req = t.anonymous().post('/api/login');
    if (address) req.set('X-Forwarded-For', address);
    return req.send({ username, password });
  };
  const register = (suffix: string, address: string, password = 'kirana-lover-1') =>
    t
      .anonymous()
      .post('/api/register')
      .set('X-Forwarded-For', address)
      .send({
        name: 'New Customer',
        username: `new_${suffix}`,
        email: `new_${suffix}@example.com`,
        password,
        role: 'customer',
      });
  const sessionCookie = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).find((c) => SESSION_COOKIE.test(c));

  beforeAll(async () => {
    // Behind one trusted proxy, as in production: X-Forwarded-For stands for the client's address.
    t = await createTestApp({ trustProxy: true, registrationsPerHour: REGISTRATIONS_PER_HOUR });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  beforeEach(() => clearRateLimits(db));

  describe('sign-in', () => {
    it('answers 429 after 5 wrong passwords for one username, even for the right password', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password').expect(401);
      const res = await login(user.username, user.password).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        message: 'Too many failed sign-ins. Try again in 15 minutes.',
        error: 'Too Many Requests',
      });
      await login(user.username.toUpperCase(), user.password).expect(429);
    });

    it('lets the username in again once the 15-minute window has passed', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password').expect(401);
      await login(user.username, user.password).expect(429);
      await endRateLimitWindows(db);
      await login(user.username, user.password).expect(200);
    });

    it('clears the count of a username at a successful sign-in', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 4; i++) await login(user.username, 'wrong-password').expect(401);
      await login(user.username, user.password).expect(200);
      for (let i = 0; i < 4; i++) await login(user.username, 'wrong-password').expect(401);
      await login(user.username, user.password).expect(200);
    });

    it('answers 429 after 20 failures from one address, whatever the username', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 20; i++) await login(`guess_${i % 5}`, 'wrong-password').expect(401);
      await login(user.username, user.password).expect(429);
    });

    it('counts neither malformed requests nor refused ones', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 10; i++) await t.anonymous().post('/api/login').send({ username: user.username }).expect(400);
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password').expect(401);
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password').expect(429);
      const [row] = await db.query(`SELECT hits FROM rate_limit_counters WHERE key LIKE 'sign-in-address:%'`);
      expect(row.hits).toBe(5);
    });

    it('gives 20 parallel wrong passwords for one username at most 5 answers of 401', async () => {
      const user = await t.createUser('customer');
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => login(user.username, 'wrong-password').then((res) => res.status)),
      );
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      await login(user.username, user.password).expect(429);
    });

    it('does not lock the real person out: their own address with no failures still signs in', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password', '198.51.100.7').expect(401);
      await login(user.username, user.password, '198.51.100.7').expect(429);
      await login(user.username, user.password, '203.0.113.9').expect(200);
      for (let i = 0; i < 20; i++) await login(`guess_${i}`, 'wrong-password', '198.51.100.8').expect(401);
      await login(user.username, user.password, '203.0.113.9').expect(200);
    });
  });

  describe('sign-in to one account from many addresses', () => {
    const ACCOUNT_REFUSED =
      'Too many failed sign-ins to this account. Try again later, or on a device where you have signed in before.';
    const deviceCookie = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[]) ?? [])
        .find((c) => c.startsWith('mohalla.device='));
    /** A browser of the owner's: signed in once, from its own address. */
    const ownersBrowser = async (user: { username: string; password: string }, address: string) => {
      const agent = t.agent();
      await agent
        .post('/api/login')
        .set('X-Forwarded-For', address)
        .send({ username: user.username, password: user.password })
        .expect(200);
      return agent;
    };
    const signInOn = (agent: Agent, user: { username: string; password: string }, address: string) =>
      agent
        .post('/api/login')
        .set('X-Forwarded-For', address)
        .send({ username: user.username, password: user.password });
    /** 20 addresses × 5 wrong passwords, all at once. */
    const guessFromEverywhere = (username: string) =>
      Promise.all(
        Array.from({ length: 100 }, (_, i) => login(username, 'wrong-password', `198.51.100.${100 + (i % 20)}`)),
      );

    it('stops 20 addresses × 5 parallel guesses at 20, with 429 and Retry-After, while the owner signs in from their known address', async () => {
      const user = await t.createUser('customer');
      const owner = await ownersBrowser(user, '203.0.113.60');
      const answers = await guessFromEverywhere(user.username);
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(80);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      const refused = answers.find((res) => res.status === 429)!;
      expect(refused.body.message).toBe(ACCOUNT_REFUSED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

      const stranger = await login(user.username, user.password, '198.51.100.200').expect(429);
      expect(stranger.body.message).toBe(ACCOUNT_REFUSED);
      await signInOn(owner, user, '203.0.113.60').expect(200);
      await signInOn(owner, user, '203.0.113.61').expect(200);
      await endRateLimitWindows(db);
      await login(user.username, user.password, '198.51.100.200').expect(200);
    }, 60_000);

    it('slows the guesses at an account down past 10 failures, before it refuses them', async () => {
      const user = await t.createUser('customer');
      for (let i = 0; i < 10; i++) await login(user.username, 'wrong-password', `198.51.100.${150 + i}`).expect(401);
      const started = Date.now();
      await login(user.username, 'wrong-password', '198.51.100.160').expect(401);
      await login(user.username, 'wrong-password', '198.51.100.161').expect(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500 + 1000);
    });

    it('marks the browser with an HttpOnly cookie only sign-in reads, at sign-in and at registration', async () => {
      const user = await t.createUser('customer');
      const signIn = await login(user.username, user.password).expect(200);
      expect(deviceCookie(signIn)).toMatch(
        /; Max-Age=2592000; Path=\/api\/login; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
      );
      const registration = await register('device', '198.51.100.41').expect(201);
      expect(deviceCookie(registration)).toMatch(/^mohalla\.device=new_device~/);
    });

    it('lets in no other account, nor a cookie changed by hand, nor one older than 30 days', async () => {
      const owner = await t.createUser('customer');
      const other = await t.createUser('customer');
      const signIn = await login(owner.username, owner.password, '203.0.113.70').expect(200);
      const [, setAt, mac] = /^mohalla\.device=[^~]+~(\d+)~([^;]+)/.exec(deviceCookie(signIn)!)!;
      await guessFromEverywhere(other.username);
      const withCookie = (value: string) =>
        t
          .anonymous()
          .post('/api/login')
          .set('X-Forwarded-For', '203.0.113.70')
          .set('Cookie', `mohalla.device=${value}`)
          .send({ username: other.username, password: other.password });
      await withCookie(`${owner.username}~${setAt}~${mac}`).expect(429);
      await withCookie(`${other.username}~${setAt}~${mac}`).expect(429);

      await guessFromEverywhere(owner.username);
      const stale = `${owner.username}~${Number(setAt) - 31 * 24 * 60 * 60}~${mac}`;
      await t
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.70')
        .set('Cookie', `mohalla.device=${stale}`)
        .send({ username: owner.username, password: owner.password })
        .expect(429);
      await t
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.70')
        .set('Cookie', `mohalla.device=${owner.username}~${setAt}~${mac}`)
        .send({ username: owner.username, password: owner.password })
        .expect(200);
    }, 60_000);
  });

  describe('registration', () => {
    it(`allows ${REGISTRATIONS_PER_HOUR} accounts an hour from one address, then 429, other addresses unaffected`, async () => {
      for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) await register(`a${i}`, '198.51.100.20').expect(201);
      const refused = await register('a_more', '198.51.100.20').expect(429);
      expect(refused.body.message).toBe(
        'Too many accounts were created from your network. Please try again in an hour.',
      );
      const [row] = await db.query(`SELECT count(*)::int AS n FROM users WHERE username = 'new_a_more'`);
      expect(row.n).toBe(0);
      await register('b0', '198.51.100.21').expect(201);
    });

    it('counts attempts on taken usernames, so usernames cannot be listed in bulk', async () => {
      const taken = await t.createUser('customer');
      const attempt = () =>
        t.anonymous().post('/api/register').set('X-Forwarded-For', '198.51.100.30').send({
          name: 'N',
          username: taken.username,
          email: 'x@example.com',
          password: 'kirana-lover-1',
          role: 'customer',
        });
      for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) await attempt().expect(409);
      await attempt().expect(429);
    });

    it.each([
      ['one character repeated', 'aaaaaaaa', 'This password is one character repeated'],
      ['the marketplace’s name', 'Mohalla123', 'This password contains the name Mohalla'],
      ['the username', 'new_rules-2024', 'This password contains your name, username or email'],
      ['a word of the name', 'customer-rocks-7', 'This password contains your name, username or email'],
    ])('refuses a password of %s with 400 and a message on the password', async (_what, password, message) => {
      const res = await register('rules', '198.51.100.42', password).expect(400);
      expect(res.body.message).toEqual([`${message}: choose one that is harder to guess`]);
    });

    it.each(['password123', 'Iloveyou1', 'qwertyuiop', '1234567890'])(
      'refuses the common password %s with 400',
      async (password) => {
        const res = await register('common', '198.51.100.40', password).expect(400);
        expect(res.body.message).toEqual([
          'This password is one of the most common ones: choose one that is harder to guess',
        ]);
      },
    );
  });

  describe('password change', () => {
    it('answers 429 after 5 wrong current passwords, even with the right one', async () => {
      const { user, agent } = await t.signedIn('customer');
      const change = (currentPassword: string) =>
        agent.post('/api/user/password').send({ currentPassword, newPassword: 'brand-new-secret' });
      for (let i = 0; i < 5; i++) await change('not-my-password').expect(400);
      await change(user.password).expect(429);
      await endRateLimitWindows(db);
      await change(user.password).expect(204);
    });

    it.each([
      ['one character repeated', () => 'zzzzzzzzzzzz', 'This password is one character repeated'],
      ['the marketplace’s name', () => 'love-MOHALLA-9', 'This password contains the name Mohalla'],
      ['the username', (user: { username: string }) => `${user.username}!`, 'This password contains your name'],
      [
        'the email’s name',
        (user: { email: string }) => `x-${user.email.split('@')[0]}`,
        'This password contains your name',
      ],
    ])('refuses a new password of %s with 400 and keeps the old one', async (_what, newPassword, message) => {
      const { user, agent } = await t.signedIn('customer');
      const res = await agent
        .post('/api/user/password')
        .send({ currentPassword: user.password, newPassword: newPassword(user) })
        .expect(400);
      expect(([] as string[]).concat(res.body.message).join()).toMatch(new RegExp(`^${message}`));
      await login(user.username, user.password).expect(200);
    });

    it('refuses a common new password', async () => {
      const { user, agent } = await t.signedIn('customer');
      await agent
        .post('/api/user/password')
        .send({ currentPassword: user.password, newPassword: 'password123' })
        .expect(400);
    });

    it('gives the session a new id, and the old id no longer works', async () => {
      const { user } = await t.signedIn('customer');
      const agent = t.agent();
      const signIn = await agent.post('/api/login').send({ username: user.username, password: user.password });
      const oldId = SESSION_COOKIE.exec(sessionCookie(signIn)!)![1];
      const change = await agent
        .post('/api/user/password')
        .send({ currentPassword: user.password, newPassword: 'brand-new-secret' })
        .expect(204);
      const newId = SESSION_COOKIE.exec(sessionCookie(change)!)![1];
      expect(newId).not.toBe(oldId);
      await agent.get('/api/user').expect(200);
      await t.anonymous().get('/api/user').set('Cookie', `mohalla.sid=${oldId}`).expect(401);
    });
  });

  describe('session cookie', () => {
    it('is Secure when the request came over HTTPS through the trusted proxy, and not over plain HTTP', async () => {
      const user = await t.createUser('customer');
      const plain = await login(user.username, user.password).expect(200);
      expect(sessionCookie(plain)).not.toMatch(/;\s*Secure/i);
      const https = await t
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: user.username, password: user.password })
        .expect(200);
      expect(sessionCookie(https)).toMatch(/;\s*Secure/i);
    });
  });

  describe('session lifetimes', () => {
    const minutesLeft = (cookie: string | undefined) =>
      Math.round((Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]) - Date.now()) / 60_000);
    const cookieMinutes = async (agent: Agent, username: string, password: string) =>
      minutesLeft(sessionCookie(await agent.post('/api/login').send({ username, password }).expect(200)));

    it('ends an admin session after 30 minutes idle, and keeps customers for 7 days', async () => {
      const admin = await t.createUser('admin');
      const customer = await t.createUser('customer');
      expect(await cookieMinutes(t.agent(), admin.username, admin.password)).toBe(30);
      expect(await cookieMinutes(t.agent(), customer.username, customer.password)).toBe(7 * 24 * 60);
      const agent = t.agent();
      await cookieMinutes(agent, admin.username, admin.password);
      expect(minutesLeft(sessionCookie(await agent.get('/api/user').expect(200)))).toBe(30);
      const [row] = await db.query(
        `SELECT round(extract(epoch FROM expire - now()) / 60) AS minutes FROM session
         WHERE sess::jsonb #>> '{passport,user,id}' = $1 ORDER BY expire DESC LIMIT 1`,
        [admin.id],
      );
      expect(Number(row.minutes)).toBe(30);
    });

    it('ends an admin session 12 hours after sign-in, however active, but not a customer one', async () => {
      const admin = await t.signedIn('admin');
      const customer = await t.signedIn('customer');
      // Behind the store's back: the process forgets what it kept of the sessions, to read them again.
      const backdate = async ({ id, username }: { id: string; username: string }, hours: number) => {
        await db.query(
          `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,signedInAt}',
             to_jsonb((sess::jsonb #>> '{passport,user,signedInAt}')::bigint - $2::bigint))::json
           WHERE sess::jsonb #>> '{passport,user,id}' = (SELECT id::text FROM users WHERE username = $1)`,
          [username, hours * 60 * 60_000],
        );
        t.app.get(SessionsService).message({ kind: 'sessions', userId: id });
      };
      await backdate(admin.user, 11);
      await admin.agent.get('/api/user').expect(200);
      await backdate(admin.user, 1.01);
      await admin.agent.get('/api/user').expect(401);
      await backdate(customer.user, 13);
      await customer.agent.get('/api/user').expect(200);
    });
  });
});
