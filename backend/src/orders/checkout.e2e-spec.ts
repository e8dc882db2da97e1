import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { addressOf, HOME_ADDRESS } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

describe('checkout', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let dataSource: DataSource;
  let customer: Agent;
  let customerUser: TestUser;
  let shop: Shop;
  let product: Product;
  let addressId: string;

  const orderRows = (customerId = customerUser.id) =>
    dataSource.query('SELECT id, status, final_amount FROM orders WHERE customer_id = $1', [customerId]);
  const cartRows = () =>
    dataSource.query('SELECT i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = $1', [
      customerUser.id,
    ]);
  const addToCart = (productId: string, quantity: number) =>
    customer.post('/api/customer/cart/items').send({ productId, quantity }).expect(201);
  const checkout = (body: object = {}, agent = customer) =>
    agent
      .post('/api/customer/orders')
      .send({ customerAddressId: addressId, paymentMethod: 'cash_on_delivery', ...body });

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await t.signedIn('customer');
    customer = signedIn.agent;
    customerUser = signedIn.user;
    await dataSource.query('UPDATE users SET phone = $1 WHERE id = $2', ['+91 98290 22222', customerUser.id]);
    shop = (await fixtures.createShop({ name: 'Sharma General Store' })).shop;
    product = await fixtures.createProduct(shop.id, { name: 'Aashirvaad Atta', discountedPrice: 99_00 });
    addressId = await addressOf(customer);
  });

  it('places the order from the cart, keeps a copy of address and products, and empties the cart', async () => {
    await addToCart(product.id, 2);
    const res = await checkout().expect(201);
    const createdAt = new Date(res.body.createdAt).getTime();
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: res.body.createdAt,
      customerId: customerUser.id,
      shopId: shop.id,
      paymentMethod: 'cash_on_delivery',
      payment: {
        method: 'cash_on_delivery',
        timing: 'at_door',
        status: 'unpaid',
        paidWith: null,
        utr: null,
        customerUtr: null,
        paidAt: null,
        amountPaid: '0.00',
        amountDue: '228.00',
        refundDue: '0.00',
        upiLink: null,
      },
      totalAmount: '188.57',
      gstAmount: '9.43',
      deliveryCharges: '30.00',
      finalAmount: '228.00',
      customerAddress: HOME_ADDRESS,
      shop: { id: shop.id, name: 'Sharma General Store', phone: shop.phone },
      customer: { id: customerUser.id, name: customerUser.name, phone: '+91 98290 22222' },
      orderItems: [
        {
          id: expect.any(String),
          quantity: 2,
          unitPrice: '99.00',
          totalPrice: '198.00',
          gstAmount: '9.43',
          fulfillmentStatus: 'pending',
          product: { id: product.id, name: 'Aashirvaad Atta' },
          substitution: null,
          substitutable: false,
        },
      ],
      substitutionPreference: 'call-me',
      timeline: [
        {
          status: 'pending',
          changedAt: res.body.createdAt,
          role: 'customer',
          reasonCode: null,
          reason: null,
          event: null,
        },
      ],
      cancellableUntil: new Date(createdAt + 30 * 60_000).toISOString(),
      review: null,
      nextStatuses: ['cancelled'],
      itemsChangeable: false,
      rateable: false,
      acceptBy: new Date(createdAt + 10 * 60_000).toISOString(),
      // The home address has no location: 20 minutes of preparation and 15 of travel.
      promisedBy: new Date(createdAt + 46 * 60_000).toISOString(),
      late: false,
      deliveryCode: null,
      deliveryCodeLocked: false,
      cancelReasons: [
        { code: 'customer-changed-mind', label: 'Customer changed their mind', noteRequired: false },
        { code: 'ordered-by-mistake', label: 'Ordered by mistake', noteRequired: false },
        { code: 'other', label: 'Other', noteRequired: true },
      ],
      invoiceNumber: null,
      replacementOf: null,
      claimableReasons: [],
      creditNotes: [],
    });
    expect(await cartRows()).toEqual([]);
    expect((await customer.get('/api/customer/cart').expect(200)).body.id).toBeNull();

    // Later edits of the product and the address change nothing in the order.
    await dataSource.query('UPDATE products SET name = $1, discounted_price = 50 WHERE id = $2', [
      'Renamed',
      product.id,
    ]);
    await customer.delete(`/api/customer/addresses/${addressId}`).expect(204);
    const again = await customer.get(`/api/customer/orders/${res.body.id}`).expect(200);
    expect(again.body.orderItems[0]).toMatchObject({ unitPrice: '99.00', product: { name: 'Aashirvaad Atta' } });
    expect(again.body.customerAddress).toEqual(HOME_ADDRESS);
  });

  it('prices 3 × 33.33 at 18% exactly, GST included and excluded', async () => {
    const included = await fixtures.createProduct(shop.id, { discountedPrice: 33_33, gstPercentage: 18_00 });
    const excluded = await fixtures.createProduct(shop.id, {
      discountedPrice: 33_33,
      gstPercentage: 18_00,
      gstIncluded: false,
    });
    await addToCart(included.id, 3);
    await addToCart(excluded.id, 3);
    const res = await checkout({ cart: { totalAmount: '184.73', totalGstAmount: '33.25', finalTotal: 247.98 } }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      totalAmount: '184.73',
      gstAmount: '33.25',
      deliveryCharges: '30.00',
      finalAmount: '247.98',
    });
    expect(
      res.body.orderItems.map((i: { unitPrice: string; totalPrice: string; gstAmount: string }) => [
        i.unitPrice,
        i.totalPrice,
        i.gstAmount,
      ]),
    ).toEqual([
      ['33.33', '99.99', '15.25'],
      ['33.33', '99.99', '18.00'],
    ]);
    expect(await orderRows()).toEqual([{ id: res.body.id, status: 'pending', final_amount: '247.98' }]);
  });

  it('refuses tampered totals with 409 carrying the server totals, and makes no order', async () => {
    await addToCart(product.id, 2);
    const res = await checkout({
      cart: { items: [], totalAmount: '188.57', totalGstAmount: '9.43', finalTotal: '1.00' },
    }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringContaining('check the new totals'),
      totals: { totalAmount: '188.57', gstAmount: '9.43', deliveryCharges: '30.00', finalAmount: '228.00' },
    });
    await checkout({ cart: { totalAmount: 100 } }).expect(409);
    await checkout({ cart: { totalAmount: '188.57', finalTotal: '228.01', finalAmount: '228.00' } }).expect(409);
    expect(await orderRows()).toEqual([]);
    expect(await cartRows()).toEqual([{ quantity: 2 }]);
  });

  it.each([
    [
      'an unknown payment method',
      { paymentMethod: 'card' },
      'paymentMethod must be cash_on_delivery, upi (online) or khata',
    ],
    ['no address', { customerAddressId: undefined }, 'customerAddressId must be one of your addresses'],
    ['an unknown field', { coupon: 'FREE' }, 'property coupon should not exist'],
    ['a client total that is no amount', { cart: { finalTotal: '12.345' } }, 'cart.finalTotal must be an amount'],
    ['a negative client total', { cart: { totalGstAmount: -1 } }, 'cart.totalGstAmount must be at least 0.00'],
    ['a cart that is no object', { cart: 'full' }, 'cart must be an object'],
  ])('refuses %s with 400 and makes no order', async (_case, change, message) => {
    await addToCart(product.id, 1);
    const res = await checkout(change).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await orderRows()).toEqual([]);
    expect(await cartRows()).toEqual([{ quantity: 1 }]);
  });

  it('reads only the totals of the client cart: other fields and null totals are ignored', async () => {
    await addToCart(product.id, 2);
    const cart = {
      items: [{ any: 'thing' }],
      shopId: 'x',
      totalAmount: '188.57',
      totalGstAmount: null,
      finalTotal: 228,
    };
    const res = await checkout({ cart }).expect(201);
    expect(res.body.finalAmount).toBe('228.00');
  });

  it('refuses an empty cart with 409', async () => {
    const res = await checkout().expect(409);
    expect(res.body.message).toBe('Your cart is empty. Please add items to place an order.');
  });

  it.each([
    ['the shop closed', 'UPDATE shops SET is_active = false WHERE id = $1', 'shop', 'is closed now.'],
    ['the shop was deleted', 'UPDATE shops SET deleted_at = now() WHERE id = $1', 'shop', 'no longer takes orders'],
    [
      'the product went out of stock',
      'UPDATE products SET is_in_stock = false WHERE id = $1',
      'product',
      'out of stock',
    ],
    ['the product was deleted', 'UPDATE products SET deleted_at = now() WHERE id = $1', 'product', 'no longer sold'],
  ])(
    'refuses the order with 409 when %s after it was added, and keeps the cart',
    async (_case, sql, target, message) => {
      await addToCart(product.id, 1);
      await dataSource.query(sql, [target === 'shop' ? shop.id : product.id]);
      const res = await checkout().expect(409);
      expect(res.body.message).toContain(message);
      expect(await orderRows()).toEqual([]);
      expect(await cartRows()).toEqual([{ quantity: 1 }]);
    },
  );

  it("answers 404 for another customer's address", async () => {
    const other = await t.signedIn('customer');
    const theirs = await addressOf(other.agent);
    await addToCart(product.id, 1);
    await checkout({ customerAddressId: theirs }).expect(404);
    expect(await orderRows()).toEqual([]);
  });

  it('answers the first order again for the same Idempotency-Key, making one row', async () => {
    await addToCart(product.id, 1);
    const first = await checkout().set('Idempotency-Key', 'checkout-1').expect(201);
    const again = await checkout().set('Idempotency-Key', 'checkout-1').expect(201);
    expect(again.body).toEqual(first.body);
    expect(await orderRows()).toHaveLength(1);

    // Another customer's identical key is theirs alone.
    const other = await t.signedIn('customer');
    await other.agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    const theirs = await other.agent
      .post('/api/customer/orders')
      .set('Idempotency-Key', 'checkout-1')
      .send({ customerAddressId: await addressOf(other.agent), paymentMethod: 'cash_on_delivery' })
      .expect(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('refuses an Idempotency-Key longer than 100 characters with 400', async () => {
    await addToCart(product.id, 1);
    await checkout().set('Idempotency-Key', 'k'.repeat(101)).expect(400);
    await checkout().set('Idempotency-Key', 'k'.repeat(100)).expect(201);
  });

  it('makes exactly one order from ten concurrent checkouts of one cart', async () => {
    await addToCart(product.id, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const request = checkout();
        return (i % 2 === 0 ? request.set('Idempotency-Key', `attempt-${i}`) : request).then((res) => res);
      }),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.message).toContain('Your cart is empty');
    }
    expect(await orderRows()).toHaveLength(1);
  });

  it('answers one order to ten concurrent checkouts with the same Idempotency-Key', async () => {
    await addToCart(product.id, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkout()
          .set('Idempotency-Key', 'same-key')
          .then((res) => res),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((res) => res.body.id)).size).toBe(1);
    expect(await orderRows()).toHaveLength(1);
  });

  describe('phone', () => {
    const profilePhone = async () =>
      (await dataSource.query('SELECT phone FROM users WHERE id = $1', [customerUser.id]))[0].phone;

    it('saves the phone given at checkout to a profile without one, and shows it to the shop', async () => {
      await dataSource.query('UPDATE users SET phone = NULL WHERE id = $1', [customerUser.id]);
      await addToCart(product.id, 1);
      const res = await checkout({ phone: ' +91 94140 12345 ' }).expect(201);
      expect(res.body.customer).toEqual({ id: customerUser.id, name: customerUser.name, phone: '+91 94140 12345' });
      expect(await profilePhone()).toBe('+91 94140 12345');
      const keeper = await t.signedIn('shopkeeper');
      await dataSource.query('UPDATE shops SET shopkeeper_id = $1 WHERE id = $2', [keeper.user.id, shop.id]);
      const seen = await keeper.agent.get(`/api/shopkeeper/orders/${res.body.id}`).expect(200);
      expect(seen.body.customer).toMatchObject({ name: customerUser.name, phone: '+91 94140 12345' });
    });

    it("keeps the profile's phone, and puts the one given on the order", async () => {
      await addToCart(product.id, 1);
      const res = await checkout({ phone: '+91 94140 12345' }).expect(201);
      expect(res.body.customer.phone).toBe('+91 94140 12345');
      expect(await profilePhone()).toBe('+91 98290 22222');
    });

    it('refuses a phone that is not a phone number with 400, and places nothing', async () => {
      await dataSource.query('UPDATE users SET phone = NULL WHERE id = $1', [customerUser.id]);
      await addToCart(product.id, 1);
      const res = await checkout({ phone: 'call me' }).expect(400);
      expect(res.body.message).toEqual([
        'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only.',
      ]);
      expect(await orderRows()).toEqual([]);
      expect(await profilePhone()).toBeNull();
      expect((await checkout({ phone: null }).expect(201)).body.customer.phone).toBeNull();
    });
  });

  it('is for customers only', async () => {
    await t.anonymous().post('/api/customer/orders').send({}).expect(401);
    const { agent: admin } = await t.signedIn('admin');
    await admin.post('/api/customer/orders').send({}).expect(403);
  });
});
