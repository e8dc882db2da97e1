import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { deliverOrder, OrderBody, placeOrder } from '../../test/order-fixtures';
import { picture } from '../../test/pictures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';
import { ClaimEscalationTimer } from './claim-escalation-timer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The day the tests' orders are placed and delivered. */
const T0 = new Date('2026-11-20T06:00:00Z').getTime();

/** A delivered order of 3 × milk (₹50.00 + 5% GST each) and 2 × atta (₹99.00 with 5% GST in it). */
interface Delivered {
  customer: Agent;
  customerUser: TestUser;
  shopkeeper: Agent;
  shopkeeperUser: TestUser;
  shopId: string;
  order: OrderBody & { deliveryCharges: string; promisedBy: string };
  milk: string;
  atta: string;
  deliveredAt: number;
}

describe('claims, decisions and refunds', () => {
  let t: TestApp;
  let db: DataSource;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;

  const clockAt = (time: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(time));

  /** A new customer's order from a new shop, delivered at `deliveredAt` (T0 + 1 hour unless said). */
  async function deliveredOrder(deliveredAt = T0 + HOUR): Promise<Delivered> {
    const { agent: customer, user: customerUser } = await t.signedIn('customer');
    const { agent: shopkeeper, user: shopkeeperUser } = await t.signedIn('shopkeeper');
    const { shop } = await fixtures.createShop({}, shopkeeperUser);
    const milk = await fixtures.createProduct(shop.id, {
      name: 'Milk',
      discountedPrice: 50_00,
      gstPercentage: 5_00,
      gstIncluded: false,
    });
    const atta = await fixtures.createProduct(shop.id, { name: 'Atta', discountedPrice: 99_00 });
    clockAt(T0);
    const placed = await placeOrder(customer, [
      { productId: milk.id, quantity: 3 },
      { productId: atta.id, quantity: 2 },
    ]);
    clockAt(deliveredAt);
    const order = (await deliverOrder(shopkeeper, customer, placed.id)) as Delivered['order'];
    const lineOf = (productId: string) => order.orderItems.find((item) => item.product.id === productId)!.id;
    return {
      customer,
      customerUser,
      shopkeeper,
      shopkeeperUser,
      shopId: shop.id,
      order,
      milk: lineOf(milk.id),
      atta: lineOf(atta.id),
      deliveredAt,
    };
  }

  const claim = (d: Delivered, body: object) => d.customer.post(`/api/customer/orders/${d.order.id}/claims`).send(body);
  const damagedMilk = (d: Delivered, quantity = 1) =>
    claim(d, { reasonCode: 'ITM004', comment: 'The packet was torn.', items: [{ orderItemId: d.milk, quantity }] });
  const decide = (agent: Agent, role: 'shopkeeper' | 'admin', claimId: string, body: object) =>
    agent.post(`/api/${role}/claims/${claimId}/decision`).send(body);
  const refundsOf = async (orderId: string) =>
    (await db.query('SELECT * FROM refunds WHERE order_id = $1 ORDER BY created_at', [orderId])) as {
      id: string;
      amount: string;
      status: string;
      delivery_charges: string;
    }[];
  const timelineOf = async (agent: Agent, role: string, orderId: string) =>
    (await agent.get(`/api/${role}/orders/${orderId}`).expect(200)).body.timeline as {
      event: string | null;
      role: string;
      reason: string | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ lateRefundPercent: 12_50 });
    db = t.app.get(DataSource);
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers the policy the server applies at GET /api/refund-policy, to anyone', async () => {
    const { body } = await t.anonymous().get('/api/refund-policy').expect(200);
    expect(body).toMatchObject({
      cancelWithinMinutes: 30,
      lateAfterMinutes: 120,
      lateRefundPercent: '12.50',
      shopAnswersWithinHours: 24,
      disputeWithinHours: 48,
      maxPhotos: 3,
    });
    expect(
      body.reasons.map((reason: { code: string; windowHours: number }) => [reason.code, reason.windowHours]),
    ).toEqual([
      ['ITM001', 48],
      ['ITM003', 24],
      ['ITM004', 48],
      ['FLM004', 24],
      ['ORD001', 48],
    ]);
  });

  describe('the windows, to the minute', () => {
    it.each([
      ['ITM001', 48, true],
      ['ITM003', 24, true],
      ['ITM004', 48, true],
      ['ORD001', 48, false],
    ])('%s: one minute inside its %i hours is taken, one minute outside is refused', async (code, hours, items) => {
      const d = await deliveredOrder();
      const body = {
        reasonCode: code,
        comment: 'Not right',
        ...(items ? { items: [{ orderItemId: d.atta, quantity: 1 }] } : {}),
      };
      clockAt(d.deliveredAt + hours * HOUR + MINUTE);
      const late = await claim(d, body).expect(409);
      expect(late.body.message).toContain(`within ${hours} hours of delivery`);
      const seen = (await d.customer.get(`/api/customer/orders/${d.order.id}`).expect(200)).body;
      expect(seen.claimableReasons).not.toContain(code);

      clockAt(d.deliveredAt + hours * HOUR - MINUTE);
      expect((await d.customer.get(`/api/customer/orders/${d.order.id}`).expect(200)).body.claimableReasons).toContain(
        code,
      );
      const taken = await claim(d, body).expect(201);
      expect(taken.body).toMatchObject({ reasonCode: code, status: 'open', orderId: d.order.id });
    });

    it('takes a late delivery only when it came more than 2 hours after the promise, within 24 hours', async () => {
      const promise = async (d: Delivered) => new Date(d.order.promisedBy).getTime();
      const probe = await deliveredOrder();
      const promisedBy = await promise(probe);
      const onTime = await deliveredOrder(promisedBy + 2 * HOUR - MINUTE);
      const late = await deliveredOrder(promisedBy + 2 * HOUR + MINUTE);
      const body = { reasonCode: 'FLM004', comment: 'Came very late' };

      clockAt(onTime.deliveredAt + HOUR);
      expect((await claim(onTime, body).expect(409)).body.message).toContain(
        'less than 2 hours after the time promised',
      );
      clockAt(late.deliveredAt + 24 * HOUR + MINUTE);
      expect((await claim(late, body).expect(409)).body.message).toContain('within 24 hours of delivery');
      clockAt(late.deliveredAt + 24 * HOUR - MINUTE);
      const taken = await claim(late, body).expect(201);
      expect(taken.body.items).toEqual([]);
      expect((await claim(late, body).expect(409)).body.message).toContain('reported this already');
    });

    it('refuses a claim before delivery, and on another customer’s order', async () => {
      const d = await deliveredOrder();
      const { agent: stranger } = await t.signedIn('customer');
      await stranger
        .post(`/api/customer/orders/${d.order.id}/claims`)
        .send({ reasonCode: 'ORD001', comment: 'x' })
        .expect(404);
      const { shopkeeper, customer } = d;
      const fresh = await placeOrder(customer, [
        { productId: (await fixtures.createProduct(d.shopId)).id, quantity: 1 },
      ]);
      await shopkeeper.put(`/api/shopkeeper/orders/${fresh.id}`).send({ status: 'confirmed' }).expect(200);
      const early = await customer
        .post(`/api/customer/orders/${fresh.id}/claims`)
        .send({ reasonCode: 'ORD001', comment: 'Where is it?' })
        .expect(409);
      expect(early.body.message).toBe('You can report a problem once your order is delivered.');
    });
  });

  describe('what a claim may name', () => {
    it.each([
      [{ reasonCode: 'ITM999', comment: 'x', items: [] }, 'reasonCode must be one of'],
      [{ reasonCode: 'ITM004', comment: '   ' }, 'comment must say what went wrong'],
      [{ reasonCode: 'ITM004', comment: 'x' }, 'items must name the lines and units concerned'],
      [{ reasonCode: 'ITM004', comment: 'x', items: [{ orderItemId: 'nope', quantity: 1 }] }, 'orderItemId'],
      [{ reasonCode: 'ITM004', comment: 'x', items: [[{ quantity: 1 }]] }, 'items'],
      [{ reasonCode: 'ITM004', comment: 'x', items: 'all' }, 'items'],
      [
        { reasonCode: 'ITM004', comment: 'x', items: [{ orderItemId: null, quantity: 0 }] },
        'quantity must be at least 1',
      ],
      [
        {
          reasonCode: 'ORD001',
          comment: 'x',
          items: [{ orderItemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        },
        'leave items out',
      ],
      [{ reasonCode: null, comment: 'x' }, 'reasonCode'],
      [{ __proto__: { reasonCode: 'ITM004' }, comment: 'x' }, 'reasonCode'],
    ])('refuses %j with a 400, and records nothing', async (body, message) => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const res = await claim(d, body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
      expect(await db.query('SELECT 1 FROM claims WHERE order_id = $1', [d.order.id])).toEqual([]);
    });

    it('checks lines and quantities against the order: another order’s line, a line twice, more units than sold', async () => {
      const d = await deliveredOrder();
      const other = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const items = (list: object[]) => claim(d, { reasonCode: 'ITM003', comment: 'Wrong', items: list });
      expect((await items([{ orderItemId: other.milk, quantity: 1 }]).expect(404)).body.message).toContain(
        'is not a line of this order',
      );
      await items([
        { orderItemId: d.milk, quantity: 1 },
        { orderItemId: d.milk, quantity: 1 },
      ]).expect(400);
      expect((await items([{ orderItemId: d.milk, quantity: 4 }]).expect(409)).body.message).toBe(
        'Only 3 of Milk can still be claimed.',
      );
    });

    it('keeps one open claim per item, and lets a rejected item be claimed again', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const first = (await damagedMilk(d).expect(201)).body;
      expect((await damagedMilk(d).expect(409)).body.message).toBe('Milk is in an open claim already.');
      await claim(d, {
        reasonCode: 'ITM001',
        comment: 'One atta missing',
        items: [{ orderItemId: d.atta, quantity: 1 }],
      }).expect(201);
      await decide(d.shopkeeper, 'shopkeeper', first.id, { decision: 'reject', note: 'Sealed when it left' }).expect(
        201,
      );
      await damagedMilk(d).expect(201);
    });

    it('takes one of two claims of the same item sent at once', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const answers = await Promise.all([damagedMilk(d), damagedMilk(d), damagedMilk(d)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      expect(await db.query('SELECT 1 FROM claims WHERE order_id = $1', [d.order.id])).toHaveLength(1);
    });

    it('takes up to 3 photos of a damaged item, none of a missing one', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const damaged = (await damagedMilk(d).expect(201)).body;
      const photo = await picture(40, 30, 'png');
      const upload = (id: string) =>
        d.customer
          .post(`/api/customer/claims/${id}/photos`)
          .set('X-Requested-With', 'test')
          .attach('file', photo, 'torn.png');
      for (const count of [1, 2, 3]) expect((await upload(damaged.id).expect(201)).body.photos).toHaveLength(count);
      expect((await upload(damaged.id).expect(409)).body.message).toContain('at most 3 images');
      const missing = (
        await claim(d, { reasonCode: 'ITM001', comment: 'Gone', items: [{ orderItemId: d.atta, quantity: 1 }] }).expect(
          201,
        )
      ).body;
      expect((await upload(missing.id).expect(409)).body.message).toBe('A claim of missing item takes no photos.');
      const { body: seenByShop } = await d.shopkeeper.get(`/api/shopkeeper/claims/${damaged.id}`).expect(200);
      expect(seenByShop.photos[0].url).toMatch(/^\/api\/images\/[0-9a-f]+\/large\.webp$/);
    });
  });

  describe("the shop's decision", () => {
    it('refunds in full what the claimed units were paid, to the paisa, and puts every step on both timelines', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      // As the credit note reverses them, taxable value and GST each shared unit by unit, rounded half up:
      // 1 of 2 atta is 94.29 (half of 188.57) + 4.72 (half of 9.43) = 99.01, the second unit 98.99;
      // 2 of 3 milk are 100.00 + 5.00.
      const opened = await claim(d, {
        reasonCode: 'ITM003',
        comment: 'Wrong brand',
        items: [
          { orderItemId: d.atta, quantity: 1 },
          { orderItemId: d.milk, quantity: 2 },
        ],
      }).expect(201);
      const decided = await decide(d.shopkeeper, 'shopkeeper', opened.body.id, { decision: 'full-refund' }).expect(201);
      expect(decided.body).toMatchObject({
        status: 'accepted',
        outcome: 'full-refund',
        refundAmount: '204.01',
        decidedBy: 'shopkeeper',
        refund: { amount: '204.01', status: 'due', paidWith: null },
      });
      expect(await refundsOf(d.order.id)).toMatchObject([{ amount: '204.01', status: 'due' }]);
      const { body: order } = await d.customer.get(`/api/customer/orders/${d.order.id}`).expect(200);
      expect(order.creditNotes).toMatchObject([{ id: decided.body.refund.creditNoteId, total: '204.01' }]);
      expect(order.creditNotes[0].number).toMatch(/^CN-\d{4}-000001$/);
      const pdf = await d.customer
        .get(`/api/customer/orders/${d.order.id}/credit-notes/${decided.body.refund.creditNoteId}`)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      for (const [agent, role] of [
        [d.customer, 'customer'],
        [d.shopkeeper, 'shopkeeper'],
      ] as const) {
        const steps = (await timelineOf(agent, role, d.order.id)).filter((entry) => entry.event);
        expect(steps.map((entry) => [entry.event, entry.role])).toEqual([
          ['claim-opened', 'customer'],
          ['claim-accepted', 'shopkeeper'],
        ]);
        expect(steps[0].reason).toBe('Wrong item: 2 × Milk, 1 × Atta — “Wrong brand”');
        expect(steps[1].reason).toBe('Claim accepted: full refund of ₹204.01');
      }
      const audit = await db.query(
        "SELECT action, actor_role FROM audit_log WHERE entity_id = $1 AND entity_type = 'claim' ORDER BY at",
        [opened.body.id],
      );
      expect(audit).toEqual([
        { action: 'claim.opened', actor_role: 'customer' },
        { action: 'claim.decided', actor_role: 'shopkeeper' },
      ]);
    });

    it('refunds the last unit of a line what is left of the line, so the units add up to it exactly', async () => {
      const d = await deliveredOrder();
      const item = (quantity: number) => ({
        reasonCode: 'ITM004',
        comment: 'x',
        items: [{ orderItemId: d.milk, quantity }],
      });
      clockAt(d.deliveredAt + HOUR);
      // Milk: ₹157.50 for 3. Shared unit by unit: 52.50 each; the sum of refunds is the line.
      const amounts = [];
      for (const quantity of [1, 2]) {
        const opened = (await claim(d, item(quantity)).expect(201)).body;
        amounts.push(
          (await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' })).body.refundAmount,
        );
      }
      expect(amounts).toEqual(['52.50', '105.00']);
      expect((await claim(d, item(1)).expect(409)).body.message).toBe('Milk was refunded or replaced already.');
    });

    it('takes a partial refund up to what the units were paid, and refuses more or none', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d, 1).expect(201)).body;
      const partial = (amount: unknown) =>
        decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'partial-refund', amount });
      expect((await partial('52.51').expect(400)).body.message).toContain('at most ₹52.50');
      expect((await partial(undefined).expect(400)).body.message).toBe('amount is required for a partial refund');
      await partial('0').expect(400);
      await partial('-5').expect(400);
      await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund', amount: '10.00' }).expect(400);
      await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'reject' }).expect(400);
      expect(await refundsOf(d.order.id)).toEqual([]);
      expect((await partial('20.00').expect(201)).body).toMatchObject({
        outcome: 'partial-refund',
        refundAmount: '20.00',
      });
    });

    it('refunds a late delivery by the rule: the delivery charge and LATE_REFUND_PERCENT of the items', async () => {
      const probe = await deliveredOrder();
      const d = await deliveredOrder(new Date(probe.order.promisedBy).getTime() + 3 * HOUR);
      clockAt(d.deliveredAt + HOUR);
      const opened = (await claim(d, { reasonCode: 'FLM004', comment: 'Three hours late' }).expect(201)).body;
      await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(400);
      await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'partial-refund', amount: '5.00' }).expect(400);
      const decided = await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'partial-refund' }).expect(201);
      // Items ₹157.50 + ₹198.00 = ₹355.50; 12.5% of it is ₹44.4375, ₹44.44; with the delivery charge.
      const deliveryCharges = Math.round(Number(d.order.deliveryCharges) * 100);
      const expected = ((deliveryCharges + 44_44) / 100).toFixed(2);
      expect(decided.body.refundAmount).toBe(expected);
      expect(await refundsOf(d.order.id)).toMatchObject([
        { amount: expected, delivery_charges: d.order.deliveryCharges },
      ]);
      const [note] = await db.query(
        'SELECT total::text, delivery_charges::text FROM credit_notes WHERE order_id = $1',
        [d.order.id],
      );
      expect(note).toEqual({ total: expected, delivery_charges: d.order.deliveryCharges });
    });

    it('refunds an order not delivered in full, with its delivery charge', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await claim(d, { reasonCode: 'ORD001', comment: 'Never came' }).expect(201)).body;
      expect(opened.items.map((item: { quantity: number }) => item.quantity)).toEqual([3, 2]);
      const decided = await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(201);
      expect(decided.body.refundAmount).toBe(d.order.finalAmount);
    });

    it('sends a replacement as a new ₹0 order of the items, already accepted, with no refund', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d, 2).expect(201)).body;
      const decided = (await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'replacement' }).expect(201))
        .body;
      expect(decided).toMatchObject({ outcome: 'replacement', refundAmount: '0.00', refund: null });
      const { body: replacement } = await d.customer
        .get(`/api/customer/orders/${decided.replacementOrderId}`)
        .expect(200);
      expect(replacement).toMatchObject({
        status: 'confirmed',
        finalAmount: '0.00',
        replacementOf: d.order.id,
        claimableReasons: [],
      });
      expect(
        replacement.orderItems.map((item: { quantity: number; product: { name: string } }) => [
          item.product.name,
          item.quantity,
        ]),
      ).toEqual([['Milk', 2]]);
      expect(await refundsOf(d.order.id)).toEqual([]);
      const delivered = await deliverOrder(d.shopkeeper, d.customer, decided.replacementOrderId);
      expect(delivered).toMatchObject({ status: 'delivered', invoiceNumber: null });
    });

    it('decides a claim once, however many decide it at once', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d, 3).expect(201)).body;
      const answers = await Promise.all([
        decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }),
        decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }),
        decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'partial-refund', amount: '10.00' }),
        decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'reject', note: 'no' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
      expect((await refundsOf(d.order.id)).length).toBeLessThanOrEqual(1);
      expect(
        await db.query('SELECT COUNT(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = $2', [
          opened.id,
          'claim.decided',
        ]),
      ).toEqual([{ n: 1 }]);
    });

    it("keeps another shop's claims away: 404", async () => {
      const d = await deliveredOrder();
      const other = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d).expect(201)).body;
      await decide(other.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(404);
      await other.shopkeeper.get(`/api/shopkeeper/claims/${opened.id}`).expect(404);
      await other.customer.get(`/api/customer/claims/${opened.id}`).expect(404);
      const list = await other.shopkeeper.get('/api/shopkeeper/claims').expect(200);
      expect(list.body.map((row: { id: string }) => row.id)).not.toContain(opened.id);
    });
  });

  describe('the admin, after the shop', () => {
    it('takes a claim the shop did not answer within 24 hours, and decides it, finally', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d).expect(201)).body;
      await decide(admin, 'admin', opened.id, { decision: 'full-refund' }).expect(409);

      // Other tests' claims wait too: the sweep takes them all, and this one only once its time passed.
      const sweep = () => t.app.get(ClaimEscalationTimer).escalateUnanswered();
      clockAt(d.deliveredAt + 25 * HOUR - 1);
      await sweep();
      expect((await admin.get(`/api/admin/claims/${opened.id}`).expect(200)).body.status).toBe('open');
      clockAt(d.deliveredAt + 25 * HOUR + MINUTE);
      const late = await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(409);
      expect(late.body.message).toContain('24 hours to answer this claim have passed');
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      expect(await sweep()).toBe(0);
      const escalated = (await admin.get(`/api/admin/claims/${opened.id}`).expect(200)).body;
      expect(escalated).toMatchObject({ status: 'escalated', escalation: 'unanswered' });
      const waiting = await admin.get('/api/admin/claims').query({ filter: JSON.stringify({ status: 'escalated' }) });
      expect(waiting.body.map((row: { id: string }) => row.id)).toContain(opened.id);

      await decide(admin, 'admin', opened.id, { decision: 'reject', note: 'Photo shows no damage' }).expect(201);
      const final = await d.customer
        .post(`/api/customer/claims/${opened.id}/dispute`)
        .send({ note: 'But…' })
        .expect(409);
      expect(final.body.message).toBe("The Mohalla team's decision is final.");
      const steps = (await timelineOf(d.customer, 'customer', d.order.id)).filter((entry) => entry.event);
      expect(steps.map((entry) => [entry.event, entry.role])).toEqual([
        ['claim-opened', 'customer'],
        ['claim-escalated', 'system'],
        ['claim-rejected', 'admin'],
      ]);
    });

    it('takes a rejection the customer disputes within 48 hours of it, not after', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const first = (await damagedMilk(d, 1).expect(201)).body;
      const second = (
        await claim(d, {
          reasonCode: 'ITM001',
          comment: 'Missing',
          items: [{ orderItemId: d.atta, quantity: 1 }],
        }).expect(201)
      ).body;
      for (const { id } of [first, second]) {
        const rejected = await decide(d.shopkeeper, 'shopkeeper', id, { decision: 'reject', note: 'Not so' }).expect(
          201,
        );
        expect(rejected.body.disputableUntil).toBe(new Date(d.deliveredAt + 49 * HOUR).toISOString());
      }
      const dispute = (id: string) =>
        d.customer.post(`/api/customer/claims/${id}/dispute`).send({ note: 'Look at it' });
      clockAt(d.deliveredAt + 49 * HOUR + MINUTE);
      expect((await dispute(second.id).expect(409)).body.message).toContain('within 48 hours');
      clockAt(d.deliveredAt + 49 * HOUR - MINUTE);
      expect((await dispute(first.id).expect(201)).body).toMatchObject({ status: 'escalated', escalation: 'disputed' });
      await dispute(first.id).expect(409);
      const decided = await decide(admin, 'admin', first.id, { decision: 'partial-refund', amount: '30.00' }).expect(
        201,
      );
      expect(decided.body).toMatchObject({ decidedBy: 'admin', refund: { amount: '30.00', status: 'due' } });
    });
  });

  describe('paying a refund back', () => {
    async function dueRefund(): Promise<Delivered & { refundId: string }> {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const opened = (await damagedMilk(d, 1).expect(201)).body;
      const decided = (await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(201))
        .body;
      return { ...d, refundId: decided.refund.id };
    }
    const pay = (agent: Agent, refundId: string, body: object) =>
      agent.post(`/api/shopkeeper/refunds/${refundId}/payment`).send(body);

    it('records a UPI refund with its UTR once, and the UTR never again', async () => {
      const a = await dueRefund();
      const b = await dueRefund();
      await pay(a.shopkeeper, a.refundId, { paidWith: 'upi' }).expect(400);
      await pay(a.shopkeeper, a.refundId, { paidWith: 'cash', utr: '412345678901' }).expect(400);
      const paid = await pay(a.shopkeeper, a.refundId, { paidWith: 'upi', utr: '512345678901' }).expect(201);
      expect(paid.body).toMatchObject({ status: 'paid', paidWith: 'upi', utr: '512345678901', amount: '52.50' });
      await pay(a.shopkeeper, a.refundId, { paidWith: 'cash' }).expect(409);
      expect(
        (await pay(b.shopkeeper, b.refundId, { paidWith: 'upi', utr: '512345678901' }).expect(409)).body.message,
      ).toContain('already been used');
      const seen = await a.customer.get('/api/customer/refunds').expect(200);
      expect(seen.body).toMatchObject([{ id: a.refundId, status: 'paid', paidWith: 'upi' }]);
      const steps = (await timelineOf(a.customer, 'customer', a.order.id)).filter((entry) => entry.event);
      expect(steps.at(-1)).toMatchObject({
        event: 'refund-paid',
        reason: 'Refund of ₹52.50 paid back by UPI, UTR 512345678901',
      });
    });

    it('records it once when two record it at once', async () => {
      const a = await dueRefund();
      const answers = await Promise.all([
        pay(a.shopkeeper, a.refundId, { paidWith: 'cash' }),
        pay(a.shopkeeper, a.refundId, { paidWith: 'upi', utr: '612345678901' }),
        pay(a.shopkeeper, a.refundId, { paidWith: 'cash' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      expect(
        await db.query("SELECT 1 FROM audit_log WHERE entity_id = $1 AND action = 'refund.paid'", [a.refundId]),
      ).toHaveLength(1);
    });

    it("credits the customer's khata at the shop, and refuses without one", async () => {
      const a = await dueRefund();
      const refused = await pay(a.shopkeeper, a.refundId, { paidWith: 'khata' }).expect(409);
      expect(refused.body.message).toContain('no khata at your shop');
      const khata = await a.shopkeeper
        .post('/api/shopkeeper/khatas')
        .send({ customer: a.customerUser.username, creditLimit: '1000.00' })
        .expect(201);
      await pay(a.shopkeeper, a.refundId, { paidWith: 'khata' }).expect(201);
      const entries = await a.customer.get(`/api/customer/khatas/${khata.body.id}/entries`).expect(200);
      expect(entries.body).toMatchObject([
        { kind: 'refund', amount: '-52.50', balanceAfter: '-52.50', orderId: a.order.id },
      ]);
    });
  });

  describe('a full refund instead of cancelling an invoiced order', () => {
    it('refuses to cancel an invoiced order, and refunds what is left of it once', async () => {
      const d = await deliveredOrder();
      clockAt(d.deliveredAt + HOUR);
      const seen = (await admin.get(`/api/admin/orders/${d.order.id}`).expect(200)).body;
      expect(seen.nextStatuses).not.toContain('cancelled');
      const cancel = await admin
        .put(`/api/admin/orders/${d.order.id}`)
        .send({ status: 'cancelled', reason: 'Taken back' })
        .expect(409);
      expect(cancel.body.message).toContain('Refund it in full instead');

      const opened = (await damagedMilk(d, 1).expect(201)).body;
      await decide(d.shopkeeper, 'shopkeeper', opened.id, { decision: 'full-refund' }).expect(201);
      const pending = (
        await claim(d, { reasonCode: 'ITM001', comment: 'x', items: [{ orderItemId: d.atta, quantity: 1 }] }).expect(
          201,
        )
      ).body;
      const refund = (id: string) =>
        admin.post(`/api/admin/orders/${id}/full-refund`).send({ reason: 'Shop closed down' });
      const answers = await Promise.all([refund(d.order.id), refund(d.order.id)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const left = ((Math.round(Number(d.order.finalAmount) * 100) - 52_50) / 100).toFixed(2);
      expect(answers.find((res) => res.status === 201)!.body).toMatchObject({
        amount: left,
        claimId: null,
        status: 'due',
      });
      const settled = (await d.customer.get(`/api/customer/claims/${pending.id}`).expect(200)).body;
      expect(settled).toMatchObject({ status: 'accepted', decidedBy: 'admin', refundAmount: '0.00' });
      const total = await db.query('SELECT SUM(amount)::text AS sum FROM refunds WHERE order_id = $1', [d.order.id]);
      expect(total).toEqual([{ sum: d.order.finalAmount }]);
      // The credit notes reverse the whole invoice: its taxable value, GST and delivery charge, to the paisa.
      const credited = await db.query(
        `SELECT SUM(n.total)::text AS total, SUM(n.taxable_value)::text AS taxable, SUM(n.gst)::text AS gst
           FROM credit_notes n WHERE n.order_id = $1`,
        [d.order.id],
      );
      expect(credited).toEqual([{ total: d.order.finalAmount, taxable: seen.totalAmount, gst: seen.gstAmount }]);
      const after = await claim(d, {
        reasonCode: 'ITM004',
        comment: 'x',
        items: [{ orderItemId: d.atta, quantity: 1 }],
      });
      expect(after.status).toBe(409);
      expect(after.body.message).toBe('This order was refunded in full already.');
    });
  });
});
