import { randomInt, randomUUID } from 'node:crypto';
import { ConflictException } from '@nestjs/common';
import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';
import { formatMoney, parseSignedMoney, rupees } from '../common/money';
import { UTR_MESSAGE, UTR_USED } from '../payments/utr';
import { KHATA_STATEMENT_CSV_COLUMNS } from './khata-statement';
import { KhataService, OrderCharge } from './khata.service';

const KHATAS = '/api/shopkeeper/khatas';
const MY_KHATAS = '/api/customer/khatas';

/** A khata as the API answers it. */
interface KhataBody {
  id: string;
  shopId: string;
  shopName: string;
  customerId: string;
  customerName: string;
  customerPhone: string | null;
  creditLimit: string;
  balance: string;
  availableCredit: string;
  frozen: boolean;
  frozenAt: string | null;
  lastEntryAt: string | null;
  createdAt: string;
}

/** An entry as the API answers it. */
interface EntryBody {
  id: string;
  number: number;
  kind: string;
  amount: string;
  balanceAfter: string;
  orderId: string | null;
  paidWith: string | null;
  utr: string | null;
  note: string | null;
  recordedByName: string | null;
  createdAt: string;
}

interface TestShop {
  id: string;
  name: string;
  agent: Agent;
  keeper: TestUser;
  productId: string;
}

interface TestCustomer {
  user: TestUser;
  agent: Agent;
}

