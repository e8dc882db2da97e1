import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './mails';

export interface MailInbox {
  /** The SMTP_URL the app server sends to. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server for the app under test. The tests run apart from the global setup that starts
 * it (another module registry, or another process), so each mail it accepts goes to `file` as a
 * line of JSON, which `waitForMails` reads.
 */
export async function startMailInbox(file: string): Promise<MailInbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      void (async () => {
        const parsed = await simpleParser(stream);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      })().catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
