import { DataSource } from 'typeorm';
import { ShopOwner, signedInShopkeeperWithShop, validProduct } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

describe('hostile input', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let customer: Agent;
  let owner: ShopOwner;
  let product: { id: string; categoryId: string; name: string };

  const productRow = () =>
    db.query('SELECT name, category_id, weight, is_in_stock, gst_included FROM products WHERE id = $1', [product.id]);
  const message = (body: { message: string | string[] }) => ([] as string[]).concat(body.message).join(' | ');

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
    ({ agent: customer } = await t.signedIn('customer'));
    owner = await signedInShopkeeperWithShop(t, admin);
    const category = (await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201))
      .body;
    product = (await owner.agent.post('/api/shopkeeper/products').send(validProduct(category.id)).expect(201)).body;
  });
  afterAll(() => t.close());

  describe('prototype keys', () => {
    it('refuses sort on __proto__ with 400, and sign-in and sessions keep working afterwards', async () => {
      const res = await customer.get('/api/customer/shops').query({ sort: '["__proto__","ASC"]' }).expect(400);
      expect(res.body.message).toMatch(/^sort field must be one of /);
      const user = await t.createUser('customer');
      const agent = t.agent();
      await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
      await agent.get('/api/user').expect(200);
      await customer.get('/api/user').expect(200);
    });

    it.each(PROTOTYPE_NAMES)('refuses %s as a sort or filter field with 400', async (name) => {
      await customer
        .get('/api/customer/shops')
        .query({ sort: JSON.stringify([name, 'DESC']) })
        .expect(400);
      const filter = await customer
        .get('/api/customer/shops')
        .query({ filter: `{${JSON.stringify(name)}:"x"}` })
        .expect(400);
      expect(filter.body.message).toBe(`filter.${name} is not a field of this list`);
      await admin.get('/api/admin/shops').expect(200);
    });

    it('refuses a body with a __proto__ or constructor key and changes nothing', async () => {
      const before = await productRow();
      for (const body of ['{"__proto__":{"name":"Polluted"}}', '{"name":"Atta","constructor":{"prototype":{}}}']) {
        const res = await owner.agent
          .put(`/api/shopkeeper/products/${product.id}`)
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body.message).toMatch(/is not a field of this API$/);
      }
      expect(await productRow()).toEqual(before);
      expect(({} as Record<string, unknown>).name).toBeUndefined();
    });
  });

  describe('values the database cannot take', () => {
    it('answers 400 to a filter value of the wrong type', async () => {
      for (const filter of ['{"createdAt":"notadate"}', '{"createdAt":123456789012345}', '{"isInStock":"maybe"}']) {
        const res = await owner.agent.get('/api/shopkeeper/products').query({ filter }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'A value has the wrong form or is out of range',
          error: 'Bad Request',
        });
      }
    });

    it('refuses a NUL character in any string, anonymous sign-in and registration included', async () => {
      await t.anonymous().post('/api/login').send({ username: 'ab\u0000c', password: 'whatever-1' }).expect(400);
      const registration = await t
        .anonymous()
        .post('/api/register')
        .send({ username: 'nul\u0000user', email: 'nul@example.com', password: 'a-fine-passphrase-7', name: 'N' })
        .expect(400);
      expect(registration.body.message).toBe('Text must not contain NUL characters');
      await t.anonymous().post('/api/contact').send({ name: 'A\u0000' }).expect(400);
      await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send({ description: 'x\u0000y' }).expect(400);
      await customer.get('/api/customer/shops').query({ filter: '{"q":"a\u0000"}' }).expect(400);
      await customer.get(`/api/customer/shops/abc%00def/products`).expect(400);
      const [count] = await db.query(`SELECT count(*)::int AS n FROM users WHERE username LIKE 'nul%'`);
      expect(count.n).toBe(0);
    });

    describe('lone surrogates (half of a UTF-16 pair)', () => {
      const LONE = '\ud800';
      const SURROGATE_TEXT = 'Text must not contain lone surrogates (half of a UTF-16 pair)';
      const contactMessage = { name: 'Asha', subject: 'Late', category: 'Other', message: 'Where is my order?' };

      it('refuses one in an email with 400, on the public contact form and registration too', async () => {
        const contact = await t
          .anonymous()
          .post('/api/contact')
          .send({ ...contactMessage, email: `asha${LONE}@example.com` })
          .expect(400);
        expect(contact.body.message).toBe(SURROGATE_TEXT);
        const registration = await t
          .anonymous()
          .post('/api/register')
          .send({ username: 'lone_user', email: `${LONE}@example.com`, password: 'a-fine-passphrase-7', name: 'L' })
          .expect(400);
        expect(registration.body.message).toBe(SURROGATE_TEXT);
        const [count] = await db.query(`SELECT count(*)::int AS n FROM users WHERE username = 'lone_user'`);
        expect(count.n).toBe(0);
      });

      it('refuses one, high or low half, in a signed-in request and in a field name, and changes nothing', async () => {
        const before = await productRow();
        for (const name of [`Atta ${LONE}`, 'Atta \udc00', `\udfff${LONE}`]) {
          await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send({ name }).expect(400);
        }
        const key = await owner.agent
          .put(`/api/shopkeeper/products/${product.id}`)
          .set('Content-Type', 'application/json')
          .send(`{"name":"Atta","\\udc00":1}`)
          .expect(400);
        expect(key.body.message).toBe('Field names must not contain lone surrogates (half of a UTF-16 pair)');
        await customer
          .put('/api/user')
          .send({ name: `Asha ${LONE}` })
          .expect(400);
        expect(await productRow()).toEqual(before);
      });

      it('accepts a whole pair: an emoji is text like any other', async () => {
        await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send({ description: 'Fresh 🌾' }).expect(200);
      });

      it.each([
        ['a high half escaped in the query string', '/api/customer/shops?filter=%7B%22q%22%3A%22%ED%A0%80%22%7D'],
        ['a low half escaped in the query string', '/api/customer/shops?filter=%7B%22q%22%3A%22Atta%ED%B0%80%22%7D'],
        ['a high half escaped in the path', '/api/customer/shops/%ED%A0%80/products'],
        ['a malformed escape in the query string', '/api/customer/shops?filter=%7B%22q%22%3A%22%E0%A4%22%7D'],
      ])('refuses %s, which is no UTF-8, with 400', async (_where, url) => {
        const res = await customer.get(url).expect(400);
        expect(res.body.message).toBe('The address must be percent-encoded UTF-8, without lone surrogates');
      });

      it('reads a well-formed escaped query string as before', async () => {
        await customer.get(`/api/customer/shops?filter=${encodeURIComponent('{"q":"🌾 Atta"}')}`).expect(200);
      });
    });

    it.each([{ name: null }, { weight: null }, { categoryId: null }, { isInStock: null }, { gstIncluded: null }])(
      'refuses %j in a partial product update with 400 and changes nothing',
      async (body) => {
        const before = await productRow();
        const res = await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send(body).expect(400);
        expect(message(res.body)).toMatch(new RegExp(`^${Object.keys(body)[0]} `));
        expect(await productRow()).toEqual(before);
      },
    );

    it('still lets a nullable field be emptied in a partial update', async () => {
      await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send({ description: null }).expect(200);
    });

    it('refuses null for required fields of addresses, the profile and orders with 400', async () => {
      const address = await customer
        .post('/api/customer/addresses')
        .send({ title: 'Home', addressLine: '12 MI Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' })
        .expect(201);
      await customer.put(`/api/customer/addresses/${address.body.id}`).send({ pincode: null }).expect(400);
      await customer.put(`/api/customer/addresses/${address.body.id}`).send({ isDefault: null }).expect(400);
      await customer.put('/api/user').send({ name: null }).expect(400);
      await owner.agent.put('/api/shopkeeper/shop').send({ isActive: null }).expect(400);
      await owner.agent
        .put('/api/shopkeeper/orders/00000000-0000-4000-8000-000000000000')
        .send({ status: null })
        .expect(400);
      const [row] = await db.query('SELECT pincode, is_default FROM addresses WHERE id = $1', [address.body.id]);
      expect(row).toEqual({ pincode: '302001', is_default: true });
    });
  });

  describe('a directly exposed API (no trusted proxy)', () => {
    it('is not fooled by X-Forwarded-For into forgetting failed sign-ins', async () => {
      const user = await t.createUser('customer');
      const login = (password: string, address: string) =>
        t
          .anonymous()
          .post('/api/login')
          .set('X-Forwarded-For', address)
          .set('X-Forwarded-Proto', 'https')
          .send({ username: user.username, password });
      for (let i = 0; i < 5; i++) await login('wrong-password', `198.51.100.${i}`).expect(401);
      await login(user.password, '203.0.113.50').expect(429);
    });

    it('does not mark the cookie Secure because of a forged X-Forwarded-Proto', async () => {
      const user = await t.createUser('customer');
      const res = await t
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: user.username, password: user.password })
        .expect(200);
      expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    });
  });

  describe('deep JSON', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it('refuses a body nested thousands of levels deep with 400, and keeps answering', async () => {
      for (const depth of [17, 5_000, 50_000]) {
        const res = await customer
          .post('/api/customer/cart/items')
          .set('Content-Type', 'application/json')
          .send(`{"productId":${nested(depth)}}`);
        expect(res.status).toBe(400);
      }
      await customer.get('/api/customer/cart').expect(200);
    });

    it('accepts a body as deep as the API needs', async () => {
      await owner.agent.put(`/api/shopkeeper/products/${product.id}`).send({ name: 'Aashirvaad Atta' }).expect(200);
    });
  });
});
