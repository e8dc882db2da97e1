import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { deliverOrder, dispatchOrder, placeOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';

describe("invoice numbers: each shop's series per financial year", () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let shopkeeper: Agent;
  let shop: Shop;
  let product: Product;

  const invoicesOf = (shopId: string): Promise<{ order_id: string; serial: number; number: string }[]> =>
    t.app
      .get(DataSource)
      .query('SELECT order_id, serial, number FROM invoices WHERE shop_id = $1 ORDER BY serial', [shopId]);
  const invoiceNumberOf = async (orderId: string): Promise<string | null> =>
    (await customer.get(`/api/customer/orders/${orderId}`).expect(200)).body.invoiceNumber;
  const order = async () => (await placeOrder(customer, [{ productId: product.id, quantity: 1 }])).id;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    customer = (await t.signedIn('customer')).agent;
    const keeper = await t.signedIn('shopkeeper');
    shopkeeper = keeper.agent;
    shop = (await fixtures.createShop({}, keeper.user)).shop;
    product = await fixtures.createProduct(shop.id, { name: 'Atta' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('numbers 20 orders of a shop delivered at once 1 to 20, with no gap and no repeat', async () => {
    const orderIds: string[] = [];
    for (let count = 0; count < 20; count++) orderIds.push(await order());
    const codes: string[] = [];
    for (const id of orderIds) codes.push(await dispatchOrder(shopkeeper, customer, id));

    const deliveries = await Promise.all(
      orderIds.map((id, index) =>
        shopkeeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'delivered', deliveryCode: codes[index] }),
      ),
    );
    expect(deliveries.map((res) => res.status)).toEqual(orderIds.map(() => 200));

    const invoices = await invoicesOf(shop.id);
    expect(invoices.map((invoice) => invoice.serial)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(orderIds));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(20);
    for (const invoice of invoices) {
      expect(invoice.number).toMatch(new RegExp(`^INV-\\d{4}-${String(invoice.serial).padStart(6, '0')}$`));
      expect(await invoiceNumberOf(invoice.order_id)).toBe(invoice.number);
    }
  });

  it("keeps each shop's series apart", async () => {
    const first = await order();
    const other = await t.signedIn('shopkeeper');
    const otherShop = (await fixtures.createShop({}, other.user)).shop;
    const otherProduct = await fixtures.createProduct(otherShop.id, { name: 'Milk' });
    const second = (await placeOrder(customer, [{ productId: otherProduct.id, quantity: 1 }])).id;
    await deliverOrder(shopkeeper, customer, first);
    await deliverOrder(other.agent, customer, second);

    expect((await invoiceNumberOf(first))?.endsWith('-000001')).toBe(true);
    expect((await invoiceNumberOf(second))?.endsWith('-000001')).toBe(true);
  });

  it('starts a new series at 1 on 1 April in India, the time of supply being the delivery', async () => {
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    const at = (instant: string) => clock.mockReturnValue(new Date(instant));
    at('2026-03-31T10:00:00+05:30');
    const [march, april, later] = [await order(), await order(), await order()];
    const codes: string[] = [];
    for (const id of [march, april, later]) codes.push(await dispatchOrder(shopkeeper, customer, id));
    const deliver = (id: string, deliveryCode: string) =>
      shopkeeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'delivered', deliveryCode }).expect(200);

    at('2026-03-31T23:59:59.999+05:30');
    await deliver(march, codes[0]);
    at('2026-04-01T00:00:00+05:30');
    await deliver(april, codes[1]);
    at('2026-04-01T09:30:00+05:30');
    await deliver(later, codes[2]);

    expect([await invoiceNumberOf(march), await invoiceNumberOf(april), await invoiceNumberOf(later)]).toEqual([
      'INV-2526-000001',
      'INV-2627-000001',
      'INV-2627-000002',
    ]);
    const dateOf = async (id: string) =>
      (await pdfText((await downloadPdf(customer, `/api/customer/orders/${id}/invoice`)).body)).match(
        /^Date: .*$/m,
      )?.[0];
    expect(await dateOf(march)).toBe('Date: 31 Mar 2026');
    expect(await dateOf(april)).toBe('Date: 1 Apr 2026');
    const counters = await t.app
      .get(DataSource)
      .query('SELECT financial_year, last_serial FROM invoice_counters WHERE shop_id = $1 ORDER BY 1', [shop.id]);
    expect(counters).toEqual([
      { financial_year: 2025, last_serial: 1 },
      { financial_year: 2026, last_serial: 2 },
    ]);
  });

  it('spends no number on a delivery that fails: a wrong code leaves the series as it was', async () => {
    const id = await order();
    const code = await dispatchOrder(shopkeeper, customer, id);
    const wrong = code === '0000' ? '1111' : '0000';
    await shopkeeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'delivered', deliveryCode: wrong }).expect(409);
    expect(await invoicesOf(shop.id)).toEqual([]);
    await shopkeeper.put(`/api/shopkeeper/orders/${id}`).send({ status: 'delivered', deliveryCode: code }).expect(200);
    expect((await invoicesOf(shop.id)).map((invoice) => invoice.serial)).toEqual([1]);
  });
});
