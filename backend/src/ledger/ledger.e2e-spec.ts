import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { deliverOrder, placeOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { formatMoney, parseMoney } from '../common/money';
import { LEDGER_ORDER_CSV_COLUMNS } from '../orders/order-ledger.service';
import { LEDGER_CSV_COLUMNS } from './ledger.service';

/** 11:30 on 5 December 2026 in Asia/Kolkata: every delivery below is in the past. */
const NOW = new Date('2026-12-05T06:00:00.000Z');
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const ALL_TIME = { from: '2000-01-01' };
/** PLATFORM_COMMISSION_PERCENT of the test app: 1.5%. */
const PLATFORM_RATE = 1_50;

/** An order as its shop reads it: the parts the ledger adds up. */
interface OrderAnswer {
  id: string;
  status: string;
  invoiceNumber: string | null;
  totalAmount: string;
  gstAmount: string;
  deliveryCharges: string;
  finalAmount: string;
}

const paise = (amount: string) => parseMoney(amount)!;
/** The commission on a taxable value at a rate in hundredths of a percent, rounded half up: worked out here, not by the server. */
const commissionOn = (taxable: string, rate: number) => Math.floor((paise(taxable) * rate + 5000) / 10000);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('the commission ledger', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let clock: jest.SpyInstance<Date, []>;
  let admin: Agent;

  /** A new shop of a new signed-in shopkeeper, at its own commission rate when one is given, and a customer of it. */
  const openShop = async (commissionRate?: string) => {
    const keeper = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ name: `Kirana ${randomUUID().slice(0, 6)}` }, keeper.user);
    if (commissionRate !== undefined) {
      await admin.put(`/api/admin/shops/${shop.id}/commission`).send({ commissionRate }).expect(200);
    }
    const customer = (await t.signedIn('customer')).agent;
    return { shop, shopkeeper: keeper.agent, customer };
  };
  type OpenShop = Awaited<ReturnType<typeof openShop>>;

  /** Places an order at `at` and, unless `deliver` is false, has its shop deliver it then; answers it as the shop reads it. */
  const orderAt = async (
    { shopkeeper, customer }: OpenShop,
    at: string,
    lines: { productId: string; quantity: number }[],
    { deliver = true } = {},
  ): Promise<OrderAnswer> => {
    clock.mockReturnValue(new Date(at));
    try {
      const placed = await placeOrder(customer, lines);
      if (deliver) await deliverOrder(shopkeeper, customer, placed.id);
      return (await shopkeeper.get(`/api/shopkeeper/orders/${placed.id}`).expect(200)).body;
    } finally {
      clock.mockReturnValue(NOW);
    }
  };
  const filterOf = (period: object) => ({ filter: JSON.stringify(period) });
  const shopLedger = async (agent: Agent, path: string, period: object = NOVEMBER) =>
    (await agent.get(path).query(filterOf(period)).expect(200)).body;
  const ledgerOrders = async (agent: Agent, path: string, period: object = NOVEMBER) =>
    (
      await agent
        .get(path)
        .query({ ...filterOf(period), sort: '["deliveredAt","ASC"]' })
        .expect(200)
    ).body;

  beforeAll(async () => {
    t = await createTestApp({ platformCommissionRate: PLATFORM_RATE });
    fixtures = catalogueFixtures(t);
    clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());

  describe('figures', () => {
    let setup: OpenShop;
    /** The orders delivered in November, as their shop reads them. */
    let november: OrderAnswer[];
    let octoberLastMinute: OrderAnswer;

    beforeAll(async () => {
      setup = await openShop('2.5');
      const { shop, shopkeeper, customer } = setup;
      const atta = await fixtures.createProduct(shop.id, {
        discountedPrice: 99_00,
        gstPercentage: 5_00,
        gstIncluded: true,
      });
      const ghee = await fixtures.createProduct(shop.id, {
        originalPrice: 500_00,
        discountedPrice: 500_00,
        gstPercentage: 12_00,
        gstIncluded: false,
      });
      const salt = await fixtures.createProduct(shop.id, { discountedPrice: 28_35, gstPercentage: 0 });
      const one = (product: { id: string }, quantity = 1) => [{ productId: product.id, quantity }];

      const twoAtta = await orderAt(setup, '2026-11-05T06:00:00Z', one(atta, 2));
      // Ghee could not be supplied: the order delivers the atta alone, and its amounts say so.
      const partlyFulfilled = await (async () => {
        clock.mockReturnValue(new Date('2026-11-10T06:00:00Z'));
        const placed = await placeOrder(customer, [...one(atta), ...one(ghee)]);
        await shopkeeper
          .put(`/api/shopkeeper/orders/${placed.id}/items/${placed.orderItems[1].id}/fulfillment`)
          .send({ fulfillmentStatus: 'not fulfillable' })
          .expect(200);
        await deliverOrder(shopkeeper, customer, placed.id);
        clock.mockReturnValue(NOW);
        return (await shopkeeper.get(`/api/shopkeeper/orders/${placed.id}`).expect(200)).body as OrderAnswer;
      })();
      octoberLastMinute = await orderAt(setup, '2026-10-31T18:29:59Z', one(salt)); // 23:59:59 on 31 Oct in Kolkata
      const novemberFirstMinute = await orderAt(setup, '2026-10-31T18:30:00Z', one(salt, 3)); // 00:00 on 1 Nov
      const novemberLastMinute = await orderAt(setup, '2026-11-30T18:29:59Z', one(ghee)); // 23:59:59 on 30 Nov
      await orderAt(setup, '2026-11-30T18:30:00Z', one(salt)); // 00:00 on 1 Dec: after the period
      await orderAt(setup, '2026-11-12T06:00:00Z', one(ghee, 2), { deliver: false }); // pending: not revenue
      const cancelled = await orderAt(setup, '2026-11-13T06:00:00Z', one(atta), { deliver: false });
      await shopkeeper.put(`/api/shopkeeper/orders/${cancelled.id}`).send({ status: 'cancelled' }).expect(200);
      // An admin sets a pending order complete straight away: revenue from that moment, without an invoice.
      const setComplete = await orderAt(setup, '2026-11-15T06:00:00Z', one(salt, 2), { deliver: false });
      clock.mockReturnValue(new Date('2026-11-15T07:00:00Z'));
      await admin.put(`/api/admin/orders/${setComplete.id}`).send({ status: 'complete' }).expect(200);
      // Delivered, then completed by its shop: counted once, on the day it was delivered.
      const completed = await orderAt(setup, '2026-11-20T06:00:00Z', one(atta, 3));
      clock.mockReturnValue(new Date('2026-11-21T06:00:00Z'));
      await shopkeeper.put(`/api/shopkeeper/orders/${completed.id}`).send({ status: 'complete' }).expect(200);
      clock.mockReturnValue(NOW);
      const reread = (order: OrderAnswer) => shopkeeper.get(`/api/shopkeeper/orders/${order.id}`).expect(200);
      november = await Promise.all(
        [twoAtta, partlyFulfilled, novemberFirstMinute, novemberLastMinute, setComplete, completed].map(
          async (order) => (await reread(order)).body as OrderAnswer,
        ),
      );
    });

    it("adds up exactly what the shop's delivered orders of the period say, each at the commission rate it was delivered at", async () => {
      const { shop, shopkeeper } = setup;
      const ledger = await shopLedger(shopkeeper, '/api/shopkeeper/ledger');
      const opening = commissionOn(octoberLastMinute.totalAmount, 2_50);
      const due = sum(november.map((order) => commissionOn(order.totalAmount, 2_50)));
      expect(ledger).toEqual({
        ...NOVEMBER,
        shopId: shop.id,
        shopName: shop.name,
        shopDeleted: false,
        commissionRate: '2.50',
        deliveredOrders: 6,
        cashCollected: formatMoney(sum(november.map((order) => paise(order.finalAmount)))),
        // Cash on delivery, every one: the delivery (or an admin's complete) is the payment.
        paidInCash: formatMoney(sum(november.map((order) => paise(order.finalAmount)))),
        paidByUpi: '0.00',
        onKhata: '0.00',
        taxableValue: formatMoney(sum(november.map((order) => paise(order.totalAmount)))),
        gst: formatMoney(sum(november.map((order) => paise(order.gstAmount)))),
        deliveryCharges: formatMoney(sum(november.map((order) => paise(order.deliveryCharges)))),
        commissionDue: formatMoney(due),
        // No refund or credit note this month.
        refundsPaid: '0.00',
        creditNotes: 0,
        taxableValueCredited: '0.00',
        gstCredited: '0.00',
        commissionReversed: '0.00',
        settled: '0.00',
        openingBalance: formatMoney(opening),
        balance: formatMoney(opening + due),
      });
      expect(await shopLedger(admin, `/api/admin/shops/${shop.id}/ledger`)).toEqual(ledger);
      const line = (await shopLedger(admin, '/api/admin/ledger')).shops.find(
        (row: { shopId: string }) => row.shopId === shop.id,
      );
      expect({ ...NOVEMBER, ...line }).toEqual(ledger);
    });

    it('lists each order it counts with its own amounts, and its commission rounded half up to the paisa', async () => {
      const { shop, shopkeeper } = setup;
      const res = await shopkeeper
        .get('/api/shopkeeper/ledger/orders')
        .query({ ...filterOf(NOVEMBER), sort: '["deliveredAt","ASC"]', range: '[0,3]' })
        .expect(200);
      expect(res.headers['content-range']).toBe('ledger-orders 0-3/6');
      const all = await ledgerOrders(shopkeeper, '/api/shopkeeper/ledger/orders');
      expect(all.slice(0, 4)).toEqual(res.body);
      expect(all.map((order: { id: string }) => order.id).sort()).toEqual(november.map((order) => order.id).sort());
      for (const order of november) {
        expect(all.find((row: { id: string }) => row.id === order.id)).toEqual({
          id: order.id,
          invoiceNumber: order.invoiceNumber,
          deliveredAt: expect.stringMatching(/^2026-1[01]-\d\dT/),
          status: order.status,
          customerName: expect.any(String),
          taxableValue: order.totalAmount,
          gst: order.gstAmount,
          deliveryCharges: order.deliveryCharges,
          cashCollected: order.finalAmount,
          commissionRate: '2.50',
          commission: formatMoney(commissionOn(order.totalAmount, 2_50)),
        });
      }
      expect(all.filter((order: OrderAnswer) => order.invoiceNumber === null)).toHaveLength(1);
      expect(await ledgerOrders(admin, `/api/admin/shops/${shop.id}/ledger/orders`)).toEqual(all);
    });

    it("agrees to the paisa with the dashboards' revenue of all time", async () => {
      const { shopkeeper } = setup;
      const dashboard = (await shopkeeper.get('/api/shopkeeper/dashboard').expect(200)).body;
      const allTime = await shopLedger(shopkeeper, '/api/shopkeeper/ledger', ALL_TIME);
      expect(allTime.cashCollected).toBe(dashboard.revenueAllTime);
      expect(allTime.deliveredOrders).toBe(8);

      const [adminDashboard, ledger] = await Promise.all([
        admin.get('/api/admin/dashboard').expect(200),
        shopLedger(admin, '/api/admin/ledger', ALL_TIME),
      ]);
      expect(ledger.totals.cashCollected).toBe(adminDashboard.body.revenue);
      const shopsCash = sum(ledger.shops.map((row: { cashCollected: string }) => paise(row.cashCollected)));
      expect(formatMoney(shopsCash)).toBe(ledger.totals.cashCollected);
    });

    it("exports the period's orders as CSV, oldest first, as the list answers them", async () => {
      const { shop, shopkeeper } = setup;
      const listed = await ledgerOrders(shopkeeper, '/api/shopkeeper/ledger/orders');
      const res = await shopkeeper.get('/api/shopkeeper/ledger/csv').query(filterOf(NOVEMBER)).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="ledger-orders-2026-11-01-to-2026-11-30.csv"',
      );
      expect(res.text.split('\r\n')[0]).toBe(LEDGER_ORDER_CSV_COLUMNS.join(','));
      const asText = (order: Record<string, unknown>) =>
        Object.fromEntries(LEDGER_ORDER_CSV_COLUMNS.map((column) => [column, String(order[column] ?? '')]));
      expect(rowsOf(res.text)).toEqual(listed.map(asText));
      const adminCsv = await admin.get(`/api/admin/shops/${shop.id}/ledger/csv`).query(filterOf(NOVEMBER)).expect(200);
      expect(adminCsv.text).toBe(res.text);
    });

    it('exports every shop of the ledger as CSV, a line each as the ledger answers it', async () => {
      const { shop } = setup;
      const ledger = await shopLedger(admin, '/api/admin/ledger');
      const res = await admin.get('/api/admin/ledger/csv').query(filterOf(NOVEMBER)).expect(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="ledger-2026-11-01-to-2026-11-30.csv"');
      expect(res.text.split('\r\n')[0]).toBe(LEDGER_CSV_COLUMNS.join(','));
      const rows = rowsOf(res.text);
      expect(rows).toHaveLength(ledger.shops.length);
      const line = ledger.shops.find((row: { shopId: string }) => row.shopId === shop.id);
      expect(rows.find((row) => row.shopId === shop.id)).toEqual(
        Object.fromEntries(LEDGER_CSV_COLUMNS.map((column) => [column, String(line[column])])),
      );
    });

    it('counts the current month of Asia/Kolkata when no period is given', async () => {
      const { shopkeeper } = setup;
      const ledger = (await shopkeeper.get('/api/shopkeeper/ledger').expect(200)).body;
      expect(ledger).toMatchObject({ from: '2026-12-01', to: '2026-12-31', deliveredOrders: 1 });
    });
  });

  describe('rates', () => {
    it("rounds each order's commission half up to the paisa, then adds them: two orders of 1.00 at 2.5% owe 0.06", async () => {
      const setup = await openShop('2.5');
      const penny = await fixtures.createProduct(setup.shop.id, { discountedPrice: 1_00, gstPercentage: 0 });
      for (const at of ['2026-11-02T06:00:00Z', '2026-11-03T06:00:00Z']) {
        await orderAt(setup, at, [{ productId: penny.id, quantity: 1 }]);
      }
      const ledger = await shopLedger(setup.shopkeeper, '/api/shopkeeper/ledger');
      expect(ledger).toMatchObject({ taxableValue: '2.00', commissionDue: '0.06', balance: '0.06' });
      const orders = await ledgerOrders(setup.shopkeeper, '/api/shopkeeper/ledger/orders');
      expect(orders.map((order: { commission: string }) => order.commission)).toEqual(['0.03', '0.03']);
    });

    it('keeps the rate an order was delivered at when the admin changes the rate later', async () => {
      const setup = await openShop('2.5');
      const product = await fixtures.createProduct(setup.shop.id, {
        originalPrice: 1000_00,
        discountedPrice: 1000_00,
        gstPercentage: 0,
      });
      const line = [{ productId: product.id, quantity: 1 }];
      await orderAt(setup, '2026-11-02T06:00:00Z', line);
      await admin.put(`/api/admin/shops/${setup.shop.id}/commission`).send({ commissionRate: 10 }).expect(200);
      await orderAt(setup, '2026-11-03T06:00:00Z', line);
      const backToDefault = await admin
        .put(`/api/admin/shops/${setup.shop.id}/commission`)
        .send({ commissionRate: null })
        .expect(200);
      expect(backToDefault.body).toMatchObject({ commissionRate: null, commissionRateInForce: '1.50' });
      await orderAt(setup, '2026-11-04T06:00:00Z', line);

      const orders = await ledgerOrders(setup.shopkeeper, '/api/shopkeeper/ledger/orders');
      expect(orders.map((order: { commissionRate: string; commission: string }) => order.commissionRate)).toEqual([
        '2.50',
        '10.00',
        '1.50',
      ]);
      expect(orders.map((order: { commission: string }) => order.commission)).toEqual(['25.00', '100.00', '15.00']);
      expect(await shopLedger(setup.shopkeeper, '/api/shopkeeper/ledger')).toMatchObject({
        commissionRate: '1.50',
        taxableValue: '3000.00',
        commissionDue: '140.00',
      });
    });

    it('charges a shop without a rate of its own PLATFORM_COMMISSION_PERCENT, and the shop answers which rate is in force', async () => {
      const setup = await openShop();
      const shopAnswer = (await admin.get(`/api/admin/shops/${setup.shop.id}`).expect(200)).body;
      expect(shopAnswer).toMatchObject({ commissionRate: null, commissionRateInForce: '1.50' });
      const own = (await setup.shopkeeper.get('/api/shopkeeper/shop').expect(200)).body;
      expect(own).toMatchObject({ commissionRate: null, commissionRateInForce: '1.50' });
      const product = await fixtures.createProduct(setup.shop.id, {
        originalPrice: 333_33,
        discountedPrice: 333_33,
        gstPercentage: 0,
      });
      await orderAt(setup, '2026-11-02T06:00:00Z', [{ productId: product.id, quantity: 1 }]);
      // 333.33 × 1.5% = 4.99995: 5.00.
      expect(await shopLedger(setup.shopkeeper, '/api/shopkeeper/ledger')).toMatchObject({
        commissionRate: '1.50',
        commissionDue: '5.00',
      });
    });

    it('lets a shop edit send its commission rate back unchanged, and refuses a change there', async () => {
      const { shop } = await openShop('4');
      const answer = (await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body;
      await admin.put(`/api/admin/shops/${shop.id}`).send(answer).expect(200);
      const res = await admin.put(`/api/admin/shops/${shop.id}`).send({ commissionRate: '5.00' }).expect(400);
      expect(res.body.message).toEqual(['commissionRate cannot be changed']);
    });

    it('refuses a rate that is no percentage from 0 to 100 with two decimals, with 400', async () => {
      const { shop } = await openShop();
      const path = `/api/admin/shops/${shop.id}/commission`;
      for (const commissionRate of ['100.01', -1, '2.505', 'two', '', true, [5], { rate: 5 }, 1e21]) {
        const res = await admin.put(path).send({ commissionRate }).expect(400);
        expect(res.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^commissionRate must be/)]));
      }
      await admin.put(path).send({}).expect(400);
      await admin.put(path).send({ commissionRate: 5, extra: 1 }).expect(400);
      await admin.put(path).send({ commissionRate: '100' }).expect(200);
      await admin.put(path).send({ commissionRate: 0 }).expect(200);
      await admin.put(`/api/admin/shops/${randomUUID()}/commission`).send({ commissionRate: 5 }).expect(404);
    });
  });

  describe('settlements', () => {
    let setup: OpenShop;
    let other: OpenShop;
    const record = (fields: object) => admin.post('/api/admin/settlements').send(fields);

    beforeAll(async () => {
      setup = await openShop('10');
      other = await openShop('10');
      const product = await fixtures.createProduct(setup.shop.id, {
        originalPrice: 1000_00,
        discountedPrice: 1000_00,
        gstPercentage: 0,
      });
      for (const at of ['2026-10-15T06:00:00Z', '2026-11-10T06:00:00Z']) {
        await orderAt(setup, at, [{ productId: product.id, quantity: 1 }]);
      }
      const shopId = setup.shop.id;
      await record({ shopId, amount: '60', settledOn: '2026-10-20', reference: 'UTR-1' }).expect(201);
      await record({ shopId, amount: 30, settledOn: '2026-11-15', reference: 'UTR-2', note: 'Part of October' }).expect(
        201,
      );
      await record({ shopId, amount: '5.00', settledOn: '2026-12-02', reference: 'UTR-3' }).expect(201);
      await record({ shopId: other.shop.id, amount: '7.00', settledOn: '2026-11-16', reference: 'UTR-2' }).expect(201);
    });

    it('answers the settlement recorded', async () => {
      const res = await record({
        shopId: other.shop.id,
        amount: '12.50',
        settledOn: '2026-12-05',
        reference: '  Receipt 17  ',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        shopId: other.shop.id,
        shopName: other.shop.name,
        amount: '12.50',
        settledOn: '2026-12-05',
        reference: 'Receipt 17',
        note: null,
        createdAt: NOW.toISOString(),
      });
    });

    it('records each settlement and each commission rate set in the audit trail, with who did it; a refused one leaves no row', async () => {
      const entriesOf = async (filter: object) =>
        (
          await admin
            .get('/api/admin/audit-log')
            .query({ filter: JSON.stringify(filter) })
            .expect(200)
        ).body;
      const recorded = await record({
        shopId: other.shop.id,
        amount: '3.00',
        settledOn: '2026-11-01',
        reference: 'UTR-AUDIT',
      }).expect(201);
      expect(await entriesOf({ entityId: recorded.body.id })).toEqual([
        expect.objectContaining({
          actorRole: 'admin',
          action: 'settlement.recorded',
          entityType: 'settlement',
          entityName: `${other.shop.name}, UTR-AUDIT`,
          before: null,
          after: {
            shopId: other.shop.id,
            shopName: other.shop.name,
            amount: '3.00',
            settledOn: '2026-11-01',
            reference: 'UTR-AUDIT',
            note: null,
          },
        }),
      ]);
      const settlementsRecorded = (await entriesOf({ action: 'settlement.recorded' })).length;
      await record({ shopId: other.shop.id, amount: '4.00', settledOn: '2026-11-01', reference: 'UTR-AUDIT' }).expect(
        409,
      );
      expect(await entriesOf({ action: 'settlement.recorded' })).toHaveLength(settlementsRecorded);

      const rateSet = await entriesOf({ action: 'shop.commission-changed', entityId: setup.shop.id });
      expect(rateSet).toEqual([
        expect.objectContaining({
          actorRole: 'admin',
          entityType: 'shop',
          before: { commissionRate: null },
          after: { commissionRate: '10.00' },
        }),
      ]);
    });

    it('takes the settlements off the balance: those before the period from the opening balance, those after it not at all', async () => {
      // 1,000.00 at 10% delivered in October and in November; 60.00 paid in October, 30.00 in November, 5.00 in December.
      const ledger = await shopLedger(setup.shopkeeper, '/api/shopkeeper/ledger');
      expect(ledger).toMatchObject({
        deliveredOrders: 1,
        commissionDue: '100.00',
        settled: '30.00',
        openingBalance: '40.00',
        balance: '110.00',
      });
      const toDate = await shopLedger(setup.shopkeeper, '/api/shopkeeper/ledger', {
        from: '2026-12-01',
        to: '2026-12-05',
      });
      expect(toDate).toMatchObject({
        openingBalance: '110.00',
        commissionDue: '0.00',
        settled: '5.00',
        balance: '105.00',
      });
    });

    it("shows a shopkeeper its own shop's settlements only", async () => {
      const res = await setup.shopkeeper.get('/api/shopkeeper/settlements').expect(200);
      expect(res.headers['content-range']).toBe('settlements 0-2/3');
      expect(res.body.map((settlement: { reference: string }) => settlement.reference)).toEqual([
        'UTR-3',
        'UTR-2',
        'UTR-1',
      ]);
      expect(res.body[1]).toMatchObject({ amount: '30.00', settledOn: '2026-11-15', note: 'Part of October' });
      const inNovember = await setup.shopkeeper
        .get('/api/shopkeeper/settlements')
        .query(filterOf(NOVEMBER))
        .expect(200);
      expect(inNovember.body.map((settlement: { reference: string }) => settlement.reference)).toEqual(['UTR-2']);
      const another = await setup.shopkeeper
        .get('/api/shopkeeper/settlements')
        .query(filterOf({ shopId: other.shop.id }))
        .expect(200);
      expect(another.body).toEqual([]);

      const forAdmin = await admin
        .get('/api/admin/settlements')
        .query(filterOf({ shopId: other.shop.id }))
        .expect(200);
      expect(forAdmin.body.map((settlement: { shopId: string }) => settlement.shopId)).toEqual(
        Array(forAdmin.body.length).fill(other.shop.id),
      );
    });

    it('records a reference once per shop: the same one again is 409 and changes nothing', async () => {
      const again = { shopId: setup.shop.id, amount: '30', settledOn: '2026-11-15', reference: 'UTR-2' };
      const res = await record(again).expect(409);
      expect(res.body.message).toBe('A settlement with the reference "UTR-2" is already recorded for this shop.');
      const listed = await admin
        .get('/api/admin/settlements')
        .query(filterOf({ shopId: setup.shop.id }))
        .expect(200);
      expect(listed.headers['content-range']).toBe('settlements 0-2/3');

      const twice = { ...again, shopId: other.shop.id, reference: 'UTR-twice' };
      const answers = await Promise.all([record(twice), record(twice)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const twiceListed = await admin
        .get('/api/admin/settlements')
        .query(filterOf({ shopId: other.shop.id, q: 'UTR-twice' }))
        .expect(200);
      expect(twiceListed.body).toHaveLength(1);
    });

    it('refuses a settlement that is not one with 400, and one of no shop with 404', async () => {
      const valid = { shopId: setup.shop.id, amount: '1.00', settledOn: '2026-11-01', reference: 'UTR-bad' };
      const refused: [object, RegExp][] = [
        [{ amount: 0 }, /^amount must be at least 0.01/],
        [{ amount: '-5' }, /^amount must be an amount/],
        [{ amount: '1.234' }, /^amount must be an amount/],
        [{ amount: null }, /^amount must be an amount/],
        [{ settledOn: '2026-12-06' }, /^settledOn must not be in the future/],
        [{ settledOn: '2026-02-30' }, /^settledOn must be a date/],
        [{ settledOn: 20261101 }, /^settledOn must be a date/],
        [{ reference: '   ' }, /^reference must be longer/],
        [{ reference: 'x'.repeat(101) }, /^reference must be shorter/],
        [{ note: 'x'.repeat(501) }, /^note must be shorter/],
        [{ shopId: 'not-a-shop' }, /^shopId must be the id of a shop/],
        [{ createdBy: randomUUID() }, /createdBy should not exist/],
      ];
      for (const [change, message] of refused) {
        const res = await record({ ...valid, ...change }).expect(400);
        expect(res.body.message).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
      }
      await record({ ...valid, shopId: randomUUID() }).expect(404);
    });

    it('keeps a deleted shop in the ledger while it still owes', async () => {
      const gone = await openShop('10');
      const product = await fixtures.createProduct(gone.shop.id, { discountedPrice: 50_00, gstPercentage: 0 });
      await orderAt(gone, '2026-11-20T06:00:00Z', [{ productId: product.id, quantity: 1 }]);
      const settledShop = await openShop();
      await admin.delete(`/api/admin/shops/${gone.shop.id}`).expect(200);
      await admin.delete(`/api/admin/shops/${settledShop.shop.id}`).expect(200);
      const { shops } = await shopLedger(admin, '/api/admin/ledger');
      expect(shops.find((row: { shopId: string }) => row.shopId === gone.shop.id)).toMatchObject({
        shopDeleted: true,
        balance: '5.00',
      });
      expect(shops.some((row: { shopId: string }) => row.shopId === settledShop.shop.id)).toBe(false);
      await shopLedger(admin, `/api/admin/shops/${gone.shop.id}/ledger`);
      await record({ shopId: gone.shop.id, amount: '5', settledOn: '2026-12-01', reference: 'Final' }).expect(201);
    });

    it('prints the monthly statement: the figures from the opening balance to the closing one, each order and settlement', async () => {
      const res = await downloadPdf(setup.shopkeeper, '/api/shopkeeper/ledger/statement?month=2026-11');
      expect(res.headers['content-disposition']).toBe('attachment; filename="commission-statement-2026-11.pdf"');
      const [order] = await ledgerOrders(setup.shopkeeper, '/api/shopkeeper/ledger/orders');
      const lines = (await pdfText(res.body)).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'COMMISSION STATEMENT',
          'November 2026',
          setup.shop.name,
          'Period: 1 Nov 2026 to 30 Nov 2026',
          'Commission rate in force: 10.00%',
          'Opening balance 40.00',
          'Orders delivered 1',
          'Takings 1,030.00',
          'of which cash 1,030.00',
          'of which UPI 0.00',
          'of which on khata 0.00',
          'Taxable value 1,000.00',
          'Commission due 100.00',
          'Settlements received 30.00',
          'Closing balance 110.00',
          `10 Nov 2026 #${order.id.slice(0, 8)} ${order.invoiceNumber} 1,000.00 0.00 30.00 1,030.00 10.00% 100.00`,
          'Total 1,000.00 0.00 30.00 1,030.00 100.00',
          '15 Nov 2026 UTR-2 Part of October 30.00',
          'Made on 5 Dec 2026.',
        ]),
      );
      const forAdmin = await downloadPdf(admin, `/api/admin/shops/${setup.shop.id}/ledger/statement?month=2026-11`);
      expect((await pdfText(forAdmin.body)).split('\n')).toEqual(lines);
    });

    it('prints a month without orders or settlements as such', async () => {
      const res = await downloadPdf(setup.shopkeeper, '/api/shopkeeper/ledger/statement?month=2026-09');
      const text = await pdfText(res.body);
      expect(text).toContain('No order was delivered in this month.');
      expect(text).toContain('No settlement was received in this month.');
      expect(text).toContain('Closing balance 0.00');
    });
  });

  describe('who may read what', () => {
    it('refuses a period that is not one with 400', async () => {
      const { shopkeeper, shop } = await openShop();
      const paths = [
        '/api/shopkeeper/ledger',
        '/api/shopkeeper/ledger/orders',
        '/api/shopkeeper/ledger/csv',
        '/api/admin/ledger',
        '/api/admin/ledger/csv',
        `/api/admin/shops/${shop.id}/ledger`,
        `/api/admin/shops/${shop.id}/ledger/orders`,
      ];
      const filters: [string, string][] = [
        [JSON.stringify({ from: '2026-11-30', to: '2026-11-01' }), 'filter.from must not be after filter.to'],
        [JSON.stringify({ from: '2026-02-30' }), 'filter.from must be a date written YYYY-MM-DD, such as 2026-11-01'],
        [JSON.stringify({ to: 'yesterday' }), 'filter.to must be a date written YYYY-MM-DD, such as 2026-11-01'],
        [JSON.stringify({ from: 20261101 }), 'filter.from must be a date written YYYY-MM-DD, such as 2026-11-01'],
        ['{"from":', 'filter must be valid JSON'],
        ['["2026-11-01"]', 'filter must be a JSON object'],
      ];
      for (const path of paths) {
        const agent = path.startsWith('/api/admin') ? admin : shopkeeper;
        for (const [filter, message] of filters) {
          const res = await agent.get(path).query({ filter }).expect(400);
          expect([path, res.body.message]).toEqual([path, message]);
        }
      }
      const unknownField = await admin
        .get('/api/admin/ledger')
        .query(filterOf({ shopName: 'x' }))
        .expect(400);
      expect(unknownField.body.message).toBe('filter.shopName is not a field of the ledger');
      for (const month of ['2026-13', '2026-00', '2026-1', 'November', '']) {
        const res = await shopkeeper.get('/api/shopkeeper/ledger/statement').query({ month }).expect(400);
        expect(res.body.message).toEqual(['month must be a month written YYYY-MM, such as 2026-11']);
        await admin.get(`/api/admin/shops/${shop.id}/ledger/statement`).query({ month }).expect(400);
      }
    });

    it("keeps the admin's routes to admins, and a shopkeeper's ledger to its own shop", async () => {
      const { shopkeeper, shop } = await openShop();
      const customer = (await t.signedIn('customer')).agent;
      const adminRoutes: [string, string][] = [
        ['get', '/api/admin/ledger'],
        ['get', '/api/admin/ledger/csv'],
        ['get', `/api/admin/shops/${shop.id}/ledger`],
        ['get', `/api/admin/shops/${shop.id}/ledger/orders`],
        ['get', `/api/admin/shops/${shop.id}/ledger/statement?month=2026-11`],
        ['get', '/api/admin/settlements'],
        ['post', '/api/admin/settlements'],
        ['put', `/api/admin/shops/${shop.id}/commission`],
      ];
      for (const [method, path] of adminRoutes) {
        await t.anonymous()[method as 'get'](path).expect(401);
        await shopkeeper[method as 'get'](path).send({}).expect(403);
        await customer[method as 'get'](path).send({}).expect(403);
      }
      for (const path of ['/api/shopkeeper/ledger', '/api/shopkeeper/settlements', '/api/shopkeeper/ledger/csv']) {
        await customer.get(path).expect(403);
        await admin.get(path).expect(403);
      }
      const unknown = randomUUID();
      for (const path of ['ledger', 'ledger/orders', 'ledger/csv', 'ledger/statement?month=2026-11']) {
        await admin.get(`/api/admin/shops/${unknown}/${path}`).expect(404);
      }
      await admin.get('/api/admin/shops/not-a-uuid/ledger').expect(400);
    });

    it('answers a shopkeeper without a shop 404 Shop not set up yet', async () => {
      const { agent } = await t.signedIn('shopkeeper');
      const res = await agent.get('/api/shopkeeper/ledger').expect(404);
      expect(res.body.message).toBe('Shop not set up yet');
    });
  });
});
