import { DataSource } from 'typeorm';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

const home = { title: 'Home', addressLine: '12, Nehru Marg', city: 'Jaipur', state: 'Rajasthan', pincode: '302004' };
const office = { ...home, title: 'Office', addressLine: '4th floor, Malviya Nagar', pincode: '302017' };

describe('customer addresses', () => {
  let t: TestApp;
  let customer: Agent;
  let customerId: string;

  const rows = (userId = customerId) =>
    t.app
      .get(DataSource)
      .query(
        'SELECT title, is_default, deleted_at IS NOT NULL AS deleted FROM addresses WHERE user_id = $1 ORDER BY created_at',
        [userId],
      );
  const add = (body: object, agent = customer) => agent.post('/api/customer/addresses').send(body);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await t.signedIn('customer');
    customer = signedIn.agent;
    customerId = signedIn.user.id;
  });

  it('makes the first address the default and answers it whole', async () => {
    const res = await add(home).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      ...home,
      stateCode: '08',
      isDefault: true,
      // Located at the centre of pincode 302004's post offices (India Post's directory).
      latitude: 26.90022,
      longitude: 75.825,
      locationPrecision: 'pincode',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await add(office).expect(201);
    expect(second.body.isDefault).toBe(false);
  });

  it('moves the default when another address is chosen, keeping exactly one', async () => {
    await add(home).expect(201);
    const second = await add({ ...office, isDefault: true }).expect(201);
    expect(second.body.isDefault).toBe(true);
    expect(await rows()).toEqual([
      { title: 'Home', is_default: false, deleted: false },
      { title: 'Office', is_default: true, deleted: false },
    ]);
    const first = (await customer.get('/api/customer/addresses').expect(200)).body[0];
    await customer.put(`/api/customer/addresses/${first.id}`).send({ isDefault: true }).expect(200);
    expect((await rows()).map((r: { is_default: boolean }) => r.is_default)).toEqual([true, false]);
  });

  it('refuses to unset the default address with 409', async () => {
    const created = await add(home).expect(201);
    const res = await customer.put(`/api/customer/addresses/${created.body.id}`).send({ isDefault: false }).expect(409);
    expect(res.body.message).toBe('One address must be the default: choose another address as default instead.');
  });

  it('lists only its own addresses, with Content-Range', async () => {
    await add(home).expect(201);
    await add(office).expect(201);
    const other = await t.signedIn('customer');
    await add(home, other.agent).expect(201);
    const res = await customer.get('/api/customer/addresses').expect(200);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Home', 'Office']);
    expect(res.headers['content-range']).toBe('addresses 0-1/2');
  });

  it('edits part of an address and accepts the record sent back whole', async () => {
    const created = await add(home).expect(201);
    const edited = await customer
      .put(`/api/customer/addresses/${created.body.id}`)
      .send({ addressLine: '14, Nehru Marg' })
      .expect(200);
    expect(edited.body).toMatchObject({ ...home, addressLine: '14, Nehru Marg', isDefault: true });
    await customer
      .put(`/api/customer/addresses/${created.body.id}`)
      .send({ ...edited.body, city: 'Jaipur ' })
      .expect(200);
    await customer
      .put(`/api/customer/addresses/${created.body.id}`)
      .send({ ...edited.body, id: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
  });

  it.each([
    ['no title', { title: '' }, 'Title is required'],
    ['no address line', { addressLine: '   ' }, 'Address Line is required'],
    ['no city', { city: undefined }, 'City is required'],
    ['no state', { state: '' }, 'State is required'],
    ['a 5-digit pincode', { pincode: '30200' }, 'Pincode must be 6 digits'],
    ['a 7-digit pincode', { pincode: '3020041' }, 'Pincode must be 6 digits'],
    ['a pincode with letters', { pincode: '30200A' }, 'Pincode must be 6 digits'],
    ['a numeric pincode', { pincode: 302004 }, 'Pincode must be 6 digits'],
    ['an unknown field', { name: 'Asha' }, 'property name should not exist'],
    ['a latitude out of range', { latitude: 120 }, 'latitude must be a latitude string or number'],
    ['a latitude of 91', { latitude: 91, longitude: 75.8 }, 'latitude must be a latitude string or number'],
    ['a longitude of -181', { latitude: 26.9, longitude: -181 }, 'longitude must be a longitude string or number'],
    [
      'a latitude without its longitude',
      { latitude: 26.9 },
      'latitude and longitude must be given together: both numbers, or both null',
    ],
    [
      'a longitude without its latitude',
      { longitude: 75.8 },
      'latitude and longitude must be given together: both numbers, or both null',
    ],
    [
      'one coordinate null, the other not',
      { latitude: null, longitude: 75.8 },
      'latitude and longitude must be given together: both numbers, or both null',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
    const res = await add({ ...home, ...change }).expect(400);
    expect(res.body.message).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it('keeps a pin given as both coordinates, moves it, and goes back to the pincode centre with both null', async () => {
    const created = await add({ ...home, latitude: 26.9124, longitude: 75.7873 }).expect(201);
    expect(created.body).toMatchObject({ latitude: 26.9124, longitude: 75.7873, locationPrecision: 'pin' });
    const url = `/api/customer/addresses/${created.body.id}`;
    const moved = await customer.put(url).send({ latitude: 26.85, longitude: 75.8 }).expect(200);
    expect(moved.body).toMatchObject({ latitude: 26.85, longitude: 75.8, locationPrecision: 'pin' });
    for (const half of [{ latitude: 27 }, { longitude: 76 }, { latitude: null }, { latitude: 27, longitude: null }]) {
      const res = await customer.put(url).send(half).expect(400);
      expect(res.body.message).toContain('latitude and longitude must be given together: both numbers, or both null');
    }
    await customer.put(url).send({ latitude: 91, longitude: 75.8 }).expect(400);
    expect((await customer.get(url).expect(200)).body).toMatchObject({ latitude: 26.85, longitude: 75.8 });
    const forgotten = await customer.put(url).send({ latitude: null, longitude: null }).expect(200);
    expect(forgotten.body).toMatchObject({ latitude: 26.90022, longitude: 75.825, locationPrecision: 'pincode' });
  });

  describe('located by pincode (issue 32)', () => {
    const located = async (id: string) =>
      (
        await t.app
          .get(DataSource)
          .query('SELECT latitude, longitude, location_precision FROM addresses WHERE id = $1', [id])
      )[0];

    it.each([
      ['a pincode that does not exist', { pincode: '999999' }, 'Pincode 999999 does not exist'],
      ['a pincode of another state', { pincode: '400020' }, 'Pincode 400020 is in Maharashtra, not Rajasthan'],
      [
        'a pin far from its pincode',
        { latitude: 19.0, longitude: 72.83 },
        'That pin is 930 km from pincode 302004: move the pin or check the pincode',
      ],
    ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
      expect((await add({ ...home, ...change }).expect(400)).body.message).toBe(message);
      expect(await rows()).toEqual([]);
    });

    it("locates an address typed without a pin at its pincode's centre, in Mumbai as in Jaipur", async () => {
      const mumbai = {
        ...home,
        addressLine: '12 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400020',
      };
      const { body } = await add(mumbai).expect(201);
      expect(body).toMatchObject({ latitude: 18.94019, longitude: 72.82708, locationPrecision: 'pincode' });
      expect(await located(body.id)).toEqual({
        latitude: 18.94019,
        longitude: 72.82708,
        location_precision: 'pincode',
      });
    });

    it('moves an address to its new pincode, the pin going with the old one unless a new one comes', async () => {
      const { body } = await add({ ...home, latitude: 26.9124, longitude: 75.7873 }).expect(201);
      const url = `/api/customer/addresses/${body.id}`;
      // An edit form sends the record it read back: the same coordinates are no new pin.
      const renamed = await customer
        .put(url)
        .send({ ...body, title: 'Flat' })
        .expect(200);
      expect(renamed.body).toMatchObject({ latitude: 26.9124, longitude: 75.7873, locationPrecision: 'pin' });
      const moved = await customer
        .put(url)
        .send({ ...renamed.body, pincode: '302017' })
        .expect(200);
      expect(moved.body).toMatchObject({ latitude: 26.84867, longitude: 75.82216, locationPrecision: 'pincode' });
      const pinned = await customer.put(url).send({ pincode: '302004', latitude: 26.9, longitude: 75.81 }).expect(200);
      expect(pinned.body).toMatchObject({
        pincode: '302004',
        latitude: 26.9,
        longitude: 75.81,
        locationPrecision: 'pin',
      });
      await customer.put(url).send({ pincode: '999999' }).expect(400);
      await customer.put(url).send({ state: 'Goa' }).expect(400);
      expect(await located(body.id)).toEqual({ latitude: 26.9, longitude: 75.81, location_precision: 'pin' });
    });

    it('answers where a pincode is, publicly, and 400 for one that does not exist or is not 6 digits', async () => {
      const anyone = t.agent();
      expect((await anyone.get('/api/pincodes/302017').expect(200)).body).toEqual({
        pincode: '302017',
        district: 'Jaipur',
        state: 'Rajasthan',
        latitude: 26.84867,
        longitude: 75.82216,
      });
      expect((await anyone.get('/api/pincodes/999999').expect(400)).body.message).toBe('Pincode 999999 does not exist');
      for (const bad of ['30201', '3020171', 'abcdef', '30201%20']) {
        expect((await anyone.get(`/api/pincodes/${bad}`).expect(400)).body.message).toBe('Pincode must be 6 digits');
      }
      await anyone.get('/api/pincodes/%00%00%00%00%00%00').expect(400);
    });
  });

  it('deletes softly and passes the default to the newest remaining address', async () => {
    const first = await add(home).expect(201);
    await add(office).expect(201);
    await add({ ...office, title: 'Parents' }).expect(201);
    await customer.delete(`/api/customer/addresses/${first.body.id}`).expect(204);
    expect(await rows()).toEqual([
      { title: 'Home', is_default: false, deleted: true },
      { title: 'Office', is_default: false, deleted: false },
      { title: 'Parents', is_default: true, deleted: false },
    ]);
    await customer.get(`/api/customer/addresses/${first.body.id}`).expect(404);
    const list = await customer.get('/api/customer/addresses').expect(200);
    expect(list.body).toHaveLength(2);
  });

  it("answers 404 for another customer's address, and changes nothing", async () => {
    const other = await t.signedIn('customer');
    const theirs = await add(home, other.agent).expect(201);
    const id = theirs.body.id;
    await customer.get(`/api/customer/addresses/${id}`).expect(404);
    await customer.put(`/api/customer/addresses/${id}`).send({ title: 'Mine now' }).expect(404);
    await customer.delete(`/api/customer/addresses/${id}`).expect(404);
    expect(await rows(other.user.id)).toEqual([{ title: 'Home', is_default: true, deleted: false }]);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    await customer.get('/api/customer/addresses/123').expect(400);
  });

  it('keeps one default when two addresses are added at once', async () => {
    await Promise.all([add(home), add(office), add({ ...office, title: 'Shop' })]);
    const defaults = (await rows()).filter((r: { is_default: boolean }) => r.is_default);
    expect(defaults).toHaveLength(1);
  });

  it('is for customers only', async () => {
    await t.anonymous().get('/api/customer/addresses').expect(401);
    const { agent: shopkeeper } = await t.signedIn('shopkeeper');
    await shopkeeper.get('/api/customer/addresses').expect(403);
    await shopkeeper.post('/api/customer/addresses').send(home).expect(403);
  });
});
