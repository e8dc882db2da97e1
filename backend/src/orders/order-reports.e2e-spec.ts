import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Shop } from '../shops/shop.entity';

/** 17:30 on 23 November 2026 in Asia/Kolkata. */
const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('dashboards and analytics', () => {
  let t: TestApp;
  let admin: Agent;
  let shopkeeper: Agent;
  let shopA: Shop;
  let shopB: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    admin = (await t.signedIn('admin')).agent;
    const keeper = await t.signedIn('shopkeeper');
    shopkeeper = keeper.agent;
    shopA = (await fixtures.createShop({ name: 'Anand Kirana' }, keeper.user)).shop;
    shopB = (await fixtures.createShop({ name: 'Bharat Dairy' })).shop;
    await fixtures.createShop({ name: 'Closed Store', isActive: false });
    await fixtures.createShop({ name: 'Gone Store', deletedAt: new Date() });
    const atta = await fixtures.createProduct(shopA.id, { discountedPrice: 99_00 });
    await fixtures.createProduct(shopA.id, { isInStock: false });
    await fixtures.createProduct(shopA.id, { deletedAt: new Date() });
    const milk = await fixtures.createProduct(shopB.id, { discountedPrice: 99_00 });

    const customer = (await t.signedIn('customer')).agent;
    const placeAt = async (instant: string, productId: string, quantity: number) => {
      clock.mockReturnValue(new Date(instant));
      return placeOrder(customer, [{ productId, quantity }]);
    };
    // Final amounts: quantity × 99.00 + 30.00 delivery (the customer's address has no location).
    await placeAt('2026-11-23T10:00:00Z', atta.id, 2); // 228.00, 23 Nov in Kolkata, pending
    const firstOfMonth = await placeAt('2026-10-31T19:00:00Z', atta.id, 1); // 129.00, 1 Nov 00:30 in Kolkata
    await placeAt('2026-10-31T18:00:00Z', atta.id, 1); // 129.00, 31 Oct 23:30 in Kolkata, pending
    const cancelled = await placeAt('2026-11-20T10:00:00Z', atta.id, 2); // 228.00, cancelled below
    await placeAt('2026-11-22T20:00:00Z', milk.id, 3); // 327.00 at shop B, 23 Nov 01:30 in Kolkata
    clock.mockReturnValue(NOW);
    await shopkeeper.put(`/api/shopkeeper/orders/${firstOfMonth.id}`).send({ status: 'confirmed' }).expect(200);
    await shopkeeper.put(`/api/shopkeeper/orders/${cancelled.id}`).send({ status: 'cancelled' }).expect(200);
  });
  afterAll(() => t.close());

  it('gives the admin all-time revenue without cancelled orders, counts by status and shop counts', async () => {
    const res = await admin.get('/api/admin/dashboard').expect(200);
    expect(res.body).toEqual({
      revenue: '813.00',
      orderCount: 5,
      ordersByStatus: {
        pending: 3,
        confirmed: 1,
        'ready for pickup': 0,
        dispatched: 0,
        delivered: 0,
        complete: 0,
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
    expect(days[29]).toEqual({ date: '2026-11-23', revenue: '555.00', orders: 2 });
    const byDate = Object.fromEntries(days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-11-01']).toEqual({ date: '2026-11-01', revenue: '129.00', orders: 1 });
    expect(byDate['2026-10-31']).toEqual({ date: '2026-10-31', revenue: '129.00', orders: 1 });
    expect(byDate['2026-11-20']).toEqual({ date: '2026-11-20', revenue: '0.00', orders: 0 });
    expect(res.body.ordersByStatus).toMatchObject({ pending: 3, confirmed: 1, cancelled: 1 });
    expect(res.body.topShops).toEqual([
      { shopId: shopA.id, name: 'Anand Kirana', revenue: '486.00', orders: 3 },
      { shopId: shopB.id, name: 'Bharat Dairy', revenue: '327.00', orders: 1 },
    ]);
  });

  it("gives the shopkeeper its shop's figures, this month being the Kolkata calendar month", async () => {
    const res = await shopkeeper.get('/api/shopkeeper/dashboard').expect(200);
    expect(res.body).toEqual({
      pendingOrderCount: 2,
      orderCount: 4,
      revenueThisMonth: '357.00',
      revenueAllTime: '486.00',
      productCount: 2,
      outOfStockCount: 1,
    });
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
