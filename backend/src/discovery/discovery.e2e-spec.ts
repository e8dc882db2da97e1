import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { queryPlan, SentStatement, sentDuring } from '../../test/sql-statements';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { distanceKmSql } from '../pricing/pricing';
import { Shop } from '../shops/shop.entity';

/**
 * Discovery, GET /api/customer/shops (issue 12, points 1 to 3): filters, sorts and search in the
 * database, on four shops round Hawa Mahal, Jaipur. Distances by hand (haversine, R = 6,371 km):
 * Jaipur Junction 3.9 km, Malviya Nagar 7.7 km, Ajmer 129.2 km.
 */
describe('discovery', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let customer: Agent;
  let junction: Shop;
  let malviya: Shop;
  let ajmer: Shop;
  let nowhere: Shop;
  const hawaMahal = { lat: 26.9239, lng: 75.8267 };

  type Listed = {
    id: string;
    distanceKm: number | null;
    deliversToYou: boolean | null;
    averageRating: number | null;
    openNow: boolean;
    matchingProducts: string[];
  };
  const discover = (filter: object = {}, sort?: [string, string], range?: [number, number]) =>
    customer.get('/api/customer/shops').query({
      filter: JSON.stringify(filter),
      ...(sort && { sort: JSON.stringify(sort) }),
      ...(range && { range: JSON.stringify(range) }),
    });
  const ids = async (filter: object = {}, sort?: [string, string]) =>
    (await discover(filter, sort).expect(200)).body.map((shop: Listed) => shop.id);

  /** A shop rated once per rating, each by a delivered order of its own. */
  async function rate(shop: Shop, ratings: number[]) {
    const fixtures = catalogueFixtures(t);
    const { agent: rater } = await t.signedIn('customer');
    const product = await fixtures.createProduct(shop.id, { name: 'Rated Sample' });
    for (const rating of ratings) {
      const order = await placeOrder(rater, [{ productId: product.id, quantity: 1 }]);
      await admin.put(`/api/admin/orders/${order.id}`).send({ status: 'delivered' }).expect(200);
      await rater.post(`/api/customer/orders/${order.id}/review`).send({ rating }).expect(201);
    }
    // The sample is only there to be ordered: searches below find the shops by their own products.
    await db.query('UPDATE products SET deleted_at = now() WHERE id = $1', [product.id]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
    ({ agent: customer } = await t.signedIn('customer'));
    const { createShop, createProduct } = catalogueFixtures(t);
    const categoryOf = async (shopId: string, name: string): Promise<string> =>
      (await db.query('INSERT INTO categories (shop_id, name) VALUES ($1, $2) RETURNING id', [shopId, name]))[0].id;
    const stock = async (shop: Shop, category: string, names: string[]) => {
      const categoryId = await categoryOf(shop.id, category);
      for (const name of names) await createProduct(shop.id, { name, categoryId });
    };

    ({ shop: junction } = await createShop({ name: 'Junction Stores', latitude: 26.9196, longitude: 75.7878 }));
    ({ shop: malviya } = await createShop({ name: 'Malviya Stores', latitude: 26.8549, longitude: 75.8243 }));
    ({ shop: ajmer } = await createShop({ name: 'Ajmer Provisions', latitude: 26.4499, longitude: 74.6399 }));
    ({ shop: nowhere } = await createShop({ name: 'Nowhere Stores', latitude: null, longitude: null }));
    await stock(junction, 'Groceries', ['Aashirvaad Whole Wheat Atta 5 kg', 'Saffola Gold Oil']);
    await stock(malviya, 'Dairy', ['Amul Butter 500 g', 'Mother Dairy Paneer']);
    await stock(ajmer, 'Bakery', ['Brown Bread']);
    await rate(junction, [5, 4]);
    await rate(malviya, [3]);
    // Set after the orders above, which a radius or a minimum could refuse.
    await db.query(
      'UPDATE shops SET delivery_radius_km = 6, minimum_order = 199, preparation_minutes = 35 WHERE id = $1',
      [malviya.id],
    );
    await db.query('UPDATE shops SET is_active = false WHERE id = $1', [ajmer.id]);
  });
  afterAll(() => t.close());

  describe('without parameters', () => {
    it('answers every shop by name, as before, with the new fields', async () => {
      const res = await discover().expect(200);
      expect(res.body.map((shop: { name: string }) => shop.name)).toEqual([
        'Ajmer Provisions',
        'Junction Stores',
        'Malviya Stores',
        'Nowhere Stores',
      ]);
      expect(res.headers['content-range']).toBe('shops 0-3/4');
      expect(res.body[2]).toEqual({
        id: malviya.id,
        name: 'Malviya Stores',
        address: malviya.address,
        phone: malviya.phone,
        isActive: true,
        latitude: 26.8549,
        longitude: 75.8243,
        locationPrecision: 'pin',
        averageRating: 3,
        reviewCount: 1,
        distanceKm: null,
        deliversToYou: null,
        deliveryRadiusKm: 6,
        minimumOrder: '199.00',
        preparationMinutes: 35,
        openingHours: [],
        holidays: [],
        logo: null,
        openNow: true,
        comingSoon: false,
        opensAt: null,
        estimatedDeliveryMinutes: null,
        matchingProducts: [],
      });
      // A shop without its own radius delivers as far as DELIVERY_RADIUS_KM (15 by default).
      expect(res.body[1]).toMatchObject({ id: junction.id, deliveryRadiusKm: 15, minimumOrder: null });
      expect((await customer.get(`/api/customer/shops/${malviya.id}`).expect(200)).body).toEqual(res.body[2]);
    });

    it('pages with range and Content-Range', async () => {
      const res = await discover({}, ['name', 'ASC'], [1, 2]).expect(200);
      expect(res.body.map((shop: Listed) => shop.id)).toEqual([junction.id, malviya.id]);
      expect(res.headers['content-range']).toBe('shops 1-2/4');
    });
  });

  describe('from a point', () => {
    it('answers distanceKm and deliversToYou: within its own radius or the default, null without a location', async () => {
      const res = await discover(hawaMahal, ['distanceKm', 'ASC']).expect(200);
      expect(res.body.map(({ id, distanceKm, deliversToYou }: Listed) => [id, distanceKm, deliversToYou])).toEqual([
        [junction.id, 3.9, true],
        [malviya.id, 7.7, false],
        [ajmer.id, 129.2, false],
        [nowhere.id, null, null],
      ]);
    });

    it('sorts by distanceKm farthest first with the shops without a location still last', async () => {
      expect(await ids(hawaMahal, ['distanceKm', 'DESC'])).toEqual([ajmer.id, malviya.id, junction.id, nowhere.id]);
    });

    it('keeps the shops withinKm of the point, the boundary included', async () => {
      expect(await ids({ ...hawaMahal, withinKm: 5 }, ['distanceKm', 'ASC'])).toEqual([junction.id]);
      expect(await ids({ ...hawaMahal, withinKm: 10 }, ['distanceKm', 'ASC'])).toEqual([junction.id, malviya.id]);
      expect(await ids({ ...hawaMahal, withinKm: 200 }, ['distanceKm', 'ASC'])).toEqual([
        junction.id,
        malviya.id,
        ajmer.id,
      ]);
      // Malviya Nagar is 7.676 km away.
      expect(await ids({ ...hawaMahal, withinKm: 7.67 })).toEqual([junction.id]);
      expect(await ids({ ...hawaMahal, withinKm: 7.68 })).toEqual([junction.id, malviya.id]);
    });
  });

  describe('filters', () => {
    it('openNow: true leaves the closed shops out, and those with nothing in stock; false keeps only them', async () => {
      expect(await ids({ openNow: true })).toEqual([junction.id, malviya.id]);
      expect(await ids({ openNow: false })).toEqual([ajmer.id, nowhere.id]);
    });

    it('minRating keeps the shops rated at least that, unrated ones left out', async () => {
      expect(await ids({ minRating: 4 })).toEqual([junction.id]);
      expect(await ids({ minRating: 3 })).toEqual([junction.id, malviya.id]);
    });

    it('combine: open, rated 3 or more, within 10 km', async () => {
      expect(await ids({ ...hawaMahal, withinKm: 10, openNow: true, minRating: 3 }, ['averageRating', 'ASC'])).toEqual([
        malviya.id,
        junction.id,
      ]);
    });
  });

  describe('sorts', () => {
    it('by averageRating, best or worst first, with unrated shops last either way', async () => {
      const unratedLast = (sorted: string[]) => expect(sorted.slice(2).sort()).toEqual([ajmer.id, nowhere.id].sort());
      const best = await ids({}, ['averageRating', 'DESC']);
      expect(best.slice(0, 2)).toEqual([junction.id, malviya.id]);
      unratedLast(best);
      const worst = await ids({}, ['averageRating', 'ASC']);
      expect(worst.slice(0, 2)).toEqual([malviya.id, junction.id]);
      unratedLast(worst);
    });

    it('by name, either way', async () => {
      expect(await ids({}, ['name', 'DESC'])).toEqual([nowhere.id, malviya.id, junction.id, ajmer.id]);
    });
  });

  describe('search: q', () => {
    const found = async (q: string) =>
      (await discover({ q }).expect(200)).body.map(({ id, matchingProducts }: Listed) => [id, matchingProducts]);

    it('finds a shop by a product name with a typo, and names the product: "aata" finds the atta', async () => {
      expect(await found('aata')).toEqual([[junction.id, ['Aashirvaad Whole Wheat Atta 5 kg']]]);
    });

    it('finds the shop selling "amul butter", by the words of the product name', async () => {
      expect(await found('amul butter')).toEqual([[malviya.id, ['Amul Butter 500 g']]]);
      expect(await found('butter amul')).toEqual([[malviya.id, ['Amul Butter 500 g']]]);
    });

    it('takes a number as it is, no typo of another: "amull 500" finds the 500 g, "amul 400" nothing', async () => {
      expect(await found('amull 500')).toEqual([[malviya.id, ['Amul Butter 500 g']]]);
      expect(await found('amul 400')).toEqual([]);
    });

    it('finds a shop by its own name or a category name, with no product named', async () => {
      expect(await found('junction')).toEqual([[junction.id, []]]);
      expect(await found('Bakery')).toEqual([[ajmer.id, []]]);
      expect(await found('dairy')).toEqual([[malviya.id, ['Mother Dairy Paneer']]]);
    });

    it('forgives a typo in a shop name, and finds part of a name as before', async () => {
      expect(await found('malvia')).toEqual([[malviya.id, []]]);
      expect(await found('owhere sto')).toEqual([[nowhere.id, []]]);
      expect(await found('bred')).toEqual([[ajmer.id, ['Brown Bread']]]);
    });

    it('finds nothing for a text nothing is close to, and everything for blank text', async () => {
      expect(await found('xylophone')).toEqual([]);
      expect(await found('   ')).toHaveLength(4);
    });

    it('combines with a point and a sort', async () => {
      const res = await discover({ q: 'stores', ...hawaMahal }, ['distanceKm', 'ASC']).expect(200);
      expect(res.body.map(({ id, distanceKm }: Listed) => [id, distanceKm])).toEqual([
        [junction.id, 3.9],
        [malviya.id, 7.7],
        [nowhere.id, null],
      ]);
    });

    it("searches a shop's products the same way on its products list, substrings as before", async () => {
      const names = async (shop: Shop, q: string) =>
        (
          await customer
            .get(`/api/customer/shops/${shop.id}/products`)
            .query({ filter: JSON.stringify({ q }) })
            .expect(200)
        ).body.map((product: { name: string }) => product.name);
      expect(await names(junction, 'aata')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
      expect(await names(malviya, 'butter amul')).toEqual(['Amul Butter 500 g']);
      expect(await names(malviya, 'utte')).toEqual(['Amul Butter 500 g']);
      expect(await names(malviya, 'aata')).toEqual([]);
      expect(await names(malviya, '')).toEqual(['Amul Butter 500 g', 'Mother Dairy Paneer']);
    });
  });

  describe('bad parameters answer 400 and say what is wrong', () => {
    it.each([
      ['a latitude of 91', { lat: 91, lng: 75.8 }, undefined, 'filter.lat and filter.lng'],
      ['withinKm of -1', { ...hawaMahal, withinKm: -1 }, undefined, 'filter.withinKm must be a distance in km'],
      ['withinKm of 0', { ...hawaMahal, withinKm: 0 }, undefined, 'filter.withinKm must be a distance in km'],
      ['withinKm as text', { ...hawaMahal, withinKm: '5' }, undefined, 'filter.withinKm must be a distance in km'],
      ['withinKm without a point', { withinKm: 5 }, undefined, 'filter.withinKm needs the point'],
      ['openNow "maybe"', { openNow: 'maybe' }, undefined, 'filter.openNow must be true or false'],
      ['minRating 6', { minRating: 6 }, undefined, 'filter.minRating must be a rating from 1 to 5'],
      ['minRating as text', { minRating: 'high' }, undefined, 'filter.minRating must be a rating from 1 to 5'],
      ['q as a number', { q: 5 }, undefined, 'filter.q must be a text'],
      ['q too long', { q: 'a'.repeat(101) }, undefined, 'filter.q must be a text of at most 100 characters'],
      ['a sort field not listed', {}, ['popularity', 'DESC'], 'sort field must be one of'],
      ['a filter field not listed', { deliveryRadiusKm: 5 }, undefined, 'filter.deliveryRadiusKm is not a field'],
    ])('refuses %s', async (_case, filter, sort, message) => {
      const res = await discover(filter, sort as [string, string] | undefined).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('at city scale', () => {
    /** The statement the API sends for a request, with its parameters. */
    async function statementOf(path: string): Promise<SentStatement> {
      const sent = await sentDuring(() => customer.get(path).expect(200));
      return sent.find(({ text }) => text.includes('"shops"') && /^\s*SELECT/i.test(text))!;
    }

    beforeAll(async () => {
      // 10,000 shops and their shopkeepers round Delhi, 300 km from the shops above.
      await db.query(`
        INSERT INTO users (name, username, email, password_hash, role)
        SELECT 'Keeper ' || n, 'city_keeper_' || n, 'city_keeper_' || n || '@example.com', 'x', 'shopkeeper'
          FROM generate_series(1, 10000) AS n`);
      await db.query(`
        INSERT INTO shops (name, email, phone, address, gst_number, latitude, longitude, shopkeeper_id)
        SELECT 'City Shop ' || u.n, 'city_' || u.n || '@example.com', '+91 11 2345 6789', 'Delhi', '07ABCDE1234F1Z2',
               28.5 + (u.n % 100) * 0.005, 77.1 + (u.n / 100) * 0.005, u.id
          FROM (SELECT id, substring(username FROM 13)::int AS n FROM users WHERE username LIKE 'city_keeper_%') AS u`);
      await db.query('ANALYZE shops');
    });

    it('reads the shops within 2 km of a point through the GiST index on their locations', async () => {
      const path = `/api/customer/shops?filter=${encodeURIComponent(
        JSON.stringify({ lat: 28.6, lng: 77.2, withinKm: 2 }),
      )}&sort=${encodeURIComponent('["distanceKm","ASC"]')}&range=[0,23]`;
      const res = await customer.get(path).expect(200);
      expect(res.body).toHaveLength(24);
      expect(res.body.every((shop: Listed) => shop.distanceKm !== null && shop.distanceKm <= 2)).toBe(true);
      // A neighbourhood's shops are counted exactly.
      const [{ within }] = await db.query(
        `SELECT COUNT(*)::int AS within FROM shops
          WHERE deleted_at IS NULL AND ${distanceKmSql({ latitude: '28.6', longitude: '77.2' }, { latitude: 'latitude', longitude: 'longitude' })} <= 2`,
      );
      expect(within).toBeLessThan(1000);
      expect(res.headers['content-range']).toBe(`shops 0-23/${within}`);
      expect(await queryPlan(db, await statementOf(path))).toContain('IDX_shops_earth');
    });

    it('still answers every shop of the city, page by page, without a cap', async () => {
      // isActive, not openNow: the city's shops sell nothing yet, so none is open now (issue 32).
      const res = await discover({ isActive: true }, ['name', 'ASC'], [10_000, 10_002]).expect(200);
      expect(res.headers['content-range']).toBe('shops 10000-10002/10003');
    });

    describe('nearest first', () => {
      const tie = { lat: 28.55, lng: 77.15 };
      const nearestPath = (range: [number, number]) =>
        `/api/customer/shops?filter=${encodeURIComponent(JSON.stringify(tie))}` +
        `&sort=${encodeURIComponent('["distanceKm","ASC"]')}&range=${encodeURIComponent(JSON.stringify(range))}`;
      /** The live shops by distance from the point, ties by id, the unlocated last: measured one by one. */
      const byDistance = async () =>
        (
          await db.query(
            `SELECT id FROM shops WHERE deleted_at IS NULL
              ORDER BY ${distanceKmSql(
                { latitude: String(tie.lat), longitude: String(tie.lng) },
                { latitude: 'latitude', longitude: 'longitude' },
              )} NULLS LAST, id`,
          )
        ).map((row: { id: string }) => row.id);

      beforeAll(async () => {
        // 30 more shops at one point, where the page of the 12 nearest ends among equals.
        await db.query(`
          INSERT INTO users (name, username, email, password_hash, role)
          SELECT 'Keeper ' || n, 'tie_keeper_' || n, 'tie_keeper_' || n || '@example.com', 'x', 'shopkeeper'
            FROM generate_series(1, 30) AS n`);
        await db.query(
          `INSERT INTO shops (name, email, phone, address, gst_number, latitude, longitude, shopkeeper_id)
           SELECT 'Tie Shop ' || username, username || '@example.com', '+91 11 2345 6789', 'Delhi', '07ABCDE1234F1Z2',
                  $1, $2, id
             FROM users WHERE username LIKE 'tie_keeper_%'`,
          [tie.lat, tie.lng],
        );
      });

      it('reads a page of the nearest through the GiST index, never measuring every shop', async () => {
        const plan = await queryPlan(db, await statementOf(nearestPath([0, 11])));
        // The nearest by the index's own order (KNN), then the page's shops from the index; the total
        // counts no more than one shop past a neighbourhood's worth.
        expect(plan).toMatch(/Index Scan using "IDX_shops_earth"[^\n]*\n\s*Order By: /);
        expect(plan.match(/IDX_shops_earth/g)).toHaveLength(2);
        expect(plan).toMatch(/Limit {2}\(cost=[^)]* rows=1001 /);
      });

      it('answers the pages in order of distance, equals by id, the unlocated last, with the total', async () => {
        const expected = await byDistance();
        const pages: string[] = [];
        for (const range of [
          [0, 11],
          [12, 23],
          [24, 35],
        ] as [number, number][]) {
          const res = await customer.get(nearestPath(range)).expect(200);
          // Beyond a neighbourhood's 1,000 shops, the total is PostgreSQL's estimate of the city's.
          const [, shown, total] = /^shops (\d+-\d+)\/(\d+)$/.exec(res.headers['content-range'])!;
          expect(shown).toBe(`${range[0]}-${range[1]}`);
          expect(Math.abs(Number(total) - expected.length)).toBeLessThan(expected.length / 100);
          pages.push(...res.body.map((shop: Listed) => shop.id));
        }
        expect(pages).toEqual(expected.slice(0, 36));

        const end = expected.length - 1;
        const last = await customer.get(nearestPath([end - 2, end + 5])).expect(200);
        expect(last.headers['content-range']).toBe(`shops ${end - 2}-${end}/${expected.length}`);
        expect(last.body.map((shop: Listed) => shop.id)).toEqual(expected.slice(end - 2));
        expect(last.body.at(-1)).toMatchObject({ id: nowhere.id, distanceKm: null });
      });
    });
  });
});
