import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { MailInbox } from './mail-inbox';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const { e2eServer, e2eMailInbox, e2eMailDir } = globalThis as {
    e2eServer?: ChildProcess;
    e2eMailInbox?: MailInbox;
    e2eMailDir?: string;
  };
  if (e2eServer) await stopServer(e2eServer);
  await e2eMailInbox?.close();
  if (e2eMailDir) rmSync(e2eMailDir, { recursive: true, force: true });
}
