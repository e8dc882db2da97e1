import { DataSource } from 'typeorm';
import { ShopOwner, signedInShopkeeperWithShop, validProduct } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

describe('products', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let owner: ShopOwner;
  let shopkeeper: Agent;
  let groceries: { id: string; name: string };
  let dairy: { id: string; name: string };

  const rows = (shopId = owner.shop.id) =>
    db.query(
      `SELECT name, original_price, discounted_price, gst_percentage, is_in_stock, deleted_at IS NOT NULL AS deleted
       FROM products WHERE shop_id = $1 ORDER BY name`,
      [shopId],
    );
  const add = (body: object, agent = shopkeeper) => agent.post('/api/shopkeeper/products').send(body);
  const addCategory = async (name: string, agent = shopkeeper) =>
    (await agent.post('/api/shopkeeper/categories').send({ name }).expect(201)).body;
  const names = (body: { name: string }[]) => body.map((p) => p.name);
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
    groceries = await addCategory('Groceries');
    dairy = await addCategory('Dairy');
  });

  describe('adding', () => {
    it('adds a product to the shop of the session and answers money as two-decimal strings', async () => {
      const res = await add(validProduct(groceries.id)).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        shopId: owner.shop.id,
        categoryId: groceries.id,
        categoryName: 'Groceries',
        name: 'Aashirvaad Atta',
        sku: null,
        hsnCode: null,
        description: 'Whole wheat flour',
        weight: '5kg',
        originalPrice: '280.00',
        discountedPrice: '265.00',
        gstPercentage: '5.00',
        gstIncluded: true,
        isInStock: true,
        stockQuantity: null,
        lowStockThreshold: null,
        lowStock: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        images: [],
      });
      const read = await shopkeeper.get(`/api/shopkeeper/products/${res.body.id}`).expect(200);
      expect(read.body).toEqual(res.body);
    });

    it('takes prices as numbers or strings with up to two decimals, and defaults GST included and in stock', async () => {
      const { gstIncluded: _g, isInStock: _s, description: _d, ...required } = validProduct(dairy.id);
      const res = await add({
        ...required,
        name: 'Amul Butter',
        originalPrice: 58.5,
        discountedPrice: '58.5',
        gstPercentage: 12,
      }).expect(201);
      expect(res.body).toMatchObject({
        originalPrice: '58.50',
        discountedPrice: '58.50',
        gstPercentage: '12.00',
        gstIncluded: true,
        isInStock: true,
        description: null,
      });
      const zeroGst = await add(validProduct(dairy.id, { name: 'Loose Milk', gstPercentage: '0', gstIncluded: false }));
      expect(zeroGst.status).toBe(201);
      expect(zeroGst.body).toMatchObject({ gstPercentage: '0.00', gstIncluded: false });
    });

    it.each([
      ['a price that is not a number', { originalPrice: 'abc' }, 'originalPrice must be an amount in rupees'],
      ['a price with three decimals', { originalPrice: 1.234 }, 'originalPrice must be an amount in rupees'],
      ['a negative price', { discountedPrice: -1 }, 'discountedPrice must be an amount in rupees'],
      ['a price of zero', { discountedPrice: 0 }, 'discountedPrice must be at least 0.01'],
      ['no price', { originalPrice: undefined }, 'originalPrice must be an amount in rupees'],
      ['a GST of 101', { gstPercentage: 101 }, 'gstPercentage must be at most 100'],
      ['a negative GST', { gstPercentage: '-5' }, 'gstPercentage must be a percentage'],
      ['a GST with three decimals', { gstPercentage: '5.125' }, 'gstPercentage must be a percentage'],
      [
        'a discounted price above the original',
        { discountedPrice: '280.01' },
        'discountedPrice must not be more than originalPrice',
      ],
      ['a one-letter name', { name: 'A' }, 'name must be longer than or equal to 2 characters'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name must be shorter than or equal to 100 characters'],
      ['a description of 1001 characters', { description: 'd'.repeat(1001) }, 'description must be shorter'],
      ['no weight', { weight: '  ' }, 'weight must be longer than or equal to 1 characters'],
      ['a weight of 51 characters', { weight: 'w'.repeat(51) }, 'weight must be shorter than or equal to 50'],
      ['a gstIncluded that is not a boolean', { gstIncluded: 'yes' }, 'gstIncluded must be a boolean value'],
      ['an isInStock that is not a boolean', { isInStock: 1 }, 'isInStock must be a boolean value'],
      ['a categoryId that is not an id', { categoryId: 'groceries' }, 'categoryId must be a UUID'],
      ['an unknown field', { stock: 5 }, 'property stock should not exist'],
      ['a shopId', { shopId: '00000000-0000-4000-8000-000000000000' }, 'property shopId should not exist'],
    ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
      const res = await add(validProduct(groceries.id, change)).expect(400);
      expect(messages(res.body)).toContain(message);
      expect(await rows()).toEqual([]);
    });

    it('refuses a category of another shop, or none, with 404 and stores nothing', async () => {
      const other = await signedInShopkeeperWithShop(t, admin);
      const theirs = await addCategory('Theirs', other.agent);
      const res = await add(validProduct(theirs.id)).expect(404);
      expect(res.body.message).toBe('Category not found');
      await add(validProduct('00000000-0000-4000-8000-000000000000')).expect(404);
      expect(await rows()).toEqual([]);
      expect(await rows(other.shop.id)).toEqual([]);
    });

    it("answers a shopkeeper without a shop 409 'Shop not set up yet', before any other check", async () => {
      const { agent } = await t.signedIn('shopkeeper');
      for (const body of [validProduct(groceries.id), { originalPrice: 'abc' }]) {
        const res = await add(body, agent).expect(409);
        expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Shop not set up yet' });
      }
      const list = await agent.get('/api/shopkeeper/products').expect(404);
      expect(list.body.message).toBe('Shop not set up yet');
    });
  });

  describe('editing', () => {
    let product: Record<string, unknown> & { id: string };
    let url: string;
    beforeEach(async () => {
      product = (await add(validProduct(groceries.id)).expect(201)).body;
      url = `/api/shopkeeper/products/${product.id}`;
    });

    it('changes only what is sent, such as the stock alone', async () => {
      const res = await shopkeeper.put(url).send({ isInStock: false }).expect(200);
      expect(res.body).toEqual({ ...product, isInStock: false, updatedAt: expect.any(String) });
      const back = await shopkeeper.put(url).send({ isInStock: true }).expect(200);
      expect(back.body.isInStock).toBe(true);
    });

    it('accepts the record sent back whole, and moves it to another category of the shop', async () => {
      const res = await shopkeeper
        .put(url)
        .send({ ...product, categoryId: dairy.id, name: 'Atta (chakki)', originalPrice: '300', discountedPrice: 300 })
        .expect(200);
      expect(res.body).toMatchObject({
        categoryId: dairy.id,
        categoryName: 'Dairy',
        name: 'Atta (chakki)',
        originalPrice: '300.00',
        discountedPrice: '300.00',
      });
    });

    it('checks the discounted price against the stored original price, and the other way round', async () => {
      const above = await shopkeeper.put(url).send({ discountedPrice: '281' }).expect(400);
      expect(above.body.message).toBe('discountedPrice must not be more than originalPrice');
      const below = await shopkeeper.put(url).send({ originalPrice: 200 }).expect(400);
      expect(below.body.message).toBe('discountedPrice must not be more than originalPrice');
      await shopkeeper.put(url).send({ originalPrice: 200, discountedPrice: 180 }).expect(200);
      expect(await rows()).toEqual([expect.objectContaining({ original_price: '200.00', discounted_price: '180.00' })]);
    });

    it.each([
      ['a price that is not a number', { originalPrice: 'abc' }],
      ['a price with three decimals', { discountedPrice: 1.234 }],
      ['a negative price', { originalPrice: -1 }],
      ['a GST of 101', { gstPercentage: 101 }],
      ['a null price', { originalPrice: null }],
      ['a changed shopId', { shopId: '00000000-0000-4000-8000-000000000000' }],
      ['a changed categoryName', { categoryName: 'Something else' }],
      ['an unknown field', { stock: 5 }],
    ])('refuses %s with 400 and changes nothing', async (_case, change) => {
      await shopkeeper
        .put(url)
        .send({ ...change, name: 'Should Not Stick' })
        .expect(400);
      expect((await shopkeeper.get(url).expect(200)).body).toEqual(product);
    });

    it("refuses moving it to another shop's category with 404 and changes nothing", async () => {
      const other = await signedInShopkeeperWithShop(t, admin);
      const theirs = await addCategory('Theirs', other.agent);
      const res = await shopkeeper.put(url).send({ categoryId: theirs.id }).expect(404);
      expect(res.body.message).toBe('Category not found');
      expect((await shopkeeper.get(url).expect(200)).body).toEqual(product);
    });

    it('deletes softly, answering the product, which then is gone from the shop', async () => {
      const res = await shopkeeper.delete(url).expect(200);
      expect(res.body).toEqual(product);
      expect(await rows()).toEqual([expect.objectContaining({ name: 'Aashirvaad Atta', deleted: true })]);
      await shopkeeper.get(url).expect(404);
      await shopkeeper.put(url).send({ isInStock: false }).expect(404);
      await shopkeeper.delete(url).expect(404);
      expect((await shopkeeper.get('/api/shopkeeper/products').expect(200)).body).toEqual([]);
    });

    it('deletes once when two deletes race, and takes the product out of its category once', async () => {
      await add(validProduct(groceries.id, { name: 'Tata Salt' })).expect(201);
      const answers = await Promise.all([shopkeeper.delete(url), shopkeeper.delete(url)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
      const category = await shopkeeper.get(`/api/shopkeeper/categories/${groceries.id}`).expect(200);
      expect(category.body.productCount).toBe(1);
    });

    it('moves products both ways between two categories at once, keeping both counts', async () => {
      const inDairy = await Promise.all(
        ['Milk', 'Curd', 'Paneer'].map(async (name) => (await add(validProduct(dairy.id, { name })).expect(201)).body),
      );
      const inGroceries = [
        product,
        ...(await Promise.all(
          ['Rice', 'Salt'].map(async (name) => (await add(validProduct(groceries.id, { name })).expect(201)).body),
        )),
      ];
      const moves = [
        ...inDairy.map((p) => shopkeeper.put(`/api/shopkeeper/products/${p.id}`).send({ categoryId: groceries.id })),
        ...inGroceries.map((p) => shopkeeper.put(`/api/shopkeeper/products/${p.id}`).send({ categoryId: dairy.id })),
      ];
      expect((await Promise.all(moves)).map((res) => res.status)).toEqual(Array(6).fill(200));
      const counts = await db.query('SELECT name, product_count FROM categories WHERE shop_id = $1 ORDER BY name', [
        owner.shop.id,
      ]);
      expect(counts).toEqual([
        { name: 'Dairy', product_count: 3 },
        { name: 'Groceries', product_count: 3 },
      ]);
    });

    it("answers 404 for another shop's product, and changes nothing", async () => {
      const other = await signedInShopkeeperWithShop(t, admin);
      const res = await other.agent.get(url).expect(404);
      expect(res.body.message).toBe('Product not found');
      await other.agent.put(url).send({ isInStock: false }).expect(404);
      await other.agent.delete(url).expect(404);
      expect((await shopkeeper.get(url).expect(200)).body).toEqual(product);
    });
  });

  describe('lists', () => {
    beforeEach(async () => {
      await add(validProduct(groceries.id, { name: 'Tata Salt', originalPrice: 28, discountedPrice: 28 })).expect(201);
      await add(validProduct(dairy.id, { name: 'Amul Taaza Milk', isInStock: false })).expect(201);
      await add(validProduct(groceries.id, { name: 'Basmati Rice' })).expect(201);
      const gone = await add(validProduct(groceries.id, { name: 'Old Biscuits' })).expect(201);
      await shopkeeper.delete(`/api/shopkeeper/products/${gone.body.id}`).expect(200);
      const other = await signedInShopkeeperWithShop(t, admin);
      await add(validProduct((await addCategory('Theirs', other.agent)).id, { name: 'Their Atta' }), other.agent);
    });

    it('lists the live products of its own shop by name with Content-Range, filtered by q, category and stock', async () => {
      const all = await shopkeeper.get('/api/shopkeeper/products').expect(200);
      expect(names(all.body)).toEqual(['Amul Taaza Milk', 'Basmati Rice', 'Tata Salt']);
      expect(all.headers['content-range']).toBe('products 0-2/3');
      expect(all.body[0]).toMatchObject({ categoryName: 'Dairy', isInStock: false });

      const get = (filter: object, extra: object = {}) =>
        shopkeeper
          .get('/api/shopkeeper/products')
          .query({ filter: JSON.stringify(filter), ...extra })
          .expect(200);
      expect(names((await get({ q: 'RICE' })).body)).toEqual(['Basmati Rice']);
      expect(names((await get({ categoryId: groceries.id })).body)).toEqual(['Basmati Rice', 'Tata Salt']);
      expect(names((await get({ isInStock: false })).body)).toEqual(['Amul Taaza Milk']);
      const page = await get({}, { sort: '["name","DESC"]', range: '[0,1]' });
      expect(names(page.body)).toEqual(['Tata Salt', 'Basmati Rice']);
      expect(page.headers['content-range']).toBe('products 0-1/3');
      await shopkeeper.get('/api/shopkeeper/products').query({ sort: '["price","ASC"]' }).expect(400);
    });

    it('shows customers the live products of a shop, in and out of stock, by name', async () => {
      const { agent: customer } = await t.signedIn('customer');
      const url = `/api/customer/shops/${owner.shop.id}/products`;
      const res = await customer.get(url).expect(200);
      expect(names(res.body)).toEqual(['Amul Taaza Milk', 'Basmati Rice', 'Tata Salt']);
      expect(res.headers['content-range']).toBe('products 0-2/3');
      expect(res.body[2]).toMatchObject({
        shopId: owner.shop.id,
        categoryName: 'Groceries',
        originalPrice: '28.00',
        discountedPrice: '28.00',
        gstPercentage: '5.00',
        isInStock: true,
      });
      const inStock = await customer.get(url).query({ filter: '{"isInStock":true}' }).expect(200);
      expect(names(inStock.body)).toEqual(['Basmati Rice', 'Tata Salt']);

      await shopkeeper.put('/api/shopkeeper/shop').send({ isActive: false }).expect(200);
      expect(names((await customer.get(url).expect(200)).body)).toHaveLength(3);

      const missing = await customer.get('/api/customer/shops/00000000-0000-4000-8000-000000000000/products');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Shop not found');
      const none = await customer.get(url).query({ filter: '{"q":"no such product"}' }).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('products */0');

      await admin.delete(`/api/admin/shops/${owner.shop.id}`).expect(200);
      const deleted = await customer.get(url).expect(404);
      expect(deleted.body.message).toBe('Shop not found');
      expect((await rows()).filter((row: { deleted: boolean }) => !row.deleted)).toHaveLength(3);
    });
  });

  it('is for shopkeepers only', async () => {
    const product = (await add(validProduct(groceries.id)).expect(201)).body;
    const url = `/api/shopkeeper/products/${product.id}`;
    await t.anonymous().get('/api/shopkeeper/products').expect(401);
    await t.anonymous().post('/api/shopkeeper/products').send(validProduct(groceries.id)).expect(401);
    for (const role of ['customer', 'admin'] as const) {
      const { agent } = await t.signedIn(role);
      await agent.get('/api/shopkeeper/products').expect(403);
      await agent.get(url).expect(403);
      await add(validProduct(groceries.id, { name: 'Intruder' }), agent).expect(403);
      await agent.put(url).send({ isInStock: false }).expect(403);
      await agent.delete(url).expect(403);
    }
    expect(await rows()).toEqual([
      expect.objectContaining({ name: 'Aashirvaad Atta', is_in_stock: true, deleted: false }),
    ]);
  });
});
