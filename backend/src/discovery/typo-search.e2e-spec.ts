import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { queryPlan, sentDuring } from '../../test/sql-statements';
import { Agent, createTestApp, DEMO_DATA_TIMEOUT, TestApp } from '../../test/test-app';
import { SearchWords1795660000000 } from '../setup/migrations/1795660000000-SearchWords';

/**
 * Discovery finds what people type (issue 32, point 3): a word of four letters or more with one
 * slip (a letter left out, one too many, one mistyped, two swapped) finds the product it meant, on
 * the demo data, through GET /api/customer/shops as the storefront asks it.
 */
describe('search that forgives one slip', () => {
  let t: TestApp;
  let db: DataSource;
  let customer: Agent;

  type Found = { id: string; name: string; matchingProducts: string[] };
  const discover = async (q: string): Promise<Found[]> =>
    (
      await customer
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify({ q }) })
        .expect(200)
    ).body;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    db = t.app.get(DataSource);
    ({ agent: customer } = await t.signedIn('customer'));
  }, DEMO_DATA_TIMEOUT);
  afterAll(() => t?.close());

  const KIRANA = 'Sharma Kirana Store';
  const DAIRY = 'Gupta Dairy & Sweets';
  const BAKERS = 'Jaipur Bakers';

  /**
   * Each demo product misspelt, one slip a word, and the shop whose products it finds first. Trigrams
   * alone found 20 of them (a slip late in a long word leaves most of its trigrams), but not a swap
   * near the start ("mlik", "balck") nor "paff" before Ladi Pav.
   */
  const SLIPS: [typed: string, slip: string, shop: string, product: string][] = [
    ['aashirvad', 'a letter left out', KIRANA, 'Aashirvaad Whole Wheat Atta'],
    ['basamti', 'two letters swapped', KIRANA, 'India Gate Basmati Rice'],
    ['smapann', 'two letters swapped', KIRANA, 'Tata Sampann Toor Dal'],
    ['slat', 'two letters swapped', KIRANA, 'Tata Salt'],
    ['suagr', 'two letters swapped', KIRANA, 'Madhur Pure Sugar'],
    ['refind', 'a letter left out', KIRANA, 'Fortune Soya Health Refined Oil'],
    ['biscuts', 'a letter left out', KIRANA, 'Parle-G Biscuits'],
    ['bhujiya', 'a letter too many', KIRANA, "Haldiram's Bhujia Sev"],
    ['premuim', 'two letters swapped', KIRANA, 'Tata Tea Premium'],
    ['nescafe', 'a letter mistyped', KIRANA, 'Nescafé Classic Coffee'],
    ['mlik', 'two letters swapped', DAIRY, 'Amul Taaza Toned Milk'],
    ['dhai', 'two letters swapped', DAIRY, 'Saras Dahi'],
    ['fersh panner', 'two letters swapped, a letter mistyped', DAIRY, 'Fresh Malai Paneer'],
    ['buter', 'a letter left out', DAIRY, 'Amul Butter'],
    ['gheee', 'a letter too many', DAIRY, 'Amul Pure Ghee'],
    ['chass', 'a letter mistyped', DAIRY, 'Chaas (Buttermilk)'],
    ['kaju kalti', 'two letters swapped', DAIRY, 'Kaju Katli'],
    ['gewar', 'a letter left out', DAIRY, 'Malai Ghewar'],
    ['rasgula', 'a letter left out', DAIRY, 'Rasgulla Tin'],
    ['kachoori', 'a letter too many', DAIRY, 'Mawa Kachori'],
    ['whaet bred', 'two letters swapped, a letter left out', BAKERS, 'Whole Wheat Bread'],
    ['laddi', 'a letter too many', BAKERS, 'Ladi Pav'],
    ['elachi', 'a letter left out', BAKERS, 'Elaichi Rusk'],
    ['cokies', 'a letter left out', BAKERS, 'Atta Cookies'],
    ['choclate', 'a letter left out', BAKERS, 'Chocolate Truffle Cake'],
    ['balck forest', 'two letters swapped', BAKERS, 'Black Forest Pastry'],
    ['pulm cake', 'two letters swapped', BAKERS, 'Plum Cake'],
    ['paff', 'a letter mistyped', BAKERS, 'Veg Puff'],
    ['patie', 'a letter left out', BAKERS, 'Paneer Pattie'],
    ['cold cofee', 'a letter left out', BAKERS, 'Cold Coffee'],
  ];

  it.each(SLIPS)('"%s" (%s) finds %s with %s first', async (typed, _slip, shop, product) => {
    const found = (await discover(typed)).find(({ name }) => name === shop);
    expect(found?.matchingProducts[0]).toBe(product);
  });

  it('finds the product on its shop\'s own list too: "panner" at the bakery is the paneer pattie', async () => {
    const [bakers] = (await discover('jaipur bakers')).filter(({ name }) => name === BAKERS);
    const res = await customer
      .get(`/api/customer/shops/${bakers.id}/products`)
      .query({ filter: JSON.stringify({ q: 'panner' }) })
      .expect(200);
    expect(res.body.map((product: { name: string }) => product.name)).toEqual(['Paneer Pattie']);
  });

  it('ranks a word or the start of one above a slip: "bisc" names the biscuits before Bisk Farm', async () => {
    const fixtures = catalogueFixtures(t);
    const { shop } = await fixtures.createShop({ name: 'Corner Provisions' });
    await fixtures.createProduct(shop.id, { name: 'Bisk Farm Cookies' });
    await fixtures.createProduct(shop.id, { name: 'Britannia Marie Biscuits' });
    const found = (await discover('bisc')).find(({ id }) => id === shop.id);
    expect(found?.matchingProducts).toEqual(['Britannia Marie Biscuits', 'Bisk Farm Cookies']);
  });

  it('learns the words of a renamed product: "semolna" finds the rava once it is called semolina', async () => {
    const fixtures = catalogueFixtures(t);
    const { shop, shopkeeper } = await fixtures.createShop({ name: 'Renamed Provisions' });
    const product = await fixtures.createProduct(shop.id, { name: 'Rava 500 g' });
    expect((await discover('semolna')).map(({ id }) => id)).not.toContain(shop.id);
    const keeper = t.agent();
    await keeper.post('/api/login').send({ username: shopkeeper.username, password: shopkeeper.password }).expect(200);
    await keeper.put(`/api/shopkeeper/products/${product.id}`).send({ name: 'Semolina Sooji 500 g' }).expect(200);
    expect((await discover('semolna')).find(({ id }) => id === shop.id)?.matchingProducts).toEqual([
      'Semolina Sooji 500 g',
    ]);
  });

  it('leaves a word of three letters as it is: "dla" is not taken for dal, "toor dla" finds nothing', async () => {
    expect(await discover('dla')).toEqual([]);
    expect(await discover('toor dla')).toEqual([]);
  });

  it('knows the words of the products already there when its migration runs', async () => {
    const migration = new SearchWords1795660000000();
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      await migration.down(runner);
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect((await discover('mlik')).find(({ name }) => name === DAIRY)?.matchingProducts).toEqual([
      'Amul Taaza Toned Milk',
    ]);
  });

  describe('at city scale', () => {
    beforeAll(async () => {
      // 20,000 products in one shop, named by two of 2,000 made-up words and a number.
      const { shop } = await catalogueFixtures(t).createShop({ name: 'Wholesale Depot' });
      await db.query(
        `WITH words AS (SELECT k, initcap(translate(substr(md5(k::text), 1, 7), '0123456789', 'ghijklmnop')) AS word
                          FROM generate_series(0, 1999) AS k)
         INSERT INTO products (shop_id, name, weight, original_price, discounted_price, gst_percentage)
         SELECT $1, first.word || ' ' || second.word || ' ' || n, '1 pack', 10, 10, 5
           FROM generate_series(1, 20000) AS n
           JOIN words AS first ON first.k = n % 2000 JOIN words AS second ON second.k = n / 10 % 2000`,
        [shop.id],
      );
      await db.query('ANALYZE products');
      await db.query('ANALYZE search_words');
    });

    it('still finds "mlik" first, looking its slips up through the index of the known words', async () => {
      const path = `/api/customer/shops?filter=${encodeURIComponent(JSON.stringify({ q: 'mlik' }))}`;
      const sent = await sentDuring(() => customer.get(path).expect(200));
      const statement = sent.find(({ text }) => text.includes('"shops"') && /^\s*SELECT/i.test(text))!;
      const plan = await queryPlan(db, statement);
      expect(plan).toContain('PK_search_words');
      expect(plan).toContain('IDX_products_name_words');
      expect(plan).not.toMatch(/Seq Scan on "?products"?/);
      expect((await discover('mlik')).find(({ name }) => name === DAIRY)?.matchingProducts[0]).toBe(
        'Amul Taaza Toned Milk',
      );
    });
  });
});
