import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Shop } from '../shops/shop.entity';

/** 17:30 on 23 November 2026 in Asia/Kolkata. */
const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('dashboards and analytics', () => {
  let t: TestApp;
  let admin: Agent;
  let shopkeeper: Agent;
  let shopkeeperB: Agent;
  let customer: Agent;
  let shopA: Shop;
  let shopB: Shop;

  const setStatus = (agent: Agent, order: OrderBody, body: object) =>
    agent
      .put(`/api/${agent === admin ? 'admin' : 'shopkeeper'}/orders/${order.id}`)
      .send(body)
      .expect(200);
  /** Delivers the order as its shop does: along every status, then with the code the customer sees. */
  const deliver = async (keeper: Agent, order: OrderBody) => {
    for (const status of ['confirmed', 'ready for pickup', 'dispatched']) await setStatus(keeper, order, { status });
    const { deliveryCode } = (await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
    await setStatus(keeper, order, { status: 'delivered', deliveryCode });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    admin = (await t.signedIn('admin')).agent;
    const keeper = await t.signedIn('shopkeeper');
    shopkeeper = keeper.agent;
    const keeperB = await t.signedIn('shopkeeper');
    shopkeeperB = keeperB.agent;
    shopA = (await fixtures.createShop({ name: 'Anand Kirana' }, keeper.user)).shop;
    shopB = (await fixtures.createShop({ name: 'Bharat Dairy' }, keeperB.user)).shop;
    await fixtures.createShop({ name: 'Closed Store', isActive: false });
    await fixtures.createShop({ name: 'Gone Store', deletedAt: new Date() });
    const atta = await fixtures.createProduct(shopA.id, { discountedPrice: 99_00 });
    await fixtures.createProduct(shopA.id, { isInStock: false });
    await fixtures.createProduct(shopA.id, { deletedAt: new Date() });
    const milk = await fixtures.createProduct(shopB.id, { discountedPrice: 41_35 });

    customer = (await t.signedIn('customer')).agent;
    const placeAt = async (instant: string, productId: string, quantity: number) => {
      clock.mockReturnValue(new Date(instant));
      return placeOrder(customer, [{ productId, quantity }]);
    };
    // Final amounts: quantity × price + 30.00 delivery (the customer's address has no location).
    // Revenue is dated by delivery: the orders that become revenue move on at the instant they are placed.
    const delivered = await placeAt('2026-11-23T10:00:00Z', atta.id, 2); // 228.00, 23 Nov in Kolkata
    await deliver(shopkeeper, delivered);
    const firstOfMonth = await placeAt('2026-10-31T19:00:00Z', atta.id, 1); // 129.00, 1 Nov 00:30 in Kolkata
    await setStatus(admin, firstOfMonth, { status: 'complete' });
    const lastOfMonth = await placeAt('2026-10-31T18:00:00Z', atta.id, 1); // 129.00, 31 Oct 23:30 in Kolkata
    await setStatus(admin, lastOfMonth, { status: 'delivered' });
    const milkOrder = await placeAt('2026-11-22T20:00:00Z', milk.id, 3); // 154.05 at shop B, 23 Nov 01:30 in Kolkata
    await deliver(shopkeeperB, milkOrder);
    const cancelled = await placeAt('2026-11-20T10:00:00Z', atta.id, 2); // 228.00
    await placeAt('2026-11-22T10:00:00Z', atta.id, 3); // 327.00, stays pending
    const confirmed = await placeAt('2026-11-21T10:00:00Z', atta.id, 4); // 426.00
    const dispatched = await placeAt('2026-11-22T11:00:00Z', atta.id, 1); // 129.00
    clock.mockReturnValue(NOW);
    await setStatus(shopkeeper, cancelled, { status: 'cancelled' });
    await setStatus(shopkeeper, confirmed, { status: 'confirmed' });
    await setStatus(admin, dispatched, { status: 'dispatched' });
  });
  afterAll(() => t.close());

  it('gives the admin all-time revenue of delivered and complete orders, counts by status and shop counts', async () => {
    const res = await admin.get('/api/admin/dashboard').expect(200);
    expect(res.body).toEqual({
      revenue: '640.05',
      orderCount: 8,
      ordersByStatus: {
        pending: 1,
        confirmed: 1,
        'ready for pickup': 0,
        dispatched: 1,
        delivered: 3,
        complete: 1,
        cancelled: 1,
      },
      activeShopCount: 2,
      shopCount: 3,
    });
  });

  it('gives the admin revenue per Kolkata day for the last 30 days, and the top shops', async () => {
    const res = await admin.get('/api/admin/analytics').expect(200);
    const days = res.body.revenueByDay;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-10-25');
    expect(days[29]).toEqual({ date: '2026-11-23', revenue: '382.05', orders: 2 });
    const byDate = Object.fromEntries(days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-11-01']).toEqual({ date: '2026-11-01', revenue: '129.00', orders: 1 });
    expect(byDate['2026-10-31']).toEqual({ date: '2026-10-31', revenue: '129.00', orders: 1 });
    // Cancelled, confirmed, then pending and dispatched: placed, but no revenue.
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      expect(byDate[date]).toEqual({ date, revenue: '0.00', orders: 0 });
    }
    expect(res.body.ordersByStatus).toMatchObject({ pending: 1, confirmed: 1, delivered: 3, cancelled: 1 });
    expect(res.body.topShops).toEqual([
      { shopId: shopA.id, name: 'Anand Kirana', revenue: '486.00', orders: 3 },
      { shopId: shopB.id, name: 'Bharat Dairy', revenue: '154.05', orders: 1 },
    ]);
  });

  it("gives the shopkeeper its shop's figures, this month being the Kolkata calendar month", async () => {
    const res = await shopkeeper.get('/api/shopkeeper/dashboard').expect(200);
    expect(res.body).toEqual({
      pendingOrderCount: 1,
      orderCount: 7,
      revenueThisMonth: '357.00',
      revenueAllTime: '486.00',
      productCount: 2,
      outOfStockCount: 1,
      lowStockCount: 0,
    });
  });

  it('agrees to the paisa: the admin dashboard, analytics and the shops dashboards count the same revenue', async () => {
    const paise = (amount: string) => Math.round(Number(amount) * 100);
    const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + paise(amount), 0);
    const { revenue } = (await admin.get('/api/admin/dashboard').expect(200)).body;
    const analytics = (await admin.get('/api/admin/analytics').expect(200)).body;
    const shops = await Promise.all(
      [shopkeeper, shopkeeperB].map(async (keeper) => (await keeper.get('/api/shopkeeper/dashboard').expect(200)).body),
    );
    // Every revenue order of this file was placed within the last 30 days, at one of the two shops.
    expect(sum(analytics.revenueByDay.map((day: { revenue: string }) => day.revenue))).toBe(paise(revenue));
    expect(sum(analytics.topShops.map((shop: { revenue: string }) => shop.revenue))).toBe(paise(revenue));
    expect(sum(shops.map((shop: { revenueAllTime: string }) => shop.revenueAllTime))).toBe(paise(revenue));
    expect(revenue).toBe('640.05');
  });

  it('dates revenue by delivery, the time of supply: an order placed on 31 October and delivered on 1 November is November revenue', async () => {
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    const figures = async () => ({
      shop: (await shopkeeperB.get('/api/shopkeeper/dashboard').expect(200)).body.revenueThisMonth,
      days: Object.fromEntries(
        (await admin.get('/api/admin/analytics').expect(200)).body.revenueByDay.map(
          (day: { date: string; revenue: string }) => [day.date, day.revenue],
        ),
      ),
    });
    const before = await figures();
    const curd = await catalogueFixtures(t).createProduct(shopB.id, { discountedPrice: 20_00 });
    clock.mockReturnValue(new Date('2026-10-31T17:00:00Z')); // 22:30 on 31 October in Kolkata
    const order = await placeOrder(customer, [{ productId: curd.id, quantity: 1 }]); // 50.00
    clock.mockReturnValue(new Date('2026-11-01T04:00:00Z')); // 09:30 on 1 November
    await setStatus(admin, order, { status: 'delivered' });
    clock.mockReturnValue(NOW);
    const after = await figures();
    expect(after.shop).toBe((Number(before.shop) + 50).toFixed(2));
    expect(after.days['2026-11-01']).toBe((Number(before.days['2026-11-01']) + 50).toFixed(2));
    expect(after.days['2026-10-31']).toBe(before.days['2026-10-31']);
    await setStatus(admin, order, { status: 'dispatched', reason: 'Test order: taken back' });
    expect(await figures()).toEqual(before);
  });

  it('counts an order as revenue once it is delivered, not while pending, confirmed or on its way, nor cancelled', async () => {
    const figures = async () => ({
      admin: (await admin.get('/api/admin/dashboard').expect(200)).body.revenue,
      shop: (await shopkeeperB.get('/api/shopkeeper/dashboard').expect(200)).body.revenueThisMonth,
      today: (await admin.get('/api/admin/analytics').expect(200)).body.revenueByDay.at(-1).revenue,
    });
    const before = await figures();
    const milk = await catalogueFixtures(t).createProduct(shopB.id, { discountedPrice: 10_01 });
    const order = await placeOrder(customer, [{ productId: milk.id, quantity: 1 }]); // 40.01
    expect(await figures()).toEqual(before);
    for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
      await setStatus(shopkeeperB, order, { status });
      expect(await figures()).toEqual(before);
    }
    const { deliveryCode } = (await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
    await setStatus(shopkeeperB, order, { status: 'delivered', deliveryCode });
    expect(await figures()).toEqual({ admin: '680.06', shop: '194.06', today: '422.06' });
    await setStatus(shopkeeperB, order, { status: 'complete' });
    expect(await figures()).toEqual({ admin: '680.06', shop: '194.06', today: '422.06' });

    const cancelled = await placeOrder(customer, [{ productId: milk.id, quantity: 2 }]);
    await setStatus(shopkeeperB, cancelled, { status: 'cancelled' });
    expect(await figures()).toEqual({ admin: '680.06', shop: '194.06', today: '422.06' });
  });

  it("answers 'Shop not set up yet' to a shopkeeper without a shop", async () => {
    const { agent } = await t.signedIn('shopkeeper');
    const res = await agent.get('/api/shopkeeper/dashboard').expect(404);
    expect(res.body.message).toBe('Shop not set up yet');
  });

  it('keeps the dashboards to their roles', async () => {
    await shopkeeper.get('/api/admin/dashboard').expect(403);
    await shopkeeper.get('/api/admin/analytics').expect(403);
    await admin.get('/api/shopkeeper/dashboard').expect(403);
    await t.anonymous().get('/api/admin/dashboard').expect(401);
  });
});
