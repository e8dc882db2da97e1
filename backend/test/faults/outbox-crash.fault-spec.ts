import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import { runCreateAdmin, startApiProcess } from '../scale-out/processes';
import { SmtpInbox, startSmtpInbox } from '../smtp-inbox';
import { findPostgresBinaries, startThrowawayPostgres, ThrowawayServer } from '../throwaway-servers';

/**
 * The outbox through a crash: an API process killed with kill -9 in the middle of sending a mail
 * (its SMTP transaction begun, its data not yet sent) loses nothing and sends nothing twice:
 * another process takes the delivery over once its lease runs out, and the SMTP server receives
 * the mail exactly once.
 */
const postgresBinaries = findPostgresBinaries();
if (!postgresBinaries) throw new Error('The fault tests need PostgreSQL (initdb, pg_ctl)');

const SEND_TIMEOUT_SECONDS = 2;
const ADMIN = { username: 'crashadmin', password: 'crash-test-pass-42', email: 'crashadmin@example.com' };

describe('the outbox, when an API process is killed mid-send', () => {
  let postgres: ThrowawayServer;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(postgresBinaries);
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await postgres?.stop();
  });

  async function deliveryRows() {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT d.state, d.attempts, (SELECT count(*)::int FROM delivery_attempts a WHERE a.delivery_id = d.id) AS recorded
         FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
         WHERE n.kind = 'password.reset-code'`,
      );
      return rows;
    } finally {
      await client.end();
    }
  }

  it('delivers the mail exactly once through another process', async () => {
    const env = {
      DATABASE_URL: postgres.url,
      SESSION_SECRET: 'outbox-crash-secret-that-is-long-enough',
      DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      SMTP_URL: inbox.url,
      NOTIFICATION_SEND_TIMEOUT_SECONDS: String(SEND_TIMEOUT_SECONDS),
    };
    const first = await startApiProcess(env);
    await runCreateAdmin({
      ...env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    const held = inbox.holdNext();
    const asked = await fetch(`${first.url}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN.username }),
    });
    expect(asked.status).toBe(202);
    await held.arrived;
    await first.kill();
    held.release();
    expect(await deliveryRows()).toMatchObject([{ state: 'sending', attempts: 1, recorded: 0 }]);

    const second = await startApiProcess(env);
    try {
      // Within a sweep of the second process (every 30 s) once the first one's lease has run out.
      const [mail] = await inbox.waitFor(1, 60_000);
      expect(mail).toMatchObject({ to: [ADMIN.email], subject: expect.stringMatching(/^\d{6} is your Mohalla code$/) });
      // Long enough for any second send to arrive.
      await delay((SEND_TIMEOUT_SECONDS + 6) * 1000);
      expect(inbox.mails).toHaveLength(1);
      expect(await deliveryRows()).toMatchObject([{ state: 'sent', attempts: 2, recorded: 1 }]);
    } finally {
      await second.stop();
    }
  });
});
