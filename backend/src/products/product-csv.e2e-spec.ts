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
        stockQuantity: '',
        lowStockThreshold: '',
        hsnCode: '',
      },
    ]);
  });

  it('takes stock counts and HSN codes in and out; a counted product at 0 read back keeps its switch on', async () => {
    const header = `${HEADER},stockQuantity,lowStockThreshold,hsnCode`;
    const bad = await importCsv(
      [header, 'ATTA-5,Aashirvaad Atta,Groceries,,5kg,280,265,5,,,-3,two,12'].join('\n'),
      true,
    );
    expect(bad.body.problems).toEqual([
      { line: 2, field: 'hsnCode', message: 'hsnCode must be 4 to 8 digits' },
      { line: 2, field: 'stockQuantity', message: 'stockQuantity must be a whole number or null' },
      { line: 2, field: 'lowStockThreshold', message: 'lowStockThreshold must be a whole number or null' },
    ]);
    await importCsv([header, 'ATTA-5,Aashirvaad Atta,Groceries,,5kg,280,265,5,,,0,2,1101'].join('\n'), true).expect(
      200,
    );

    const exported = await owner.agent.get('/api/shopkeeper/products/csv').expect(200);
    const [row] = Papa.parse<Record<string, string>>(exported.text, { header: true }).data;
    expect(row).toMatchObject({ isInStock: 'false', stockQuantity: '0', lowStockThreshold: '2', hsnCode: '1101' });
    await importCsv(exported.text, true).expect(200);
    const [atta] = (await owner.agent.get('/api/shopkeeper/products').expect(200)).body;
    await owner.agent.post(`/api/shopkeeper/products/${atta.id}/stock-adjustments`).send({ by: 5 }).expect(200);
    const restocked = await owner.agent.get(`/api/shopkeeper/products/${atta.id}`).expect(200);
    expect(restocked.body).toMatchObject({ isInStock: true, stockQuantity: 5, lowStockThreshold: 2, hsnCode: '1101' });
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
      problemCount: 0,
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
      'ATTA-5,Aashirvaad Atta,Groceries,,5kg,280,199,5,,',
      'GHEE-1,Amul Ghee,Dairy,,1l,600,580,12,,',
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
    expect(await productsInDb()).toEqual([
      { sku: 'ATTA-5', name: 'Aashirvaad Atta', category: 'Groceries', price: '265.00', inStock: true },
    ]);
    expect(await categoryCounts()).toEqual({ Groceries: 1 });
  });

  it('refuses a file of more than 5,000 rows (400) without checking its rows, preview and commit alike', async () => {
    // 100,000 rows of nothing valid in 1.1 MB: reading stops at the 5,001st.
    const csv = [HEADER, ...Array.from({ length: 100_000 }, () => 'x,,,,,,,,,')].join('\n');
    for (const commit of [undefined, true]) {
      const res = await importCsv(csv, commit).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'A file may have at most 5,000 rows.',
        error: 'Bad Request',
      });
    }
    expect(await productsInDb()).toHaveLength(1);
  });

  it('lists the first 100 problems and counts them all; /api/health answers while the rows are checked', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `S${i},Sugar ${i},G,,1kg,50,45,5,,`);
    const csv = [HEADER, ...rows].join('\n');
    const finished: string[] = [];
    const preview = importCsv(csv).then((res) => {
      finished.push('preview');
      return res;
    });
    const healthChecks: number[] = [];
    while (!finished.includes('preview')) {
      const health = await t.anonymous().get('/api/health');
      healthChecks.push(health.status);
      if (!finished.includes('preview')) finished.push('health');
    }
    const res = await preview;
    expect(res.status).toBe(200);
    expect(res.body.problemCount).toBe(5000);
    expect(res.body.problems).toHaveLength(100);
    expect(res.body.problems[0]).toEqual({
      line: 2,
      field: 'category',
      message: 'category must be a name of 2 to 50 characters',
    });
    expect(res.body.problems[99].line).toBe(101);
    expect(healthChecks.every((status) => status === 200)).toBe(true);
    expect(finished[0]).toBe('health');

    const commit = await importCsv(csv, true).expect(400);
    expect(commit.body).toMatchObject({
      message: 'The file has 5000 problem(s): nothing was imported.',
      problemCount: 5000,
      committed: false,
    });
    expect(commit.body.problems).toHaveLength(100);
  });

  it('creates the rows of a file committed twice at once only once: the second commit answers 409', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `,Biscuit pack ${i},Snacks,,100g,20,18,18,,`);
    const csv = [HEADER, ...rows].join('\n');
    const answers = await Promise.all([importCsv(csv, true), importCsv(csv, true)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body.message).toBe('This file was imported less than 10 minutes ago: nothing was imported again.');
    expect(answers.find((res) => res.status === 200)!.body).toMatchObject({ created: 300, committed: true });
    expect(await productsInDb()).toHaveLength(301);
    expect(await categoryCounts()).toEqual({ Groceries: 1, Snacks: 300 });
    // Another file is no repeat.
    await importCsv([HEADER, ...rows.slice(0, 10)].join('\n'), true).expect(200);
    expect(await productsInDb()).toHaveLength(311);
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

  it('keeps nothing of a commit that fails while it writes (409 when another product took a SKU meanwhile)', async () => {
    const dataSource = t.app.get(DataSource);
    // The race the commit cannot see beforehand, made to happen: the database refuses the update of ATTA-5.
    await dataSource.query(`
      CREATE FUNCTION refuse_atta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'taken' USING ERRCODE = 'unique_violation', CONSTRAINT = 'UQ_products_shop_sku';
      END $$`);
    await dataSource.query(
      `CREATE TRIGGER refuse_atta BEFORE UPDATE ON products FOR EACH ROW WHEN (NEW.sku = 'ATTA-5') EXECUTE FUNCTION refuse_atta()`,
    );
    // Creates are written first, in chunks of 500: two chunks and a new category are in when the update fails.
    const rows = Array.from({ length: 600 }, (_, i) => `B${i},Biscuit pack ${i},Snacks,,100g,20,18,18,,`);
    const csv = [HEADER, ...rows, 'ATTA-5,Aashirvaad Atta,Groceries,,5kg,280,199,5,,'].join('\n');
    const res = await importCsv(csv, true).expect(409);
    expect(res.body.message).toBe('Another product of your shop took one of these SKUs meanwhile: try again.');
    expect(await productsInDb()).toEqual([
      { sku: 'ATTA-5', name: 'Aashirvaad Atta', category: 'Groceries', price: '265.00', inStock: true },
    ]);
    expect(await categoryCounts()).toEqual({ Groceries: 1 });
  });

  it('previews and imports 5,000 rows in one go, in seconds, and updates them all by SKU', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `B${i},Biscuit pack ${i},Snacks,,100g,20,18,18,,`);
    const csv = [HEADER, ...rows].join('\n');
    const started = Date.now();
    await importCsv(csv).expect(200);
    const res = await importCsv(csv, true).expect(200);
    // The spec's bound is 10 s (about 4 s here, on the embedded database); this one is loose, for a
    // busy CI machine, and catches a slowdown by a multiple, such as a statement per row.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(res.body).toMatchObject({ rows: 5000, created: 5000, committed: true });
    expect(await categoryCounts()).toEqual({ Groceries: 1, Snacks: 5000 });

    const updates = rows.map((row) => row.replace(',20,18,', ',22,19,'));
    const again = await importCsv([HEADER, ...updates].join('\n'), true).expect(200);
    expect(again.body).toMatchObject({ created: 0, updated: 5000, committed: true });
    const [{ prices }] = await t.app
      .get(DataSource)
      .query(`SELECT array_agg(DISTINCT discounted_price::text) AS prices FROM products WHERE sku LIKE 'B%'`);
    expect(prices).toEqual(['19.00']);
  });

  it('keeps SKUs unique in the shop, ignoring case (409)', async () => {
    const res = await owner.agent
      .post('/api/shopkeeper/products')
      .send(validProduct(groceriesId, { sku: 'atta-5', name: 'Other Atta' }))
      .expect(409);
    expect(res.body.message).toBe('Another product of your shop has the SKU atta-5.');
  });
});
