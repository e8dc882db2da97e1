import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { baseUrlOf, openEventStream, sessionCookieOf } from '../../test/event-stream-client';
import { addressOf, OrderBody, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Product } from './product.entity';

describe('stock counts', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let shopkeeper: Agent;
  let keeper: TestUser;
  let shopId: string;

  const stockOf = async (productId: string) =>
    (await fixtures.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stockQuantity;
  const counted = (units: number, overrides: Partial<Product> = {}) =>
    fixtures.createProduct(shopId, { name: 'Amul Butter', stockQuantity: units, ...overrides });
  const shopkeeperSees = async (productId: string) =>
    (await shopkeeper.get(`/api/shopkeeper/products/${productId}`).expect(200)).body;
  const addToCart = (customer: Agent, productId: string, quantity: number) =>
    customer.post('/api/customer/cart/items').send({ productId, quantity });
  const checkout = async (customer: Agent) =>
    await customer
      .post('/api/customer/orders')
      .send({ customerAddressId: await addressOf(customer), paymentMethod: 'cash_on_delivery' });

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await t.signedIn('shopkeeper');
    [shopkeeper, keeper] = [signedIn.agent, signedIn.user];
    shopId = (await fixtures.createShop({}, keeper)).shop.id;
  });

  describe('answers and edits', () => {
    it('answers the count, the threshold and whether the product is low; a counted product at 0 is out of stock', async () => {
      const low = await counted(2, { lowStockThreshold: 3 });
      const empty = await counted(0, { name: 'Atta' });
      const uncounted = await fixtures.createProduct(shopId, { name: 'Salt' });
      expect(await shopkeeperSees(low.id)).toMatchObject({
        stockQuantity: 2,
        lowStockThreshold: 3,
        lowStock: true,
        isInStock: true,
      });
      expect(await shopkeeperSees(empty.id)).toMatchObject({ stockQuantity: 0, isInStock: false, lowStock: false });
      expect(await shopkeeperSees(uncounted.id)).toMatchObject({
        stockQuantity: null,
        isInStock: true,
        lowStock: false,
      });

      const customer = (await t.signedIn('customer')).agent;
      const listed = await customer
        .get(`/api/customer/shops/${shopId}/products`)
        .query({ filter: JSON.stringify({ isInStock: true }) })
        .expect(200);
      expect(listed.body.map((p: { name: string }) => p.name).sort()).toEqual(['Amul Butter', 'Salt']);
      const lowOnes = await shopkeeper
        .get('/api/shopkeeper/products')
        .query({ filter: JSON.stringify({ lowStock: true }) })
        .expect(200);
      expect(lowOnes.body.map((p: { id: string }) => p.id)).toEqual([low.id]);
    });

    it('takes counts from the shopkeeper: whole numbers of 0 or more, or null for not counted', async () => {
      const product = await counted(5);
      for (const stockQuantity of [-1, 1.5, '3', 2_000_000]) {
        await shopkeeper.put(`/api/shopkeeper/products/${product.id}`).send({ stockQuantity }).expect(400);
      }
      await shopkeeper.put(`/api/shopkeeper/products/${product.id}`).send({ lowStockThreshold: -2 }).expect(400);
      expect(await stockOf(product.id)).toBe(5);

      const edited = await shopkeeper
        .put(`/api/shopkeeper/products/${product.id}`)
        .send({ stockQuantity: 12, lowStockThreshold: 4 })
        .expect(200);
      expect(edited.body).toMatchObject({ stockQuantity: 12, lowStockThreshold: 4, lowStock: false });
      await shopkeeper.put(`/api/shopkeeper/products/${product.id}`).send({ stockQuantity: null }).expect(200);
      expect(await stockOf(product.id)).toBeNull();
    });

    it('keeps the switch on when an edit echoes the answer of a product counted at 0', async () => {
      const product = await counted(0);
      const answer = await shopkeeperSees(product.id);
      const { images: _images, ...echoed } = answer;
      await shopkeeper
        .put(`/api/shopkeeper/products/${product.id}`)
        .send({ ...echoed, name: 'Amul Butter 500g' })
        .expect(200);
      const restocked = await shopkeeper
        .post(`/api/shopkeeper/products/${product.id}/stock-adjustments`)
        .send({ by: 3 })
        .expect(200);
      expect(restocked.body).toMatchObject({ name: 'Amul Butter 500g', stockQuantity: 3, isInStock: true });
    });

    it('never lets a count go below 0, whatever writes it', async () => {
      const product = await counted(1);
      await expect(
        fixtures.dataSource.query('UPDATE products SET stock_quantity = -1 WHERE id = $1', [product.id]),
      ).rejects.toThrow(/CHK_products_stock/);
      expect(await stockOf(product.id)).toBe(1);
    });
  });

  describe('quick adjustments', () => {
    it('adds and takes away units, and refuses to go below 0 or to count an uncounted product', async () => {
      const product = await counted(2);
      const path = `/api/shopkeeper/products/${product.id}/stock-adjustments`;
      expect((await shopkeeper.post(path).send({ by: 1 }).expect(200)).body.stockQuantity).toBe(3);
      expect((await shopkeeper.post(path).send({ by: -3 }).expect(200)).body).toMatchObject({
        stockQuantity: 0,
        isInStock: false,
      });
      const below = await shopkeeper.post(path).send({ by: -1 }).expect(409);
      expect(below.body.message).toMatch(/cannot go below 0/);
      for (const by of [0, 1.5, '1', null]) await shopkeeper.post(path).send({ by }).expect(400);

      const uncounted = await fixtures.createProduct(shopId, { name: 'Salt' });
      const notCounted = await shopkeeper
        .post(`/api/shopkeeper/products/${uncounted.id}/stock-adjustments`)
        .send({ by: 1 })
        .expect(409);
      expect(notCounted.body.message).toMatch(/does not count its stock/);
      expect(await stockOf(product.id)).toBe(0);
    });

    it("answers 404 for another shop's product and leaves its count alone", async () => {
      const other = await fixtures.createShop();
      const theirs = await fixtures.createProduct(other.shop.id, { stockQuantity: 4 });
      await shopkeeper.post(`/api/shopkeeper/products/${theirs.id}/stock-adjustments`).send({ by: 5 }).expect(404);
      expect(await stockOf(theirs.id)).toBe(4);
    });
  });

  describe('carts', () => {
    it('refuse more units than are left, saying how many are', async () => {
      const product = await counted(3);
      const customer = (await t.signedIn('customer')).agent;
      const tooMany = await addToCart(customer, product.id, 4).expect(409);
      expect(tooMany.body).toMatchObject({ message: 'Only 3 of Amul Butter are left.', available: 3 });

      const cart = await addToCart(customer, product.id, 2).expect(201);
      await addToCart(customer, product.id, 2).expect(409);
      const itemId = cart.body.items[0].id;
      const raised = await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity: 5 }).expect(409);
      expect(raised.body.available).toBe(3);
      await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity: 3 }).expect(200);

      const empty = await counted(0, { name: 'Ghee' });
      const none = await addToCart(customer, empty.id, 1).expect(409);
      expect(none.body).toMatchObject({ message: 'Ghee is out of stock.', available: 0 });
    });
  });

  describe('checkout', () => {
    it('takes the units in the order and refuses a cart whose units have gone meanwhile', async () => {
      const product = await counted(5);
      const first = (await t.signedIn('customer')).agent;
      const second = (await t.signedIn('customer')).agent;
      await addToCart(first, product.id, 3).expect(201);
      await addToCart(second, product.id, 3).expect(201);
      expect((await checkout(first)).status).toBe(201);
      expect(await stockOf(product.id)).toBe(2);

      const refused = await checkout(second);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'Only 2 of Amul Butter are left.', available: 2 });
      expect(await stockOf(product.id)).toBe(2);
      expect((await second.get('/api/customer/orders').expect(200)).body).toHaveLength(0);
    });

    it('makes exactly 5 orders of 20 concurrent checkouts of the last 5 units', async () => {
      const product = await counted(5);
      const customers = await Promise.all(Array.from({ length: 20 }, async () => (await t.signedIn('customer')).agent));
      for (const customer of customers) await addToCart(customer, product.id, 1).expect(201);
      const answers = await Promise.all(customers.map((customer) => checkout(customer)));

      expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
      const refused = answers.filter((res) => res.status === 409);
      expect(refused).toHaveLength(15);
      for (const res of refused) expect(res.body.message).toMatch(/^Amul Butter is out of stock/);
      expect(await stockOf(product.id)).toBe(0);
      const [{ count }] = await fixtures.dataSource.query(
        'SELECT count(*)::int AS count FROM order_items WHERE product_id = $1',
        [product.id],
      );
      expect(count).toBe(5);
    });

    it('leaves products that are not counted as they were', async () => {
      const product = await fixtures.createProduct(shopId, { name: 'Salt' });
      const customer = (await t.signedIn('customer')).agent;
      await placeOrder(customer, [{ productId: product.id, quantity: 7 }]);
      expect(await stockOf(product.id)).toBeNull();
    });
  });

  describe('returns', () => {
    let customer: Agent;
    let butter: Product;
    let atta: Product;
    let order: OrderBody;

    beforeEach(async () => {
      customer = (await t.signedIn('customer')).agent;
      butter = await counted(10);
      atta = await counted(4, { name: 'Atta' });
      order = await placeOrder(customer, [
        { productId: butter.id, quantity: 3 },
        { productId: atta.id, quantity: 4 },
      ]);
    });

    it('gives back every unit of a cancelled order, once', async () => {
      expect([await stockOf(butter.id), await stockOf(atta.id)]).toEqual([7, 0]);
      await customer
        .post(`/api/customer/orders/${order.id}/cancel`)
        .send({ cancelReason: 'customer-changed-mind' })
        .expect(200);
      expect([await stockOf(butter.id), await stockOf(atta.id)]).toEqual([10, 4]);
    });

    it('gives back the units of a line not fulfilled, and takes them again if it is marked fulfilled', async () => {
      const attaLine = order.orderItems.find((line) => line.product.id === atta.id)!;
      const mark = (fulfillmentStatus: string) =>
        shopkeeper
          .put(`/api/shopkeeper/orders/${order.id}/items/${attaLine.id}/fulfillment`)
          .send({ fulfillmentStatus });
      await mark('not fulfillable').expect(200);
      expect(await stockOf(atta.id)).toBe(4);
      await mark('not fulfillable').expect(200);
      expect(await stockOf(atta.id)).toBe(4);

      await mark('fulfilled').expect(200);
      expect(await stockOf(atta.id)).toBe(0);

      await mark('not fulfillable').expect(200);
      await shopkeeper.post(`/api/shopkeeper/products/${atta.id}/stock-adjustments`).send({ by: -3 }).expect(200);
      const gone = await mark('fulfilled').expect(409);
      expect(gone.body).toMatchObject({ available: 1 });

      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}`)
        .send({ status: 'cancelled', cancelReason: 'items-not-available' })
        .expect(200);
      expect([await stockOf(butter.id), await stockOf(atta.id)]).toEqual([10, 1]);
    });
  });

  it('tells the shop on its live stream when a sale takes a product to its low-stock threshold', async () => {
    const product = await counted(6, { lowStockThreshold: 2 });
    const login = await t.anonymous().post('/api/login').send({ username: keeper.username, password: keeper.password });
    const stream = await openEventStream(await baseUrlOf(t.app), sessionCookieOf(login.headers['set-cookie']));
    try {
      const customer = (await t.signedIn('customer')).agent;
      await placeOrder(customer, [{ productId: product.id, quantity: 3 }]);
      expect(stream.events.filter((event) => event.type === 'stock.low')).toHaveLength(0);
      await placeOrder(customer, [{ productId: product.id, quantity: 2 }]);
      const low = await stream.next((event) => event.type === 'stock.low');
      expect(low.data).toEqual({ productId: product.id, name: 'Amul Butter', stockQuantity: 1, lowStockThreshold: 2 });
    } finally {
      stream.close();
    }
  });
});
