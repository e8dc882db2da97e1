import { catalogueFixtures } from './catalogue-fixtures';
import { addressOf, placeOrder, placePaidUpiOrder } from './order-fixtures';
import { isWrite, statementsDuring } from './sql-statements';
import { Agent, createTestApp, TestApp } from './test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [store: string, redisUrl: string | undefined][] = [
  ['the database', undefined],
  ...(redisUrl ? [['Redis', redisUrl] as [string, string]] : []),
];

/**
 * How many SQL statements the hot reads may send, besides the session's check: a session is read
 * from the store once, then kept in memory, and a request it serves waits for a round trip on the
 * bus (a `SELECT 1` shared by the requests of the moment when the bus is PostgreSQL's, none in SQL
 * with Redis). A regression fails here, in CI, before any benchmark. No read writes anything.
 */
describe.each(stores)('SQL statements per request, sessions in %s', (_store, redisUrl) => {
  let t: TestApp;
  let customer: Agent;
  let shopkeeper: Agent;
  let admin: Agent;
  let shopId: string;
  let orderId: string;
  let productIds: string[];
  const session = redisUrl ? 0 : 1;
  /**
   * The statements a request sent: the bus's idle heartbeat (a `SELECT 1` every few seconds) may
   * fall inside the window on a loaded machine, and is no more the request's than one round trip.
   */
  const sentByRequest = (statements: string[]) => {
    const roundTrips = statements.filter((statement) => statement === 'SELECT 1').length;
    return statements.length - Math.max(0, roundTrips - session) - session;
  };

  beforeAll(async () => {
    t = await createTestApp({ redisUrl });
    const fixtures = catalogueFixtures(t);
    const keeper = await t.createUser('shopkeeper');
    ({
      shop: { id: shopId },
    } = await fixtures.createShop({}, keeper));
    const products = [];
    for (let i = 0; i < 3; i++) products.push(await fixtures.createProduct(shopId));
    ({ agent: customer } = await t.signedIn('customer'));
    ({ agent: admin } = await t.signedIn('admin'));
    shopkeeper = t.agent();
    await shopkeeper.post('/api/login').send({ username: keeper.username, password: keeper.password }).expect(200);
    productIds = products.map((product) => product.id);
    orderId = (await placeOrder(customer, [{ productId: products[0].id, quantity: 2 }])).id;
    await customer.post('/api/customer/cart/items').send({ productId: products[1].id, quantity: 1 }).expect(201);
  });
  afterAll(() => t.close());

  const budget = async (agent: Agent, path: string) => {
    await agent.get(path).expect(200);
    const statements = await statementsDuring(() => agent.get(path).expect(200));
    expect(statements.filter(isWrite)).toEqual([]);
    return sentByRequest(statements);
  };

  it("reads a shop's products in one statement", async () => {
    expect(await budget(customer, `/api/customer/shops/${shopId}/products`)).toBe(1);
  });

  it('discovers shops near a point, ratings and distances included, in one statement', async () => {
    expect(await budget(customer, '/api/customer/shops?filter={"lat":26.9,"lng":75.8}')).toBe(1);
  });

  it('finds shops by a misspelt product, naming the products it meant, in one statement', async () => {
    expect(await budget(customer, '/api/customer/shops?filter={"q":"prodcut"}')).toBe(1);
  });

  it('reads the cart, its products, shop and address in one statement', async () => {
    expect(await budget(customer, '/api/customer/cart')).toBe(1);
  });

  it("reads an order's detail in one: the order with its items, timeline, invoice number and review", async () => {
    expect(await budget(customer, `/api/customer/orders/${orderId}`)).toBe(1);
  });

  it("reads the shopkeeper's and the admin's orders pages in one each, their reviews included", async () => {
    expect(await budget(shopkeeper, '/api/shopkeeper/orders?range=[0,24]')).toBe(1);
    expect(await budget(admin, '/api/admin/orders?range=[0,24]')).toBe(1);
  });

  it('adds to the cart in 9 and checks out in 13, BEGIN and COMMIT included', async () => {
    const add = await statementsDuring(() =>
      customer.post('/api/customer/cart/items').send({ productId: productIds[2], quantity: 1 }).expect(201),
    );
    expect(sentByRequest(add)).toBe(9);
    const customerAddressId = await addressOf(customer);
    const checkout = await statementsDuring(() =>
      customer
        .post('/api/customer/orders')
        .set('Idempotency-Key', `budget-${redisUrl ?? 'db'}`)
        .send({ customerAddressId, paymentMethod: 'cash_on_delivery' })
        .expect(201),
    );
    // 11, and the order's live event: its row, and the NOTIFY that tells the other processes
    // (with Redis sessions the events travel through Redis too).
    expect(sentByRequest(checkout)).toBe(redisUrl ? 12 : 13);
  });

  it('cancels an unpaid order in 12, and a paid one in 13: the refund it owes, in one INSERT', async () => {
    await shopkeeper.put('/api/shopkeeper/shop').send({ upiId: 'budget@okaxis', upiPayeeName: 'Budget Store' });
    const cancel = (id: string) =>
      statementsDuring(() =>
        shopkeeper
          .put(`/api/shopkeeper/orders/${id}`)
          .send({ status: 'cancelled', cancelReason: 'items-not-available' })
          .expect(200),
      );
    const unpaid = await placeOrder(customer, [{ productId: productIds[0], quantity: 1 }]);
    const paid = await placePaidUpiOrder(
      customer,
      shopkeeper,
      [{ productId: productIds[0], quantity: 1 }],
      redisUrl ? '311111111111' : '322222222222',
    );

    const unpaidCancel = await cancel(unpaid.id);
    const paidCancel = await cancel(paid.id);
    expect(unpaidCancel.filter((statement) => /INTO "?refunds"?/.test(statement))).toEqual([]);
    expect(paidCancel.filter((statement) => /INTO "?refunds"?/.test(statement))).toHaveLength(1);
    // 11, and the order's live event as at checkout: its row, and the NOTIFY (none in SQL with Redis).
    expect(sentByRequest(unpaidCancel)).toBe(redisUrl ? 11 : 12);
    expect(sentByRequest(paidCancel)).toBe(sentByRequest(unpaidCancel) + 1);
  });
});
