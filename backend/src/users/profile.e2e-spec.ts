import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../test/test-app';

describe('profile and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('PUT /api/user', () => {
    it('changes name, email and phone, leaving out fields as they were', async () => {
      const { user, agent } = await t.signedIn('customer');
      const res = await agent
        .put('/api/user')
        .send({ name: 'Meera Iyer', email: 'MEERA@example.com', phone: '+91 90000 00000' })
        .expect(200);
      expect(res.body).toEqual({
        id: user.id,
        name: 'Meera Iyer',
        username: user.username,
        email: 'meera@example.com',
        phone: '+91 90000 00000',
        role: 'customer',
      });
      const partial = await agent.put('/api/user').send({ name: 'Meera I.' }).expect(200);
      expect(partial.body).toMatchObject({ name: 'Meera I.', email: 'meera@example.com', phone: '+91 90000 00000' });
    });

    it('accepts the record it answered, sent back whole', async () => {
      const { agent } = await t.signedIn('customer');
      const me = await agent.get('/api/user').expect(200);
      const res = await agent
        .put('/api/user')
        .send({ ...me.body, name: 'Renamed' })
        .expect(200);
      expect(res.body).toEqual({ ...me.body, name: 'Renamed' });
    });

    it.each([
      ['a changed role', { role: 'admin' }, 'role cannot be changed'],
      ['a changed username', { username: 'someone_else' }, 'username cannot be changed'],
      ['an unknown field', { password: 'sneaky-password' }, 'property password should not exist'],
      ['an invalid email', { email: 'nope' }, 'email must be an email'],
    ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
      const { user, agent } = await t.signedIn('customer');
      const res = await agent.put('/api/user').send(body).expect(400);
      expect(res.body.message).toContain(message);
      const [row] = await t.app
        .get(DataSource)
        .query('SELECT role, username, email FROM users WHERE id = $1', [user.id]);
      expect(row).toEqual({ role: 'customer', username: user.username, email: user.email });
    });

    it('refuses an email used by another account with 409', async () => {
      const other = await t.createUser('shopkeeper');
      const { agent } = await t.signedIn('customer');
      await agent.put('/api/user').send({ email: other.email.toUpperCase() }).expect(409);
    });

    it('answers 401 without a session', async () => {
      await t.anonymous().put('/api/user').send({ name: 'x' }).expect(401);
    });
  });

  describe('POST /api/user/password', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { user, agent } = await t.signedIn('customer');
      const otherDevice = t.agent();
      await otherDevice.post('/api/login').send({ username: user.username, password: user.password }).expect(200);

      await agent
        .post('/api/user/password')
        .send({ currentPassword: user.password, newPassword: 'brand-new-secret' })
        .expect(204);

      await agent.get('/api/user').expect(200);
      await otherDevice.get('/api/user').expect(401);
      await t.anonymous().post('/api/login').send({ username: user.username, password: user.password }).expect(401);
      await t
        .anonymous()
        .post('/api/login')
        .send({ username: user.username, password: 'brand-new-secret' })
        .expect(200);
    });

    it('refuses a wrong current password with 400 and keeps the old password', async () => {
      const { user, agent } = await t.signedIn('customer');
      const res = await agent
        .post('/api/user/password')
        .send({ currentPassword: 'not-my-password', newPassword: 'brand-new-secret' })
        .expect(400);
      expect(res.body.message).toBe('The current password is wrong');
      await t.anonymous().post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    });

    it('refuses a new password shorter than 8 characters with 400', async () => {
      const { user, agent } = await t.signedIn('customer');
      await agent.post('/api/user/password').send({ currentPassword: user.password, newPassword: 'short' }).expect(400);
      await agent.get('/api/user').expect(200);
    });
  });
});
