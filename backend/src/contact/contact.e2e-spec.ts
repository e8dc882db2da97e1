import request from 'supertest';
import { DataSource } from 'typeorm';
import { Agent, createTestApp, startApp, TestApp } from '../../test/test-app';
import { clearRateLimits, endRateLimitWindows } from '../../test/rate-limits';

const validMessage = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'My order arrived late',
  category: 'Delivery Problems',
  message: 'The delivery came two hours after the promised time.',
};

interface StoredRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: string;
  message: string;
  ip_address: string;
}

describe('contact messages', () => {
  let t: TestApp;
  let db: DataSource;
  const rows = (): Promise<StoredRow[]> => db.query('SELECT * FROM contact_messages ORDER BY created_at');
  const send = (body: object, agent: Agent = t.anonymous()) => agent.post('/api/contact').send(body);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  // Every request of the tests comes from one address: start each test below the hourly limit.
  beforeEach(async () => {
    await db.query('DELETE FROM contact_messages');
    await clearRateLimits(db);
  });

  describe('POST /api/contact', () => {
    it('stores the message of an anonymous visitor and answers 201 with its id and time', async () => {
      const res = await send(validMessage).expect(201);
      expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
      expect(await rows()).toEqual([
        expect.objectContaining({
          id: res.body.id,
          ...validMessage,
          ip_address: expect.stringMatching(/127\.0\.0\.1|::1/),
        }),
      ]);
    });

    it('trims the fields and stores a message without a phone as null', async () => {
      const { phone: _phone, ...withoutPhone } = validMessage;
      await send({ ...withoutPhone, name: '  Asha Verma  ', subject: ' Late ', message: '\n Late again \n' }).expect(
        201,
      );
      expect(await rows()).toEqual([
        expect.objectContaining({ name: 'Asha Verma', subject: 'Late', message: 'Late again', phone: null }),
      ]);
    });

    it('accepts messages at the length limits: name 100, subject 150, message 5000', async () => {
      await send({
        ...validMessage,
        name: 'n'.repeat(100),
        subject: 's'.repeat(150),
        message: 'm'.repeat(5000),
      }).expect(201);
      expect(await rows()).toHaveLength(1);
    });

    it('also takes messages from signed-in users', async () => {
      const { agent } = await t.signedIn('customer');
      await send(validMessage, agent).expect(201);
      expect(await rows()).toHaveLength(1);
    });

    it.each([
      ['a missing name', { ...validMessage, name: undefined }, 'name'],
      ['a blank name', { ...validMessage, name: '   ' }, 'name'],
      ['a name of 101 characters', { ...validMessage, name: 'n'.repeat(101) }, 'name'],
      ['a name that is not text', { ...validMessage, name: 42 }, 'name'],
      ['a missing email', { ...validMessage, email: undefined }, 'email'],
      ['an invalid email', { ...validMessage, email: 'asha@' }, 'email'],
      ['an email of 255 characters', { ...validMessage, email: `${'a'.repeat(243)}@example.com` }, 'email'],
      ['an invalid phone', { ...validMessage, phone: 'call me' }, 'phone'],
      ['a missing subject', { ...validMessage, subject: undefined }, 'subject'],
      ['a blank subject', { ...validMessage, subject: ' ' }, 'subject'],
      ['a subject of 151 characters', { ...validMessage, subject: 's'.repeat(151) }, 'subject'],
      ['a missing category', { ...validMessage, category: undefined }, 'category'],
      ['an unknown category', { ...validMessage, category: 'Complaints' }, 'category'],
      ['a category in another case', { ...validMessage, category: 'general inquiry' }, 'category'],
      ['a missing message', { ...validMessage, message: undefined }, 'message'],
      ['a blank message', { ...validMessage, message: '\n\t ' }, 'message'],
      ['a message of 5001 characters', { ...validMessage, message: 'm'.repeat(5001) }, 'message'],
      ['an unknown field', { ...validMessage, priority: 'high' }, 'priority'],
      ['a client-chosen id', { ...validMessage, id: '00000000-0000-4000-8000-000000000000' }, 'id'],
    ])('refuses %s with 400 naming the field and stores nothing', async (_case, body, field) => {
      const res = await send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(([] as string[]).concat(res.body.message).join(' ')).toContain(field);
      expect(await rows()).toEqual([]);
    });

    it('refuses an empty body with 400 listing every required field', async () => {
      const res = await send({}).expect(400);
      const messages = ([] as string[]).concat(res.body.message).join(' ');
      for (const field of ['name', 'email', 'subject', 'category', 'message']) expect(messages).toContain(field);
    });

    it('answers the 6th message from one address within the hour with 429 and stores 5', async () => {
      for (let i = 1; i <= 5; i++) await send({ ...validMessage, subject: `Message ${i}` }).expect(201);
      const res = await send({ ...validMessage, subject: 'Message 6' }).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'You have sent 5 messages in the last hour. Please try again later.',
      });
      expect(await rows()).toHaveLength(5);
    });

    it('does not count refused messages towards the limit', async () => {
      for (let i = 0; i < 6; i++) await send({ ...validMessage, email: 'not-an-email' }).expect(400);
      await send(validMessage).expect(201);
    });

    it('accepts messages again once the earlier ones are more than an hour old', async () => {
      for (let i = 0; i < 5; i++) await send(validMessage).expect(201);
      await send(validMessage).expect(429);
      await endRateLimitWindows(db);
      await send(validMessage).expect(201);
    });

    it('stores exactly 5 of 8 messages sent at the same moment', async () => {
      const statuses = await Promise.all(Array.from({ length: 8 }, () => send(validMessage).then((r) => r.status)));
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(await rows()).toHaveLength(5);
    });

    it('counts messages in the database, so the limit holds across API processes', async () => {
      const replica = await startApp(t.db);
      try {
        for (let i = 0; i < 3; i++) await send(validMessage).expect(201);
        const toReplica = () => request(replica.getHttpServer()).post('/api/contact').send(validMessage);
        await toReplica().expect(201);
        await toReplica().expect(201);
        await toReplica().expect(429);
        await send(validMessage).expect(429);
      } finally {
        await replica.close();
      }
    });
  });

  describe('GET /api/admin/messages', () => {
    const seed = async () => {
      // Five messages, one minute apart: Ravi oldest, Esha newest.
      const people = [
        ['Ravi Kumar', 'ravi@example.com', 'Shop registration for my kirana'],
        ['Meena Joshi', 'meena@example.com', 'Refund for a damaged item'],
        ['Arjun Singh', 'ARJUN@Example.com', 'Question about delivery'],
        ['Pooja Sharma', 'pooja@example.com', 'Wrong item delivered'],
        ['Esha Gupta', 'esha@mohalla.example', 'Partnership with 100% organic farms'],
      ];
      for (const [index, [name, email, subject]] of people.entries()) {
        await db.query(
          `INSERT INTO contact_messages (name, email, subject, category, message, ip_address, created_at)
           VALUES ($1, $2, $3, 'Other', 'Hello', '10.0.0.1', now() - make_interval(mins => $4))`,
          [name, email, subject, people.length - index],
        );
      }
    };
    const names = (res: request.Response) => (res.body as { name: string }[]).map((m) => m.name);

    it('refuses anonymous visitors with 401', async () => {
      await t.anonymous().get('/api/admin/messages').expect(401);
    });

    it.each(['customer', 'shopkeeper'] as const)('refuses a %s with 403', async (role) => {
      const { agent } = await t.signedIn(role);
      await agent.get('/api/admin/messages').expect(403);
    });

    describe('as an admin', () => {
      let admin: Agent;
      beforeAll(async () => {
        ({ agent: admin } = await t.signedIn('admin'));
      });
      beforeEach(seed);

      it('lists every message newest first with Content-Range, without the sender address', async () => {
        const res = await admin.get('/api/admin/messages').expect(200);
        expect(res.headers['content-range']).toBe('messages 0-4/5');
        expect(names(res)).toEqual(['Esha Gupta', 'Pooja Sharma', 'Arjun Singh', 'Meena Joshi', 'Ravi Kumar']);
        expect(res.body[0]).toEqual({
          id: expect.any(String),
          name: 'Esha Gupta',
          email: 'esha@mohalla.example',
          phone: null,
          subject: 'Partnership with 100% organic farms',
          category: 'Other',
          message: 'Hello',
          createdAt: expect.any(String),
        });
      });

      it('includes a message sent through the form', async () => {
        const sent = await send(validMessage).expect(201);
        const res = await admin.get('/api/admin/messages').query({ range: '[0,0]' }).expect(200);
        expect(res.body[0]).toMatchObject({ id: sent.body.id, createdAt: sent.body.createdAt, ...validMessage });
      });

      it('sorts by the requested field and order', async () => {
        const res = await admin.get('/api/admin/messages').query({ sort: '["name","ASC"]' }).expect(200);
        expect(names(res)).toEqual(['Arjun Singh', 'Esha Gupta', 'Meena Joshi', 'Pooja Sharma', 'Ravi Kumar']);
        const oldest = await admin.get('/api/admin/messages').query({ sort: '["createdAt","ASC"]' }).expect(200);
        expect(names(oldest)[0]).toBe('Ravi Kumar');
      });

      it('answers the requested range and the total in Content-Range', async () => {
        const res = await admin
          .get('/api/admin/messages')
          .query({ sort: '["createdAt","DESC"]', range: '[1,3]' })
          .expect(200);
        expect(res.headers['content-range']).toBe('messages 1-3/5');
        expect(names(res)).toEqual(['Pooja Sharma', 'Arjun Singh', 'Meena Joshi']);

        const beyond = await admin.get('/api/admin/messages').query({ range: '[10,19]' }).expect(200);
        expect(beyond.body).toEqual([]);
        expect(beyond.headers['content-range']).toBe('messages */5');
      });

      it('filters by q: a case-insensitive substring of name, email or subject', async () => {
        const byName = await admin.get('/api/admin/messages').query({ filter: '{"q":"MEENA"}' }).expect(200);
        expect(names(byName)).toEqual(['Meena Joshi']);
        expect(byName.headers['content-range']).toBe('messages 0-0/1');

        const byEmail = await admin.get('/api/admin/messages').query({ filter: '{"q":"arjun@example"}' }).expect(200);
        expect(names(byEmail)).toEqual(['Arjun Singh']);

        const bySubject = await admin.get('/api/admin/messages').query({ filter: '{"q":"deliver"}' }).expect(200);
        expect(names(bySubject)).toEqual(['Pooja Sharma', 'Arjun Singh']);

        const literalPercent = await admin.get('/api/admin/messages').query({ filter: '{"q":"100%"}' }).expect(200);
        expect(names(literalPercent)).toEqual(['Esha Gupta']);

        const none = await admin.get('/api/admin/messages').query({ filter: '{"q":"zzz"}' }).expect(200);
        expect(none.body).toEqual([]);
        expect(none.headers['content-range']).toBe('messages */0');
      });

      it('filters by id, as react-admin getMany asks', async () => {
        const all = await admin.get('/api/admin/messages').expect(200);
        const ids = [all.body[0].id, all.body[2].id];
        const res = await admin
          .get('/api/admin/messages')
          .query({ filter: JSON.stringify({ id: ids }) })
          .expect(200);
        expect(names(res)).toEqual(['Esha Gupta', 'Arjun Singh']);
      });

      it.each([
        ['sort', 'createdAt'],
        ['sort', '["ipAddress","ASC"]'],
        ['sort', '["name","UP"]'],
        ['range', '[5,1]'],
        ['range', '[-1,4]'],
        ['range', '{"from":0}'],
        ['filter', '{"ipAddress":"10.0.0.1"}'],
        ['filter', '["q"]'],
        ['filter', '{"id":["not-a-uuid"]}'],
        ['page', '2'],
      ])('refuses %s=%s with 400', async (param, value) => {
        const res = await admin
          .get('/api/admin/messages')
          .query({ [param]: value })
          .expect(400);
        expect(res.body.statusCode).toBe(400);
      });

      it('answers at most 1,000 rows, with the total in Content-Range, and refuses a wider range', async () => {
        await db.query(
          `INSERT INTO contact_messages (name, email, subject, category, message, ip_address)
           SELECT 'Bulk ' || n, 'bulk@example.com', 'Bulk', 'Other', 'Hello', '10.0.0.2' FROM generate_series(1, 1000) n`,
        );
        const res = await admin.get('/api/admin/messages').expect(200);
        expect(res.body).toHaveLength(1000);
        expect(res.headers['content-range']).toBe('messages 0-999/1005');

        await admin.get('/api/admin/messages').query({ range: '[0,4999]' }).expect(400);
      });
    });
  });
});
