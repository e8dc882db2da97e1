import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { dispatchOrder, placeAttaOrder } from '../../test/order-fixtures';
import { startPushService, PushService } from '../../test/push-endpoint';
import { SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/config.module';
import { DailySummaryTimer } from '../orders/daily-summary-timer';
import { OrdersService } from '../orders/orders.service';
import { NotificationsService } from './notifications.service';
import { MAX_ATTEMPTS, Outbox } from './outbox';

interface Note {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  readAt: string | null;
}

const bell = async (agent: Agent) =>
  (await agent.get('/api/notifications').expect(200)).body as { unread: number; items: Note[] };
const kinds = async (agent: Agent) => (await bell(agent)).items.map((note) => note.kind);

describe('notifications: the outbox, the bell and mail kept without an SMTP server', () => {
  let t: TestApp;
  let db: DataSource;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());

  it("tells the shop of a new order and the customer of each step, the delivery code in the dispatch's", async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    const number = order.id.slice(0, 8);
    expect(await bell(shopkeeper)).toMatchObject({
      unread: 1,
      items: [{ kind: 'order.placed', title: `New order #${number}`, url: `/shopkeeper/orders/${order.id}` }],
    });
    expect(await kinds(customer)).toEqual([]);

    const code = await dispatchOrder(shopkeeper, customer, order.id);
    const { unread, items } = await bell(customer);
    expect(unread).toBe(3);
    expect(items.map((note) => note.kind)).toEqual(['order.dispatched', 'order.ready', 'order.accepted']);
    expect(items[0]).toMatchObject({ title: `Order #${number} is on its way`, url: `/customer/orders/${order.id}` });
    expect(items[0].body).toContain(`delivery code ${code}`);
    // The shop's own changes are not told back to it.
    expect(await kinds(shopkeeper)).toEqual(['order.placed']);
  });

  it('writes nothing for a change that was refused: the notification is part of the change', async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'dispatched' }).expect(409);
    expect(await kinds(customer)).toEqual([]);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM notifications WHERE url LIKE $1', [
      `%${order.id}%`,
    ]);
    expect(count).toBe(1);
    await shopkeeper
      .put(`/api/shopkeeper/orders/${order.id}`)
      .send({ status: 'cancelled', cancelReason: 'other', cancelNote: 'No atta today' })
      .expect(200);
    expect((await bell(customer)).items).toMatchObject([
      { kind: 'order.rejected', body: expect.stringContaining('No atta today') },
    ]);
  });

  it('marks one read, refuses another person’s (404) and marks all read', async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    await dispatchOrder(shopkeeper, customer, order.id);
    const [first, second] = (await bell(customer)).items;
    await customer.post(`/api/notifications/${first.id}/read`).expect(204);
    expect((await bell(customer)).unread).toBe(2);
    await shopkeeper.post(`/api/notifications/${second.id}/read`).expect(404);
    await customer.post('/api/notifications/not-an-id/read').expect(400);
    expect((await bell(customer)).items.find((note) => note.id === second.id)!.readAt).toBeNull();
    await customer.post('/api/notifications/read-all').expect(204);
    expect((await bell(customer)).unread).toBe(0);
    await t.anonymous().get('/api/notifications').expect(401);
  });

  it('keeps the mails for Outgoing mail when no SMTP server is set, with text and HTML parts', async () => {
    const { customer, customerUser, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    const res = await admin
      .get(`/api/admin/outgoing-mail?filter=${encodeURIComponent(JSON.stringify({ q: customerUser.email }))}`)
      .expect(200);
    expect(res.body).toMatchObject([
      {
        to: customerUser.email,
        toName: customerUser.name,
        kind: 'order.accepted',
        subject: `Order #${order.id.slice(0, 8)} accepted`,
        state: 'kept',
        attempts: 0,
      },
    ]);
    expect(res.body[0].text).toContain(`Hello ${customerUser.name},`);
    expect(res.body[0].text).toContain(`http://localhost:3000/customer/orders/${order.id}`);
    expect(res.body[0].html).toContain(`<a href="http://localhost:3000/customer/orders/${order.id}">`);
    // The shop gets no mail per order by default: the daily summary sums them up.
    const shopMails = await db.query(
      `SELECT count(*)::int AS count FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
       WHERE d.channel = 'email' AND n.kind = 'order.placed' AND n.url = $1`,
      [`/shopkeeper/orders/${order.id}`],
    );
    expect(shopMails[0].count).toBe(0);
    await customer.get('/api/admin/outgoing-mail').expect(403);
    expect(await t.app.get(Outbox).deliverDue()).toBe(0);
  });

  it('lets each person choose per topic and channel, security mails always on', async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    const before = (await customer.get('/api/notifications/preferences').expect(200)).body.topics;
    expect(before).toEqual([
      { topic: 'orders', alwaysSent: false, email: true, push: true },
      { topic: 'claims', alwaysSent: false, email: true, push: true },
      { topic: 'payments', alwaysSent: false, email: true, push: true },
      { topic: 'security', alwaysSent: true, email: true, push: true },
    ]);
    const chosen = await customer
      .put('/api/notifications/preferences')
      .send({
        topics: [
          { topic: 'orders', email: false, push: true },
          { topic: 'security', email: false, push: false },
        ],
      })
      .expect(200);
    expect(chosen.body.topics).toContainEqual({ topic: 'orders', alwaysSent: false, email: false, push: true });
    expect(chosen.body.topics).toContainEqual({ topic: 'security', alwaysSent: true, email: true, push: false });
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    const mails = await db.query(
      `SELECT d.channel FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.url = $1`,
      [`/customer/orders/${order.id}`],
    );
    expect(mails).toEqual([]);
    expect(await kinds(customer)).toEqual(['order.accepted']);

    for (const topics of [
      [{ topic: 'weather', email: true, push: true }],
      [{ topic: 'orders', email: 'yes', push: true }],
      [[{ topic: 'orders', email: true, push: true }]],
      { topic: 'orders' },
      [{ ['__proto__']: { email: true }, topic: 'orders', push: true }],
    ]) {
      await customer.put('/api/notifications/preferences').send({ topics }).expect(400);
    }
  });

  it("sums up each shop's day at 21:00 in India, once whichever process writes it", async () => {
    // 20:59 in India on the day the orders are placed: not yet.
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-25T15:29:00Z'));
    try {
      const { shopkeeper, customer, order } = await placeAttaOrder(t, fixtures);
      await dispatchOrder(shopkeeper, customer, order.id);
      const timer = t.app.get(DailySummaryTimer);
      expect(await timer.summariseDue()).toBe(0);
      clock.mockReturnValue(new Date('2026-11-25T15:31:00Z'));
      const otherProcess = new DailySummaryTimer(
        db,
        t.app.get(OrdersService),
        t.app.get(NotificationsService),
        t.app.get(Clock),
        t.app.get(APP_CONFIG),
      );
      await Promise.all([timer.summariseDue(), otherProcess.summariseDue()]);
      expect(await timer.summariseDue()).toBe(0);
      const summaries = (await bell(shopkeeper)).items.filter((note) => note.kind === 'shop.daily-summary');
      expect(summaries).toEqual([
        expect.objectContaining({
          title: 'Your day at Mohalla, 25 Nov 2026',
          body: '1 order placed today.\n0 orders delivered, for ₹0.00.\nYour dashboard has the details.',
        }),
      ]);
    } finally {
      clock.mockRestore();
    }
  });

  it('tells the shopkeeper of a settlement', async () => {
    const { shopkeeper, shop } = await placeAttaOrder(t, fixtures);
    await admin
      .post('/api/admin/settlements')
      .send({ shopId: shop.id, amount: '1500.00', settledOn: '2026-11-01', reference: `NEFT-${shop.id.slice(0, 6)}` })
      .expect(201);
    expect((await bell(shopkeeper)).items[0]).toMatchObject({
      kind: 'settlement.recorded',
      title: 'Mohalla paid you ₹1500.00',
      url: '/shopkeeper/ledger',
    });
  });
});

