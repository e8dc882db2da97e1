import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { signedInShopkeeperWithShop, ShopOwner, validProduct } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

const HEADER = 'sku,name,category,description,weight,originalPrice,discountedPrice,gstPercentage,gstIncluded,isInStock';

describe('products in and out as CSV', () => {
  let t: TestApp;
  let owner: ShopOwner;
  let groceriesId: string;

  const importCsv = (csv: string, commit?: boolean) =>
    owner.agent
      .post(`/api/shopkeeper/products/csv${commit === undefined ? '' : `?commit=${commit}`}`)
      .set('X-Requested-With', 'fetch')
      .attach('file', Buffer.from(csv), 'products.csv');
  const productsInDb = () =>
    t.app.get(DataSource).query(
      `SELECT p.sku, p.name, c.name AS category, p.discounted_price::text AS price, p.is_in_stock AS "inStock"
         FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.shop_id = $1 AND p.deleted_at IS NULL ORDER BY p.name`,
      [owner.shop.id],
    );
  const categoryCounts = async () =>
    Object.fromEntries(
      (await owner.agent.get('/api/shopkeeper/categories').expect(200)).body.map(
        (category: { name: string; productCount: number }) => [category.name, category.productCount],
      ),
    );

  beforeEach(async () => {
    t = await createTestApp();
    owner = await signedInShopkeeperWithShop(t, (await t.signedIn('admin')).agent);
    groceriesId = (await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201)).body
      .id;
    await owner.agent
      .post('/api/shopkeeper/products')
      .send(validProduct(groceriesId, { sku: 'ATTA-5', name: 'Aashirvaad Atta', description: '=1+1 offer' }))
      .expect(201);
  });
  afterEach(() => t.close());

  it('exports the products as CSV, a formula-like cell quoted', async () => {
    const res = await owner.agent.get('/api/shopkeeper/products/csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(Papa.parse(res.text, { header: true }).data).toEqual([
      {
        sku: 'ATTA-5',
        name: 'Aashirvaad Atta',
        category: 'Groceries',
        description: "'=1+1 offer",
        weight: '5kg',
        originalPrice: '280.00',
        discountedPrice: '265.00',
        gstPercentage: '5.00',
        gstIncluded: 'true',
        isInStock: 'true',
      },
    ]);
  });

  it('previews an import without changing anything, then commits it whole', async () => {
    const csv = [
      HEADER,
      'atta-5,Aashirvaad Atta,Groceries,Whole wheat,5kg,280,250,5,true,false',
      'GHEE-1,Amul Ghee,Dairy,,1l,600,580.50,12,,',
      ',Tata Salt,groceries,,1kg,25,22,0,yes,no',
    ].join('\n');
    const preview = await importCsv(csv).expect(200);
    expect(preview.body).toEqual({
      rows: 3,
      created: 2,
      updated: 1,
      newCategories: ['Dairy'],
      problems: [],
      committed: false,
    });
    expect(await productsInDb()).toEqual([
      { sku: 'ATTA-5', name: 'Aashirvaad Atta', category: 'Groceries', price: '265.00', inStock: true },
    ]);

    const committed = await importCsv(csv, true).expect(200);
    expect(committed.body).toMatchObject({ created: 2, updated: 1, committed: true });
    expect(await productsInDb()).toEqual([
      { sku: 'atta-5', name: 'Aashirvaad Atta', category: 'Groceries', price: '250.00', inStock: false },
      { sku: 'GHEE-1', name: 'Amul Ghee', category: 'Dairy', price: '580.50', inStock: true },
      { sku: null, name: 'Tata Salt', category: 'Groceries', price: '22.00', inStock: false },
    ]);
    expect(await categoryCounts()).toEqual({ Groceries: 2, Dairy: 1 });
  });

  it('names every problem by line and field, and a commit with any writes nothing (400)', async () => {
    const csv = [
      HEADER,
      'S1,Good Rice,Groceries,,5kg,300,280,5,,',
      'S2,X,Groceries,,5kg,abc,280,5,,',
      '',
      'S1,Twin Rice,Groceries,,5kg,300,320,5,maybe,',
      'S3,Sugar,G,,1kg,50,45,5,,',
    ].join('\r\n');
    const preview = await importCsv(csv).expect(200);
    expect(preview.body.problems).toEqual([
      { line: 3, field: 'name', message: 'name must be longer than or equal to 2 characters' },
      {
        line: 3,
        field: 'originalPrice',
        message: 'originalPrice must be an amount in rupees with at most two decimals',
      },
      { line: 5, field: 'gstIncluded', message: 'gstIncluded must be a boolean value' },
      { line: 5, field: 'sku', message: 'sku S1 is on line 2 too' },
      { line: 6, field: 'category', message: 'category must be a name of 2 to 50 characters' },
    ]);
    const commit = await importCsv(csv, true).expect(400);
    expect(commit.body).toMatchObject({
      message: 'The file has 5 problem(s): nothing was imported.',
      committed: false,
      problems: preview.body.problems,
    });
    expect(await productsInDb()).toHaveLength(1);
    expect(await categoryCounts()).toEqual({ Groceries: 1 });
  });

  it('refuses a file with unknown or missing columns, and an upload without the header or the file', async () => {
    const res = await importCsv('name,price\nAtta,10\n').expect(200);
    expect(res.body.problems).toEqual([
      { line: 1, message: 'Unknown columns: price' },
      { line: 1, message: 'Missing columns: category, weight, originalPrice, discountedPrice, gstPercentage' },
    ]);
    await owner.agent
      .post('/api/shopkeeper/products/csv')
      .attach('file', Buffer.from(HEADER), 'products.csv')
      .expect(415);
    await owner.agent.post('/api/shopkeeper/products/csv').set('X-Requested-With', 'fetch').field('x', 'y').expect(400);
    await importCsv(HEADER, 'yes' as unknown as boolean).expect(400);
  });

  it('reads its own export back as it was', async () => {
    const exported = (await owner.agent.get('/api/shopkeeper/products/csv').expect(200)).text;
    const res = await importCsv(exported, true).expect(200);
    expect(res.body).toMatchObject({ created: 0, updated: 1, problems: [], committed: true });
    const product = (await owner.agent.get('/api/shopkeeper/products').expect(200)).body[0];
    expect([product.description, product.discountedPrice]).toEqual(['=1+1 offer', '265.00']);
  });

  it('imports 5,000 rows in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `B${i},Biscuit pack ${i},Snacks,,100g,20,18,18,,`);
    const res = await importCsv([HEADER, ...rows].join('\n'), true).expect(200);
    expect(res.body).toMatchObject({ rows: 5000, created: 5000, committed: true });
    expect(await categoryCounts()).toEqual({ Groceries: 1, Snacks: 5000 });
  });

  it('keeps SKUs unique in the shop, ignoring case (409)', async () => {
    const res = await owner.agent
      .post('/api/shopkeeper/products')
      .send(validProduct(groceriesId, { sku: 'atta-5', name: 'Other Atta' }))
      .expect(409);
    expect(res.body.message).toBe('Another product of your shop has the SKU atta-5.');
  });
});
