import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeAttaOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { AcceptTimer } from './accept-timer';

const MINUTE = 60_000;

describe('the accept-by timer', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let shopkeeper: Agent;
  let admin: Agent;
  let order: OrderBody;
  let placedAt: number;

  const sweep = () => t.app.get(AcceptTimer).cancelUnaccepted();
  const clockAt = (time: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(time));
  const seenBy = async (agent: Agent, audience: string, id = order.id) =>
    (await agent.get(`/api/${audience}/orders/${id}`).expect(200)).body;

  beforeAll(async () => {
    // Not the default 10, so the answers show the setting is read.
    t = await createTestApp({ acceptWithinMinutes: 15 });
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ({ customer, shopkeeper, order } = await placeAttaOrder(t, fixtures));
    placedAt = new Date(order.createdAt).getTime();
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers acceptBy, ACCEPT_WITHIN_MINUTES after placing, to everyone while pending, and null after', async () => {
    const acceptBy = new Date(placedAt + 15 * MINUTE).toISOString();
    expect((await seenBy(customer, 'customer')).acceptBy).toBe(acceptBy);
    expect((await seenBy(shopkeeper, 'shopkeeper')).acceptBy).toBe(acceptBy);
    expect((await seenBy(admin, 'admin')).acceptBy).toBe(acceptBy);
    const accepted = await shopkeeper
      .put(`/api/shopkeeper/orders/${order.id}`)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(accepted.body.acceptBy).toBeNull();
  });

  it('cancels an order not accepted by then, as the system, with the reason "shop did not respond"', async () => {
    clockAt(placedAt + 15 * MINUTE - 1);
    expect(await sweep()).toBe(0);
    expect((await seenBy(customer, 'customer')).status).toBe('pending');

    clockAt(placedAt + 15 * MINUTE);
    expect(await sweep()).toBe(1);
    const cancelled = await seenBy(customer, 'customer');
    expect(cancelled).toMatchObject({ status: 'cancelled', acceptBy: null, cancelReasons: [] });
    expect(cancelled.timeline.at(-1)).toEqual({
      status: 'cancelled',
      changedAt: new Date(placedAt + 15 * MINUTE).toISOString(),
      role: 'system',
      reasonCode: 'shop-did-not-respond',
      reason: 'Shop did not respond',
      event: null,
    });
    const [change] = await t.app
      .get(DataSource)
      .query("SELECT user_id FROM order_status_changes WHERE order_id = $1 AND status = 'cancelled'", [order.id]);
    expect(change.user_id).toBeNull();
    expect(await sweep()).toBe(0);
  });

  it('leaves alone the orders the shop accepted in time', async () => {
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    clockAt(placedAt + 60 * MINUTE);
    expect(await sweep()).toBe(0);
    expect((await seenBy(customer, 'customer')).status).toBe('confirmed');
  });

  it('cancels an order once when several sweeps run at once', async () => {
    clockAt(placedAt + 16 * MINUTE);
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const { timeline } = await seenBy(admin, 'admin');
    expect(timeline.filter((entry: { status: string }) => entry.status === 'cancelled')).toHaveLength(1);
  });

  it('gives an order an admin reopens a new deadline, counted from then', async () => {
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'cancelled' }).expect(200);
    const reopenedAt = placedAt + 60 * MINUTE;
    clockAt(reopenedAt);
    const reopened = await admin.put(`/api/admin/orders/${order.id}`).send({ status: 'pending' }).expect(200);
    expect(reopened.body.acceptBy).toBe(new Date(reopenedAt + 15 * MINUTE).toISOString());
    clockAt(reopenedAt + 14 * MINUTE);
    expect(await sweep()).toBe(0);
    clockAt(reopenedAt + 15 * MINUTE);
    expect(await sweep()).toBe(1);
  });

  it('sweeps by itself every few seconds once started (as outside tests)', async () => {
    clockAt(placedAt + 20 * MINUTE);
    const timer = t.app.get(AcceptTimer);
    timer.start(20);
    try {
      const deadline = Date.now() + 5_000;
      while ((await seenBy(customer, 'customer')).status === 'pending' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      timer.stop();
    }
    expect((await seenBy(customer, 'customer')).status).toBe('cancelled');
  });

  // A second connection holding the row needs a PostgreSQL server: the embedded database has one.
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'skips an order another process holds (FOR UPDATE SKIP LOCKED), and takes it at the next sweep',
    async () => {
      const other = new Client({ connectionString: t.db.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
        clockAt(placedAt + 16 * MINUTE);
        expect(await sweep()).toBe(0);
        await other.query('COMMIT');
      } finally {
        await other.end();
      }
      expect((await seenBy(customer, 'customer')).status).toBe('pending');
      expect(await sweep()).toBe(1);
    },
  );
});
