import { DataSource } from 'typeorm';
import { ShopOwner, signedInShopkeeperWithShop, validProduct } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, DEMO_DATA_TIMEOUT, TestApp } from '../../test/test-app';
import { DEMO_SHOPS } from '../setup/demo-data';
import { CategoryProductCount1795510000000 } from '../setup/migrations/1795510000000-CategoryProductCount';

const NAME_TOO_SHORT = 'Category name must be at least 2 characters.';
const STILL_HAS_PRODUCTS = 'This category still has products. Move or delete them first.';

/** Each category's stored count beside a count of its live products, by name. */
const COUNTS_SQL = `
  SELECT c.name, c.product_count AS stored,
         (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND p.deleted_at IS NULL) AS live
  FROM categories c WHERE $1::uuid IS NULL OR c.shop_id = $1 ORDER BY c.name, c.id`;

describe('shopkeeper categories', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let owner: ShopOwner;
  let shopkeeper: Agent;

  const rows = (shopId = owner.shop.id) =>
    db.query('SELECT name, description FROM categories WHERE shop_id = $1 ORDER BY name', [shopId]);
  const add = (body: object, agent = shopkeeper) => agent.post('/api/shopkeeper/categories').send(body);
  const messages = (body: { message: string | string[] }) => ([] as string[]).concat(body.message).join(' | ');

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    owner = await signedInShopkeeperWithShop(t, admin);
    shopkeeper = owner.agent;
  });

  it('adds a category to the shop of the session, trimmed, and answers it whole', async () => {
    const res = await add({ name: '  Dairy ', description: 'Milk, curd and paneer' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Dairy',
      description: 'Milk, curd and paneer',
      shop_id: owner.shop.id,
      productCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const withOwnShopId = await add({ name: 'Snacks', shop_id: owner.shop.id }).expect(201);
    expect(withOwnShopId.body).toMatchObject({ name: 'Snacks', description: null, shop_id: owner.shop.id });
    expect(await rows()).toEqual([
      { name: 'Dairy', description: 'Milk, curd and paneer' },
      { name: 'Snacks', description: null },
    ]);
    const read = await shopkeeper.get(`/api/shopkeeper/categories/${res.body.id}`).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, NAME_TOO_SHORT],
    ['a name that is one letter once trimmed', { name: '  A  ' }, NAME_TOO_SHORT],
    ['no name', { description: 'x' }, NAME_TOO_SHORT],
    ['a name that is not text', { name: 42 }, NAME_TOO_SHORT],
    ['a name of 51 characters', { name: 'n'.repeat(51) }, 'name must be shorter than or equal to 50 characters'],
    ['a description of 501 characters', { name: 'Dairy', description: 'd'.repeat(501) }, 'description must be shorter'],
    ['a shop_id that is not an id', { name: 'Dairy', shop_id: 'mine' }, 'shop_id must be a UUID'],
    ['an unknown field', { name: 'Dairy', colour: 'blue' }, 'property colour should not exist'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const res = await add(body).expect(400);
    expect(messages(res.body)).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it("refuses another shop's shop_id with 404, on create and on edit, and changes nothing", async () => {
    const other = await signedInShopkeeperWithShop(t, admin);
    const res = await add({ name: 'Dairy', shop_id: other.shop.id }).expect(404);
    expect(res.body.message).toBe('Shop not found');
    expect(await rows()).toEqual([]);
    expect(await rows(other.shop.id)).toEqual([]);

    const created = await add({ name: 'Dairy' }).expect(201);
    await shopkeeper
      .put(`/api/shopkeeper/categories/${created.body.id}`)
      .send({ name: 'Moved', shop_id: other.shop.id })
      .expect(404);
    expect(await rows()).toEqual([{ name: 'Dairy', description: null }]);
  });

  it('refuses a name already in the shop, in any case, with 409; another shop may use it', async () => {
    await add({ name: 'Dairy' }).expect(201);
    const res = await add({ name: ' DAIRY' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A category with this name already exists in your shop.',
    });
    expect(await rows()).toEqual([{ name: 'Dairy', description: null }]);
    const other = await signedInShopkeeperWithShop(t, admin);
    await add({ name: 'dairy' }, other.agent).expect(201);
  });

  it('makes one category of five simultaneous adds of one name; the others get the same 409 message', async () => {
    const answers = await Promise.all(
      ['Bakery', 'bakery', 'BAKERY', 'Bakery ', ' bakery'].map((name) => add({ name })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body.message).toBe('A category with this name already exists in your shop.');
    }
    expect(await rows()).toHaveLength(1);
  });

  it('refuses renaming to the name of another category with 409, and allows a change of case', async () => {
    await add({ name: 'Dairy' }).expect(201);
    const snacks = await add({ name: 'Snacks' }).expect(201);
    const url = `/api/shopkeeper/categories/${snacks.body.id}`;
    const res = await shopkeeper.put(url).send({ name: 'dairy' }).expect(409);
    expect(res.body.message).toBe('A category with this name already exists in your shop.');
    const recased = await shopkeeper.put(url).send({ name: 'SNACKS' }).expect(200);
    expect(recased.body.name).toBe('SNACKS');
  });

  it('edits part of a category and accepts the record sent back whole', async () => {
    const created = await add({ name: 'Dairy', description: 'Milk' }).expect(201);
    const url = `/api/shopkeeper/categories/${created.body.id}`;
    const edited = await shopkeeper.put(url).send({ description: 'Milk and curd' }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Dairy', description: 'Milk and curd', productCount: 0 });
    const whole = await shopkeeper
      .put(url)
      .send({ ...edited.body, name: 'Dairy & Eggs' })
      .expect(200);
    expect(whole.body).toMatchObject({ id: created.body.id, name: 'Dairy & Eggs', shop_id: owner.shop.id });
    const short = await shopkeeper.put(url).send({ name: 'D' }).expect(400);
    expect(messages(short.body)).toContain(NAME_TOO_SHORT);
    await shopkeeper
      .put(url)
      .send({ ...whole.body, productCount: 7 })
      .expect(400);
    await shopkeeper
      .put(url)
      .send({ ...whole.body, id: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(await rows()).toEqual([{ name: 'Dairy & Eggs', description: 'Milk and curd' }]);
  });

  it('lists its own categories by name with live product counts and Content-Range, filtered by q', async () => {
    const dairy = await add({ name: 'Dairy' }).expect(201);
    await add({ name: 'Bakery' }).expect(201);
    const other = await signedInShopkeeperWithShop(t, admin);
    await add({ name: 'Beverages' }, other.agent).expect(201);
    await shopkeeper
      .post('/api/shopkeeper/products')
      .send(validProduct(dairy.body.id, { name: 'Amul Milk' }))
      .expect(201);
    const curd = await shopkeeper
      .post('/api/shopkeeper/products')
      .send(validProduct(dairy.body.id, { name: 'Curd' }))
      .expect(201);
    await shopkeeper.delete(`/api/shopkeeper/products/${curd.body.id}`).expect(200);

    const res = await shopkeeper.get('/api/shopkeeper/categories').expect(200);
    expect(res.body.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual([
      ['Bakery', 0],
      ['Dairy', 1],
    ]);
    expect(res.headers['content-range']).toBe('categories 0-1/2');
    const one = await shopkeeper.get(`/api/shopkeeper/categories/${dairy.body.id}`).expect(200);
    expect(one.body.productCount).toBe(1);

    const found = await shopkeeper.get('/api/shopkeeper/categories').query({ filter: '{"q":"AIR"}' }).expect(200);
    expect(found.body.map((c: { name: string }) => c.name)).toEqual(['Dairy']);
    expect(found.headers['content-range']).toBe('categories 0-0/1');
  });

  it('refuses to delete a category with products with 409, then deletes it once they are gone', async () => {
    const dairy = await add({ name: 'Dairy' }).expect(201);
    const milk = await shopkeeper.post('/api/shopkeeper/products').send(validProduct(dairy.body.id)).expect(201);
    const url = `/api/shopkeeper/categories/${dairy.body.id}`;
    const refused = await shopkeeper.delete(url).expect(409);
    expect(refused.body.message).toBe('This category still has products. Move or delete them first.');
    expect(await rows()).toHaveLength(1);

    await shopkeeper.delete(`/api/shopkeeper/products/${milk.body.id}`).expect(200);
    const res = await shopkeeper.delete(url).expect(200);
    expect(res.body).toMatchObject({ id: dairy.body.id, name: 'Dairy', productCount: 0 });
    expect(await rows()).toEqual([]);
    await shopkeeper.get(url).expect(404);
    await shopkeeper.delete(url).expect(404);
  });

  describe('the count of live products', () => {
    const addProduct = (categoryId: string, fields: Record<string, unknown> = {}) =>
      shopkeeper.post('/api/shopkeeper/products').send(validProduct(categoryId, fields));
    const moveProduct = (id: string, categoryId: string) =>
      shopkeeper.put(`/api/shopkeeper/products/${id}`).send({ categoryId });
    const productCounts = async () =>
      Object.fromEntries(
        (await shopkeeper.get('/api/shopkeeper/categories').expect(200)).body.map(
          (c: { name: string; productCount: number }) => [c.name, c.productCount],
        ),
      );
    /** The stored counts, after checking each against a count of the products table. */
    const storedCounts = async (shopId: string | null = owner.shop.id) => {
      const counted: { name: string; stored: number; live: number }[] = await db.query(COUNTS_SQL, [shopId]);
      for (const row of counted) expect(row).toEqual({ name: row.name, stored: row.live, live: row.live });
      return Object.fromEntries(counted.map((row) => [row.name, row.stored]));
    };

    it('follows products as they are added, moved and deleted, and leaves the category unedited', async () => {
      const dairy = (await add({ name: 'Dairy' }).expect(201)).body;
      const bakery = (await add({ name: 'Bakery' }).expect(201)).body;
      const milk = (await addProduct(dairy.id, { name: 'Milk' }).expect(201)).body;
      const curd = (await addProduct(dairy.id, { name: 'Curd' }).expect(201)).body;
      await addProduct(bakery.id, { name: 'Bread' }).expect(201);
      expect(await productCounts()).toEqual({ Bakery: 1, Dairy: 2 });

      await moveProduct(curd.id, bakery.id).expect(200);
      expect(await productCounts()).toEqual({ Bakery: 2, Dairy: 1 });
      await moveProduct(curd.id, bakery.id).expect(200);
      await shopkeeper.put(`/api/shopkeeper/products/${milk.id}`).send({ name: 'Toned Milk' }).expect(200);
      expect(await productCounts()).toEqual({ Bakery: 2, Dairy: 1 });

      await shopkeeper.delete(`/api/shopkeeper/products/${curd.id}`).expect(200);
      expect(await productCounts()).toEqual({ Bakery: 1, Dairy: 1 });
      expect(await storedCounts()).toEqual({ Bakery: 1, Dairy: 1 });
      const read = await shopkeeper.get(`/api/shopkeeper/categories/${dairy.id}`).expect(200);
      expect(read.body).toEqual({ ...dairy, productCount: 1 });
    });

    it('is left as it was by refused adds and moves', async () => {
      const dairy = (await add({ name: 'Dairy' }).expect(201)).body;
      const milk = (await addProduct(dairy.id).expect(201)).body;
      const other = await signedInShopkeeperWithShop(t, admin);
      const theirs = (await add({ name: 'Theirs' }, other.agent).expect(201)).body;

      await addProduct(dairy.id, { originalPrice: 10, discountedPrice: 20 }).expect(400);
      await addProduct(theirs.id).expect(404);
      await moveProduct(milk.id, theirs.id).expect(404);
      await shopkeeper
        .put(`/api/shopkeeper/products/${milk.id}`)
        .send({ categoryId: theirs.id, discountedPrice: 999 })
        .expect(404);
      expect(await storedCounts()).toEqual({ Dairy: 1 });
      expect(await storedCounts(other.shop.id)).toEqual({ Theirs: 0 });
    });

    it('counts every one of ten products added to one category at once', async () => {
      const dairy = (await add({ name: 'Dairy' }).expect(201)).body;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => addProduct(dairy.id, { name: `Milk ${i}` })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      expect(await productCounts()).toEqual({ Dairy: 10 });
      expect(await storedCounts()).toEqual({ Dairy: 10 });
    });

    it('refuses to delete a category with 409 until its products are moved elsewhere', async () => {
      const dairy = (await add({ name: 'Dairy' }).expect(201)).body;
      const bakery = (await add({ name: 'Bakery' }).expect(201)).body;
      const products = [
        (await addProduct(dairy.id, { name: 'Milk' }).expect(201)).body,
        (await addProduct(dairy.id, { name: 'Curd' }).expect(201)).body,
      ];
      const url = `/api/shopkeeper/categories/${dairy.id}`;
      await moveProduct(products[0].id, bakery.id).expect(200);
      const refused = await shopkeeper.delete(url).expect(409);
      expect(refused.body.message).toBe(STILL_HAS_PRODUCTS);

      await moveProduct(products[1].id, bakery.id).expect(200);
      const res = await shopkeeper.delete(url).expect(200);
      expect(res.body).toMatchObject({ id: dairy.id, productCount: 0 });
      expect(await storedCounts()).toEqual({ Bakery: 2 });
    });

    it('either refuses the delete or the product when both race, never a 500, and keeps the count right', async () => {
      const kept: Record<string, number> = {};
      for (let round = 0; round < 6; round++) {
        const snacks = (await add({ name: `Snacks ${round}` }).expect(201)).body;
        const create = () => addProduct(snacks.id, { name: `Chips ${round}` });
        const remove = () => shopkeeper.delete(`/api/shopkeeper/categories/${snacks.id}`);
        // Sent in turn one before the other, so that each may win.
        const [created, deleted] =
          round % 2 === 0
            ? await Promise.all([create(), remove()])
            : (await Promise.all([remove(), create()])).reverse();
        const outcome = [created.status, deleted.status];
        expect([
          [201, 409],
          [404, 200],
        ]).toContainEqual(outcome);
        if (deleted.status === 409) {
          expect(deleted.body.message).toBe(STILL_HAS_PRODUCTS);
          kept[snacks.name] = 1;
        } else expect(created.body.message).toBe('Category not found');
      }
      expect(await storedCounts()).toEqual(kept);
    });

    it(
      "starts from the migration's count of live products, which the demo data keeps",
      async () => {
        const demo = await createTestApp({ demoData: true });
        try {
          const demoDb = demo.app.get(DataSource);
          const keeper = demo.agent();
          const { username, password } = DEMO_SHOPS[0].shopkeeper;
          await keeper.post('/api/login').send({ username, password }).expect(200);
          const [first, second] = (await keeper.get('/api/shopkeeper/products').expect(200)).body;
          await keeper.delete(`/api/shopkeeper/products/${first.id}`).expect(200);
          const categories = (await keeper.get('/api/shopkeeper/categories').expect(200)).body;
          const elsewhere = categories.find((c: { id: string }) => c.id !== second.categoryId);
          await keeper.put(`/api/shopkeeper/products/${second.id}`).send({ categoryId: elsewhere.id }).expect(200);

          const counts = (): Promise<{ name: string; stored: number; live: number }[]> =>
            demoDb.query(COUNTS_SQL, [null]);
          const kept = await counts();
          expect(kept.length).toBeGreaterThanOrEqual(6);
          for (const row of kept) expect(row.stored).toBe(row.live);

          const migration = new CategoryProductCount1795510000000();
          const runner = demoDb.createQueryRunner();
          try {
            await runner.startTransaction();
            await migration.down(runner);
            await migration.up(runner);
            await runner.commitTransaction();
          } finally {
            await runner.release();
          }
          expect(await counts()).toEqual(kept);
          const [{ deleted }] = await demoDb.query(
            'SELECT count(*)::int AS deleted FROM products WHERE deleted_at IS NOT NULL',
          );
          expect(deleted).toBe(1);
        } finally {
          await demo.close();
        }
      },
      DEMO_DATA_TIMEOUT,
    );
  });

  it("answers 404 for another shop's category, and changes nothing", async () => {
    const other = await signedInShopkeeperWithShop(t, admin);
    const theirs = await add({ name: 'Dairy' }, other.agent).expect(201);
    const url = `/api/shopkeeper/categories/${theirs.body.id}`;
    const res = await shopkeeper.get(url).expect(404);
    expect(res.body.message).toBe('Category not found');
    await shopkeeper.put(url).send({ name: 'Mine now' }).expect(404);
    await shopkeeper.delete(url).expect(404);
    expect(await rows(other.shop.id)).toEqual([{ name: 'Dairy', description: null }]);
  });

  it("answers a shopkeeper without a shop 409 'Shop not set up yet' on create, before any other check", async () => {
    const { agent } = await t.signedIn('shopkeeper');
    for (const body of [{ name: 'Dairy' }, {}, { name: 'A', colour: 'blue' }]) {
      const res = await add(body, agent).expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Shop not set up yet' });
    }
    const list = await agent.get('/api/shopkeeper/categories').expect(404);
    expect(list.body.message).toBe('Shop not set up yet');
  });

  it('is for shopkeepers only', async () => {
    const created = await add({ name: 'Dairy' }).expect(201);
    const url = `/api/shopkeeper/categories/${created.body.id}`;
    await t.anonymous().get('/api/shopkeeper/categories').expect(401);
    await t.anonymous().post('/api/shopkeeper/categories').send({ name: 'Snacks' }).expect(401);
    for (const role of ['customer', 'admin'] as const) {
      const { agent } = await t.signedIn(role);
      await agent.get('/api/shopkeeper/categories').expect(403);
      await add({ name: 'Snacks' }, agent).expect(403);
      await agent.put(url).send({ name: 'Changed' }).expect(403);
      await agent.delete(url).expect(403);
    }
    expect(await rows()).toEqual([{ name: 'Dairy', description: null }]);
  });
});
