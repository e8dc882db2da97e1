import { DataSource } from 'typeorm';
import { catalogueFixtures, JAIPUR } from '../../test/catalogue-fixtures';
import { addressOf } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

const home = { title: 'Home', addressLine: '12, Nehru Marg', city: 'Jaipur', state: 'Rajasthan', pincode: '302004' };
/** About 1.2 km from the test shops. */
const nearby = { ...home, title: 'Nearby', latitude: JAIPUR.latitude + 0.01, longitude: JAIPUR.longitude + 0.005 };
/** About 11 km away. */
const far = { ...home, title: 'Far', latitude: JAIPUR.latitude + 0.1, longitude: JAIPUR.longitude };

describe('customer cart', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let customerId: string;
  let shop: Shop;
  let product: Product;

  const rows = (userId = customerId) =>
    t.app.get(DataSource).query(
      `SELECT c.shop_id, i.product_id, i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id
          WHERE c.customer_id = $1 ORDER BY i.created_at`,
      [userId],
    );
  const add = (body: object, agent = customer) => agent.post('/api/customer/cart/items').send(body);

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await t.signedIn('customer');
    customer = signedIn.agent;
    customerId = signedIn.user.id;
    shop = (await fixtures.createShop()).shop;
    product = await fixtures.createProduct(shop.id, { name: 'Aashirvaad Atta', discountedPrice: 99_00 });
  });

  it('answers an empty cart with 200, no id and zero amounts', async () => {
    const res = await customer.get('/api/customer/cart').expect(200);
    expect(res.body).toEqual({
      id: null,
      shopId: null,
      shop: null,
      items: [],
      itemCount: 0,
      totalAmount: '0.00',
      gstAmount: '0.00',
      deliveryCharges: '0.00',
      finalAmount: '0.00',
      openNow: false,
      opensAt: null,
      deliversToAddress: null,
      distanceKm: null,
      distanceApproximate: false,
      amountToMinimum: null,
      estimatedDeliveryMinutes: null,
      checkoutBlockedBy: null,
      paymentMethods: [],
    });
  });

  it('adds an item and answers the cart priced by the server, with the flat fee without an address', async () => {
    const res = await add({ productId: product.id, quantity: 2, shopId: shop.id }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      shopId: shop.id,
      shop: { id: shop.id, name: shop.name, isActive: true },
      items: [
        {
          id: expect.any(String),
          quantity: 2,
          product: expect.objectContaining({
            id: product.id,
            shopId: shop.id,
            name: 'Aashirvaad Atta',
            discountedPrice: '99.00',
            gstPercentage: '5.00',
            gstIncluded: true,
            isInStock: true,
            categoryName: 'Groceries',
          }),
          lineTotal: '198.00',
          gstAmount: '9.43',
        },
      ],
      itemCount: 2,
      totalAmount: '188.57',
      gstAmount: '9.43',
      deliveryCharges: '30.00',
      finalAmount: '228.00',
      openNow: true,
      opensAt: null,
      deliversToAddress: null,
      distanceKm: null,
      distanceApproximate: false,
      amountToMinimum: null,
      // Preparation (20 minutes by default) and 15 minutes of travel, without an address to measure to.
      estimatedDeliveryMinutes: 35,
      checkoutBlockedBy: null,
      paymentMethods: ['cash_on_delivery'],
    });
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 2 }]);
  });

  it('prices 3 × 33.33 at 18% exactly, GST included and excluded', async () => {
    const included = await fixtures.createProduct(shop.id, { discountedPrice: 33_33, gstPercentage: 18_00 });
    const excluded = await fixtures.createProduct(shop.id, {
      discountedPrice: 33_33,
      gstPercentage: 18_00,
      gstIncluded: false,
    });
    await add({ productId: included.id, quantity: 3 }).expect(201);
    const res = await add({ productId: excluded.id, quantity: 3 }).expect(201);
    // Included: base = round(99.99 × 100 / 118) = 84.74, GST 15.25. Excluded: GST = round(99.99 × 0.18) = 18.00.
    expect(res.body.items.map((i: { lineTotal: string; gstAmount: string }) => [i.lineTotal, i.gstAmount])).toEqual([
      ['99.99', '15.25'],
      ['99.99', '18.00'],
    ]);
    expect(res.body).toMatchObject({
      totalAmount: '184.73',
      gstAmount: '33.25',
      deliveryCharges: '30.00',
      finalAmount: '247.98',
    });
  });

  it('delivers free within 5 km of the default address, and quotes another address', async () => {
    await customer.post('/api/customer/addresses').send(nearby).expect(201);
    const farAddress = await customer.post('/api/customer/addresses').send(far).expect(201);
    const res = await add({ productId: product.id, quantity: 1 }).expect(201);
    expect(res.body).toMatchObject({ deliveryCharges: '0.00', finalAmount: '99.00' });
    const quote = await customer.get(`/api/customer/cart/quote?addressId=${farAddress.body.id}`).expect(200);
    expect(quote.body).toMatchObject({ deliveryCharges: '30.00', finalAmount: '129.00' });
    expect((await customer.get('/api/customer/cart').expect(200)).body.deliveryCharges).toBe('0.00');
  });

  it("answers 404 to a quote for another customer's address", async () => {
    const other = await t.signedIn('customer');
    const theirs = await other.agent.post('/api/customer/addresses').send(nearby).expect(201);
    await add({ productId: product.id, quantity: 1 }).expect(201);
    await customer.get(`/api/customer/cart/quote?addressId=${theirs.body.id}`).expect(404);
    await customer.get('/api/customer/cart/quote?addressId=nope').expect(400);
  });

  it('still shows a product deleted since it was added, and never prices for a deleted address', async () => {
    const address = await customer.post('/api/customer/addresses').send(nearby).expect(201);
    await add({ productId: product.id, quantity: 2 }).expect(201);
    await t.app.get(DataSource).query('UPDATE products SET deleted_at = now() WHERE id = $1', [product.id]);
    const cart = (await customer.get('/api/customer/cart').expect(200)).body;
    expect(cart.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        product: expect.objectContaining({ id: product.id, name: 'Aashirvaad Atta' }),
      }),
    ]);
    expect(cart).toMatchObject({
      shop: { id: shop.id, name: shop.name },
      deliveryCharges: '0.00',
      finalAmount: '198.00',
    });

    await customer.delete(`/api/customer/addresses/${address.body.id}`).expect(204);
    expect((await customer.get('/api/customer/cart').expect(200)).body.deliveryCharges).toBe('30.00');
    await customer.get(`/api/customer/cart/quote?addressId=${address.body.id}`).expect(404);
  });

  it('quotes an empty cart for an address of the customer, and 404 for one of another', async () => {
    const mine = await customer.post('/api/customer/addresses').send(nearby).expect(201);
    const other = await t.signedIn('customer');
    const theirs = await other.agent.post('/api/customer/addresses').send(nearby).expect(201);
    const quote = await customer.get(`/api/customer/cart/quote?addressId=${mine.body.id}`).expect(200);
    expect(quote.body).toMatchObject({ id: null, items: [], finalAmount: '0.00' });
    await customer.get(`/api/customer/cart/quote?addressId=${theirs.body.id}`).expect(404);
  });

  it('adds to the quantity of a product already in the cart, up to 99', async () => {
    await add({ productId: product.id, quantity: 40 }).expect(201);
    const res = await add({ productId: product.id, quantity: 59 }).expect(201);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].quantity).toBe(99);
    const refused = await add({ productId: product.id, quantity: 1 }).expect(400);
    expect(refused.body.message).toContain('your cart already holds 99');
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 99 }]);
  });

  it.each([
    ['a quantity of 0', { quantity: 0 }],
    ['a quantity of 100', { quantity: 100 }],
    ['a quantity of 1.5', { quantity: 1.5 }],
    ['a quantity of "abc"', { quantity: 'abc' }],
    ['a quantity sent as the string "2"', { quantity: '2' }],
    ['no quantity', { quantity: undefined }],
    ['a product id that is no id', { productId: 'abc' }],
    ['an unknown field', { price: '1.00' }],
    ['replace that is not a boolean', { replace: 'yes' }],
  ])('refuses %s with 400 and leaves the cart as it was', async (_case, change) => {
    await add({ productId: product.id, quantity: 1 }).expect(201);
    const res = await add({ productId: product.id, quantity: 2, ...change }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 1 }]);
  });

  it("refuses another shop's product with 409 CART_SHOP_CONFLICT, and switches shop with replace: true", async () => {
    await add({ productId: product.id, quantity: 1 }).expect(201);
    const other = (await fixtures.createShop()).shop;
    const otherProduct = await fixtures.createProduct(other.id);
    const res = await add({ productId: otherProduct.id, quantity: 1 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'CART_SHOP_CONFLICT',
      message: 'Your cart has items from another shop. Clear it to add this item.',
    });
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 1 }]);

    const replaced = await add({ productId: otherProduct.id, quantity: 3, replace: true }).expect(201);
    expect(replaced.body).toMatchObject({ shopId: other.id, itemCount: 3 });
    expect(await rows()).toEqual([{ shop_id: other.id, product_id: otherProduct.id, quantity: 3 }]);
  });

  it('refuses a closed shop and an out-of-stock product with 409, a deleted or unknown product with 404', async () => {
    const closed = (await fixtures.createShop({ isActive: false })).shop;
    const closedProduct = await fixtures.createProduct(closed.id);
    const closedRes = await add({ productId: closedProduct.id, quantity: 1 }).expect(409);
    expect(closedRes.body.message).toContain('is closed');

    const soldOut = await fixtures.createProduct(shop.id, { name: 'Paneer', isInStock: false });
    expect((await add({ productId: soldOut.id, quantity: 1 }).expect(409)).body.message).toBe(
      'Paneer is out of stock.',
    );

    const deleted = await fixtures.createProduct(shop.id, { deletedAt: new Date() });
    await add({ productId: deleted.id, quantity: 1 }).expect(404);
    await add({ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }).expect(404);

    const deletedShop = (await fixtures.createShop({ deletedAt: new Date() })).shop;
    const orphan = await fixtures.createProduct(deletedShop.id);
    await add({ productId: orphan.id, quantity: 1 }).expect(404);
    expect(await rows()).toEqual([]);
  });

  it('refuses a shopId that is not the product’s shop with 400', async () => {
    const other = (await fixtures.createShop()).shop;
    await add({ productId: product.id, quantity: 1, shopId: other.id }).expect(400);
    expect(await rows()).toEqual([]);
  });

  it('changes the quantity of an item, within 1 to 99', async () => {
    const cart = await add({ productId: product.id, quantity: 1 }).expect(201);
    const itemId = cart.body.items[0].id;
    const res = await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity: 5 }).expect(200);
    expect(res.body).toMatchObject({ itemCount: 5, totalAmount: '471.43', gstAmount: '23.57' });
    for (const quantity of [0, 100, 2.5, 'abc']) {
      await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity }).expect(400);
    }
    await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity: 2, productId: product.id }).expect(400);
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 5 }]);
  });

  it('removes items, and the cart is gone (id null) with the last one', async () => {
    const second = await fixtures.createProduct(shop.id);
    await add({ productId: product.id, quantity: 1 }).expect(201);
    const cart = await add({ productId: second.id, quantity: 2 }).expect(201);
    const [first, other] = cart.body.items;
    const res = await customer.delete(`/api/customer/cart/items/${first.id}`).expect(200);
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([other.id]);
    const empty = await customer.delete(`/api/customer/cart/items/${other.id}`).expect(200);
    expect(empty.body).toMatchObject({ id: null, items: [], finalAmount: '0.00' });
    await customer.delete(`/api/customer/cart/items/${other.id}`).expect(404);
  });

  it('clears the cart', async () => {
    await add({ productId: product.id, quantity: 4 }).expect(201);
    const res = await customer.delete('/api/customer/cart').expect(200);
    expect(res.body).toMatchObject({ id: null, items: [], itemCount: 0, finalAmount: '0.00' });
    expect(await rows()).toEqual([]);
  });

  it('lists the items of its own cart with Content-Range, and 404 for another cart', async () => {
    const second = await fixtures.createProduct(shop.id);
    await add({ productId: product.id, quantity: 1 }).expect(201);
    const cart = await add({ productId: second.id, quantity: 2 }).expect(201);
    const res = await customer.get(`/api/customer/cart/${cart.body.id}/items`).expect(200);
    expect(res.headers['content-range']).toBe('cart-items 0-1/2');
    expect(res.body.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);

    const other = await t.signedIn('customer');
    await add({ productId: product.id, quantity: 1 }, other.agent).expect(201);
    await other.agent.get(`/api/customer/cart/${cart.body.id}/items`).expect(404);
  });

  it("answers 404 for another customer's cart item, and changes nothing", async () => {
    const other = await t.signedIn('customer');
    const theirs = await add({ productId: product.id, quantity: 3 }, other.agent).expect(201);
    const itemId = theirs.body.items[0].id;
    await customer.put(`/api/customer/cart/items/${itemId}`).send({ quantity: 1 }).expect(404);
    await customer.delete(`/api/customer/cart/items/${itemId}`).expect(404);
    expect(await rows(other.user.id)).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 3 }]);
  });

  it('keeps one cart and one line when the same product is added twice at once', async () => {
    await Promise.all([add({ productId: product.id, quantity: 2 }), add({ productId: product.id, quantity: 3 })]);
    expect(await rows()).toEqual([{ shop_id: shop.id, product_id: product.id, quantity: 5 }]);
  });

  describe('while the cart is being deleted', () => {
    const ROUNDS = 8;
    let other: Product;
    beforeEach(async () => {
      other = await fixtures.createProduct(shop.id, { name: 'Amul Butter', discountedPrice: 56_00 });
    });

    it('adds to a new cart when the last item is removed at the same moment, never a 500', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const cart = await add({ productId: product.id, quantity: 1 }).expect(201);
        const [removed, added] = await Promise.all([
          customer.delete(`/api/customer/cart/items/${cart.body.items[0].id}`),
          add({ productId: other.id, quantity: 2 }),
        ]);
        expect([removed.status, added.status]).toEqual([200, 201]);
        expect(await rows()).toEqual([{ shop_id: shop.id, product_id: other.id, quantity: 2 }]);
        await customer.delete('/api/customer/cart').expect(200);
      }
    });

    it('adds to the cart or to a new one when a checkout empties it at the same moment, never a 500', async () => {
      const customerAddressId = await addressOf(customer);
      for (let round = 0; round < ROUNDS; round++) {
        await add({ productId: product.id, quantity: 1 }).expect(201);
        const [placed, added] = await Promise.all([
          customer.post('/api/customer/orders').send({ customerAddressId, paymentMethod: 'cash_on_delivery' }),
          add({ productId: other.id, quantity: 2 }),
        ]);
        expect([placed.status, added.status]).toEqual([201, 201]);
        const ordered = placed.body.orderItems.map((item: { product: { name: string } }) => item.product.name);
        const inCart = await rows();
        // The add went in before the checkout (the order holds it) or after (a new cart holds it).
        if (ordered.includes('Amul Butter')) expect(inCart).toEqual([]);
        else expect(inCart).toEqual([{ shop_id: shop.id, product_id: other.id, quantity: 2 }]);
        await customer.delete('/api/customer/cart').expect(200);
      }
    });
  });

  it('is for customers only', async () => {
    await t.anonymous().get('/api/customer/cart').expect(401);
    const { agent: shopkeeper } = await t.signedIn('shopkeeper');
    await shopkeeper.get('/api/customer/cart').expect(403);
    await shopkeeper.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(403);
  });
});
