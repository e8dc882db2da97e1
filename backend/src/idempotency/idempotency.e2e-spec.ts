import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { AttaOrder, placeAttaOrder } from '../../test/order-fixtures';
import { statementsDuring } from '../../test/sql-statements';
import { createTestApp, TestApp } from '../../test/test-app';
import { OrderStatusService } from '../orders/order-status.service';
import { INVALID_KEY, requestHash } from './idempotency-key';
import { REPLAYED_HEADER } from './idempotency.interceptor';
import { KEY_REUSED } from './idempotency.service';
import { IN_PROGRESS, REQUEST_IN_PROGRESS } from './request-in-progress.exception';

const CONFIRM = { status: 'confirmed' };

describe("Idempotency-Key on the shopkeeper's order moves", () => {
  let t: TestApp;
  let db: DataSource;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  /** A new shop's pending order, made for each test. */
  let desk: AttaOrder;

  const pathOf = ({ order }: AttaOrder) => `/api/shopkeeper/orders/${order.id}`;
  /** The shopkeeper's PUT of the order, with this Idempotency-Key when one is given. */
  const move = (body: object, key?: string, at: AttaOrder = desk) => {
    const put = at.shopkeeper.put(pathOf(at));
    return (key === undefined ? put : put.set('Idempotency-Key', key)).send(body);
  };
  const statusOf = async ({ order }: AttaOrder = desk): Promise<string> =>
    (await db.query('SELECT status FROM orders WHERE id = $1', [order.id]))[0].status;
  /** The entries of the order's timeline, oldest first. */
  const timeline = async ({ order }: AttaOrder = desk): Promise<string[]> =>
    (await db.query('SELECT status FROM order_status_changes WHERE order_id = $1 ORDER BY changed_at', [order.id])).map(
      (row: { status: string }) => row.status,
    );
  /** The keys kept for the shop's shopkeeper, with their answers. */
  const keptFor = ({ shop }: AttaOrder = desk): Promise<
    { key: string; status_code: number | null; response: unknown }[]
  > =>
    db.query('SELECT key, status_code, response FROM idempotent_requests WHERE user_id = $1 ORDER BY key', [
      shop.shopkeeperId,
    ]);
  /** A key as a request would have left it, `secondsAgo` after taking it and before answering. */
  const leftInProgress = (key: string, body: object, secondsAgo: number) =>
    db.query(
      `INSERT INTO idempotent_requests (user_id, key, method, path, request_hash, created_at)
       VALUES ($1, $2, 'PUT', $3, $4, now() - make_interval(secs => $5))`,
      [desk.shop.shopkeeperId, key, pathOf(desk), requestHash('PUT', pathOf(desk), body), secondsAgo],
    );

  /** Makes the shopkeeper's keys as old as if taken `interval` ago. */
  const ageKeys = (interval: string) =>
    db.query(`UPDATE idempotent_requests SET created_at = now() - $2::interval WHERE user_id = $1`, [
      desk.shop.shopkeeperId,
      interval,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    fixtures = catalogueFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    desk = await placeAttaOrder(t, fixtures);
  });
  afterEach(() => jest.restoreAllMocks());

  it('applies a move once and answers it again, the same status and body, without applying it again', async () => {
    const first = await move(CONFIRM, 'desk-accept-1').expect(200);
    expect(first.body.status).toBe('confirmed');
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    // Moved on meanwhile without a key: the answer given again is still the first one.
    await move({ status: 'ready for pickup' }).expect(200);

    const again = await move(CONFIRM, 'desk-accept-1').expect(200);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await timeline()).toEqual(['pending', 'confirmed', 'ready for pickup']);
    expect(await keptFor()).toEqual([{ key: 'desk-accept-1', status_code: 200, response: first.body }]);
  });

  it('applies one of 6 parallel requests with one key; the others answer it again or 409 while it runs', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(CONFIRM, 'desk-race-0001')));
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const res of answers) {
      if (res.status === 409) {
        expect(res.body).toEqual({
          statusCode: 409,
          message: IN_PROGRESS,
          error: 'Conflict',
          code: REQUEST_IN_PROGRESS,
        });
      } else expect(res.body.status).toBe('confirmed');
    }
    expect(await timeline()).toEqual(['pending', 'confirmed']);
    expect(await keptFor()).toMatchObject([{ key: 'desk-race-0001', status_code: 200 }]);
  });

  it("answers a refused move again with the same 409 and reason, even once the refusal's cause is gone", async () => {
    await desk.customer.post(`/api/customer/orders/${desk.order.id}/cancel`).send({}).expect(200);
    const refused = await move(CONFIRM, 'accept-offline-7').expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'The order is cancelled: it can no longer change.',
      error: 'Conflict',
    });
    const again = await move(CONFIRM, 'accept-offline-7').expect(409);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(refused.body);
    expect(await keptFor()).toEqual([{ key: 'accept-offline-7', status_code: 409, response: refused.body }]);
  });

  it('answers a bad body sent again with its key with the same 400, without checking it again', async () => {
    const refused = await move({ status: 'accepted' }, 'bad-body-0001').expect(400);
    const again = await move({ status: 'accepted' }, 'bad-body-0001').expect(400);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(refused.body);
    expect(await statusOf()).toBe('pending');
  });

  it('refuses the key with another body or order with 422, and changes nothing', async () => {
    const other = await placeAttaOrder(t, fixtures);
    await move(CONFIRM, 'desk-key-0042').expect(200);
    const cancel = await move({ status: 'cancelled', cancelReason: 'out_of_stock' }, 'desk-key-0042').expect(422);
    expect(cancel.body).toEqual({ statusCode: 422, message: KEY_REUSED, error: 'Unprocessable Entity' });
    const otherShop = { ...other, shopkeeper: desk.shopkeeper };
    await move(CONFIRM, 'desk-key-0042', otherShop).expect(422);
    expect(await statusOf()).toBe('confirmed');
    expect(await timeline()).toEqual(['pending', 'confirmed']);
    expect(await statusOf(other)).toBe('pending');
    expect(await keptFor()).toMatchObject([{ key: 'desk-key-0042', status_code: 200 }]);
  });

  it("keeps each shopkeeper's keys apart: another's same key is a key of its own", async () => {
    const other = await placeAttaOrder(t, fixtures);
    await move(CONFIRM, 'shared-key-1').expect(200);
    const theirs = await move(CONFIRM, 'shared-key-1', other).expect(200);
    expect(theirs.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await statusOf(other)).toBe('confirmed');
    expect(await keptFor(other)).toMatchObject([{ key: 'shared-key-1', status_code: 200 }]);
    expect(await keptFor()).toMatchObject([{ key: 'shared-key-1', status_code: 200 }]);
  });

  it('takes keys named like prototype properties as any other', async () => {
    await move(CONFIRM, '__proto__').expect(200);
    await move(CONFIRM, '__proto__').expect(200).expect(REPLAYED_HEADER, 'true');
    await move({ status: 'ready for pickup' }, 'constructor').expect(200);
    await move({ status: 'dispatched' }, 'hasOwnProperty').expect(200);
    expect(await timeline()).toEqual(['pending', 'confirmed', 'ready for pickup', 'dispatched']);
    expect((await keptFor()).map((kept) => kept.key)).toEqual(['__proto__', 'constructor', 'hasOwnProperty']);
  });

  it('refuses a malformed key with 400 before anything is done', async () => {
    for (const key of ['', 'short', 'k'.repeat(101), 'desk key 1', 'desk;key;1', 'dükan-key-1', '../../etc/passwd']) {
      const res = await move(CONFIRM, key).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: INVALID_KEY, error: 'Bad Request' });
    }
    // Sent twice: Node joins the two with ", ".
    const twice = { 'Idempotency-Key': ['desk-key-0001', 'desk-key-0002'] };
    await desk.shopkeeper.put(pathOf(desk)).set(twice).send(CONFIRM).expect(400);
    expect(await statusOf()).toBe('pending');
    expect(await timeline()).toEqual(['pending']);
    expect(await keptFor()).toEqual([]);
  });

  it('works as before without the header, with no statement about keys', async () => {
    const statements = await statementsDuring(async () => {
      await move(CONFIRM).expect(200);
      await move(CONFIRM).expect(200);
    });
    expect(statements.filter((sql) => sql.includes('idempotent_requests'))).toEqual([]);
    expect(await timeline()).toEqual(['pending', 'confirmed']);
    expect(await keptFor()).toEqual([]);
  });

  it('answers 409 with its code while the request holding the key runs, and takes over one left in progress for a minute', async () => {
    await leftInProgress('died-midway-1', CONFIRM, 30);
    const busy = await move(CONFIRM, 'died-midway-1').expect(409);
    // Spelt out: the desk's queue tells this 409 from a refusal by the code, which clients depend on.
    expect(busy.body).toEqual({
      statusCode: 409,
      message: IN_PROGRESS,
      error: 'Conflict',
      code: 'IDEMPOTENT_REQUEST_IN_PROGRESS',
    });
    expect(busy.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await statusOf()).toBe('pending');

    await ageKeys('61 seconds');
    await move(CONFIRM, 'died-midway-1').expect(200);
    expect(await timeline()).toEqual(['pending', 'confirmed']);
    expect(await keptFor()).toMatchObject([{ key: 'died-midway-1', status_code: 200 }]);
  });

  it('does not take over a key left in progress by another request, however old', async () => {
    await leftInProgress('died-midway-2', { status: 'cancelled' }, 600);
    await move(CONFIRM, 'died-midway-2').expect(422);
    expect(await statusOf()).toBe('pending');
  });

  it('takes a key kept for more than a day as never used, and deletes the expired keys of its user', async () => {
    await move(CONFIRM, 'yesterday-1').expect(200);
    await move({ status: 'ready for pickup' }, 'yesterday-2').expect(200);
    await ageKeys('24 hours 1 second');

    await move({ status: 'dispatched' }, 'yesterday-1').expect(200);
    expect(await timeline()).toEqual(['pending', 'confirmed', 'ready for pickup', 'dispatched']);
    expect(await keptFor()).toMatchObject([{ key: 'yesterday-1', status_code: 200 }]);
  });

  it('lets the key go when the move fails on the server, so that the same request sent again runs', async () => {
    jest.spyOn(t.app.get(OrderStatusService), 'update').mockRejectedValueOnce(new Error('connection reset'));
    await move(CONFIRM, 'server-fault-1').expect(500);
    expect(await keptFor()).toEqual([]);

    await move(CONFIRM, 'server-fault-1').expect(200);
    expect(await timeline()).toEqual(['pending', 'confirmed']);
    expect(await keptFor()).toMatchObject([{ key: 'server-fault-1', status_code: 200 }]);
  });
});