describe('notifications: sending by SMTP and web push, with retries', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let db: DataSource;
  let inbox: SmtpInbox;
  let pushService: PushService;
  let outbox: Outbox;

  const clockAt = (time: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(time));
  const deliveriesOf = (kind: string, url: string) =>
    db.query(
      `SELECT d.channel, d.state, d.attempts, d.last_error, d.next_attempt_at,
              (SELECT count(*)::int FROM delivery_attempts a WHERE a.delivery_id = d.id) AS recorded
       FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
       WHERE n.kind = $1 AND n.url = $2 ORDER BY d.channel`,
      [kind, url],
    );

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    pushService = await startPushService();
    t = await createTestApp({
      smtpUrl: inbox.url,
      publicUrl: 'https://mohalla.example',
      notificationSendTimeoutSeconds: 5,
    });
    db = t.app.get(DataSource);
    fixtures = catalogueFixtures(t);
    outbox = t.app.get(Outbox);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await pushService.close();
  });

  it('sends the customer a mail with text and HTML parts through the SMTP server, once', async () => {
    const { customerUser, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    const already = inbox.mails.length;
    await Promise.all([outbox.deliverDue(), outbox.deliverDue()]);
    const mails = (await inbox.waitFor(already + 1)).filter((mail) => mail.to.includes(customerUser.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: 'no-reply@mohalla.local',
      subject: `Order #${order.id.slice(0, 8)} accepted`,
    });
    expect(mails[0].text).toContain(`https://mohalla.example/customer/orders/${order.id}`);
    expect(mails[0].html).toContain(`<a href="https://mohalla.example/customer/orders/${order.id}">`);
    expect(await deliveriesOf('order.accepted', `/customer/orders/${order.id}`)).toMatchObject([
      { channel: 'email', state: 'sent', attempts: 1, recorded: 1, last_error: null },
    ]);
    expect(await outbox.deliverDue()).toBe(0);
  });

  it('tries a refused mail again after a back-off, and gives up after the last attempt', async () => {
    const now = Date.now();
    clockAt(now);
    const { shopkeeper, order } = await placeAttaOrder(t, fixtures);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    inbox.refuse(true);
    try {
      await outbox.deliverDue();
      const [first] = await deliveriesOf('order.accepted', `/customer/orders/${order.id}`);
      expect(first).toMatchObject({ state: 'pending', attempts: 1, recorded: 1 });
      expect(first.last_error).toContain('Try again later');
      expect(new Date(first.next_attempt_at).getTime()).toBe(now + 30_000);
      // Not due yet: nothing is tried.
      expect(await outbox.deliverDue()).toBe(0);
      let at = now;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        at += 30_000 * 4 ** (attempt - 2);
        clockAt(at);
        expect(await outbox.deliverDue()).toBe(1);
      }
      expect(await deliveriesOf('order.accepted', `/customer/orders/${order.id}`)).toMatchObject([
        { state: 'failed', attempts: MAX_ATTEMPTS, recorded: MAX_ATTEMPTS },
      ]);
    } finally {
      inbox.refuse(false);
    }
  });

  it("pushes to each of the person's devices, encrypted for it and signed with the VAPID key", async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    const { publicKey } = (await shopkeeper.get('/api/notifications/push-key').expect(200)).body;
    const phone = pushService.device(`phone-${order.id}`);
    const laptop = pushService.device(`laptop-${order.id}`);
    await customer.post('/api/notifications/push-subscriptions').send(phone.subscription).expect(204);
    await customer.post('/api/notifications/push-subscriptions').send(laptop.subscription).expect(204);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    await outbox.deliverDue();
    const pushes = pushService.received.filter((push) => push.device.endsWith(order.id));
    expect(pushes.map((push) => push.device).sort()).toEqual([laptop.name, phone.name].sort());
    for (const push of pushes) {
      expect(push.payload).toMatchObject({
        title: `Order #${order.id.slice(0, 8)} accepted`,
        url: `/customer/orders/${order.id}`,
      });
      expect(push).toMatchObject({ vapidValid: true, vapidKey: publicKey, ttl: '86400' });
    }
  });

  it('drops a subscription the push service no longer knows (410), and pushes no more to it', async () => {
    const { customer, shopkeeper, order } = await placeAttaOrder(t, fixtures);
    const gone = pushService.device(`gone-${order.id}`);
    await customer.post('/api/notifications/push-subscriptions').send(gone.subscription).expect(204);
    gone.answer(410);
    await shopkeeper.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
    await outbox.deliverDue();
    expect(await deliveriesOf('order.accepted', `/customer/orders/${order.id}`)).toMatchObject([
      { channel: 'email', state: 'sent' },
      { channel: 'push', state: 'dropped', recorded: 1 },
    ]);
    const left = await db.query('SELECT count(*)::int AS count FROM push_subscriptions WHERE endpoint = $1', [
      gone.subscription.endpoint,
    ]);
    expect(left[0].count).toBe(0);
  });

  it('refuses subscriptions that are not one (400) and forgets a device on request', async () => {
    const { customer } = await placeAttaOrder(t, fixtures);
    const device = pushService.device('to-forget');
    for (const body of [
      {},
      { endpoint: 'not a url', keys: device.subscription.keys },
      { endpoint: device.subscription.endpoint, keys: { p256dh: 'short', auth: device.subscription.keys.auth } },
      { endpoint: device.subscription.endpoint, keys: [device.subscription.keys] },
      { endpoint: device.subscription.endpoint, keys: null },
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys: device.subscription.keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/abc', keys: device.subscription.keys },
      { endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/abc', keys: device.subscription.keys },
    ]) {
      await customer.post('/api/notifications/push-subscriptions').send(body).expect(400);
    }
    await customer.post('/api/notifications/push-subscriptions').send(device.subscription).expect(204);
    await customer
      .delete('/api/notifications/push-subscriptions')
      .send({ endpoint: device.subscription.endpoint })
      .expect(204);
    const left = await db.query('SELECT count(*)::int AS count FROM push_subscriptions WHERE endpoint = $1', [
      device.subscription.endpoint,
    ]);
    expect(left[0].count).toBe(0);
  });
});
