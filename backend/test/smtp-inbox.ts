import { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer, SMTPServerSession } from 'smtp-server';

/** A mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface SmtpInbox {
  /** The SMTP_URL of the server. */
  url: string;
  /** Every mail the server accepted, in order. */
  mails: ReceivedMail[];
  /** Refuses each mail for a while, as a server that is away (a temporary 451). */
  refuse(refusing: boolean): void;
  /**
   * Holds the next mail at its recipient, before its data, until `release`: a send in the middle,
   * which a client that stops there leaves unsent.
   */
  holdNext(): { arrived: Promise<void>; release(): void };
  /** Waits until `count` mails arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) in the test's process, keeping what it accepts. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  let refusing = false;
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      const held = hold;
      hold = undefined;
      if (!held) return callback();
      held.arrived();
      void held.released.then(() => callback());
    },
    onData(stream, session: SMTPServerSession, callback) {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const parsed = await simpleParser(Buffer.concat(chunks));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
        });
        callback();
      })().catch(callback);
    },
  });
  // A client that stops mid-send resets its connection: the server reports it, and keeps serving.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse(value) {
      refusing = value;
    },
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { arrived: arrivedPromise, release };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived`);
        await delay(50);
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
