import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** A mail the test SMTP server received (see mail-inbox.ts), parsed. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The subject of a password reset mail, with its code. */
export const RESET_CODE_SUBJECT = /^(\d{6}) is your Mohalla code$/;

function mailFile(): string {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set: run the tests through e2e/jest.config.cjs');
  return file;
}

function receivedMails(): ReceivedMail[] {
  const file = mailFile();
  if (!existsSync(file)) return [];
  // Only whole lines: the last one may still be being written.
  const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1);
  return lines.map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * The mails to `to` whose subject matches, in the order they arrived, once there are `count` of them.
 * The app server's outbox sends every 2 s, so a mail takes a few seconds to come.
 */
export async function waitForMails(
  to: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 20_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMails().filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`${found.length} of ${count} mails to ${to} matching ${subject} arrived`);
    await delay(200);
  }
}

/** The code a password reset mail carries in its subject. */
export function resetCodeOf(mail: ReceivedMail): string {
  const code = RESET_CODE_SUBJECT.exec(mail.subject)?.[1];
  if (!code) throw new Error(`Not a reset code mail: ${mail.subject}`);
  return code;
}
