import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailInbox } from './mail-inbox';
import { REPO_ROOT, startServer } from './server';

export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'frontend/dist/index.html'))) {
    throw new Error('Build the app first: `npm run build` at the repository root (or `npm run test:e2e` there).');
  }
  const mailDir = mkdtempSync(path.join(tmpdir(), 'mohalla-e2e-mail-'));
  const mailFile = path.join(mailDir, 'mails.jsonl');
  const mailInbox = await startMailInbox(mailFile);
  const { url, server } = await startServer({ SMTP_URL: mailInbox.url });
  // The tests read the addresses from the environment; teardown reads the rest from the global.
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MAIL_FILE = mailFile;
  Object.assign(globalThis, { e2eServer: server, e2eMailInbox: mailInbox, e2eMailDir: mailDir });
}
