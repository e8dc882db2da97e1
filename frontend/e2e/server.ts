import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
// E2E_SERVER_ENTRY lets a developer test a build of the API kept apart from backend/dist.
const SERVER_ENTRY = path.resolve(REPO_ROOT, process.env.E2E_SERVER_ENTRY ?? 'backend/dist/main.js');
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the built app (API + frontend/dist) on an in-memory database and a free port, with `env`
 * added to its environment (the test SMTP server's SMTP_URL).
 */
export async function startServer(env: Record<string, string> = {}): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // Under Jest's NODE_ENV=test the order timers wait for tests to run them, as in the API's own
    // tests; the outbox delivers by itself, to the test SMTP server.
    // Every browser test registers its own customers, all from this one address: far more than the
    // hourly limit a real network gets (the limit itself is tested by the API's abuse-limit tests), and
    // keeps far more pages open, each signed-in one with its event stream (the bell listens on every page).
    // A late delivery refund share other than the default, so that a page saying 10% fails its test.
    env: {
      ...process.env,
      SEND_NOTIFICATIONS: 'true',
      PORT: String(port),
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_HOUR: '5000',
      EVENT_STREAMS_PER_ADDRESS: '5000',
      LATE_REFUND_PERCENT: '12.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server, () => log);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { url, server };
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}
