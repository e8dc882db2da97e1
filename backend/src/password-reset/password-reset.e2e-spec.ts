import { DataSource } from 'typeorm';
import { SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';
import { Outbox } from '../notifications/outbox';
import { INVALID_CODE, RESET_REQUESTED } from './password-reset.service';

const NEW_PASSWORD = 'mango-lassi-42';

describe('password reset', () => {
  let t: TestApp;
  let db: DataSource;
  let inbox: SmtpInbox;
  let address = 0;

  /** A client from an address of its own, so that the per-address limits of one test stay its own. */
  const from = (agent: Agent = t.anonymous()) => agent.set('X-Forwarded-For', `203.0.113.${++address}`);
  const ask = (login: string, agent?: Agent) => from(agent).post('/api/password-reset').send({ login });
  const confirm = (body: object, agent?: Agent) => from(agent).post('/api/password-reset/confirm').send(body);

  /** Asks a code for the user and reads it from the mail the SMTP server received. */
  async function mailedCode(user: TestUser): Promise<string> {
    await ask(user.email).expect(202);
    await t.app.get(Outbox).deliverDue();
    const mail = inbox.mails.filter((m) => m.to.includes(user.email)).at(-1)!;
    expect(mail.text).toContain(user.username);
    return /(\d{6}) is your Mohalla code/.exec(mail.subject)![1];
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url, trustProxy: true });
    db = t.app.get(DataSource);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('answers the same whether or not the account exists, and mails a code only to one that does', async () => {
    const user = await t.createUser('customer');
    const before = inbox.mails.length;
    const known = await ask(user.username).expect(202);
    const unknown = await ask('nobody-at-all@example.com').expect(202);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toEqual(known.body);
    await t.app.get(Outbox).deliverDue();
    expect(inbox.mails.slice(before).map((mail) => mail.to)).toEqual([[user.email]]);
    const [mail] = inbox.mails.slice(before);
    expect(mail.subject).toMatch(/^\d{6} is your Mohalla code$/);
    expect(mail.html).toContain('valid for 10 minutes');
    // The code is for the mail alone: the bell never shows it, and the database keeps only its hash.
    const [row] = await db.query('SELECT code_hash FROM password_reset_codes WHERE user_id = $1', [user.id]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(mail.subject.slice(0, 6));
    const signedIn = t.agent();
    await signedIn.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    expect((await signedIn.get('/api/notifications').expect(200)).body.items).toEqual([]);
  });

  it('sets the new password with the code, once, ends every session and records it in the audit trail', async () => {
    const user = await t.createUser('shopkeeper');
    const elsewhere = t.agent();
    await elsewhere.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    const code = await mailedCode(user);
    await confirm({ login: user.email, code, newPassword: NEW_PASSWORD }).expect(204);
    await elsewhere.get('/api/user').expect(401);
    await t.agent().post('/api/login').send({ username: user.username, password: user.password }).expect(401);
    await t.agent().post('/api/login').send({ username: user.username, password: NEW_PASSWORD }).expect(200);
    // Single use.
    const again = await confirm({ login: user.email, code, newPassword: 'another-pass-77' }).expect(400);
    expect(again.body.message).toBe(INVALID_CODE);
    const [entry] = await db.query(
      `SELECT action, entity_type, actor_id FROM audit_log WHERE entity_id = $1 AND action = 'user.password-reset'`,
      [user.id],
    );
    expect(entry).toEqual({ action: 'user.password-reset', entity_type: 'user', actor_id: user.id });
    await t.app.get(Outbox).deliverDue();
    expect(inbox.mails.at(-1)).toMatchObject({ to: [user.email], subject: 'Your Mohalla password was changed' });
  });

  it('voids the code after 5 wrong tries, even tried in parallel', async () => {
    const user = await t.createUser('customer');
    const code = await mailedCode(user);
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => confirm({ login: user.username, code: wrong, newPassword: NEW_PASSWORD })),
    );
    expect(tries.map((res) => res.status)).toEqual(Array(8).fill(400));
    expect(tries[0].body.message).toBe(INVALID_CODE);
    const [row] = await db.query('SELECT wrong_tries FROM password_reset_codes WHERE user_id = $1', [user.id]);
    expect(row.wrong_tries).toBe(5);
    await confirm({ login: user.username, code, newPassword: NEW_PASSWORD }).expect(400);
    await t.agent().post('/api/login').send({ username: user.username, password: user.password }).expect(200);
  });

  it('lets one of two parallel resets with the right code through', async () => {
    const user = await t.createUser('customer');
    const code = await mailedCode(user);
    const answers = await Promise.all([
      confirm({ login: user.username, code, newPassword: NEW_PASSWORD }),
      confirm({ login: user.username, code, newPassword: 'other-choice-88' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([204, 400]);
  });

  it('refuses a code after its 10 minutes', async () => {
    const user = await t.createUser('customer');
    const code = await mailedCode(user);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 10 * 60_000 + 1));
    await confirm({ login: user.username, code, newPassword: NEW_PASSWORD }).expect(400, {
      statusCode: 400,
      message: INVALID_CODE,
      error: 'Bad Request',
    });
  });

  it('throttles codes per account, from any address, whether or not it exists', async () => {
    const user = await t.createUser('customer');
    for (let i = 0; i < 3; i++) await ask(user.email).expect(202);
    await ask(user.email).expect(429);
    for (let i = 0; i < 3; i++) await ask('ghost@example.com').expect(202);
    await ask('ghost@example.com').expect(429);
  });

  it('refuses bad input with a 400 and a weak new password before using the code', async () => {
    const user = await t.createUser('customer');
    const code = await mailedCode(user);
    for (const body of [
      {},
      { login: user.username, code: '12345', newPassword: NEW_PASSWORD },
      { login: user.username, code: `${code}\u0000`, newPassword: NEW_PASSWORD },
      { login: [user.username], code, newPassword: NEW_PASSWORD },
      { login: null, code, newPassword: NEW_PASSWORD },
    ]) {
      await confirm(body).expect(400);
    }
    await confirm({ login: user.username, code, newPassword: 'password' }).expect(400);
    await confirm({ login: user.username, code, newPassword: NEW_PASSWORD }).expect(204);
    await ask('').expect(400);
  });
});
