import { DataSource } from 'typeorm';
import { shopOnboarding, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

const PHONE_MESSAGE = "Enter the shop's phone number with 10 to 15 digits, such as +91 141 256 7890.";

describe('shops', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;

  const shopRows = (where = 'TRUE') =>
    db.query(`SELECT name, gst_number, is_active, deleted_at IS NOT NULL AS deleted FROM shops WHERE ${where}`);
  const userByUsername = (username: string) =>
    db
      .query('SELECT name, email, role, disabled_at FROM users WHERE username = $1', [username])
      .then((rows: object[]) => rows[0]);
  const onboard = (body: object) => admin.post('/api/admin/shops').send(body);
  const signIn = (username: string, password: string) => t.anonymous().post('/api/login').send({ username, password });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());

  describe('onboarding: POST /api/admin/shops', () => {
    it('creates the shop and its shopkeeper, who can sign in and see the shop', async () => {
      const fields = shopOnboarding({ gstNumber: '08abcde1234f1z0', shopkeeperEmail: 'New.Keeper@Example.com' });
      const res = await onboard(fields).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: fields.name,
        email: fields.email,
        phone: '+91 141 256 7890',
        address: 'B-12, Malviya Nagar, Jaipur 302017',
        gstNumber: '08ABCDE1234F1Z0',
        state: { code: '08', name: 'Rajasthan' },
        isActive: true,
        latitude: 26.8549,
        longitude: 75.8243,
        locationPrecision: 'pin',
        deliveryRadiusKm: 15,
        minimumOrder: null,
        preparationMinutes: 20,
        openingHours: [],
        holidays: [],
        logo: null,
        commissionRate: null,
        commissionRateInForce: '0.00',
        shopkeeperId: expect.any(String),
        shopkeeperName: fields.shopkeeperName,
        shopkeeperUsername: fields.shopkeeperUsername,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        upiId: null,
        upiPayeeName: null,
      });
      expect(await userByUsername(fields.shopkeeperUsername)).toEqual({
        name: fields.shopkeeperName,
        email: 'new.keeper@example.com',
        role: 'shopkeeper',
        disabled_at: null,
      });

      const shopkeeper = t.agent();
      await shopkeeper
        .post('/api/login')
        .send({ username: fields.shopkeeperUsername, password: 'shop-password-1' })
        .expect(200);
      const own = await shopkeeper.get('/api/shopkeeper/shop').expect(200);
      expect(own.body).toEqual(res.body);
      const profile = await shopkeeper.get('/api/shopkeeper/shopkeeper-profile').expect(200);
      expect(profile.body).toEqual({ userId: res.body.shopkeeperId, shopId: res.body.id });
    });

    it("locates a shop without a pin at its address's pincode, and leaves one without either unlocated", async () => {
      const byPincode = await onboard(shopOnboarding({ latitude: undefined, longitude: undefined })).expect(201);
      expect(byPincode.body).toMatchObject({ latitude: 26.84867, longitude: 75.82216, locationPrecision: 'pincode' });
      const nowhere = shopOnboarding({
        address: 'Near the old temple, Jaipur',
        latitude: undefined,
        longitude: undefined,
      });
      const res = await onboard(nowhere).expect(201);
      expect(res.body).toMatchObject({ latitude: null, longitude: null, locationPrecision: null });
    });

    it('links an existing shopkeeper without a shop, keeping its own name, email and password', async () => {
      const keeper = await t.createUser('shopkeeper');
      const usersBefore = await db.query('SELECT count(*)::int AS n FROM users');
      const res = await onboard(
        shopOnboarding({
          shopkeeperUsername: keeper.username.toUpperCase(),
          shopkeeperName: 'Someone Else',
          shopkeeperEmail: 'someone.else@example.com',
          shopkeeperPassword: 'another-password',
        }),
      ).expect(201);
      expect(res.body).toMatchObject({
        shopkeeperId: keeper.id,
        shopkeeperName: keeper.name,
        shopkeeperUsername: keeper.username,
      });
      expect(await db.query('SELECT count(*)::int AS n FROM users')).toEqual(usersBefore);
      expect(await userByUsername(keeper.username)).toMatchObject({ name: keeper.name, email: keeper.email });
      await signIn(keeper.username, 'another-password').expect(401);
      await signIn(keeper.username, keeper.password).expect(200);
    });

    it('refuses the username of a customer or admin with 409 and stores no shop', async () => {
      const customer = await t.createUser('customer');
      const fields = shopOnboarding({ shopkeeperUsername: customer.username });
      const res = await onboard(fields).expect(409);
      expect(res.body.message).toBe('This username is already taken');
      expect(await shopRows(`name = '${fields.name}'`)).toEqual([]);
      const otherAdmin = await t.createUser('admin');
      await onboard(shopOnboarding({ shopkeeperUsername: otherAdmin.username })).expect(409);
    });

    it('refuses a shopkeeper who already has a shop with 409 and stores no second shop', async () => {
      const { user } = await signedInShopkeeperWithShop(t, admin);
      const fields = shopOnboarding({ shopkeeperUsername: user.username });
      const res = await onboard(fields).expect(409);
      expect(res.body.message).toBe('This shopkeeper already has a shop');
      expect(await shopRows(`name = '${fields.name}'`)).toEqual([]);
    });

    it('refuses an email of another account with 409, creating neither the shopkeeper nor the shop', async () => {
      const customer = await t.createUser('customer');
      const fields = shopOnboarding({ shopkeeperEmail: customer.email.toUpperCase() });
      const res = await onboard(fields).expect(409);
      expect(res.body.message).toBe('An account with this email already exists');
      expect(await userByUsername(fields.shopkeeperUsername)).toBeUndefined();
      expect(await shopRows(`name = '${fields.name}'`)).toEqual([]);
    });

    it('leaves no shopkeeper account behind when the shop cannot be stored', async () => {
      await db.query(`
        CREATE FUNCTION refuse_shop() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no shops today'; END $$`);
      await db.query('CREATE TRIGGER refuse_shop BEFORE INSERT ON shops FOR EACH ROW EXECUTE FUNCTION refuse_shop()');
      try {
        const fields = shopOnboarding();
        const res = await onboard(fields).expect(500);
        expect(JSON.stringify(res.body)).not.toContain('no shops today');
        expect(await userByUsername(fields.shopkeeperUsername)).toBeUndefined();
        expect(await shopRows(`name = '${fields.name}'`)).toEqual([]);
      } finally {
        await db.query('DROP TRIGGER refuse_shop ON shops');
        await db.query('DROP FUNCTION refuse_shop');
      }
    });

    it.each([
      ['a one-letter name', { name: 'A' }, 'name must be longer than or equal to 2 characters'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name must be shorter than or equal to 100 characters'],
      ['an invalid email', { email: 'shop@' }, 'email must be an email'],
      ['a phone with letters', { phone: 'call us 9829011111' }, PHONE_MESSAGE],
      ['a phone of 9 digits', { phone: '98290 1111' }, PHONE_MESSAGE],
      ['a phone of 16 digits', { phone: '+91 98290 11111 1111' }, PHONE_MESSAGE],
      ['no phone', { phone: undefined }, PHONE_MESSAGE],
      ['a short GST number', { gstNumber: '08ABCDE1234F1Z' }, 'gstNumber must have 15 characters, not 14'],
      ['a GST number of the wrong form', { gstNumber: '08ABCDE1234F1X5' }, 'gstNumber must be a state code'],
      ['an address of 4 characters', { address: 'Jai ' }, 'address must be longer than or equal to 5 characters'],
      ['a latitude of 91', { latitude: 91 }, 'latitude must be a latitude string or number'],
      ['a longitude of -181', { longitude: -181 }, 'longitude must be a longitude string or number'],
      ['no shopkeeper name', { shopkeeperName: undefined }, 'shopkeeperName'],
      ['a shopkeeper username with spaces', { shopkeeperUsername: 'ram lal' }, 'username must be 3 to 32'],
      ['an invalid shopkeeper email', { shopkeeperEmail: 'ram' }, 'shopkeeperEmail must be an email'],
      ['a short shopkeeper password', { shopkeeperPassword: 'short' }, 'shopkeeperPassword must be longer'],
      ['a shopkeeper password of one character', { shopkeeperPassword: '99999999' }, 'one character repeated'],
      ['a shopkeeper password with Mohalla', { shopkeeperPassword: 'mohalla-shop-1' }, 'contains the name Mohalla'],
      [
        "a shopkeeper password with the shopkeeper's name",
        { shopkeeperName: 'Ramesh Lal', shopkeeperPassword: 'ramesh-kirana-1' },
        'contains your name, username or email',
      ],
      [
        'a shopkeeper phone with letters',
        { shopkeeperPhone: 'call me' },
        "Enter the shopkeeper's phone number such as +91 98765 43210, with digits, spaces or hyphens only.",
      ],
      ['an unknown field', { isVerified: true }, 'property isVerified should not exist'],
    ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
      const fields = shopOnboarding(change);
      const res = await onboard(fields).expect(400);
      expect(([] as string[]).concat(res.body.message).join(' | ')).toContain(message);
      expect(await shopRows(`name = '${String(fields.name).replace(/'/g, "''")}'`)).toEqual([]);
      expect(await userByUsername(String(fields.shopkeeperUsername))).toBeUndefined();
    });
  });

  describe('admin list, read and edit', () => {
    it('lists shops by name with Content-Range, filters by q and isActive, and pages', async () => {
      const { agent: fresh } = await t.signedIn('admin');
      const suffix = Date.now();
      const names = [`Zeta Sweets ${suffix}`, `Alpha Dairy ${suffix}`, `Mid Bakery ${suffix}`];
      const ids: string[] = [];
      for (const name of names) ids.push((await onboard(shopOnboarding({ name })).expect(201)).body.id);
      await fresh.put(`/api/admin/shops/${ids[2]}`).send({ isActive: false }).expect(200);

      const q = JSON.stringify({ q: String(suffix) });
      const all = await fresh.get('/api/admin/shops').query({ filter: q }).expect(200);
      expect(all.body.map((s: { name: string }) => s.name)).toEqual([names[1], names[2], names[0]]);
      expect(all.headers['content-range']).toBe('shops 0-2/3');

      const closed = await fresh
        .get('/api/admin/shops')
        .query({ filter: JSON.stringify({ q: String(suffix), isActive: false }) })
        .expect(200);
      expect(closed.body.map((s: { id: string }) => s.id)).toEqual([ids[2]]);

      const page = await fresh
        .get('/api/admin/shops')
        .query({ filter: q, sort: '["name","DESC"]', range: '[1,1]' })
        .expect(200);
      expect(page.body.map((s: { name: string }) => s.name)).toEqual([names[2]]);
      expect(page.headers['content-range']).toBe('shops 1-1/3');

      const many = await fresh
        .get('/api/admin/shops')
        .query({ filter: JSON.stringify({ id: [ids[0], ids[1]] }) })
        .expect(200);
      expect(many.body).toHaveLength(2);
    });

    it('reads one shop, and answers 404 for an unknown id and 400 for a malformed one', async () => {
      const created = await onboard(shopOnboarding()).expect(201);
      const res = await admin.get(`/api/admin/shops/${created.body.id}`).expect(200);
      expect(res.body).toEqual(created.body);
      const missing = await admin.get('/api/admin/shops/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body.message).toBe('Shop not found');
      await admin.get('/api/admin/shops/not-a-uuid').expect(400);
    });

    it('edits part of a shop, closing it, and accepts the record sent back whole', async () => {
      const created = await onboard(shopOnboarding()).expect(201);
      const url = `/api/admin/shops/${created.body.id}`;
      const closed = await admin.put(url).send({ isActive: false, name: 'Renamed Kirana' }).expect(200);
      expect(closed.body).toMatchObject({
        ...created.body,
        isActive: false,
        name: 'Renamed Kirana',
        updatedAt: expect.any(String),
      });
      const whole = await admin
        .put(url)
        .send({ ...closed.body, gstNumber: '08zyxwv9876a1z9', latitude: null })
        .expect(200);
      // Its pin taken away, the shop goes back to the centre of the pincode in its address.
      expect(whole.body).toMatchObject({
        gstNumber: '08ZYXWV9876A1Z9',
        latitude: 26.84867,
        locationPrecision: 'pincode',
        isActive: false,
      });
    });

    it.each([
      ['a changed shopkeeper', { shopkeeperName: 'Someone Else' }, 'shopkeeperName cannot be changed'],
      ['a changed id', { id: '00000000-0000-4000-8000-000000000000' }, 'id cannot be changed'],
      ['an invalid GST number', { gstNumber: 'GST' }, 'gstNumber must have 15 characters, not 3'],
      ['a non-boolean isActive', { isActive: 'yes' }, 'isActive must be a boolean value'],
      ['an unknown field', { rating: 5 }, 'property rating should not exist'],
    ])('refuses an edit with %s with 400 and changes nothing', async (_case, change, message) => {
      const created = await onboard(shopOnboarding()).expect(201);
      const res = await admin
        .put(`/api/admin/shops/${created.body.id}`)
        .send({ ...change, name: 'Should Not Stick' })
        .expect(400);
      expect(([] as string[]).concat(res.body.message).join(' | ')).toContain(message);
      expect((await admin.get(`/api/admin/shops/${created.body.id}`)).body).toEqual(created.body);
    });
  });

  describe('DELETE /api/admin/shops/:id', () => {
    it('deletes softly: answers the shop, hides it everywhere and signs its shopkeeper out for good', async () => {
      const { shop, user, agent: shopkeeper } = await signedInShopkeeperWithShop(t, admin);
      const { agent: customer } = await t.signedIn('customer');
      const res = await admin.delete(`/api/admin/shops/${shop.id}`).expect(200);
      expect(res.body).toMatchObject({ id: shop.id, name: shop.name });

      expect(await shopRows(`id = '${shop.id}'`)).toEqual([expect.objectContaining({ deleted: true })]);
      await admin.get(`/api/admin/shops/${shop.id}`).expect(404);
      await admin.put(`/api/admin/shops/${shop.id}`).send({ isActive: false }).expect(404);
      await admin.delete(`/api/admin/shops/${shop.id}`).expect(404);
      const list = await admin.get('/api/admin/shops').query({ filter: JSON.stringify({ id: [shop.id] }) });
      expect(list.body).toEqual([]);
      await customer.get(`/api/customer/shops/${shop.id}`).expect(404);
      const products = await customer.get(`/api/customer/shops/${shop.id}/products`).expect(404);
      expect(products.body.message).toBe('Shop not found');
      const customerList = await customer.get('/api/customer/shops').expect(200);
      expect(customerList.body.map((s: { id: string }) => s.id)).not.toContain(shop.id);

      await shopkeeper.get('/api/shopkeeper/shop').expect(401);
      await signIn(user.username, user.password).expect(401);
      expect(await userByUsername(user.username)).toMatchObject({ disabled_at: expect.any(Date) });
    });

    it('lets a new shop be onboarded for the shopkeeper of a deleted shop, who may sign in again', async () => {
      const { shop, user } = await signedInShopkeeperWithShop(t, admin);
      await admin.delete(`/api/admin/shops/${shop.id}`).expect(200);
      await onboard(shopOnboarding({ shopkeeperUsername: user.username })).expect(201);
      await signIn(user.username, user.password).expect(200);
    });
  });

  describe("a shopkeeper's own shop", () => {
    it("answers 404 'Shop not set up yet' to a shopkeeper without a shop, whose profile has no shop id", async () => {
      const { user, agent } = await t.signedIn('shopkeeper');
      const res = await agent.get('/api/shopkeeper/shop').expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shop not set up yet' });
      const put = await agent.put('/api/shopkeeper/shop').send({ isActive: false }).expect(404);
      expect(put.body.message).toBe('Shop not set up yet');
      const profile = await agent.get('/api/shopkeeper/shopkeeper-profile').expect(200);
      expect(profile.body).toEqual({ userId: user.id, shopId: null });
    });

    it('changes phone, address, location and Open/Closed, and accepts the record sent back whole', async () => {
      const { agent, shop } = await signedInShopkeeperWithShop(t, admin);
      const changes = {
        phone: '0141-2345678',
        address: 'Shop 4, C-Scheme, Jaipur 302001',
        latitude: 26.9105,
        longitude: 75.8009,
        isActive: false,
      };
      const res = await agent.put('/api/shopkeeper/shop').send(changes).expect(200);
      expect(res.body).toMatchObject({ id: shop.id, name: shop.name, ...changes });
      const again = await agent
        .put('/api/shopkeeper/shop')
        .send({ ...res.body, isActive: true })
        .expect(200);
      expect(again.body.isActive).toBe(true);
      expect((await admin.get(`/api/admin/shops/${shop.id}`)).body).toMatchObject({ ...changes, isActive: true });
    });

    it('sets its delivery radius, minimum order and preparation time, and clears them back to the defaults', async () => {
      const { agent, shop } = await signedInShopkeeperWithShop(t, admin, { deliveryRadiusKm: 9.5, minimumOrder: 150 });
      expect(shop).toMatchObject({ deliveryRadiusKm: 9.5, minimumOrder: '150.00', preparationMinutes: 20 });
      const terms = { deliveryRadiusKm: 6, minimumOrder: '199.50', preparationMinutes: 45 };
      expect((await agent.put('/api/shopkeeper/shop').send(terms).expect(200)).body).toMatchObject(terms);
      const cleared = await agent.put('/api/shopkeeper/shop').send({ deliveryRadiusKm: null, minimumOrder: null });
      expect(cleared.body).toMatchObject({ deliveryRadiusKm: 15, minimumOrder: null, preparationMinutes: 45 });
      const customer = (await t.signedIn('customer')).agent;
      expect((await customer.get(`/api/customer/shops/${shop.id}`).expect(200)).body).toMatchObject({
        deliveryRadiusKm: 15,
        minimumOrder: null,
        preparationMinutes: 45,
      });
    });

    it.each([
      [
        'a radius within the free-delivery distance',
        { deliveryRadiusKm: 5 },
        'beyond the free-delivery distance of 5 km',
      ],
      ['a radius of 0', { deliveryRadiusKm: 0 }, 'deliveryRadiusKm must not be less than 0.1'],
      ['a radius of 7.25 km', { deliveryRadiusKm: 7.25 }, 'deliveryRadiusKm must be a distance in km'],
      ['a radius of 5e-324 km', { deliveryRadiusKm: 5e-324 }, 'deliveryRadiusKm must be a distance in km'],
      ['a radius as text', { deliveryRadiusKm: '8' }, 'deliveryRadiusKm must be a distance in km'],
      ['a minimum order of 0', { minimumOrder: '0' }, 'minimumOrder must be at least 0.01'],
      ['a minimum order of 9.999', { minimumOrder: '9.999' }, 'minimumOrder must be an amount in rupees'],
      ['no preparation time', { preparationMinutes: null }, 'preparationMinutes must be an integer'],
      ['a preparation of 0 minutes', { preparationMinutes: 0 }, 'preparationMinutes must not be less than 1'],
      ['a preparation of 1.5 minutes', { preparationMinutes: 1.5 }, 'preparationMinutes must be an integer'],
    ])('refuses %s with 400 from the shopkeeper and the admin, and changes nothing', async (_case, change, message) => {
      const { agent, shop } = await signedInShopkeeperWithShop(t, admin);
      for (const [editor, path] of [
        [agent, '/api/shopkeeper/shop'],
        [admin, `/api/admin/shops/${shop.id}`],
      ] as const) {
        const res = await editor.put(path).send(change).expect(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      const onboarding = await onboard(shopOnboarding(change)).expect(400);
      expect(JSON.stringify(onboarding.body.message)).toContain(message);
      expect((await admin.get(`/api/admin/shops/${shop.id}`)).body).toEqual(shop);
    });

    it.each([
      ['a new name', { name: 'My Own Name' }, 'name cannot be changed'],
      ['a new GST number', { gstNumber: '08ZYXWV9876A1Z9' }, 'gstNumber cannot be changed'],
      ['a new email', { email: 'mine@example.com' }, 'email cannot be changed'],
      [
        'another shopkeeper',
        { shopkeeperId: '00000000-0000-4000-8000-000000000000' },
        'shopkeeperId cannot be changed',
      ],
      ['an invalid phone', { phone: '12' }, PHONE_MESSAGE],
      ['an unknown field', { rating: 5 }, 'property rating should not exist'],
    ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
      const { agent, shop } = await signedInShopkeeperWithShop(t, admin);
      const before = (await agent.get('/api/shopkeeper/shop').expect(200)).body;
      const res = await agent
        .put('/api/shopkeeper/shop')
        .send({ ...change, isActive: false })
        .expect(400);
      expect(([] as string[]).concat(res.body.message).join(' | ')).toContain(message);
      expect((await admin.get(`/api/admin/shops/${shop.id}`)).body).toEqual(before);
    });
  });

  describe('customers', () => {
    it('see every shop not deleted by name, closed ones marked, without private fields', async () => {
      const { agent: customer } = await t.signedIn('customer');
      const suffix = Date.now();
      const open = await onboard(shopOnboarding({ name: `Browse B ${suffix}` })).expect(201);
      const closed = await onboard(shopOnboarding({ name: `Browse A ${suffix}` })).expect(201);
      await admin.put(`/api/admin/shops/${closed.body.id}`).send({ isActive: false }).expect(200);

      const res = await customer
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify({ q: `browse ${''}` }) })
        .expect(200);
      const mine = res.body.filter((s: { name: string }) => s.name.endsWith(String(suffix)));
      expect(mine).toEqual([
        {
          id: closed.body.id,
          name: `Browse A ${suffix}`,
          address: 'B-12, Malviya Nagar, Jaipur 302017',
          phone: '+91 141 256 7890',
          isActive: false,
          latitude: 26.8549,
          longitude: 75.8243,
          locationPrecision: 'pin',
          averageRating: null,
          reviewCount: 0,
          distanceKm: null,
          deliversToYou: null,
          deliveryRadiusKm: 15,
          minimumOrder: null,
          preparationMinutes: 20,
          openingHours: [],
          holidays: [],
          logo: null,
          openNow: false,
          comingSoon: true,
          opensAt: null,
          estimatedDeliveryMinutes: null,
          matchingProducts: [],
        },
        expect.objectContaining({ id: open.body.id, isActive: true }),
      ]);
      expect(res.headers['content-range']).toMatch(/^shops 0-\d+\/\d+$/);

      const onlyOpen = await customer
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify({ q: String(suffix), isActive: true }) })
        .expect(200);
      expect(onlyOpen.body.map((s: { id: string }) => s.id)).toEqual([open.body.id]);

      const one = await customer.get(`/api/customer/shops/${closed.body.id}`).expect(200);
      expect(one.body).toEqual(mine[0]);
      const missing = await customer.get('/api/customer/shops/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body.message).toBe('Shop not found');
    });

    describe('with a point to measure from', () => {
      // Hawa Mahal, Jaipur. By hand, haversine on a 6,371 km sphere: Jaipur Junction (26.9196, 75.7878)
      // is Δφ = -0.0043°, Δλ = -0.0389° away, 2R·asin(√(sin²(Δφ/2) + cos φ1·cos φ2·sin²(Δλ/2))) = 3.886 km;
      // Malviya Nagar (26.8549, 75.8243), Δφ = -0.0690°, Δλ = -0.0024°, is 7.676 km.
      const hawaMahal = { lat: 26.9239, lng: 75.8267 };
      let customer: Agent;
      let near: string;
      let far: string;
      let nowhere: string;

      const listed = (filter: object, sort?: [string, string]) =>
        customer.get('/api/customer/shops').query({
          filter: JSON.stringify({ id: [near, far, nowhere], ...filter }),
          ...(sort && { sort: JSON.stringify(sort) }),
        });
      const distances = (res: { body: { id: string; distanceKm: number | null }[] }) =>
        res.body.map((shop) => [shop.id, shop.distanceKm]);

      beforeAll(async () => {
        customer = (await t.signedIn('customer')).agent;
        near = (
          await onboard(shopOnboarding({ name: 'Junction Stores', latitude: 26.9196, longitude: 75.7878 })).expect(201)
        ).body.id;
        far = (await onboard(shopOnboarding({ name: 'Malviya Stores' })).expect(201)).body.id;
        nowhere = (
          await onboard(
            shopOnboarding({
              name: 'Nowhere Stores',
              address: 'Near the old temple, Jaipur',
              latitude: undefined,
              longitude: undefined,
            }),
          ).expect(201)
        ).body.id;
      });

      it('answer each shop distanceKm to 0.1 km, null for a shop without a location', async () => {
        const res = await listed(hawaMahal).expect(200);
        expect(distances(res)).toEqual([
          [near, 3.9],
          [far, 7.7],
          [nowhere, null],
        ]);
      });

      it('answer distanceKm null without a point, and for one shop', async () => {
        expect(distances(await listed({}).expect(200))).toEqual([
          [near, null],
          [far, null],
          [nowhere, null],
        ]);
        expect(distances(await listed({}, ['distanceKm', 'DESC']).expect(200))).toHaveLength(3);
        expect((await customer.get(`/api/customer/shops/${near}`).expect(200)).body.distanceKm).toBeNull();
      });

      it('sort by distanceKm, nearest or farthest first, with shops without a location last either way', async () => {
        expect(distances(await listed(hawaMahal, ['distanceKm', 'ASC']).expect(200))).toEqual([
          [near, 3.9],
          [far, 7.7],
          [nowhere, null],
        ]);
        expect(distances(await listed(hawaMahal, ['distanceKm', 'DESC']).expect(200))).toEqual([
          [far, 7.7],
          [near, 3.9],
          [nowhere, null],
        ]);
      });

      it('take the poles and the antimeridian', async () => {
        await listed({ lat: 90, lng: 180 }).expect(200);
        await listed({ lat: -90, lng: -180 }).expect(200);
      });

      it.each([
        ['a latitude above 90', { lat: 90.5, lng: 75.8 }],
        ['a longitude below -180', { lat: 26.9, lng: -180.5 }],
        ['a latitude as a string', { lat: '26.9', lng: 75.8 }],
        ['a null longitude', { lat: 26.9, lng: null }],
        ['a latitude without a longitude', { lat: 26.9 }],
      ])('refuse %s with 400', async (_case, point) => {
        const res = await listed(point).expect(400);
        expect(res.body.message).toContain('filter.lat and filter.lng');
      });
    });
  });

  describe('roles', () => {
    it('keeps the admin endpoints for admins: 401 anonymous, 403 customer and shopkeeper', async () => {
      const created = await onboard(shopOnboarding()).expect(201);
      const anonymous = t.anonymous();
      await anonymous.get('/api/admin/shops').expect(401);
      await anonymous.post('/api/admin/shops').send(shopOnboarding()).expect(401);
      for (const role of ['customer', 'shopkeeper'] as const) {
        const { agent } = await t.signedIn(role);
        await agent.get('/api/admin/shops').expect(403);
        await agent.get(`/api/admin/shops/${created.body.id}`).expect(403);
        await agent.post('/api/admin/shops').send(shopOnboarding()).expect(403);
        await agent.put(`/api/admin/shops/${created.body.id}`).send({ isActive: false }).expect(403);
        await agent.delete(`/api/admin/shops/${created.body.id}`).expect(403);
      }
      expect((await admin.get(`/api/admin/shops/${created.body.id}`)).body).toEqual(created.body);
    });

    it('keeps the shopkeeper endpoints for shopkeepers: 401 anonymous, 403 customer and admin', async () => {
      await t.anonymous().get('/api/shopkeeper/shop').expect(401);
      await t.anonymous().get('/api/shopkeeper/shopkeeper-profile').expect(401);
      for (const role of ['customer', 'admin'] as const) {
        const { agent } = await t.signedIn(role);
        await agent.get('/api/shopkeeper/shop').expect(403);
        await agent.put('/api/shopkeeper/shop').send({ isActive: false }).expect(403);
        await agent.get('/api/shopkeeper/shopkeeper-profile').expect(403);
      }
    });

    it('keeps the customer endpoints for customers: 401 anonymous, 403 shopkeeper and admin', async () => {
      const created = await onboard(shopOnboarding()).expect(201);
      await t.anonymous().get('/api/customer/shops').expect(401);
      for (const role of ['shopkeeper', 'admin'] as const) {
        const { agent } = await t.signedIn(role);
        await agent.get('/api/customer/shops').expect(403);
        await agent.get(`/api/customer/shops/${created.body.id}`).expect(403);
        await agent.get(`/api/customer/shops/${created.body.id}/products`).expect(403);
      }
    });
  });
});
