import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { addressOf, dispatchOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import type { Product } from '../products/product.entity';

/** Checkout on the shop's khata: pay later, within the limit the shop set (issue 33, point 4). */
describe('orders on the khata', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A shop selling Atta (₹99) and Salt (₹25), its shopkeeper, and a customer with a khata of `creditLimit` there. */
  const regular = async (creditLimit: string | null = '300.00') => {
    const keeper = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({}, keeper.user);
    const atta = await fixtures.createProduct(shop.id, { name: 'Atta', discountedPrice: 99_00 });
    const salt = await fixtures.createProduct(shop.id, { name: 'Salt', discountedPrice: 25_00 });
    const { agent: customer, user } = await t.signedIn('customer');
    const khata =
      creditLimit &&
      (await keeper.agent.post('/api/shopkeeper/khatas').send({ customer: user.username, creditLimit }).expect(201))
        .body;
    return { shop, atta, salt, shopkeeper: keeper.agent, customer, user, khata };
  };

  const onKhata = async (customer: Agent, products: Product[], status = 201) => {
    for (const product of products) {
      await customer.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    }
    const customerAddressId = await addressOf(customer);
    return customer.post('/api/customer/orders').send({ customerAddressId, paymentMethod: 'khata' }).expect(status);
  };

  /** The khata's balance, and the sum of its entries, in paise: always the same. */
  const ledgerOf = async (khataId: string) => {
    const [row] = await dataSource.query(
      `SELECT k.balance * 100 AS balance, (SELECT COALESCE(SUM(e.amount), 0) * 100 FROM khata_entries e WHERE e.khata_id = k.id) AS entries
         FROM khatas k WHERE k.id = $1`,
      [khataId],
    );
    expect(Number(row.balance)).toBe(Number(row.entries));
    return Number(row.balance);
  };

  it('puts the order on the khata, paid for all that the shop sees, until the limit', async () => {
    const { customer, atta, khata, shop } = await regular('300.00');
    const first = (await onKhata(customer, [atta])).body;
    expect(first.paymentMethod).toBe('khata');
    expect(first.payment).toMatchObject({
      method: 'khata',
      timing: 'later',
      status: 'on_khata',
      amountDue: '0.00',
      upiLink: null,
    });
    expect(await ledgerOf(khata.id)).toBe(Math.round(Number(first.finalAmount) * 100));
    await onKhata(customer, [atta]);
    const refused = await onKhata(customer, [atta], 409);
    expect(refused.body.message).toContain(`over its limit of ₹300.00`);
    expect(refused.body.message).toContain(shop.name);
    const [{ count }] = await dataSource.query('SELECT COUNT(*)::int AS count FROM orders WHERE shop_id = $1', [
      shop.id,
    ]);
    expect(count).toBe(2);
    expect((await customer.get('/api/customer/cart').expect(200)).body.itemCount).toBe(1);
    const seen = (await customer.get(`/api/customer/khatas/${khata.id}`).expect(200)).body;
    expect(seen.balance).toBe((Number(first.finalAmount) * 2).toFixed(2));
  });

  it('makes one order of 10 parallel checkouts of one cart, and the khata holds that one', async () => {
    const { customer, atta, khata } = await regular('1000.00');
    await customer.post('/api/customer/cart/items').send({ productId: atta.id, quantity: 1 }).expect(201);
    const customerAddressId = await addressOf(customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        customer.post('/api/customer/orders').send({ customerAddressId, paymentMethod: 'khata' }),
      ),
    );
    const placed = answers.filter((res) => res.status === 201);
    expect(placed).toHaveLength(1);
    expect(answers.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    expect(await ledgerOf(khata.id)).toBe(Math.round(Number(placed[0].body.finalAmount) * 100));
  });

  it('refuses pay-later without a khata at the shop, or on a frozen one, with 409, and places nothing', async () => {
    const stranger = await regular(null);
    const none = await onKhata(stranger.customer, [stranger.atta], 409);
    expect(none.body.message).toContain(`You have no khata at ${stranger.shop.name}`);
    const frozen = await regular('300.00');
    await frozen.shopkeeper.put(`/api/shopkeeper/khatas/${frozen.khata.id}`).send({ frozen: true }).expect(200);
    const refused = await onKhata(frozen.customer, [frozen.atta], 409);
    expect(refused.body.message).toContain('is frozen');
    expect(await ledgerOf(frozen.khata.id)).toBe(0);
  });

  it('follows the order: an item not supplied lowers what it owes, a cancellation takes it off', async () => {
    const { customer, shopkeeper, atta, salt, khata } = await regular('500.00');
    const order = (await onKhata(customer, [atta, salt])).body;
    const full = Math.round(Number(order.finalAmount) * 100);
    expect(await ledgerOf(khata.id)).toBe(full);
    const saltLine = order.orderItems.find((item: { product: { name: string } }) => item.product.name === 'Salt');
    const lowered = (
      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}/items/${saltLine.id}/fulfillment`)
        .send({ fulfillmentStatus: 'not fulfillable' })
        .expect(200)
    ).body;
    expect(await ledgerOf(khata.id)).toBe(Math.round(Number(lowered.finalAmount) * 100));
    await shopkeeper
      .put(`/api/shopkeeper/orders/${order.id}`)
      .send({ status: 'cancelled', cancelReason: 'items-not-available' })
      .expect(200);
    expect(await ledgerOf(khata.id)).toBe(0);
    const entries = await dataSource.query(
      'SELECT kind, amount * 100 AS amount FROM khata_entries WHERE khata_id = $1 ORDER BY number',
      [khata.id],
    );
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual(['order', 'correction', 'correction']);
  });

  it('stays on the khata when delivered, and counts in the ledger as takings on khata', async () => {
    const { customer, shopkeeper, atta, khata } = await regular('300.00');
    const order = (await onKhata(customer, [atta])).body;
    const code = await dispatchOrder(shopkeeper, customer, order.id);
    const delivered = (
      await shopkeeper
        .put(`/api/shopkeeper/orders/${order.id}`)
        .send({ status: 'delivered', deliveryCode: code })
        .expect(200)
    ).body;
    expect(delivered.payment).toMatchObject({ status: 'on_khata', paidWith: null });
    const ledger = (
      await shopkeeper
        .get('/api/shopkeeper/ledger')
        .query({ filter: JSON.stringify({ from: '2000-01-01' }) })
        .expect(200)
    ).body;
    expect(ledger).toMatchObject({ onKhata: order.finalAmount, paidInCash: '0.00', paidByUpi: '0.00' });
    expect(await ledgerOf(khata.id)).toBe(Math.round(Number(order.finalAmount) * 100));
  });
});
