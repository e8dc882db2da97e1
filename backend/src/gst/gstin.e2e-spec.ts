import { DataSource } from 'typeorm';
import {
  catalogueFixtures,
  shopOnboarding,
  signedInShopkeeperWithShop,
  testGstin,
} from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { INDIAN_STATES } from './indian-states';

/** A GSTIN of the old regex-only check whose check character is wrong (it should be 0). */
const UNCHECKED_GSTIN = '08ABCDE1234F1Z5';
const home = { title: 'Home', addressLine: '12, Nehru Marg', city: 'Jaipur', pincode: '302004' };

describe('GSTINs and states', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());

  const shopCount = async () => Number((await db.query('SELECT count(*) AS n FROM shops'))[0].n);

  describe("a shop's GSTIN", () => {
    it('onboards a shop with a valid GSTIN and answers its state from the first two digits', async () => {
      const res = await admin
        .post('/api/admin/shops')
        .send(shopOnboarding({ gstNumber: '27aapfu0939f1zv' }))
        .expect(201);
      expect(res.body).toMatchObject({ gstNumber: '27AAPFU0939F1ZV', state: { code: '27', name: 'Maharashtra' } });
      const read = await admin.get(`/api/admin/shops/${res.body.id}`).expect(200);
      expect(read.body.state).toEqual({ code: '27', name: 'Maharashtra' });
    });

    it.each([
      [
        'a wrong check character',
        '27AAPFU0939F1ZA',
        'gstNumber has a wrong check character: the last character should be V',
      ],
      ['14 characters', '27AAPFU0939F1Z', 'gstNumber must have 15 characters, not 14'],
      ['a PAN of the wrong form', '27AAPF10939F1ZV', 'gstNumber must be a state code (2 digits), a PAN'],
      ['an unknown state code', '99AAPFU0939F1ZV', 'gstNumber starts with 99, which is not the GST code of a state'],
    ])('refuses to onboard a shop whose GSTIN has %s, with 400 saying so', async (_case, gstNumber, message) => {
      const before = await shopCount();
      const res = await admin.post('/api/admin/shops').send(shopOnboarding({ gstNumber })).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
      expect(await shopCount()).toBe(before);
    });

    it("lets an admin change a shop's GSTIN to a valid one only, moving its state", async () => {
      const { shop } = await signedInShopkeeperWithShop(t, admin);
      const url = `/api/admin/shops/${shop.id}`;
      const refused = await admin.put(url).send({ gstNumber: '29AAGCB7383J1Z5', name: 'Renamed' }).expect(400);
      expect(refused.body.message).toEqual(['gstNumber has a wrong check character: the last character should be 4']);
      expect((await admin.get(url).expect(200)).body).toEqual(shop);
      const moved = await admin.put(url).send({ gstNumber: '29AAGCB7383J1Z4' }).expect(200);
      expect(moved.body).toMatchObject({ gstNumber: '29AAGCB7383J1Z4', state: { code: '29', name: 'Karnataka' } });
    });

    it('refuses a shopkeeper any new GSTIN, valid or not', async () => {
      const { agent } = await signedInShopkeeperWithShop(t, admin);
      const before = (await agent.get('/api/shopkeeper/shop').expect(200)).body;
      for (const gstNumber of [testGstin(), '29AAGCB7383J1Z5']) {
        const res = await agent.put('/api/shopkeeper/shop').send({ gstNumber }).expect(400);
        expect(res.body.message).toEqual(['gstNumber cannot be changed']);
      }
      expect((await agent.get('/api/shopkeeper/shop').expect(200)).body).toEqual(before);
    });

    describe('a shop onboarded before GSTINs were checked', () => {
      it('reads as it is, and both edits that send its GSTIN back unchanged go through', async () => {
        const { user, agent: keeper } = await t.signedIn('shopkeeper');
        const { shop } = await catalogueFixtures(t).createShop({ gstNumber: UNCHECKED_GSTIN }, user);
        const url = `/api/admin/shops/${shop.id}`;
        const read = await admin.get(url).expect(200);
        expect(read.body).toMatchObject({ gstNumber: UNCHECKED_GSTIN, state: { code: '08', name: 'Rajasthan' } });

        const byAdmin = await admin
          .put(url)
          .send({ ...read.body, name: 'Old Bazaar Store' })
          .expect(200);
        expect(byAdmin.body).toMatchObject({ name: 'Old Bazaar Store', gstNumber: UNCHECKED_GSTIN });

        const own = (await keeper.get('/api/shopkeeper/shop').expect(200)).body;
        const byKeeper = await keeper
          .put('/api/shopkeeper/shop')
          .send({ ...own, phone: '0141-2345678' })
          .expect(200);
        expect(byKeeper.body).toMatchObject({ phone: '0141-2345678', gstNumber: UNCHECKED_GSTIN });
      });

      it('answers a null state when its GSTIN codes no state', async () => {
        const { shop } = await catalogueFixtures(t).createShop({ gstNumber: '99ABCDE1234F1Z5' });
        expect((await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body.state).toBeNull();
      });
    });
  });

  describe("an address's state", () => {
    let customer: Agent;
    let customerId: string;
    const addressRows = () =>
      db.query('SELECT state FROM addresses WHERE user_id = $1 ORDER BY created_at', [customerId]);

    beforeEach(async () => {
      ({
        agent: customer,
        user: { id: customerId },
      } = await t.signedIn('customer'));
    });

    it('lists the states and union territories with their GST codes, to anyone', async () => {
      const res = await t.anonymous().get('/api/states').expect(200);
      expect(res.body).toHaveLength(INDIAN_STATES.length);
      expect(res.body).toContainEqual({ code: '08', name: 'Rajasthan' });
      expect(res.body).toContainEqual({ code: '38', name: 'Ladakh' });
    });

    it('takes a state named in any case and stores it as listed, with its code', async () => {
      const res = await customer
        .post('/api/customer/addresses')
        .send({ ...home, state: '  rajasthan ' })
        .expect(201);
      expect(res.body).toMatchObject({ state: 'Rajasthan', stateCode: '08' });
      expect(await addressRows()).toEqual([{ state: 'Rajasthan' }]);
      const moved = await customer
        .put(`/api/customer/addresses/${res.body.id}`)
        .send({ state: 'TAMIL NADU', pincode: '600001' })
        .expect(200);
      expect(moved.body).toMatchObject({ state: 'Tamil Nadu', stateCode: '33' });
    });

    it.each([
      ['a made-up state', 'Atlantis', 'State must be one of the states and union territories of India'],
      ['a city for a state', 'Jaipur', 'State must be one of the states and union territories of India'],
      ['no state', '', 'State is required'],
    ])('refuses %s with 400 and stores nothing', async (_case, state, message) => {
      const res = await customer
        .post('/api/customer/addresses')
        .send({ ...home, state })
        .expect(400);
      expect(res.body.message).toEqual([message]);
      expect(await addressRows()).toEqual([]);
    });

    it('refuses an edit to an unknown state with 400 and keeps the one before', async () => {
      const created = await customer
        .post('/api/customer/addresses')
        .send({ ...home, state: 'Rajasthan' })
        .expect(201);
      const url = `/api/customer/addresses/${created.body.id}`;
      const res = await customer.put(url).send({ state: 'Atlantis' }).expect(400);
      expect(res.body.message).toEqual(['State must be one of the states and union territories of India']);
      expect(await addressRows()).toEqual([{ state: 'Rajasthan' }]);
    });

    it('reads an address saved before states were checked; an edit keeps its state unless it names a listed one', async () => {
      const saved = (title: string, state: string, isDefault: boolean) =>
        db.query(
          `INSERT INTO addresses (user_id, title, address_line, city, state, pincode, is_default)
           VALUES ($1, $2, 'Somewhere', 'Jaipur', $3, '302004', $4) RETURNING id`,
          [customerId, title, state, isDefault],
        );
      const [{ id }] = await saved('Old', 'Raj.', true);
      await saved('Older', 'rajasthan', false);
      const list = await customer.get('/api/customer/addresses?sort=["title","ASC"]').expect(200);
      expect(list.body).toMatchObject([
        { title: 'Old', state: 'Raj.', stateCode: null },
        { title: 'Older', state: 'Rajasthan', stateCode: '08' },
      ]);
      const url = `/api/customer/addresses/${id}`;
      const edited = await customer.put(url).send({ title: 'Old home' }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Old home', state: 'Raj.', stateCode: null });
      const sentBack = await customer
        .put(url)
        .send({ ...edited.body, title: 'Home' })
        .expect(400);
      expect(sentBack.body.message).toEqual(['State must be one of the states and union territories of India']);
      const fixed = await customer
        .put(url)
        .send({ ...edited.body, state: 'Rajasthan' })
        .expect(200);
      expect(fixed.body).toMatchObject({ title: 'Old home', state: 'Rajasthan', stateCode: '08' });
    });
  });
});
