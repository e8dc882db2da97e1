import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Shop } from '../shops/shop.entity';

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TWO_DECIMALS = /^\d+\.\d\d$/;

describe("the admin's orders as CSV", () => {
  let t: TestApp;
  let admin: Agent;
  let formulaShop: Shop;
  let otherShop: Shop;
  let twoLines: OrderBody;
  let confirmed: OrderBody;

  const exportCsv = (filter?: object | string) =>
    admin
      .get('/api/admin/orders/csv')
      .query(filter === undefined ? {} : { filter: typeof filter === 'string' ? filter : JSON.stringify(filter) });
  const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const idsOf = async (filter: object) => rowsOf((await exportCsv(filter).expect(200)).text).map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
    formulaShop = (await fixtures.createShop({ name: '=HYPERLINK("http://evil.example") Kirana' })).shop;
    otherShop = (await fixtures.createShop()).shop;
    const atta = await fixtures.createProduct(formulaShop.id, { name: 'Atta', discountedPrice: 99_50 });
    const dal = await fixtures.createProduct(formulaShop.id, { name: 'Dal' });
    const salt = await fixtures.createProduct(otherShop.id, { name: 'Salt' });
    const { agent: customer } = await t.signedIn('customer', { name: '@Priya Sharma' });
    twoLines = await placeOrder(customer, [
      { productId: atta.id, quantity: 2 },
      { productId: dal.id, quantity: 1 },
    ]);
    confirmed = await placeOrder(customer, [{ productId: salt.id, quantity: 3 }]);
    await admin.put(`/api/admin/orders/${confirmed.id}`).send({ status: 'confirmed' }).expect(200);
  });
  afterAll(() => t.close());

  it('is for admins only: 401 without a session, 403 for a customer or a shopkeeper', async () => {
    await t.anonymous().get('/api/admin/orders/csv').expect(401);
    for (const role of ['customer', 'shopkeeper'] as const) {
      await (await t.signedIn(role)).agent.get('/api/admin/orders/csv').expect(403);
    }
  });

  it('answers a file with a header and one line per order: money with two decimals, dates in ISO 8601, formulas quoted', async () => {
    const res = await exportCsv().expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(res.text.split('\r\n')[0]).toBe(
      'id,createdAt,status,shopId,shopName,customerId,customerName,paymentMethod,itemCount,totalAmount,gstAmount,deliveryCharges,finalAmount',
    );
    const order = (await admin.get(`/api/admin/orders/${twoLines.id}`).expect(200)).body;
    const rows = rowsOf(res.text);
    expect(rows.map((row) => row.id)).toEqual([confirmed.id, twoLines.id]);
    expect(rows[1]).toEqual({
      id: order.id,
      createdAt: order.createdAt,
      status: 'pending',
      shopId: formulaShop.id,
      shopName: `'=HYPERLINK("http://evil.example") Kirana`,
      customerId: order.customerId,
      customerName: "'@Priya Sharma",
      paymentMethod: 'cash_on_delivery',
      itemCount: '2',
      totalAmount: order.totalAmount,
      gstAmount: order.gstAmount,
      deliveryCharges: order.deliveryCharges,
      finalAmount: order.finalAmount,
    });
    for (const row of rows) {
      expect(row.createdAt).toMatch(ISO_DATE_TIME);
      for (const amount of [row.totalAmount, row.gstAmount, row.deliveryCharges, row.finalAmount]) {
        expect(amount).toMatch(TWO_DECIMALS);
      }
    }
  });

  it("honours the order list's filter: status, shop, search and ids", async () => {
    expect(await idsOf({ status: 'confirmed' })).toEqual([confirmed.id]);
    expect(await idsOf({ shopId: formulaShop.id })).toEqual([twoLines.id]);
    expect(await idsOf({ shopId: otherShop.id, status: 'pending' })).toEqual([]);
    expect(await idsOf({ q: 'hyperlink' })).toEqual([twoLines.id]);
    expect(await idsOf({ id: [confirmed.id] })).toEqual([confirmed.id]);
    const empty = await exportCsv({ status: 'delivered' }).expect(200);
    expect(empty.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('refuses a hostile or malformed filter, and list parameters it does not take, with 400', async () => {
    for (const filter of [
      'not json',
      '[1]',
      '{"__proto__":{"status":"pending"}}',
      '{"deliveryCode":"1234"}',
      '{"status":{"$ne":"x"}}',
      '{"shopId":"not-an-id"}',
      `{"q":"${'x'.repeat(6000)}"}`,
    ]) {
      const res = await exportCsv(filter);
      expect([filter.slice(0, 40), res.status, res.headers['content-type']]).toEqual([
        filter.slice(0, 40),
        400,
        expect.stringContaining('application/json'),
      ]);
    }
    await admin.get('/api/admin/orders/csv').query({ sort: '["createdAt","ASC"]' }).expect(400);
  });

  it('writes every order once, newest first, however many batches it takes (ties on the time included)', async () => {
    const dataSource = t.app.get(DataSource);
    // 2,500 copies of one order, three to each microsecond-exact time: several batches, with ties at their edges.
    await dataSource.query(
      `INSERT INTO orders (customer_id, shop_id, status, payment_method, total_amount, gst_amount, delivery_charges,
         delivery_fee, final_amount, address_title, address_line, address_city, address_state, address_pincode,
         shop_name, shop_phone, customer_name, customer_phone, created_at)
       SELECT customer_id, shop_id, 'delivered', payment_method, total_amount, gst_amount, delivery_charges,
         delivery_fee, final_amount, address_title, address_line, address_city, address_state, address_pincode,
         shop_name, shop_phone, customer_name, customer_phone,
         timestamptz '2025-01-01 10:00:00.123456+00' - (g / 3) * interval '1.000001 second'
       FROM orders, generate_series(1, 2500) AS g WHERE id = $1`,
      [confirmed.id],
    );
    const rows = rowsOf((await exportCsv({ status: 'delivered' }).expect(200)).text);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2500);
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]).toMatchObject({ shopId: otherShop.id, itemCount: '0', finalAmount: confirmed.finalAmount });
  });
});