const paise = (amount: string) => parseSignedMoney(amount)!;
/** A 12-digit UTR that no other test uses. */
const newUtr = () => `${randomInt(100_000, 1_000_000)}${randomInt(100_000, 1_000_000)}`;
/** A mobile number that no other account has, written as people write them. */
const newPhone = () => `+91 9${randomInt(1000, 10_000)} ${randomInt(10_000, 100_000)}`;
const messageOf = (body: { message: string | string[] }) => ([] as string[]).concat(body.message).join(' | ');
const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('khatas', () => {
  let t: TestApp;
  let db: DataSource;
  let khatas: KhataService;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;

  /** A new shop of a new signed-in shopkeeper, with a product at ₹100 to order. */
  const openShop = async (): Promise<TestShop> => {
    const { user: keeper, agent } = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({ name: `Kirana ${randomInt(1_000_000)}` }, keeper);
    const product = await fixtures.createProduct(shop.id, { discountedPrice: 100_00, gstPercentage: 0 });
    return { id: shop.id, name: shop.name, agent, keeper, productId: product.id };
  };
  const newCustomer = (overrides: Partial<TestUser> = {}): Promise<TestCustomer> =>
    t.signedIn('customer', { phone: newPhone(), ...overrides });
  const open = async (shop: TestShop, { user }: TestCustomer, creditLimit = '2000.00'): Promise<KhataBody> =>
    (await shop.agent.post(KHATAS).send({ customer: user.username, creditLimit }).expect(201)).body;
  const read = async (shop: TestShop, id: string): Promise<KhataBody> =>
    (await shop.agent.get(`${KHATAS}/${id}`).expect(200)).body;
  const entriesOf = async (shop: TestShop, id: string): Promise<EntryBody[]> =>
    (await shop.agent.get(`${KHATAS}/${id}/entries`).expect(200)).body;
  const pay = (shop: TestShop, id: string, body: object) => shop.agent.post(`${KHATAS}/${id}/payments`).send(body);
  const correct = (shop: TestShop, id: string, body: object) =>
    shop.agent.post(`${KHATAS}/${id}/corrections`).send(body);
  /** A khata whose customer owes `owed`, brought over from the shop's paper khata. */
  const owing = async (shop: TestShop, customer: TestCustomer, owed: string, creditLimit = '2000.00') => {
    const khata = await open(shop, customer, creditLimit);
    await correct(shop, khata.id, { amount: owed, note: 'Brought over from the paper khata' }).expect(201);
    return khata;
  };
  /** Puts an order on the customer's khata at the shop in a transaction of its own, as checkout will in its own. */
  const charge = (fields: OrderCharge) => db.transaction((manager) => khatas.chargeOrder(manager, fields));
  /** An order the customer placed at the shop (in cash: checkout does not offer the khata yet), and its amount in paise. */
  const placedAt = async (shop: TestShop, customer: TestCustomer) => {
    const order = await placeOrder(customer.agent, [{ productId: shop.productId, quantity: 1 }]);
    return { orderId: order.id, amount: paise(order.finalAmount) };
  };
  const chargeOf = async (shop: TestShop, customer: TestCustomer): Promise<OrderCharge> => ({
    shopId: shop.id,
    customerId: customer.user.id,
    actorId: customer.user.id,
    ...(await placedAt(shop, customer)),
  });

  /**
   * The khata's balance is the sum of its entries, as the database adds them up; the entries are
   * numbered 1, 2, 3… and each one's balanceAfter is the sum up to it.
   */
  async function expectConsistent(khataId: string): Promise<void> {
    const [khata] = await db.query(
      `SELECT k.balance, k.entry_count,
              COALESCE((SELECT SUM(e.amount) FROM khata_entries e WHERE e.khata_id = k.id), 0) AS sum
         FROM khatas k WHERE k.id = $1`,
      [khataId],
    );
    expect(paise(khata.balance)).toBe(paise(khata.sum));
    const entries: { number: number; amount: string; balance_after: string }[] = await db.query(
      'SELECT number, amount, balance_after FROM khata_entries WHERE khata_id = $1 ORDER BY number',
      [khataId],
    );
    let running = 0;
    entries.forEach((entry, index) => {
      running += paise(entry.amount);
      expect([entry.number, paise(entry.balance_after)]).toEqual([index + 1, running]);
    });
    expect([khata.entry_count, paise(khata.balance)]).toEqual([entries.length, running]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    khatas = t.app.get(KhataService);
    fixtures = catalogueFixtures(t);
    ({ agent: admin } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('opening and reading', () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await openShop();
    });

    it('opens a khata for a customer named by username, and answers it, alone in a list, and by id', async () => {
      const customer = await newCustomer();
      const khata = await open(shop, customer);
      expect(khata).toEqual({
        id: expect.any(String),
        shopId: shop.id,
        shopName: shop.name,
        customerId: customer.user.id,
        customerName: customer.user.name,
        customerPhone: customer.user.phone,
        creditLimit: '2000.00',
        balance: '0.00',
        availableCredit: '2000.00',
        frozen: false,
        frozenAt: null,
        lastEntryAt: null,
        createdAt: expect.any(String),
      });
      expect(await read(shop, khata.id)).toEqual(khata);
      const list = await shop.agent
        .get(KHATAS)
        .query({ filter: JSON.stringify({ id: [khata.id] }) })
        .expect(200);
      expect(list.body).toEqual([khata]);
      expect(list.headers['content-range']).toBe('khatas 0-0/1');
      expect(await entriesOf(shop, khata.id)).toEqual([]);
    });

    it('finds the customer by the phone number on their account, however it is written', async () => {
      const customer = await newCustomer({ phone: '+91 98111-22 333' });
      const res = await shop.agent.post(KHATAS).send({ customer: '09811122333', creditLimit: 500 }).expect(201);
      expect(res.body).toMatchObject({ customerId: customer.user.id, creditLimit: '500.00' });
    });

    it.each([
      ['a username nobody has', 'nobody_at_all'],
      ['a phone number nobody has', '+91 90000 00001'],
      ['too few digits for a phone number', '98765'],
    ])('answers 404 for %s, and opens nothing', async (_case, named) => {
      const res = await shop.agent.post(KHATAS).send({ customer: named, creditLimit: '500.00' }).expect(404);
      expect(res.body.message).toBe(`No customer account has the username or phone number "${named}"`);
    });

    it("answers 404 for a shopkeeper's or a disabled customer's account", async () => {
      const disabled = await newCustomer();
      await db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [disabled.user.id]);
      for (const user of [shop.keeper, disabled.user]) {
        await shop.agent.post(KHATAS).send({ customer: user.username, creditLimit: '500.00' }).expect(404);
      }
    });

    it('answers 409 for a customer with a khata at the shop already; another shop opens one of its own', async () => {
      const customer = await newCustomer();
      const first = await open(shop, customer);
      const again = await shop.agent.post(KHATAS).send({ customer: customer.user.username, creditLimit: '900.00' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`${customer.user.name} already has a khata at your shop`);
      expect((await read(shop, first.id)).creditLimit).toBe('2000.00');
      const other = await openShop();
      expect((await open(other, customer)).id).not.toBe(first.id);
    });

    it('opens one khata of parallel requests for one customer, and answers 409 to the others', async () => {
      const customer = await newCustomer();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          shop.agent.post(KHATAS).send({ customer: customer.user.username, creditLimit: '100.00' }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM khatas WHERE customer_id = $1', [
        customer.user.id,
      ]);
      expect(n).toBe(1);
    });

    it('answers 409 for a phone number on two customer accounts: the username tells them apart', async () => {
      const phone = newPhone();
      const [one] = [await newCustomer({ phone }), await newCustomer({ phone })];
      const res = await shop.agent.post(KHATAS).send({ customer: phone, creditLimit: '100.00' }).expect(409);
      expect(res.body.message).toBe('Several customer accounts have this phone number: give the username instead');
      await open(shop, one);
    });

    it.each([
      ['a limit of 0', { creditLimit: '0' }, 'creditLimit must be at least 0.01'],
      ['a negative limit', { creditLimit: '-5' }, 'creditLimit must be an amount in rupees with at most two decimals'],
      ['a limit with three decimals', { creditLimit: '1.234' }, 'creditLimit must be an amount in rupees'],
      ['a limit past ₹10 lakh', { creditLimit: '1000000.01' }, 'creditLimit must be at most 1000000.00'],
      ['a huge number', { creditLimit: 1e21 }, 'creditLimit must be an amount in rupees'],
      ['a limit of null', { creditLimit: null }, 'creditLimit must be an amount in rupees'],
      ['a limit of true', { creditLimit: true }, 'creditLimit must be an amount in rupees'],
      ['a limit in a list', { creditLimit: ['100'] }, 'creditLimit must be an amount in rupees'],
      ['no customer', { customer: undefined }, 'customer must be the username or phone number of a customer'],
      ['a customer of null', { customer: null }, 'customer must be the username or phone number of a customer'],
      ['a customer as a number', { customer: 9876543210 }, 'customer must be the username or phone number'],
      ['a customer as an object', { customer: { username: 'priya' } }, 'customer must be the username'],
      ['a blank customer', { customer: '  ' }, 'customer must be the username or phone number of a customer'],
      ['a customer with a NUL', { customer: 'pri\u0000ya' }, 'Text must not contain NUL characters'],
      ['a field it does not take', { nickname: 'P' }, 'property nickname should not exist'],
      ['a prototype key', JSON.parse('{"__proto__": {"admin": true}}'), '__proto__ is not a field of this API'],
    ])('refuses %s with 400 and opens nothing', async (_case, overrides, message) => {
      const customer = await newCustomer();
      const res = await shop.agent
        .post(KHATAS)
        .send({ customer: customer.user.username, creditLimit: '500.00', ...overrides })
        .expect(400);
      expect(messageOf(res.body)).toContain(message);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM khatas WHERE customer_id = $1', [
        customer.user.id,
      ]);
      expect(n).toBe(0);
    });

    it('lists who owes most first, finds a customer by name or phone, and sorts by name', async () => {
      const listShop = await openShop();
      const [asha, bina, chetan] = [
        await newCustomer({ name: 'Asha Khatri' }),
        await newCustomer({ name: 'Bina Khatri' }),
        await newCustomer({ name: 'Chetan Khatri' }),
      ];
      await owing(listShop, asha, '50.00');
      await owing(listShop, bina, '700.00');
      await open(listShop, chetan);
      const names = async (query: Record<string, string>) =>
        (await listShop.agent.get(KHATAS).query(query).expect(200)).body.map((khata: KhataBody) => khata.customerName);
      expect(await names({})).toEqual(['Bina Khatri', 'Asha Khatri', 'Chetan Khatri']);
      expect(await names({ sort: '["customerName","ASC"]' })).toEqual(['Asha Khatri', 'Bina Khatri', 'Chetan Khatri']);
      expect(await names({ filter: JSON.stringify({ q: 'chetan' }) })).toEqual(['Chetan Khatri']);
      expect(await names({ filter: JSON.stringify({ q: asha.user.phone!.slice(-5) }) })).toEqual(['Asha Khatri']);
      const sortedBy = (field: string) => listShop.agent.get(KHATAS).query({ sort: JSON.stringify([field, 'ASC']) });
      await sortedBy('lastEntryAt').expect(200);
      await sortedBy('__proto__').expect(400);
      await sortedBy('frozenAt').expect(400);
      await listShop.agent.get(KHATAS).query({ filter: '{"customerId":"x"}' }).expect(400);
    });
  });

  describe('roles and ownership', () => {
    let shop: TestShop;
    let other: TestShop;
    let customer: TestCustomer;
    let khata: KhataBody;

    beforeAll(async () => {
      [shop, other] = [await openShop(), await openShop()];
      customer = await newCustomer();
      khata = await owing(shop, customer, '500.00');
    });

    it('answers 404 to another shop for every route of the khata, and changes nothing', async () => {
      const path = `${KHATAS}/${khata.id}`;
      await other.agent.get(path).expect(404);
      await other.agent.put(path).send({ frozen: true }).expect(404);
      await other.agent.get(`${path}/entries`).expect(404);
      await other.agent.get(`${path}/statement?month=2026-11`).expect(404);
      const payment = await pay(other, khata.id, { amount: '10.00', paidWith: 'cash' }).expect(404);
      expect(payment.body.message).toBe('Khata not found');
      await correct(other, khata.id, { amount: '-10.00', note: 'Not ours' }).expect(404);
      expect((await other.agent.get(KHATAS).expect(200)).body).toEqual([]);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '500.00', frozen: false });
      await expectConsistent(khata.id);
    });

    it('keeps customers and the signed out off the shop routes, and shops off the customer routes', async () => {
      await customer.agent.get(KHATAS).expect(403);
      await customer.agent.get(`${KHATAS}/${khata.id}`).expect(403);
      await customer.agent.post(KHATAS).send({ customer: customer.user.username, creditLimit: '1.00' }).expect(403);
      await customer.agent
        .post(`${KHATAS}/${khata.id}/payments`)
        .send({ amount: '10.00', paidWith: 'cash' })
        .expect(403);
      await t.anonymous().get(KHATAS).expect(401);
      await t.anonymous().get(MY_KHATAS).expect(401);
      await shop.agent.get(MY_KHATAS).expect(403);
      await shop.agent.get(`${MY_KHATAS}/${khata.id}`).expect(403);
    });

    it('shows a customer their own khatas, one per shop, and no one else’s', async () => {
      const second = await open(other, customer, '300.00');
      const stranger = await newCustomer();
      const strangers = await open(shop, stranger);
      const mine = await customer.agent.get(MY_KHATAS).expect(200);
      expect(mine.headers['content-range']).toBe('khatas 0-1/2');
      expect(mine.body).toEqual([
        { ...khata, balance: '500.00', availableCredit: '1500.00', lastEntryAt: expect.any(String) },
        second,
      ]);
      expect(mine.body.map((row: KhataBody) => row.shopName)).toEqual([shop.name, other.name]);
      expect((await customer.agent.get(`${MY_KHATAS}/${second.id}`).expect(200)).body).toEqual(second);
      const entries = await customer.agent.get(`${MY_KHATAS}/${khata.id}/entries`).expect(200);
      expect(entries.body).toMatchObject([{ number: 1, kind: 'correction', amount: '500.00' }]);
      await customer.agent.get(`${MY_KHATAS}/${strangers.id}`).expect(404);
      await customer.agent.get(`${MY_KHATAS}/${strangers.id}/entries`).expect(404);
      expect((await stranger.agent.get(MY_KHATAS).expect(200)).body.map((row: KhataBody) => row.id)).toEqual([
        strangers.id,
      ]);
      await customer.agent.get(`${MY_KHATAS}/not-an-id`).expect(400);
    });

    it("finds a customer's khata at one shop by shopId: never another customer's, none at a shop without one", async () => {
      const stranger = await newCustomer();
      const strangers = await open(other, stranger);
      const atShop = (who: TestCustomer, shopId: string) =>
        who.agent.get(MY_KHATAS).query({ filter: JSON.stringify({ shopId }) });
      expect((await atShop(customer, shop.id).expect(200)).body.map((row: KhataBody) => row.id)).toEqual([khata.id]);
      expect((await atShop(stranger, other.id).expect(200)).body.map((row: KhataBody) => row.id)).toEqual([
        strangers.id,
      ]);
      expect((await atShop(stranger, shop.id).expect(200)).body).toEqual([]);
      expect((await atShop(customer, randomUUID()).expect(200)).body).toEqual([]);
      const invalid = await atShop(customer, 'not-an-id').expect(400);
      expect(invalid.body.message).toBe('filter.shopId must be an id');
    });
  });

  describe('payments', () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await openShop();
    });

    it('records a cash payment and a UPI one, each lowering the balance, and answers their entries', async () => {
      const customer = await newCustomer();
      const khata = await owing(shop, customer, '800.00');
      const cash = await pay(shop, khata.id, { amount: 300, paidWith: 'cash' }).expect(201);
      expect(cash.body).toEqual({
        id: expect.any(String),
        number: 2,
        kind: 'payment',
        amount: '-300.00',
        balanceAfter: '500.00',
        orderId: null,
        paidWith: 'cash',
        utr: null,
        note: null,
        recordedByName: shop.keeper.name,
        createdAt: expect.any(String),
      });
      const utr = newUtr();
      const upi = await pay(shop, khata.id, { amount: '499.50', paidWith: 'upi', utr }).expect(201);
      expect(upi.body).toMatchObject({ number: 3, amount: '-499.50', balanceAfter: '0.50', paidWith: 'upi', utr });
      expect(await read(shop, khata.id)).toMatchObject({
        balance: '0.50',
        availableCredit: '1999.50',
        lastEntryAt: upi.body.createdAt,
      });
      expect((await entriesOf(shop, khata.id)).map((entry) => entry.number)).toEqual([3, 2, 1]);
      expect(await db.query('SELECT shop_id, paid_for, paid_for_id FROM utr_uses WHERE utr = $1', [utr])).toEqual([
        { shop_id: shop.id, paid_for: 'khata', paid_for_id: khata.id },
      ]);
      await expectConsistent(khata.id);
    });

    it('refuses a UTR used before, on this khata or on any other, with 409', async () => {
      const [customer, another] = [await newCustomer(), await newCustomer()];
      const khata = await owing(shop, customer, '500.00');
      const otherShop = await openShop();
      const elsewhere = await owing(otherShop, another, '500.00');
      const utr = newUtr();
      await pay(shop, khata.id, { amount: '100.00', paidWith: 'upi', utr }).expect(201);
      const again = await pay(shop, khata.id, { amount: '100.00', paidWith: 'upi', utr }).expect(409);
      expect(again.body.message).toBe(UTR_USED);
      const across = await pay(otherShop, elsewhere.id, { amount: '100.00', paidWith: 'upi', utr }).expect(409);
      expect(across.body.message).toBe(UTR_USED);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '400.00' });
      expect(await read(otherShop, elsewhere.id)).toMatchObject({ balance: '500.00' });
      await expectConsistent(khata.id);
      await expectConsistent(elsewhere.id);
    });

    it.each([
      ['an 11-digit UTR', { paidWith: 'upi', utr: '41234567890' }, UTR_MESSAGE],
      ['a UTR with a letter', { paidWith: 'upi', utr: '41234567890a' }, UTR_MESSAGE],
      ['a UTR as a number', { paidWith: 'upi', utr: 412345678901 }, UTR_MESSAGE],
      ['a UPI payment without a UTR', { paidWith: 'upi' }, UTR_MESSAGE],
      ['a UTR of null', { paidWith: 'upi', utr: null }, UTR_MESSAGE],
      ['a UTR with cash', { utr: '412345678901' }, 'utr is only for UPI payments: leave it out for cash'],
      ['paid by card', { paidWith: 'card' }, 'paidWith must be cash or upi'],
      ['no way of paying', { paidWith: undefined }, 'paidWith must be cash or upi'],
      ['an amount of 0', { amount: '0.00' }, 'amount must be at least 0.01'],
      ['a negative amount', { amount: -10 }, 'amount must be an amount in rupees with at most two decimals'],
      ['an amount in words', { amount: 'ten' }, 'amount must be an amount in rupees'],
      ['an amount of null', { amount: null }, 'amount must be an amount in rupees'],
      ['a huge amount', { amount: '99999999999' }, 'amount must be an amount in rupees'],
      ['a prototype key', JSON.parse('{"constructor": {"name": "x"}}'), 'constructor is not a field of this API'],
    ])('refuses %s with 400 and records nothing', async (_case, overrides, message) => {
      const khata = await owing(shop, await newCustomer(), '500.00');
      const res = await pay(shop, khata.id, { amount: '10.00', paidWith: 'cash', ...overrides }).expect(400);
      expect(messageOf(res.body)).toContain(message);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '500.00' });
      expect(await entriesOf(shop, khata.id)).toHaveLength(1);
    });

    it('refuses more than is owed with 409, and anything when nothing is owed', async () => {
      const khata = await owing(shop, await newCustomer(), '100.00');
      const over = await pay(shop, khata.id, { amount: '100.01', paidWith: 'cash' }).expect(409);
      expect(over.body.message).toBe('₹100.01 is more than the ₹100.00 owed on this khata');
      const utr = newUtr();
      await pay(shop, khata.id, { amount: '100.01', paidWith: 'upi', utr }).expect(409);
      // The refused payment claimed nothing: its UTR still pays.
      await pay(shop, khata.id, { amount: '100.00', paidWith: 'upi', utr }).expect(201);
      const none = await pay(shop, khata.id, { amount: '1.00', paidWith: 'cash' }).expect(409);
      expect(none.body.message).toBe('Nothing is owed on this khata');
      await expectConsistent(khata.id);
    });

    it('records one of 20 parallel payments with the same UTR, and refuses the others with 409', async () => {
      const khata = await owing(shop, await newCustomer(), '1000.00');
      const utr = newUtr();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => pay(shop, khata.id, { amount: '10.00', paidWith: 'upi', utr })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(409)]);
      for (const refused of answers.filter((res) => res.status === 409)) expect(refused.body.message).toBe(UTR_USED);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM khata_entries WHERE utr = $1', [utr]);
      expect(n).toBe(1);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '990.00' });
      await expectConsistent(khata.id);
    });

    it('never takes the balance below 0 with parallel payments', async () => {
      const khata = await owing(shop, await newCustomer(), '100.00');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => pay(shop, khata.id, { amount: '30.00', paidWith: 'cash' })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, ...Array(7).fill(409)]);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '10.00' });
      await expectConsistent(khata.id);
    });
  });

  describe('orders on the khata', () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await openShop();
    });

    it('puts an order on the khata and says what the customer may still spend there', async () => {
      const customer = await newCustomer();
      const khata = await open(shop, customer);
      const order = await chargeOf(shop, customer);
      await charge(order);
      const [entry] = await entriesOf(shop, khata.id);
      expect(entry).toMatchObject({
        number: 1,
        kind: 'order',
        amount: formatMoney(order.amount),
        balanceAfter: formatMoney(order.amount),
        orderId: order.orderId,
        recordedByName: customer.user.name,
      });
      expect(await khatas.khataOf(customer.user.id, shop.id)).toEqual({
        khataId: khata.id,
        frozen: false,
        canPayLater: true,
        availableCredit: 2000_00 - order.amount,
      });
      await expectConsistent(khata.id);
    });

    it('puts exactly 3 of 10 parallel orders on a khata whose limit holds 3, each in a transaction of its own', async () => {
      const customer = await newCustomer();
      const orders: OrderCharge[] = [];
      for (let i = 0; i < 10; i++) orders.push(await chargeOf(shop, customer));
      const amount = orders[0].amount;
      expect(orders.every((order) => order.amount === amount)).toBe(true);
      const creditLimit = 3 * amount + Math.floor(amount / 2);
      const khata = await open(shop, customer, formatMoney(creditLimit));
      const results = await Promise.allSettled(orders.map(charge));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(7);
      for (const refusal of refusals) {
        expect(refusal).toBeInstanceOf(ConflictException);
        expect(refusal.message).toBe(
          `This order would take your khata at ${shop.name} to ₹${rupees(4 * amount)}, over its limit of ` +
            `₹${rupees(creditLimit)}: ₹${rupees(creditLimit - 3 * amount)} is left`,
        );
      }
      const entries = await entriesOf(shop, khata.id);
      expect(entries.map((entry) => entry.kind)).toEqual(['order', 'order', 'order']);
      expect((await read(shop, khata.id)).balance).toBe(formatMoney(3 * amount));
      await expectConsistent(khata.id);
    });

    it('refuses an order on a frozen khata, while payments and corrections still go on it', async () => {
      const customer = await newCustomer();
      const khata = await owing(shop, customer, '100.00');
      const frozen = await shop.agent.put(`${KHATAS}/${khata.id}`).send({ frozen: true }).expect(200);
      expect(frozen.body).toMatchObject({ frozen: true, frozenAt: expect.any(String), availableCredit: '0.00' });
      const order = await chargeOf(shop, customer);
      await expect(charge(order)).rejects.toThrow(
        `Your khata at ${shop.name} is frozen: pay another way, or ask the shop`,
      );
      expect(await khatas.khataOf(customer.user.id, shop.id)).toEqual({
        khataId: khata.id,
        frozen: true,
        canPayLater: false,
        availableCredit: 0,
      });
      await pay(shop, khata.id, { amount: '50.00', paidWith: 'cash' }).expect(201);
      await correct(shop, khata.id, { amount: '-10.00', note: 'Rounded off' }).expect(201);
      await shop.agent.put(`${KHATAS}/${khata.id}`).send({ frozen: false }).expect(200);
      await charge(order);
      await expectConsistent(khata.id);
    });

    it('refuses an order from a customer without a khata at the shop', async () => {
      const customer = await newCustomer();
      const order = await chargeOf(shop, customer);
      await expect(charge(order)).rejects.toThrow(
        `You have no khata at ${shop.name}: pay another way, or ask the shop to open one`,
      );
      expect(await khatas.khataOf(customer.user.id, shop.id)).toEqual({
        khataId: null,
        frozen: false,
        canPayLater: false,
        availableCredit: 0,
      });
    });

    it('keeps a limit lowered below the balance: it refuses orders until payments bring the balance under it', async () => {
      const customer = await newCustomer();
      const khata = await owing(shop, customer, '900.00', '1000.00');
      const lowered = await shop.agent.put(`${KHATAS}/${khata.id}`).send({ creditLimit: '500.00' }).expect(200);
      expect(lowered.body).toMatchObject({ creditLimit: '500.00', balance: '900.00', availableCredit: '0.00' });
      const order = await chargeOf(shop, customer);
      await expect(charge(order)).rejects.toThrow('over its limit of ₹500.00: ₹0.00 is left');
      await pay(shop, khata.id, { amount: '900.00', paidWith: 'cash' }).expect(201);
      await charge(order);
      await expectConsistent(khata.id);
    });

    it('takes a cancelled order off the khata once, and nothing for an order never on one', async () => {
      const customer = await newCustomer();
      const khata = await open(shop, customer);
      const order = await chargeOf(shop, customer);
      await charge(order);
      const reverse = (actorId: string | null) =>
        db.transaction((manager) =>
          khatas.reverseOrder(manager, { orderId: order.orderId, actorId, note: 'Cancelled: not accepted in time' }),
        );
      await reverse(null);
      await reverse(customer.user.id);
      const [reversal, ...rest] = await entriesOf(shop, khata.id);
      expect(rest).toHaveLength(1);
      expect(reversal).toMatchObject({
        number: 2,
        kind: 'correction',
        amount: formatMoney(-order.amount),
        balanceAfter: '0.00',
        orderId: order.orderId,
        note: 'Cancelled: not accepted in time',
        recordedByName: null,
      });
      const never = await placedAt(shop, customer);
      await db.transaction((manager) =>
        khatas.reverseOrder(manager, { orderId: never.orderId, actorId: customer.user.id, note: 'Cancelled' }),
      );
      expect(await entriesOf(shop, khata.id)).toHaveLength(2);
      await expectConsistent(khata.id);
    });

    it('leaves the shop owing the customer when an order paid for is cancelled', async () => {
      const customer = await newCustomer();
      const khata = await open(shop, customer, '1000.00');
      const order = await chargeOf(shop, customer);
      await charge(order);
      await pay(shop, khata.id, { amount: formatMoney(order.amount), paidWith: 'cash' }).expect(201);
      await db.transaction((manager) =>
        khatas.reverseOrder(manager, { orderId: order.orderId, actorId: shop.keeper.id, note: 'Out of stock' }),
      );
      expect(await read(shop, khata.id)).toMatchObject({
        balance: formatMoney(-order.amount),
        availableCredit: formatMoney(1000_00 + order.amount),
      });
      await pay(shop, khata.id, { amount: '1.00', paidWith: 'cash' }).expect(409);
      await expectConsistent(khata.id);
    });
  });

  describe('corrections and terms', () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await openShop();
    });

    it('adds and takes away with a note, never below 0 owed nor over the limit', async () => {
      const khata = await owing(shop, await newCustomer(), '100.00', '500.00');
      const taken = await correct(shop, khata.id, { amount: '-40.50', note: '  Returned a damaged packet  ' });
      expect(taken.status).toBe(201);
      expect(taken.body).toMatchObject({
        number: 2,
        kind: 'correction',
        amount: '-40.50',
        balanceAfter: '59.50',
        note: 'Returned a damaged packet',
        recordedByName: shop.keeper.name,
      });
      const below = await correct(shop, khata.id, { amount: '-59.51', note: 'Too much' }).expect(409);
      expect(below.body.message).toBe(
        'This correction would take the balance below ₹0.00: at most ₹59.50 can be taken away',
      );
      const over = await correct(shop, khata.id, { amount: '440.51', note: 'Too much' }).expect(409);
      expect(over.body.message).toBe(
        'This correction would take the balance to ₹500.01, over the limit of ₹500.00: raise the limit first',
      );
      await correct(shop, khata.id, { amount: '-59.50', note: 'Settled' }).expect(201);
      expect(await read(shop, khata.id)).toMatchObject({ balance: '0.00' });
      await expectConsistent(khata.id);
    });

    it.each([
      ['an amount of 0', { amount: 0 }, 'amount must not be 0'],
      ['an amount of -0.00', { amount: '-0.00' }, 'amount must not be 0'],
      ['an amount with a plus sign', { amount: '+5' }, 'amount must be an amount in rupees'],
      ['an amount past ₹10 lakh', { amount: '-1000000.01' }, 'amount must be at least -1000000.00'],
      ['no note', { note: undefined }, 'note must say why'],
      ['a blank note', { note: '   ' }, 'note must say why, in 1 to 200 characters'],
      ['a note of 201 characters', { note: 'x'.repeat(201) }, 'note must say why, in 1 to 200 characters'],
      ['a note of null', { note: null }, 'note must say why'],
      ['a note with a NUL', { note: 'a\u0000b' }, 'Text must not contain NUL characters'],
    ])('refuses %s with 400', async (_case, overrides, message) => {
      const khata = await owing(shop, await newCustomer(), '100.00');
      const res = await correct(shop, khata.id, { amount: '-10.00', note: 'Why', ...overrides }).expect(400);
      expect(messageOf(res.body)).toContain(message);
      expect(await entriesOf(shop, khata.id)).toHaveLength(1);
    });

    it('changes the limit, freezes and thaws; sending what it has changes nothing', async () => {
      const khata = await open(shop, await newCustomer());
      const path = `${KHATAS}/${khata.id}`;
      expect((await shop.agent.put(path).send({ creditLimit: 3000 }).expect(200)).body).toMatchObject({
        creditLimit: '3000.00',
        availableCredit: '3000.00',
      });
      const frozen = (await shop.agent.put(path).send({ frozen: true }).expect(200)).body;
      expect((await shop.agent.put(path).send({ frozen: true, creditLimit: '3000.00' }).expect(200)).body).toEqual(
        frozen,
      );
      expect((await shop.agent.put(path).send({}).expect(200)).body).toEqual(frozen);
      expect((await shop.agent.put(path).send({ frozen: false }).expect(200)).body).toMatchObject({
        frozen: false,
        frozenAt: null,
      });
    });

    it.each([
      ['frozen of null', { frozen: null }, 'frozen must be true or false'],
      ['frozen as text', { frozen: 'yes' }, 'frozen must be true or false'],
      ['a limit of null', { creditLimit: null }, 'creditLimit must be an amount in rupees'],
      ['a limit of 0', { creditLimit: 0 }, 'creditLimit must be at least 0.01'],
      ['a balance', { balance: '0.00' }, 'property balance should not exist'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const khata = await open(shop, await newCustomer());
      const res = await shop.agent.put(`${KHATAS}/${khata.id}`).send(body).expect(400);
      expect(messageOf(res.body)).toContain(message);
      expect(await read(shop, khata.id)).toEqual(khata);
    });
  });

  describe('the monthly statement', () => {
    let shop: TestShop;
    let customer: TestCustomer;
    let khata: KhataBody;
    let utr: string;

    beforeAll(async () => {
      shop = await openShop();
      customer = await newCustomer({ name: 'Meena Statement' });
      const clock = jest.spyOn(t.app.get(Clock), 'now');
      const at = (instant: string) => clock.mockReturnValue(new Date(instant));
      try {
        at('2026-10-20T06:00:00Z');
        khata = await owing(shop, customer, '500.00');
        const october = await chargeOf(shop, customer);
        const december = await chargeOf(shop, customer);
        at('2026-10-31T18:29:59Z'); // 23:59:59 on 31 October in India
        await charge({ ...october, amount: 100_00 });
        at('2026-10-31T18:30:00Z'); // midnight: 1 November
        await pay(shop, khata.id, { amount: '200.00', paidWith: 'cash' }).expect(201);
        at('2026-11-15T06:00:00Z');
        utr = newUtr();
        await pay(shop, khata.id, { amount: '100.00', paidWith: 'upi', utr }).expect(201);
        at('2026-11-20T06:00:00Z');
        await correct(shop, khata.id, { amount: '-50.00', note: 'Returned a packet of tea' }).expect(201);
        at('2026-11-30T18:30:00Z'); // midnight: 1 December
        await charge({ ...december, amount: 100_00 });
      } finally {
        clock.mockRestore();
      }
    });

    const csvOf = (month: string) =>
      shop.agent.get(`${KHATAS}/${khata.id}/statement`).query({ month, format: 'csv' }).expect(200);

    it("gives the month's entries as CSV between its opening and closing balances", async () => {
      const res = await csvOf('2026-11');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="khata-${khata.id.slice(0, 8)}-2026-11.csv"`,
      );
      expect(res.text.split('\r\n')[0]).toBe(KHATA_STATEMENT_CSV_COLUMNS.join(','));
      const rows = rowsOf(res.text);
      const blank = Object.fromEntries(KHATA_STATEMENT_CSV_COLUMNS.map((column) => [column, '']));
      expect(rows[0]).toEqual({ ...blank, kind: 'opening balance', balanceAfter: '600.00' });
      expect(rows.at(-1)).toEqual({ ...blank, kind: 'closing balance', balanceAfter: '250.00' });
      // Numbers 3 to 5: from midnight on 1 November to the last instant of the 30th, in India.
      const entries = (await entriesOf(shop, khata.id)).filter((entry) => [3, 4, 5].includes(entry.number));
      const asCsv = (entry: EntryBody) =>
        Object.fromEntries(KHATA_STATEMENT_CSV_COLUMNS.map((column) => [column, String(entry[column] ?? '')]));
      expect(rows.slice(1, -1)).toEqual(entries.reverse().map(asCsv));
      expect(rows.slice(1, -1).map((row) => [row.kind, row.amount, row.utr])).toEqual([
        ['payment', '-200.00', ''],
        ['payment', '-100.00', utr],
        ['correction', '-50.00', ''],
      ]);
    });

    it('opens each month where the one before closed, and a month before the khata at 0', async () => {
      const october = rowsOf((await csvOf('2026-10')).text);
      expect(october.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
        ['opening balance', '', '0.00'],
        ['correction', '500.00', '500.00'],
        ['order', '100.00', '600.00'],
        ['closing balance', '', '600.00'],
      ]);
      const december = rowsOf((await csvOf('2026-12')).text);
      expect([december[0].balanceAfter, december.at(-1)!.balanceAfter]).toEqual(['250.00', '350.00']);
      const before = rowsOf((await csvOf('2020-01')).text);
      expect(before.map((row) => [row.kind, row.balanceAfter])).toEqual([
        ['opening balance', '0.00'],
        ['closing balance', '0.00'],
      ]);
    });

    it('prints the statement as a PDF, the default', async () => {
      const res = await downloadPdf(shop.agent, `${KHATAS}/${khata.id}/statement?month=2026-11`);
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="khata-${khata.id.slice(0, 8)}-2026-11.pdf"`,
      );
      const text = await pdfText(res.body);
      for (const printed of [
        'KHATA STATEMENT',
        'November 2026',
        'Meena Statement',
        shop.name,
        'Period: 1 Nov 2026 to 30 Nov 2026',
        'Credit limit: Rs.2,000.00',
        `Payment, UPI ${utr}`,
        'Correction: Returned a packet of tea',
        '600.00',
        '250.00',
      ]) {
        expect(text).toContain(printed);
      }
    });

    it.each([
      ['a month that is not one', { month: '2026-13' }, 'month must be a month written YYYY-MM, such as 2026-11'],
      ['no month', {}, 'month must be a month written YYYY-MM'],
      ['a format it does not make', { month: '2026-11', format: 'xlsx' }, 'format must be pdf or csv'],
    ])('refuses %s with 400', async (_case, query, message) => {
      const res = await shop.agent.get(`${KHATAS}/${khata.id}/statement`).query(query).expect(400);
      expect(messageOf(res.body)).toContain(message);
    });
  });

  describe('the record', () => {
    it('refuses to change, delete or empty the entries, in the database itself', async () => {
      const shop = await openShop();
      const khata = await owing(shop, await newCustomer(), '100.00');
      await expect(db.query('UPDATE khata_entries SET amount = 1 WHERE khata_id = $1', [khata.id])).rejects.toThrow(
        'khata_entries is append-only: UPDATE refused',
      );
      await expect(db.query('DELETE FROM khata_entries WHERE khata_id = $1', [khata.id])).rejects.toThrow(
        'khata_entries is append-only: DELETE refused',
      );
      await expect(db.query('TRUNCATE khata_entries')).rejects.toThrow(
        'khata_entries is append-only: TRUNCATE refused',
      );
      expect(await entriesOf(shop, khata.id)).toHaveLength(1);
    });

    it('keeps every change of a khata in the audit trail, with who made it', async () => {
      const shop = await openShop();
      const customer = await newCustomer();
      const khata = await owing(shop, customer, '300.00');
      await shop.agent.put(`${KHATAS}/${khata.id}`).send({ creditLimit: '2500.00', frozen: true }).expect(200);
      const utr = newUtr();
      await pay(shop, khata.id, { amount: '100.00', paidWith: 'upi', utr }).expect(201);
      await pay(shop, khata.id, { amount: '500.00', paidWith: 'cash' }).expect(409);
      const trail = await admin
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ entityId: khata.id }), sort: JSON.stringify(['at', 'ASC']) })
        .expect(200);
      const byShopkeeper = { actorId: shop.keeper.id, actorRole: 'shopkeeper', entityType: 'khata' };
      expect(trail.body).toMatchObject([
        {
          ...byShopkeeper,
          action: 'khata.opened',
          entityName: customer.user.name,
          before: null,
          after: {
            shopId: shop.id,
            customerId: customer.user.id,
            customerName: customer.user.name,
            creditLimit: '2000.00',
            frozen: false,
          },
        },
        {
          ...byShopkeeper,
          action: 'khata.corrected',
          before: null,
          after: {
            entryNumber: 1,
            amount: '300.00',
            note: 'Brought over from the paper khata',
            balanceAfter: '300.00',
          },
        },
        {
          ...byShopkeeper,
          action: 'khata.changed',
          before: { creditLimit: '2000.00', frozen: false },
          after: { creditLimit: '2500.00', frozen: true },
        },
        {
          ...byShopkeeper,
          action: 'khata.payment-recorded',
          after: { entryNumber: 2, amount: '-100.00', paidWith: 'upi', utr, balanceAfter: '200.00' },
        },
      ]);
      expect(trail.body).toHaveLength(4);
    });
  });
});
