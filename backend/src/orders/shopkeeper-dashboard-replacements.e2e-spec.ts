import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { AttaOrder, deliverOrder, placeAttaOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

describe("the shopkeeper dashboard's figures and replacements", () => {
  let t: TestApp;
  let admin: Agent;
  let placed: AttaOrder;
  /** What the customer paid for the delivered order: the shop's revenue, which its replacement does not add to. */
  let paid: string;
  let replacementId: string;

  const dashboard = async () => (await placed.shopkeeper.get('/api/shopkeeper/dashboard').expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
    placed = await placeAttaOrder(t, fixtures, 2);
    const { customer, shopkeeper, order } = placed;
    const delivered = await deliverOrder(shopkeeper, customer, order.id);
    paid = delivered.finalAmount;
    const claim = await customer
      .post(`/api/customer/orders/${order.id}/claims`)
      .send({
        reasonCode: 'ITM004',
        comment: 'One packet was torn.',
        items: [{ orderItemId: delivered.orderItems[0].id, quantity: 1 }],
      })
      .expect(201);
    const decided = await shopkeeper
      .post(`/api/shopkeeper/claims/${claim.body.id}/decision`)
      .send({ decision: 'replacement' })
      .expect(201);
    replacementId = decided.body.replacementOrderId;
  });
  afterAll(() => t.close());

  it('counts the order but not its replacement, already accepted, among the orders and waiting for nothing', async () => {
    expect(await dashboard()).toMatchObject({
      orderCount: 1,
      pendingOrderCount: 0,
      revenueThisMonth: paid,
      revenueAllTime: paid,
    });
  });

  it('counts a replacement put back to pending among the orders waiting for the shop, but still not among its orders', async () => {
    await admin.put(`/api/admin/orders/${replacementId}`).send({ status: 'pending' }).expect(200);
    expect(await dashboard()).toMatchObject({ orderCount: 1, pendingOrderCount: 1 });
  });

  it('leaves a delivered replacement out of the orders and the revenue, as the ledger does', async () => {
    const { shopkeeper, customer, shop } = placed;
    await deliverOrder(shopkeeper, customer, replacementId);
    expect(await dashboard()).toMatchObject({
      orderCount: 1,
      pendingOrderCount: 0,
      revenueThisMonth: paid,
      revenueAllTime: paid,
    });
    const analytics = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(analytics.topShops).toEqual([expect.objectContaining({ shopId: shop.id, revenue: paid, orders: 1 })]);
  });
});
