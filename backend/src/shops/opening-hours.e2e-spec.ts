import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { catalogueFixtures, shopOnboarding, signedInShopkeeperWithShop } from '../../test/catalogue-fixtures';
import { addressOf } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { isOpenAt, OpeningSlot, openingParameters, openNowSql, scheduleProblem, WEEKDAYS } from './opening-hours';
import { Shop } from './shop.entity';

/** An instant given as a wall-clock time in Asia/Kolkata. 2027-03-01 is a Monday. */
const ist = (wallClock: string) => new Date(`${wallClock}:00+05:30`);
const slot = (day: OpeningSlot['day'], opens: string, closes: string): OpeningSlot => ({ day, opens, closes });
const everyDay = (opens: string, closes: string) => WEEKDAYS.map((day) => slot(day, opens, closes));

/** Opening hours (issue 12, point 4): written by admins and shopkeepers, read by everyone, kept by the Clock. */
describe('opening hours', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let customer: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin } = await t.signedIn('admin'));
    ({ agent: customer } = await t.signedIn('customer'));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const clockAt = (instant: Date) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(instant);

  describe('writing them', () => {
    it('onboards a shop with its schedule and holidays, answered in order, holidays once', async () => {
      const res = await admin
        .post('/api/admin/shops')
        .send(
          shopOnboarding({
            openingHours: [slot('sun', '10:00', '14:00'), slot('mon', '16:00', '01:00'), slot('mon', '09:00', '13:00')],
            holidays: ['2027-11-08', '2027-10-29', '2027-11-08'],
          }),
        )
        .expect(201);
      expect(res.body).toMatchObject({
        openingHours: [slot('mon', '09:00', '13:00'), slot('mon', '16:00', '01:00'), slot('sun', '10:00', '14:00')],
        holidays: ['2027-10-29', '2027-11-08'],
      });
      const customerView = await customer.get(`/api/customer/shops/${res.body.id}`).expect(200);
      expect(customerView.body).toMatchObject({ openingHours: res.body.openingHours, holidays: res.body.holidays });
    });

    it('lets the shopkeeper set them in Shop Details and the admin read and clear them', async () => {
      const { shop, agent: shopkeeper } = await signedInShopkeeperWithShop(t, admin);
      expect(shop).toMatchObject({ openingHours: [], holidays: [] });
      const lunchBreak = [slot('tue', '08:00', '13:00'), slot('tue', '14:00', '22:00')];
      const res = await shopkeeper
        .put('/api/shopkeeper/shop')
        .send({ openingHours: lunchBreak, holidays: ['2027-03-22'] })
        .expect(200);
      expect(res.body).toMatchObject({ openingHours: lunchBreak, holidays: ['2027-03-22'] });
      expect((await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body).toMatchObject({
        openingHours: lunchBreak,
        holidays: ['2027-03-22'],
      });
      // A partial edit leaves them as they are.
      await shopkeeper.put('/api/shopkeeper/shop').send({ phone: '0141-2345678' }).expect(200);
      expect((await shopkeeper.get('/api/shopkeeper/shop').expect(200)).body.openingHours).toEqual(lunchBreak);
      const cleared = await admin
        .put(`/api/admin/shops/${shop.id}`)
        .send({ openingHours: [], holidays: [] })
        .expect(200);
      expect(cleared.body).toMatchObject({ openingHours: [], holidays: [] });
    });

    const tooMany = Array.from({ length: 7 }, (_, i) => slot('tue', `0${i}:00`, `0${i}:30`));
    it.each([
      [
        'an opening time of 9:00',
        { openingHours: [slot('mon', '9:00', '13:00')] },
        'openingHours.0.opens must be a time HH:MM from 00:00 to 23:59',
      ],
      [
        'an opening time of 24:00',
        { openingHours: [slot('mon', '24:00', '13:00')] },
        'openingHours.0.opens must be a time HH:MM from 00:00 to 23:59',
      ],
      [
        'a closing time of 24:30',
        { openingHours: [slot('mon', '09:00', '24:30')] },
        'openingHours.0.closes must be a time HH:MM from 00:00 to 24:00',
      ],
      [
        'an unknown day',
        { openingHours: [{ day: 'funday', opens: '09:00', closes: '13:00' }] },
        'openingHours.0.day must be one of mon, tue, wed, thu, fri, sat, sun',
      ],
      [
        'a slot without its closing time',
        { openingHours: [{ day: 'mon', opens: '09:00' }] },
        'openingHours.0.closes must be a time HH:MM',
      ],
      [
        'a slot with a field of its own',
        { openingHours: [{ ...slot('mon', '09:00', '13:00'), note: 'x' }] },
        'openingHours.0.property note should not exist',
      ],
      [
        'overlapping slots of one day',
        { openingHours: [slot('mon', '09:00', '13:00'), slot('mon', '12:00', '15:00')] },
        'openingHours: the slots mon 09:00-13:00 and mon 12:00-15:00 overlap',
      ],
      [
        'a slot past midnight overlapping the next day',
        { openingHours: [slot('mon', '22:00', '03:00'), slot('tue', '02:00', '05:00')] },
        'openingHours: the slots mon 22:00-03:00 and tue 02:00-05:00 overlap',
      ],
      ['seven slots a day', { openingHours: tooMany }, 'openingHours has 7 slots on tue: at most 6 a day'],
      ['a slot closing when it opens', { openingHours: [slot('mon', '09:00', '09:00')] }, 'closes when it opens'],
      ['a schedule of null', { openingHours: null }, 'openingHours must be an array'],
      ['a schedule that is text', { openingHours: 'always' }, 'openingHours must be an array'],
      [
        'a holiday on 30 February',
        { holidays: ['2027-02-30'] },
        'holidays must be dates written YYYY-MM-DD, such as 2026-01-26',
      ],
      ['a holiday written 15/08/2027', { holidays: ['15/08/2027'] }, 'holidays must be dates written YYYY-MM-DD'],
      ['a holiday that is a number', { holidays: [20270815] }, 'holidays must be dates written YYYY-MM-DD'],
      ['holidays of null', { holidays: null }, 'holidays must be an array'],
      [
        '367 holidays',
        {
          holidays: Array.from({ length: 367 }, (_, i) =>
            new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
          ),
        },
        'holidays must contain no more than 366 elements',
      ],
    ])('refuses %s with 400 saying so, and changes nothing', async (_case, change, message) => {
      const { shop, agent: shopkeeper } = await signedInShopkeeperWithShop(t, admin, {
        openingHours: everyDay('08:00', '22:00'),
      });
      for (const put of [
        () => admin.put(`/api/admin/shops/${shop.id}`).send(change),
        () => shopkeeper.put('/api/shopkeeper/shop').send(change),
      ]) {
        const res = await put().expect(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      expect((await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body).toMatchObject({
        openingHours: everyDay('08:00', '22:00'),
        holidays: [],
      });
      const onboarding = await admin.post('/api/admin/shops').send(shopOnboarding(change)).expect(400);
      expect(JSON.stringify(onboarding.body.message)).toContain(message);
    });
  });

  describe('open now, by the Clock in Asia/Kolkata', () => {
    let nightOwl: Shop;
    let holidayOwl: Shop;
    let dayShop: Shop;
    let anyTime: Shop;
    let switchedOff: Shop;
    let mine: string[];

    type Listed = { id: string; openNow: boolean; opensAt: string | null };
    const discover = async (filter: object = {}): Promise<Listed[]> =>
      (
        await customer
          .get('/api/customer/shops')
          .query({ filter: JSON.stringify(filter) })
          .expect(200)
      ).body.filter((shop: Listed) => mine.includes(shop.id));
    const stateOf = async (shop: Shop) => {
      const listed = (await discover()).find(({ id }) => id === shop.id)!;
      const one = (await customer.get(`/api/customer/shops/${shop.id}`).expect(200)).body;
      expect({ openNow: one.openNow, opensAt: one.opensAt }).toEqual({
        openNow: listed.openNow,
        opensAt: listed.opensAt,
      });
      return [listed.openNow, listed.opensAt];
    };
    const openIds = async () => (await discover({ openNow: true })).map(({ id }) => id).sort();
    const closedIds = async () => (await discover({ openNow: false })).map(({ id }) => id).sort();

    beforeAll(async () => {
      const { createShop, createProduct } = catalogueFixtures(t);
      const owl = [slot('fri', '18:00', '23:00'), slot('sat', '22:00', '02:00')];
      ({ shop: nightOwl } = await createShop({ name: 'Night Owl', openingHours: owl }));
      // Closed on Sunday 7 March: the Saturday slot stops at midnight.
      ({ shop: holidayOwl } = await createShop({ name: 'Holiday Owl', openingHours: owl, holidays: ['2027-03-07'] }));
      ({ shop: dayShop } = await createShop({
        name: 'Day Shop',
        openingHours: everyDay('09:00', '21:00'),
        holidays: ['2027-03-07'],
      }));
      ({ shop: anyTime } = await createShop({ name: 'Any Time' }));
      ({ shop: switchedOff } = await createShop({
        name: 'Switched Off',
        isActive: false,
        openingHours: everyDay('00:00', '24:00'),
      }));
      mine = [nightOwl, holidayOwl, dayShop, anyTime, switchedOff].map((shop) => shop.id);
      // Something in stock: a shop with nothing to sell is coming soon, never open (issue 32).
      for (const id of mine) await createProduct(id);
    });

    it('on Saturday night: the slot past midnight has begun, the day shop is closed until after its holiday', async () => {
      clockAt(ist('2027-03-06T23:30'));
      expect(await stateOf(nightOwl)).toEqual([true, null]);
      expect(await stateOf(holidayOwl)).toEqual([true, null]);
      expect(await stateOf(dayShop)).toEqual([false, ist('2027-03-08T09:00').toISOString()]);
      expect(await stateOf(anyTime)).toEqual([true, null]);
      expect(await stateOf(switchedOff)).toEqual([false, null]);
      expect(await openIds()).toEqual([nightOwl.id, holidayOwl.id, anyTime.id].sort());
      expect(await closedIds()).toEqual([dayShop.id, switchedOff.id].sort());
    });

    it('past midnight: still open from Saturday, unless Sunday is a holiday', async () => {
      clockAt(ist('2027-03-07T01:30'));
      expect(await stateOf(nightOwl)).toEqual([true, null]);
      expect(await stateOf(holidayOwl)).toEqual([false, ist('2027-03-12T18:00').toISOString()]);
      expect(await openIds()).toEqual([nightOwl.id, anyTime.id].sort());
    });

    it('at 2:00 the slot has closed, and the next opening is on Friday', async () => {
      clockAt(ist('2027-03-07T02:00'));
      expect(await stateOf(nightOwl)).toEqual([false, ist('2027-03-12T18:00').toISOString()]);
      expect(await openIds()).toEqual([anyTime.id]);
    });

    it('on a holiday inside its hours the shop is closed; the next morning it opens', async () => {
      clockAt(ist('2027-03-07T12:00'));
      expect(await stateOf(dayShop)).toEqual([false, ist('2027-03-08T09:00').toISOString()]);
      clockAt(ist('2027-03-08T09:00'));
      expect(await stateOf(dayShop)).toEqual([true, null]);
      expect(await openIds()).toEqual([dayShop.id, anyTime.id].sort());
    });

    describe('the cart and checkout', () => {
      const rows = (customerId: string) =>
        db.query('SELECT i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = $1', [
          customerId,
        ]);

      it('refuses a new item from a closed shop with 409 saying when it opens, and keeps the cart empty', async () => {
        const { agent, user } = await t.signedIn('customer');
        const product = await catalogueFixtures(t).createProduct(dayShop.id);
        clockAt(ist('2027-03-07T12:00'));
        const holiday = await agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 });
        expect([holiday.status, holiday.body.message]).toEqual([
          409,
          'Day Shop is closed now: it opens at 9:00 am tomorrow.',
        ]);
        clockAt(ist('2027-03-08T06:15'));
        const early = await agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 });
        expect([early.status, early.body.message]).toEqual([409, 'Day Shop is closed now: it opens at 9:00 am today.']);
        const off = await catalogueFixtures(t).createProduct(switchedOff.id);
        const closed = await agent.post('/api/customer/cart/items').send({ productId: off.id, quantity: 1 });
        expect([closed.status, closed.body.message]).toEqual([409, 'Switched Off is closed now.']);
        expect(await rows(user.id)).toEqual([]);
      });

      it('says in the cart that the shop has closed, and checkout refuses with the same words', async () => {
        const { agent, user } = await t.signedIn('customer');
        const product = await catalogueFixtures(t).createProduct(nightOwl.id);
        const customerAddressId = await addressOf(agent);
        clockAt(ist('2027-03-06T23:30'));
        const added = await agent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 });
        expect(added.status).toBe(201);
        expect(added.body).toMatchObject({ openNow: true, opensAt: null, checkoutBlockedBy: null });

        clockAt(ist('2027-03-07T02:00'));
        const closedMessage = 'Night Owl is closed now: it opens on Friday at 6:00 pm.';
        const cart = await agent.get('/api/customer/cart').expect(200);
        expect(cart.body).toMatchObject({
          openNow: false,
          opensAt: ist('2027-03-12T18:00').toISOString(),
          checkoutBlockedBy: closedMessage,
        });
        const quote = await agent.get(`/api/customer/cart/quote?addressId=${customerAddressId}`).expect(200);
        expect(quote.body.checkoutBlockedBy).toBe(closedMessage);
        const refused = await agent
          .post('/api/customer/orders')
          .send({ customerAddressId, paymentMethod: 'cash_on_delivery' })
          .expect(409);
        expect(refused.body.message).toBe(closedMessage);
        expect(await rows(user.id)).toEqual([{ quantity: 1 }]);
        expect(await db.query('SELECT id FROM orders WHERE customer_id = $1', [user.id])).toEqual([]);

        clockAt(ist('2027-03-12T18:00'));
        await agent
          .post('/api/customer/orders')
          .send({ customerAddressId, paymentMethod: 'cash_on_delivery' })
          .expect(201);
      });
    });
  });

  it('answers openNow in the database as the rule does, for any schedule, holidays and instant', async () => {
    const sql = `SELECT ${openNowSql({
      openingHours: 'CAST(:hours AS jsonb)',
      holidays: 'ARRAY(SELECT jsonb_array_elements_text(CAST(:holidays AS jsonb)))',
    })} AS "open"`;
    const quarter = (q: number) =>
      `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
    const slots = fc
      .array(
        fc.record({
          day: fc.constantFrom(...WEEKDAYS),
          opens: fc.integer({ min: 0, max: 95 }).map(quarter),
          closes: fc.integer({ min: 0, max: 96 }).map(quarter),
        }),
        { maxLength: 5 },
      )
      .filter((list) => scheduleProblem(list) === undefined);
    const monday = ist('2027-03-01T00:00').getTime();
    await fc.assert(
      fc.asyncProperty(
        slots,
        fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }),
        // Any minute of a week, from Monday 00:00, and a little past it.
        fc.integer({ min: 0, max: 8 * 24 * 60 - 1 }),
        async (openingHours, holidayDays, minute) => {
          const instant = new Date(monday + minute * 60_000);
          const holidays = holidayDays.map((day) =>
            new Date(monday + (day * 24 + 6) * 3_600_000).toISOString().slice(0, 10),
          );
          const [query, parameters] = db.driver.escapeQueryWithParameters(
            sql,
            { hours: JSON.stringify(openingHours), holidays: JSON.stringify(holidays), ...openingParameters(instant) },
            {},
          );
          const [{ open }] = await db.query(query, parameters);
          expect(open).toBe(isOpenAt({ openingHours, holidays }, instant));
        },
      ),
      { numRuns: 150 },
    );
  });
});
