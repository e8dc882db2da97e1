import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../test/test-app';

describe('sign-in throttling', () => {
  let t: TestApp;
  const login = (username: string, password: string) => t.anonymous().post('/api/login').send({ username, password });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.get(DataSource).query('DELETE FROM login_failures'));

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
    await t.app.get(DataSource).query(`UPDATE login_failures SET created_at = created_at - interval '16 minutes'`);
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
    const [row] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM login_failures');
    expect(row.n).toBe(5);
  });
});
