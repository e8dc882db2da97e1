import type { ChildProcess } from 'node:child_process';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { e2eServer?: ChildProcess }).e2eServer;
  if (server) await stopServer(server);
}
