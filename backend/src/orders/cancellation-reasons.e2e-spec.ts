import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { OrderBody, placeAttaOrder, placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Product } from '../products/product.entity';

interface TimelineEntry {
  status: string;
  role: string;
  reasonCode: string | null;
  reason: string | null;
}

describe('cancellation reasons', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let customer: Agent;
  let shopkeeper: Agent;
  let admin: Agent;
  let atta: Product;
  let order: OrderBody;

  const cancelByCustomer = (body?: object, id = order.id) => {
    const request = customer.post(`/api/customer/orders/${id}/cancel`);
    return body ? request.send(body) : request;
  };
  const setStatus = (agent: Agent, body: object, id = order.id) =>
    agent.put(`/api/${agent === admin ? 'admin' : 'shopkeeper'}/orders/${id}`).send(body);
  const read = async (id = order.id) => (await admin.get(`/api/admin/orders/${id}`).expect(200)).body;
  const lastEntry = async (id = order.id): Promise<TimelineEntry> => {
    const { timeline } = await read(id);
    const { status, role, reasonCode, reason } = timeline.at(-1);
    return { status, role, reasonCode, reason };
  };
  const codesFor = async (agent: Agent, audience: string, id = order.id) =>
    (await agent.get(`/api/${audience}/orders/${id}`).expect(200)).body.cancelReasons.map(
      (reason: { code: string }) => reason.code,
    );

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ({ customer, shopkeeper, atta, order } = await placeAttaOrder(t, fixtures));
  });

  describe('the customer', () => {
    it("records 'not given' when the customer cancels without a reason, as the spec's call does", async () => {
      await cancelByCustomer().expect(200);
      expect(await lastEntry()).toEqual({
        status: 'cancelled',
        role: 'customer',
        reasonCode: 'not-given',
        reason: 'Not given',
      });
    });

    it('records the reason given, and the note with other', async () => {
      const res = await cancelByCustomer({ cancelReason: 'ordered-by-mistake' }).expect(200);
      expect(res.body.timeline.at(-1)).toMatchObject({
        reasonCode: 'ordered-by-mistake',
        reason: 'Ordered by mistake',
      });
      expect(res.body.cancelReasons).toEqual([]);

      const second = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await cancelByCustomer({ cancelReason: 'other', cancelNote: '  Found it cheaper nearby ' }, second.id).expect(
        200,
      );
      expect(await lastEntry(second.id)).toEqual({
        status: 'cancelled',
        role: 'customer',
        reasonCode: 'other',
        reason: 'Other: Found it cheaper nearby',
      });
    });

    it('refuses a reason the customer may not give, an unknown one, and other without a note with 400', async () => {
      const refusals: [object, string | string[]][] = [
        [{ cancelReason: 'items-not-available' }, 'A customer cannot cancel with the reason "Items not available".'],
        [{ cancelReason: 'shop-did-not-respond' }, 'A customer cannot cancel with the reason "Shop did not respond".'],
        [
          { cancelReason: 'lost-interest' },
          'cancelReason must be one of: customer-changed-mind, ordered-by-mistake, other',
        ],
        [
          { cancelReason: 'not-given' },
          'cancelReason must be one of: customer-changed-mind, ordered-by-mistake, other',
        ],
        [
          { cancelReason: '__proto__' },
          'cancelReason must be one of: customer-changed-mind, ordered-by-mistake, other',
        ],
        [{ cancelReason: 'other' }, 'Say why in cancelNote when the reason is "Other".'],
        [{ cancelReason: 'other', cancelNote: '   ' }, 'Say why in cancelNote when the reason is "Other".'],
        [{ cancelReason: 'other', cancelNote: 'x'.repeat(501) }, ['cancelNote must be at most 500 characters']],
        [{ cancelReason: 7 }, ['cancelReason must be a reason code']],
      ];
      for (const [body, message] of refusals) {
        const res = await cancelByCustomer(body).expect(400);
        expect(res.body.message).toEqual(message);
      }
      expect(await read()).toMatchObject({
        status: 'pending',
        timeline: [expect.objectContaining({ status: 'pending' })],
      });
    });

    it('is offered the reasons it may give while it may cancel, and none after', async () => {
      expect(await codesFor(customer, 'customer')).toEqual(['customer-changed-mind', 'ordered-by-mistake', 'other']);
      const options = (await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body.cancelReasons;
      expect(options.at(-1)).toEqual({ code: 'other', label: 'Other', noteRequired: true });
      await setStatus(shopkeeper, { status: 'confirmed' }).expect(200);
      expect(await codesFor(customer, 'customer')).toEqual([]);
    });
  });

  describe('the shopkeeper', () => {
    it('cancels with a reason of the shop, which the timeline shows', async () => {
      expect(await codesFor(shopkeeper, 'shopkeeper')).toEqual([
        'items-not-available',
        'shop-closed',
        'address-not-serviceable',
        'other',
      ]);
      const res = await setStatus(shopkeeper, {
        status: 'cancelled',
        cancelReason: 'items-not-available',
        cancelNote: 'No atta until Monday',
      }).expect(200);
      expect(res.body.timeline.at(-1)).toEqual({
        status: 'cancelled',
        changedAt: expect.any(String),
        role: 'shopkeeper',
        reasonCode: 'items-not-available',
        reason: 'Items not available: No atta until Monday',
        event: null,
      });
      const seenByCustomer = (await customer.get(`/api/customer/orders/${order.id}`).expect(200)).body;
      expect(seenByCustomer.timeline.at(-1).reason).toBe('Items not available: No atta until Monday');
    });

    it("records 'not given' without a reason, refuses the customer's reasons, reads a reason only to cancel", async () => {
      const theirs = await setStatus(shopkeeper, { status: 'cancelled', cancelReason: 'ordered-by-mistake' }).expect(
        400,
      );
      expect(theirs.body.message).toBe('A shopkeeper cannot cancel with the reason "Ordered by mistake".');
      expect((await read()).status).toBe('pending');
      await setStatus(shopkeeper, { status: 'confirmed', cancelReason: 'shop-closed' }).expect(200);
      expect(await lastEntry()).toMatchObject({ status: 'confirmed', reasonCode: null, reason: null });

      await setStatus(shopkeeper, { status: 'cancelled' }).expect(200);
      expect(await lastEntry()).toMatchObject({ role: 'shopkeeper', reasonCode: 'not-given', reason: 'Not given' });
    });

    it('is offered no reason once the order is dispatched, when it can no longer cancel', async () => {
      for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
        await setStatus(shopkeeper, { status }).expect(200);
      }
      expect(await codesFor(shopkeeper, 'shopkeeper')).toEqual([]);
    });
  });

  describe('the admin', () => {
    it('may give any reason but the customer-only one, with an override reason beside it', async () => {
      expect(await codesFor(admin, 'admin')).toEqual([
        'items-not-available',
        'shop-closed',
        'shop-did-not-respond',
        'customer-changed-mind',
        'address-not-serviceable',
        'other',
      ]);
      const mistake = await setStatus(admin, { status: 'cancelled', cancelReason: 'ordered-by-mistake' }).expect(400);
      expect(mistake.body.message).toBe('An admin cannot cancel with the reason "Ordered by mistake".');
      await setStatus(admin, {
        status: 'cancelled',
        cancelReason: 'shop-did-not-respond',
        reason: 'Called the shop twice, no answer',
      }).expect(200);
      expect(await lastEntry()).toEqual({
        status: 'cancelled',
        role: 'admin',
        reasonCode: 'shop-did-not-respond',
        reason: 'Shop did not respond — Called the shop twice, no answer',
      });
    });
  });

  describe('analytics', () => {
    const byReason = async () => {
      const { cancellationsByReason } = (await admin.get('/api/admin/analytics').expect(200)).body;
      return new Map<string, number>(
        cancellationsByReason.map((row: { reasonCode: string; count: number }) => [row.reasonCode, row.count]),
      );
    };

    it('counts the cancelled orders by the reason of their last cancellation, every reason present', async () => {
      const before = await byReason();
      const { cancellationsByReason } = (await admin.get('/api/admin/analytics').expect(200)).body;
      expect(cancellationsByReason).toHaveLength(8);
      expect(cancellationsByReason).toContainEqual({
        reasonCode: 'address-not-serviceable',
        label: 'Delivery address not serviceable',
        count: expect.any(Number),
      });

      await setStatus(shopkeeper, { status: 'cancelled', cancelReason: 'shop-closed' }).expect(200);
      const second = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await cancelByCustomer(undefined, second.id).expect(200);
      const third = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await cancelByCustomer({ cancelReason: 'customer-changed-mind' }, third.id).expect(200);
      // Reopened by an admin and cancelled again: it counts once, under its last reason.
      await setStatus(admin, { status: 'pending', reason: 'Cancelled by mistake' }, third.id).expect(200);
      await setStatus(shopkeeper, { status: 'cancelled', cancelReason: 'shop-closed' }, third.id).expect(200);
      const reopened = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      await cancelByCustomer({ cancelReason: 'ordered-by-mistake' }, reopened.id).expect(200);
      await setStatus(admin, { status: 'confirmed' }, reopened.id).expect(200);

      const after = await byReason();
      const added = Object.fromEntries([...after].map(([code, count]) => [code, count - (before.get(code) ?? 0)]));
      expect(added).toEqual({
        'items-not-available': 0,
        'shop-closed': 2,
        'shop-did-not-respond': 0,
        'customer-changed-mind': 0,
        'ordered-by-mistake': 0,
        'address-not-serviceable': 0,
        other: 0,
        'not-given': 1,
      });
      const counts = [...after.values()];
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });
});
