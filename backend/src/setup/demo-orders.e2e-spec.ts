import { Agent, createTestApp, DEMO_DATA_TIMEOUT, TestApp } from '../../test/test-app';
import { ORDER_STATUSES } from '../orders/order-status';
import { DEMO_CUSTOMER, DEMO_SHOPS, DEMO_USERS } from './demo-data';
import { DEMO_ORDER_DAYS } from './demo-orders';

/** The last four weeks, as a ledger's filter. */
function lastFourWeeks(): string {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString();
  return encodeURIComponent(JSON.stringify({ from: day(DEMO_ORDER_DAYS + 7).slice(0, 10), to: day(0).slice(0, 10) }));
}

const rupees = (text: string) => Number(text);

describe('the demo data a newcomer starts with', () => {
  let t: TestApp;
  let admin: Agent;
  let customer: Agent;
  let shopkeeper: Agent;
  const startedAt = Date.now();

  async function signIn({ username, password }: { username: string; password: string }): Promise<Agent> {
    const agent = t.agent();
    await agent.post('/api/login').send({ username, password }).expect(200);
    return agent;
  }

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    admin = await signIn(DEMO_USERS.find((user) => user.role === 'admin')!);
    customer = await signIn(DEMO_CUSTOMER);
    shopkeeper = await signIn(DEMO_SHOPS[0].shopkeeper);
  }, DEMO_DATA_TIMEOUT);
  afterAll(() => t?.close());

  it("fills the admin's dashboard and analytics: revenue, every status, top shops and cancellation reasons", async () => {
    const dashboard = (await admin.get('/api/admin/dashboard').expect(200)).body;
    expect(rupees(dashboard.revenue)).toBeGreaterThan(0);
    for (const status of ORDER_STATUSES) expect(dashboard.ordersByStatus[status]).toBeGreaterThan(0);
    const analytics = (await admin.get('/api/admin/analytics').expect(200)).body;
    const busyDays = analytics.revenueByDay.filter((day: { orders: number }) => day.orders > 0);
    expect(busyDays.length).toBeGreaterThanOrEqual(14);
    expect(analytics.topShops).toHaveLength(DEMO_SHOPS.length);
    const reasons = analytics.cancellationsByReason as { reasonCode: string; count: number }[];
    expect(
      reasons
        .filter(({ count }) => count > 0)
        .map(({ reasonCode }) => reasonCode)
        .sort(),
    ).toEqual(['customer-changed-mind', 'items-not-available', 'shop-did-not-respond']);
  });

  it("fills the admin's ledger: every shop with delivered orders, commission due and a settlement", async () => {
    const ledger = (await admin.get(`/api/admin/ledger?filter=${lastFourWeeks()}`).expect(200)).body;
    expect(ledger.shops).toHaveLength(DEMO_SHOPS.length);
    for (const shop of ledger.shops) {
      expect(shop).toMatchObject({ commissionRate: '5.00' });
      expect(shop.deliveredOrders).toBeGreaterThan(0);
      expect(rupees(shop.commissionDue)).toBeGreaterThan(0);
      expect(rupees(shop.settled)).toBeGreaterThan(0);
      expect(rupees(shop.balance)).toBeCloseTo(rupees(shop.commissionDue) - rupees(shop.settled), 2);
    }
  });

  it("fills the shopkeeper's dashboard, ledger and order desk", async () => {
    const dashboard = (await shopkeeper.get('/api/shopkeeper/dashboard').expect(200)).body;
    expect(dashboard.orderCount).toBeGreaterThan(DEMO_ORDER_DAYS);
    expect(dashboard.pendingOrderCount).toBe(2);
    expect(rupees(dashboard.revenueAllTime)).toBeGreaterThan(0);
    const ledger = (await shopkeeper.get(`/api/shopkeeper/ledger?filter=${lastFourWeeks()}`).expect(200)).body;
    expect(ledger.deliveredOrders).toBeGreaterThan(0);
    expect(rupees(ledger.settled)).toBeGreaterThan(0);
    const desk = await shopkeeper.get('/api/shopkeeper/orders?range=[0,199]').expect(200);
    const statuses = new Set(desk.body.map((order: { status: string }) => order.status));
    for (const status of ORDER_STATUSES) expect(statuses).toContain(status);
  });

  it('has no pending order past its accept-by time, so the sweeper cancels none at start', async () => {
    const orders = (await customer.get('/api/customer/orders?range=[0,199]').expect(200)).body;
    const pending = orders.filter((order: { status: string }) => order.status === 'pending');
    expect(pending).toHaveLength(2);
    for (const order of pending) {
      expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(startedAt - 60_000);
      expect(Date.parse(order.acceptBy)).toBeGreaterThan(Date.now());
    }
  });

  it("gives each delivered order its timeline, its tax invoice and, for most, the customer's rating", async () => {
    const orders = (await customer.get('/api/customer/orders?range=[0,199]').expect(200)).body;
    const delivered = orders.filter((order: { status: string }) => ['delivered', 'complete'].includes(order.status));
    expect(delivered.length).toBeGreaterThan(DEMO_ORDER_DAYS);
    const order = (await customer.get(`/api/customer/orders/${delivered[0].id}`).expect(200)).body;
    expect(order.timeline.map((entry: { status: string }) => entry.status)).toEqual(
      expect.arrayContaining(['pending', 'confirmed', 'ready for pickup', 'dispatched', 'delivered']),
    );
    const { totalAmount, gstAmount, deliveryCharges, finalAmount } = order;
    expect(rupees(finalAmount)).toBeCloseTo(rupees(totalAmount) + rupees(gstAmount) + rupees(deliveryCharges), 2);
    await customer
      .get(`/api/customer/orders/${order.id}/invoice`)
      .expect(200)
      .expect('Content-Type', /application\/pdf/);
    const reviews = (await customer.get(`/api/customer/shops/${order.shopId}/reviews`).expect(200)).body;
    expect(reviews.length).toBeGreaterThan(0);
  });

  it('gives Priya a khata at Sharma Kirana Store with a ₹5,000.00 limit', async () => {
    const khatas = (await customer.get('/api/customer/khatas').expect(200)).body;
    expect(khatas).toEqual([
      expect.objectContaining({ shopName: 'Sharma Kirana Store', creditLimit: '5000.00', frozen: false }),
    ]);
  });
});
