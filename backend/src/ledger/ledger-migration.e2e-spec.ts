import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { deliverOrder, placeOrder } from '../../test/order-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { CommissionLedger1795645000000 } from '../setup/migrations/1795645000000-CommissionLedger';

describe('the commission ledger migration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('dates the orders delivered before it by their timeline, at a rate of 0, and leaves the others undelivered', async () => {
    const fixtures = catalogueFixtures(t);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    const admin = (await t.signedIn('admin')).agent;
    const keeper = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ commissionRate: 5_00 }, keeper.user);
    const product = await fixtures.createProduct(shop.id);
    const customer = (await t.signedIn('customer')).agent;
    const line = [{ productId: product.id, quantity: 1 }];

    clock.mockReturnValue(new Date('2026-03-10T06:00:00Z'));
    const delivered = await placeOrder(customer, line);
    await deliverOrder(keeper.agent, customer, delivered.id);
    clock.mockReturnValue(new Date('2026-03-11T06:00:00Z'));
    await keeper.agent.put(`/api/shopkeeper/orders/${delivered.id}`).send({ status: 'complete' }).expect(200);
    const setComplete = await placeOrder(customer, line);
    clock.mockReturnValue(new Date('2026-03-12T06:00:00Z'));
    await admin.put(`/api/admin/orders/${setComplete.id}`).send({ status: 'complete' }).expect(200);
    const pending = await placeOrder(customer, line);
    clock.mockRestore();

    const queryRunner = t.app.get(DataSource).createQueryRunner();
    try {
      const migration = new CommissionLedger1795645000000();
      await migration.down(queryRunner);
      await migration.up(queryRunner);
      const rows = await queryRunner.query(
        'SELECT id, delivered_at AS "deliveredAt", CAST(commission_rate AS text) AS "commissionRate" FROM orders WHERE id = ANY($1)',
        [[delivered.id, setComplete.id, pending.id]],
      );
      const byId = new Map(rows.map((row: { id: string }) => [row.id, row]));
      expect(byId.get(delivered.id)).toEqual({
        id: delivered.id,
        deliveredAt: new Date('2026-03-10T06:00:00Z'),
        commissionRate: '0.00',
      });
      expect(byId.get(setComplete.id)).toEqual({
        id: setComplete.id,
        deliveredAt: new Date('2026-03-12T06:00:00Z'),
        commissionRate: '0.00',
      });
      expect(byId.get(pending.id)).toEqual({ id: pending.id, deliveredAt: null, commissionRate: null });
    } finally {
      await queryRunner.release();
    }
  });
});
