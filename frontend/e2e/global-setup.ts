import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startServer } from './server';

export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'frontend/dist/index.html'))) {
    throw new Error('Build the app first: `npm run build` at the repository root (or `npm run test:e2e` there).');
  }
  const { url, server } = await startServer();
  // The tests read the address from the environment; teardown reads the process from the global.
  process.env.E2E_BASE_URL = url;
  (globalThis as { e2eServer?: unknown }).e2eServer = server;
}
