import { DataSource } from 'typeorm';
import { catalogueFixtures, JAIPUR, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { HOME_ADDRESS } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

/**
 * Delivery by distance (issue 32, point 2): fees by band that the admin sets, the delivery area held
 * for every address (located by its pincode at least), and shops located as addresses are.
 */
const DEFAULT_FEES = { freeWithinKm: 5, bands: [{ upToKm: 15, fee: '30.00' }], unlocatedShopFee: '30.00' };
const MARINE_DRIVE = {
  title: 'Marine Drive',
  addressLine: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
};
/** 0.1° of latitude north of JAIPUR is 11.1 km; 0.063° is 7.0 km. */
const north = (title: string, degrees: number) => ({
  ...HOME_ADDRESS,
  title,
  latitude: JAIPUR.latitude + degrees,
  longitude: JAIPUR.longitude,
});

describe('delivery fees by distance, and the delivery area for every address', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;

  const fees = () => t.agent().get('/api/delivery-fees').expect(200);
  const setFees = (bands: unknown, agent = admin) => agent.put('/api/admin/delivery-fees').send({ bands });
  const bandRows = () => db.query('SELECT up_to_km, fee FROM delivery_fee_bands ORDER BY up_to_km');

  /** A signed-in customer with these addresses (the first the default), by title. */
  async function customerAt(...places: object[]) {
    const { agent } = await t.signedIn('customer');
    const ids: Record<string, string> = {};
    for (const place of places) {
      const { body } = await agent.post('/api/customer/addresses').send(place).expect(201);
      ids[body.title] = body.id;
    }
    return { agent, ids };
  }

  async function cartAt(shopOverrides: object, ...places: object[]) {
    const { shop } = await catalogueFixtures(t).createShop(shopOverrides);
    const product = await catalogueFixtures(t).createProduct(shop.id, { discountedPrice: 99_00 });
    const customer = await customerAt(...places);
    await customer.agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    const quote = async (title: string) =>
      (await customer.agent.get(`/api/customer/cart/quote?addressId=${customer.ids[title]}`).expect(200)).body;
    const checkout = (title: string) =>
      customer.agent
        .post('/api/customer/orders')
        .send({ customerAddressId: customer.ids[title], paymentMethod: 'cash_on_delivery' });
    return { shop, quote, checkout };
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await setFees(DEFAULT_FEES.bands).expect(200);
  });

  describe('the fees', () => {
    it('answers them to anyone: free within FREE_DELIVERY_KM, then DELIVERY_FEE until the admin sets bands', async () => {
      expect((await fees()).body).toEqual(DEFAULT_FEES);
    });

    it("charges the admin's bands at once: the band a distance falls in, its limit included", async () => {
      const bands = [
        { upToKm: 8, fee: '20' },
        { upToKm: 11.2, fee: 35.5 },
        { upToKm: 40, fee: '60.00' },
      ];
      const answered = (await setFees(bands).expect(200)).body;
      const expected = {
        ...DEFAULT_FEES,
        bands: [
          { upToKm: 8, fee: '20.00' },
          { upToKm: 11.2, fee: '35.50' },
          { upToKm: 40, fee: '60.00' },
        ],
      };
      expect(answered).toEqual(expected);
      expect((await fees()).body).toEqual(expected);
      expect(await bandRows()).toEqual([
        { up_to_km: 8, fee: '20.00' },
        { up_to_km: 11.2, fee: '35.50' },
        { up_to_km: 40, fee: '60.00' },
      ]);
      const { quote, checkout } = await cartAt(
        {},
        north('Near', 0.01),
        north('Seven', 0.063),
        north('Town', 0.1),
        north('Far', 0.13),
      );
      const charges = async (title: string) => (await quote(title)).deliveryCharges;
      expect([await charges('Near'), await charges('Seven'), await charges('Town'), await charges('Far')]).toEqual([
        '0.00',
        '20.00',
        '35.50',
        '60.00',
      ]);
      const order = (await checkout('Town').expect(201)).body;
      expect(order).toMatchObject({ deliveryCharges: '35.50' });
    });

    it.each([
      ['no bands', []],
      ['not a list', { upToKm: 8, fee: '20' }],
      ['a first band within the free distance', [{ upToKm: 5, fee: '20' }]],
      [
        'bands not increasing',
        [
          { upToKm: 10, fee: '20' },
          { upToKm: 8, fee: '30' },
        ],
      ],
      ['a fee that is not money', [{ upToKm: 10, fee: '20.001' }]],
      ['a negative fee', [{ upToKm: 10, fee: -1 }]],
      ['a fee past ₹10,000', [{ upToKm: 10, fee: '10000.01' }]],
      ['a distance that is text', [{ upToKm: '10', fee: '20' }]],
      ['a distance past 1000 km', [{ upToKm: 1000.5, fee: '20' }]],
      ['a null band', [null]],
      ['a band in a band', [[{ upToKm: 10, fee: '20' }]]],
      ['an unknown field', [{ upToKm: 10, fee: '20', free: true }]],
      ['a prototype key', JSON.parse('[{"upToKm": 10, "fee": "20", "__proto__": {"admin": true}}]')],
      ['eleven bands', Array.from({ length: 11 }, (_, i) => ({ upToKm: 6 + i, fee: '20' }))],
    ])('refuses %s with 400 and keeps the fees', async (_case, bands) => {
      await setFees([{ upToKm: 9, fee: '25' }]).expect(200);
      const res = await setFees(bands).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/band|__proto__/i);
      expect((await fees()).body.bands).toEqual([{ upToKm: 9, fee: '25.00' }]);
      expect(await bandRows()).toEqual([{ up_to_km: 9, fee: '25.00' }]);
    });

    it('lets only the admin set them', async () => {
      await setFees([{ upToKm: 9, fee: '25' }], t.agent()).expect(401);
      await setFees([{ upToKm: 9, fee: '25' }], (await t.signedIn('customer')).agent).expect(403);
      await setFees([{ upToKm: 9, fee: '25' }], (await t.signedIn('shopkeeper')).agent).expect(403);
      expect((await fees()).body).toEqual(DEFAULT_FEES);
    });

    it('keeps one whole set of bands when admins save at the same time, never a mix', async () => {
      const sets = Array.from({ length: 8 }, (_, i) => [
        { upToKm: 6 + i, fee: `${10 + i}` },
        { upToKm: 20 + i, fee: `${40 + i}` },
      ]);
      const answers = await Promise.all(sets.map((bands) => setFees(bands)));
      expect(answers.map((res) => res.status)).toEqual(sets.map(() => 200));
      const rows: { up_to_km: number; fee: string }[] = await bandRows();
      expect(rows).toHaveLength(2);
      const i = rows[0].up_to_km - 6;
      expect(rows).toEqual([
        { up_to_km: 6 + i, fee: `${10 + i}.00` },
        { up_to_km: 20 + i, fee: `${40 + i}.00` },
      ]);
    });
  });

  describe('the delivery area', () => {
    it('refuses Marine Drive, Mumbai for a Jaipur dairy located by its pincode: quoted, then 409 at checkout', async () => {
      const owner = await signedInShopkeeperWithShop(t, admin, {
        name: 'Gupta Dairy & Sweets',
        address: 'Shop 4, Lal Kothi, Jaipur 302015',
        latitude: undefined,
        longitude: undefined,
      });
      expect(owner.shop).toMatchObject({ locationPrecision: 'pincode', latitude: expect.any(Number) });
      const product = await catalogueFixtures(t).createProduct(owner.shop.id);
      const customer = await customerAt(MARINE_DRIVE);
      await customer.agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
      const refusal = 'Gupta Dairy & Sweets delivers within 15 km; Marine Drive, Mumbai is 934 km away';
      expect((await customer.agent.get('/api/customer/cart').expect(200)).body).toMatchObject({
        deliversToAddress: false,
        distanceKm: 933.8,
        distanceApproximate: true,
        checkoutBlockedBy: refusal,
      });
      const res = await customer.agent
        .post('/api/customer/orders')
        .send({ customerAddressId: customer.ids['Marine Drive'], paymentMethod: 'cash_on_delivery' })
        .expect(409);
      expect(res.body.message).toBe(refusal);
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE shop_id = $1', [owner.shop.id]))[0].n).toBe(
        0,
      );
    });

    it('keeps the flat fee and no distance check for a shop not located yet, and says so to the back office', async () => {
      const unlocated = { latitude: null, longitude: null, locationPrecision: null, address: 'Johari Bazaar, Jaipur' };
      const { shop, quote, checkout } = await cartAt(unlocated, MARINE_DRIVE, north('Near', 0.01));
      for (const title of ['Marine Drive', 'Near']) {
        expect(await quote(title)).toMatchObject({
          deliversToAddress: null,
          distanceKm: null,
          distanceApproximate: false,
          deliveryCharges: '30.00',
          estimatedDeliveryMinutes: 35,
          checkoutBlockedBy: null,
        });
      }
      await checkout('Marine Drive').expect(201);
      expect((await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body).toMatchObject({
        locationPrecision: null,
      });
    });

    it('keeps to the delivery area in discovery with deliversToYou, a shop not located yet counting as delivering', async () => {
      const { shop: jaipur } = await catalogueFixtures(t).createShop({ name: 'Delivers Jaipur' });
      const { shop: unlocated } = await catalogueFixtures(t).createShop({
        name: 'Delivers Unlocated',
        latitude: null,
        longitude: null,
        locationPrecision: null,
      });
      const customer = (await t.signedIn('customer')).agent;
      const listed = async (point: { lat: number; lng: number }, deliversToYou: boolean) => {
        const filter = JSON.stringify({ ...point, deliversToYou, q: 'Delivers' });
        const res = await customer
          .get(`/api/customer/shops?filter=${encodeURIComponent(filter)}&sort=["distanceKm","ASC"]`)
          .expect(200);
        return res.body.map((shop: { name: string }) => shop.name);
      };
      const mumbai = { lat: 18.94019, lng: 72.82708 };
      const jaipurPoint = { lat: JAIPUR.latitude + 0.01, lng: JAIPUR.longitude };
      expect(await listed(mumbai, true)).toEqual([unlocated.name]);
      expect(await listed(mumbai, false)).toEqual([jaipur.name]);
      expect(await listed(jaipurPoint, true)).toEqual([jaipur.name, unlocated.name]);
      const noPoint = await customer.get(`/api/customer/shops?filter=${encodeURIComponent('{"deliversToYou":true}')}`);
      expect(noPoint.status).toBe(400);
      expect(noPoint.body.message).toBe(
        'filter.deliversToYou needs the point to deliver to: filter.lat and filter.lng',
      );
      const notBoolean = await customer.get(
        `/api/customer/shops?filter=${encodeURIComponent('{"lat":26.9,"lng":75.8,"deliversToYou":"yes"}')}`,
      );
      expect(notBoolean.status).toBe(400);
    });
  });

  describe('shops located as addresses are', () => {
    it('locates a shop by the pincode in its address, takes a pin near it, and refuses one far from it', async () => {
      const owner = await signedInShopkeeperWithShop(t, admin, { latitude: undefined, longitude: undefined });
      // B-12, Malviya Nagar, Jaipur 302017: the centre of 302017.
      expect(owner.shop).toMatchObject({ latitude: 26.84867, longitude: 75.82216, locationPrecision: 'pincode' });
      const pinned = await owner.agent
        .put('/api/shopkeeper/shop')
        .send({ latitude: 26.8549, longitude: 75.8243 })
        .expect(200);
      expect(pinned.body).toMatchObject({ latitude: 26.8549, longitude: 75.8243, locationPrecision: 'pin' });
      const far = await owner.agent.put('/api/shopkeeper/shop').send({ latitude: 19, longitude: 72.8 }).expect(400);
      expect(far.body.message).toMatch(
        /^That pin is [\d,]+ km from pincode 302017: move the pin or check the pincode$/,
      );
      // The record sent back as read keeps the pin; a new pincode in the address moves the shop to it.
      const same = await owner.agent.put('/api/shopkeeper/shop').send(pinned.body).expect(200);
      expect(same.body).toMatchObject({ latitude: 26.8549, locationPrecision: 'pin' });
      const moved = await owner.agent
        .put('/api/shopkeeper/shop')
        .send({ ...same.body, address: 'Shop 7, Ashok Marg, C-Scheme, Jaipur 302001' })
        .expect(200);
      expect(moved.body).toMatchObject({ latitude: 26.91794, longitude: 75.80844, locationPrecision: 'pincode' });
      const nowhere = await admin
        .put(`/api/admin/shops/${owner.shop.id}`)
        .send({ address: 'Near the old temple, Jaipur', latitude: null, longitude: null })
        .expect(200);
      expect(nowhere.body).toMatchObject({ latitude: null, longitude: null, locationPrecision: null });
      const pinnedByAdmin = await admin
        .put(`/api/admin/shops/${owner.shop.id}`)
        .send({ latitude: 26.9, longitude: 75.8 })
        .expect(200);
      expect(pinnedByAdmin.body).toMatchObject({ latitude: 26.9, longitude: 75.8, locationPrecision: 'pin' });
    });
  });
});
