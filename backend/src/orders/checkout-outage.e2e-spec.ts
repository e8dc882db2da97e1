import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { addressOf } from '../../test/order-fixtures';
import { PostgresProxy, startPostgresProxy } from '../../test/postgres-proxy';
import { Agent, createTestAppOn, TestApp, TestUser } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

/** The connection to the database is lost just as the checkout commits: the order exists, its answer did not arrive. */
describe('checkout when the answer to COMMIT is lost', () => {
  let t: TestApp;
  let proxy: PostgresProxy;
  let customer: Agent;
  let customerUser: TestUser;
  let addressId: string;

  const orderIds = async () =>
    (
      await t.app
        .get(DataSource)
        .query('SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at', [customerUser.id])
    ).map((row: { id: string }) => row.id);

  beforeAll(async () => {
    const db = await createTestDatabase();
    proxy = await startPostgresProxy(db.url);
    t = await createTestAppOn({
      url: proxy.url,
      async stop() {
        await proxy.close();
        await db.stop();
      },
    });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    ({ agent: customer, user: customerUser } = await t.signedIn('customer'));
    const fixtures = catalogueFixtures(t);
    const { shop } = await fixtures.createShop();
    const product = await fixtures.createProduct(shop.id);
    addressId = await addressOf(customer);
    await customer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 2 }).expect(201);
  });

  const checkout = () =>
    customer.post('/api/customer/orders').send({ customerAddressId: addressId, paymentMethod: 'cash_on_delivery' });

  it('answers the order it made when the checkout carries an Idempotency-Key, and the same order to a retry', async () => {
    proxy.loseNextCommitAnswer();
    const placed = await checkout().set('Idempotency-Key', 'lost-commit-1').expect(201);
    expect(await orderIds()).toEqual([placed.body.id]);
    expect(placed.body).toMatchObject({ status: 'pending', customerId: customerUser.id });

    const retry = await checkout().set('Idempotency-Key', 'lost-commit-1').expect(201);
    expect(retry.body).toEqual(placed.body);
    expect(await orderIds()).toEqual([placed.body.id]);
  });

  it('answers 503 with Retry-After without a key, and the order is in the customer’s list', async () => {
    proxy.loseNextCommitAnswer();
    const res = await checkout().expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'The service is temporarily unavailable. Please try again shortly.',
      error: 'Service Unavailable',
    });
    const [orderId] = await orderIds();
    const mine = await customer.get('/api/customer/orders').expect(200);
    expect(mine.body.map((order: { id: string }) => order.id)).toEqual([orderId]);
  });
});
