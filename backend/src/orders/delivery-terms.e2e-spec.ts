import { DataSource } from 'typeorm';
import { catalogueFixtures, JAIPUR } from '../../test/catalogue-fixtures';
import { HOME_ADDRESS } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

/**
 * Delivery area, minimum order and the promise of time (issue 12, points 5 to 7), from the cart to
 * the order. The test shop stands at JAIPUR; 0.1° of latitude north is 11.1 km (R = 6,371 km), so:
 * `near` 1.1 km (free delivery, 4 minutes at 20 km/h), `town` 11.1 km (the fee, 34 minutes),
 * `far` 22.2 km, beyond the default radius of 15 km. `unpinned` is located at the centre of its
 * pincode 302017, 8.4 km away (issue 32). Preparation takes the default 20 minutes.
 */
const place = (title: string, northDegrees: number) => ({
  ...HOME_ADDRESS,
  title,
  latitude: JAIPUR.latitude + northDegrees,
  longitude: JAIPUR.longitude,
});
const NEAR = place('Near', 0.01);
const TOWN = place('Town', 0.1);
const FAR = place('Far', 0.2);
const MINUTE = 60_000;

describe('delivery terms: radius, minimum order, estimate and promise', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let customer: Agent;
  let customerId: string;
  let shop: Shop;
  let keeper: Agent;
  let product: Product;
  const addresses: Record<string, string> = {};

  const add = (productId = product.id, quantity = 1) =>
    customer.post('/api/customer/cart/items').send({ productId, quantity }).expect(201);
  const quote = async (address: string) =>
    (await customer.get(`/api/customer/cart/quote?addressId=${addresses[address]}`).expect(200)).body;
  const checkout = (address: string) =>
    customer
      .post('/api/customer/orders')
      .send({ customerAddressId: addresses[address], paymentMethod: 'cash_on_delivery' });
  const orderCount = async () =>
    Number((await db.query('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [customerId]))[0].n);
  const terms = (body: Record<string, unknown>) => ({
    deliversToAddress: body.deliversToAddress,
    estimatedDeliveryMinutes: body.estimatedDeliveryMinutes,
    amountToMinimum: body.amountToMinimum,
    deliveryCharges: body.deliveryCharges,
    checkoutBlockedBy: body.checkoutBlockedBy,
  });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  beforeEach(async () => {
    const fixtures = catalogueFixtures(t);
    let shopkeeper;
    ({ shop, shopkeeper } = await fixtures.createShop({ name: 'Sharma General Store' }));
    product = await fixtures.createProduct(shop.id, { name: 'Aashirvaad Atta', discountedPrice: 99_00 });
    keeper = t.agent();
    await keeper.post('/api/login').send({ username: shopkeeper.username, password: shopkeeper.password }).expect(200);
    const signedIn = await t.signedIn('customer');
    customer = signedIn.agent;
    customerId = signedIn.user.id;
    for (const address of [NEAR, TOWN, FAR, { ...HOME_ADDRESS, title: 'Unpinned' }]) {
      addresses[address.title] = (await customer.post('/api/customer/addresses').send(address).expect(201)).body.id;
    }
  });

  it('quotes each address: whether the shop delivers there, how soon, and the fee', async () => {
    await add();
    expect(terms(await quote('Near'))).toEqual({
      deliversToAddress: true,
      estimatedDeliveryMinutes: 24,
      amountToMinimum: null,
      deliveryCharges: '0.00',
      checkoutBlockedBy: null,
    });
    expect(terms(await quote('Town'))).toEqual({
      deliversToAddress: true,
      estimatedDeliveryMinutes: 54,
      amountToMinimum: null,
      deliveryCharges: '30.00',
      checkoutBlockedBy: null,
    });
    // Without a pin: judged from its pincode's centre like any other address, and approximate.
    expect(terms(await quote('Unpinned'))).toEqual({
      deliversToAddress: true,
      estimatedDeliveryMinutes: 46,
      amountToMinimum: null,
      deliveryCharges: '30.00',
      checkoutBlockedBy: null,
    });
    expect(await quote('Unpinned')).toMatchObject({ distanceKm: 8.4, distanceApproximate: true });
    expect(await quote('Near')).toMatchObject({ distanceKm: 1.1, distanceApproximate: false });
    // The cart itself is quoted for the default address, the first one added.
    expect(terms((await customer.get('/api/customer/cart').expect(200)).body)).toEqual(terms(await quote('Near')));
    await checkout('Unpinned').expect(201);
  });

  it('refuses an address beyond the radius with 409, as the quote said beforehand, and keeps the cart', async () => {
    await add();
    const refusal = 'Sharma General Store delivers within 15 km; Nehru Marg, Jaipur is 22.2 km away';
    expect(terms(await quote('Far'))).toEqual({
      deliversToAddress: false,
      estimatedDeliveryMinutes: 87,
      amountToMinimum: null,
      deliveryCharges: '30.00',
      checkoutBlockedBy: refusal,
    });
    expect((await checkout('Far').expect(409)).body.message).toBe(refusal);
    // The shop's own radius of 6 km leaves the town out too.
    await db.query('UPDATE shops SET delivery_radius_km = 6 WHERE id = $1', [shop.id]);
    const ownRadius = 'Sharma General Store delivers within 6 km; Nehru Marg, Jaipur is 11.1 km away';
    expect((await quote('Town')).checkoutBlockedBy).toBe(ownRadius);
    expect((await checkout('Town').expect(409)).body.message).toBe(ownRadius);
    expect(await orderCount()).toBe(0);
    expect((await customer.get('/api/customer/cart').expect(200)).body.itemCount).toBe(1);
    await checkout('Near').expect(201);
  });

  it('refuses a cart below the minimum order with 409 saying how much more to add, GST counted', async () => {
    await db.query('UPDATE shops SET minimum_order = 199 WHERE id = $1', [shop.id]);
    const first = await add();
    const shortBy = "Add ₹100.00 more to reach Sharma General Store's minimum order of ₹199.00.";
    expect(first.body).toMatchObject({ amountToMinimum: '100.00', checkoutBlockedBy: shortBy });
    expect((await checkout('Near').expect(409)).body.message).toBe(shortBy);
    expect((await add()).body).toMatchObject({ amountToMinimum: '1.00' });
    // ₹1.00 more, priced without GST: 5% on top of it reaches the minimum.
    const extra = await catalogueFixtures(t).createProduct(shop.id, { discountedPrice: 95, gstIncluded: false });
    expect((await add(extra.id)).body).toMatchObject({ amountToMinimum: '0.00', checkoutBlockedBy: null });
    expect(await orderCount()).toBe(0);
    await checkout('Near').expect(201);
  });

  it('names the first thing that blocks checkout: closed, then outside the area, then below the minimum', async () => {
    await add();
    await db.query('UPDATE shops SET minimum_order = 199, is_active = false WHERE id = $1', [shop.id]);
    expect((await quote('Far')).checkoutBlockedBy).toBe('Sharma General Store is closed now.');
    await db.query('UPDATE shops SET is_active = true WHERE id = $1', [shop.id]);
    expect((await quote('Far')).checkoutBlockedBy).toMatch(/^Sharma General Store delivers within 15 km;/);
    expect((await quote('Near')).checkoutBlockedBy).toMatch(/^Add ₹100.00 more/);
    expect((await checkout('Far').expect(409)).body.message).toMatch(/delivers within 15 km; Nehru Marg/);
  });

  it('promises the order by checkout plus the estimate, and flags it late past that until it arrives', async () => {
    const placedAt = Date.parse('2027-03-01T10:00:00Z');
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(placedAt));
    await add();
    const placed = await checkout('Town').expect(201);
    const promisedBy = new Date(placedAt + 54 * MINUTE).toISOString();
    expect(placed.body).toMatchObject({ promisedBy, late: false });
    const id = placed.body.id;

    clock.mockReturnValue(new Date(placedAt + 5 * MINUTE));
    await keeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'confirmed' }).expect(200);
    const readBeforeThePromise = (await keeper.get(`/api/shopkeeper/orders/${id}`).expect(200)).body;
    expect(readBeforeThePromise).toMatchObject({ promisedBy, late: false });

    clock.mockReturnValue(new Date(placedAt + 54 * MINUTE));
    expect((await customer.get(`/api/customer/orders/${id}`).expect(200)).body.late).toBe(false);
    clock.mockReturnValue(new Date(placedAt + 54 * MINUTE + 1_000));
    expect((await customer.get(`/api/customer/orders/${id}`).expect(200)).body).toMatchObject({
      promisedBy,
      late: true,
    });
    const keeperList = (await keeper.get('/api/shopkeeper/orders').expect(200)).body;
    expect(keeperList.find((order: { id: string }) => order.id === id)).toMatchObject({ promisedBy, late: true });
    const adminOne = (await admin.get(`/api/admin/orders/${id}`).expect(200)).body;
    expect(adminOne).toMatchObject({ promisedBy, late: true });

    // The record read before the promise passed may be sent back whole: only the status changes.
    const moved = await keeper
      .put(`/api/shopkeeper/orders/${id}`)
      .send({ ...readBeforeThePromise, status: 'ready for pickup' })
      .expect(200);
    expect(moved.body).toMatchObject({ status: 'ready for pickup', late: true });
    const delivered = await admin.put(`/api/admin/orders/${id}`).send({ status: 'delivered' }).expect(200);
    expect(delivered.body).toMatchObject({ promisedBy, late: false });
  });

  it('answers promisedBy null and never late for an order placed before promises were kept', async () => {
    await add();
    const { id } = (await checkout('Near').expect(201)).body;
    await db.query('UPDATE orders SET promised_by = NULL WHERE id = $1', [id]);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 24 * 60 * MINUTE));
    expect((await customer.get(`/api/customer/orders/${id}`).expect(200)).body).toMatchObject({
      promisedBy: null,
      late: false,
    });
  });

  it('estimates the delivery time of each shop in discovery from the point, null without one', async () => {
    const { shop: unplaced } = await catalogueFixtures(t).createShop({ latitude: null, longitude: null });
    const fromTown = (
      await customer
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify({ lat: TOWN.latitude, lng: TOWN.longitude }) })
        .expect(200)
    ).body;
    const estimateOf = (shops: { id: string; estimatedDeliveryMinutes: number | null }[], id: string) =>
      shops.find((listed) => listed.id === id)!.estimatedDeliveryMinutes;
    expect(estimateOf(fromTown, shop.id)).toBe(54);
    expect(estimateOf(fromTown, unplaced.id)).toBe(35);
    const noPoint = (await customer.get('/api/customer/shops').expect(200)).body;
    expect(estimateOf(noPoint, shop.id)).toBeNull();
    expect((await customer.get(`/api/customer/shops/${shop.id}`).expect(200)).body.estimatedDeliveryMinutes).toBeNull();
  });
});
