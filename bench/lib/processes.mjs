// The two servers under test, each in a process of its own, and the CPU time they spend.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = path.resolve(ROOT, process.env.SERVER_ENTRY ?? 'backend/dist/main.js');
const REFERENCE_ENTRY = path.join(ROOT, 'bench/reference-server.mjs');
const FLOOR_ENTRY = path.join(ROOT, 'bench/stack-floor-server.mjs');
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
// One secret for every API process of a run, so that a cookie outlives a restart with the same store.
const SESSION_SECRET = randomBytes(32).toString('hex');

/**
 * A file of the start-up code built beside an API's main.js, such as its migrations' command line or
 * its demo data: in setup/, or in database/ in builds made before setup/ held it.
 */
export function startupFile(name, entry = API_ENTRY) {
  const found = ['setup', 'database']
    .map((folder) => path.join(path.dirname(entry), folder, name))
    .find((file) => existsSync(file));
  if (!found) throw new Error(`No ${name} beside ${entry}: build the API first`);
  return found;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(name, entry, env, logFile, healthPath) {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}: see ${logFile}`);
    const up = await fetch(`${origin}${healthPath}`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) {
      return {
        name,
        origin,
        pid: child.pid,
        stop: () => {
          if (child.exitCode !== null) return Promise.resolve();
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer ${healthPath} within 60 s: see ${logFile}`);
}

/**
 * The built API as production runs it: one process, info logs (to a file), sessions in the database
 * or Redis. `entry`: another build's main.js, such as an earlier commit's for a side-by-side run.
 */
export function startApi(databaseUrl, { redisUrl, logFile, entry = API_ENTRY, name = 'the API' }) {
  return startServer(
    name,
    entry,
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      SESSION_SECRET,
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      // Nothing in front of it: the bench connects directly.
      TRUST_PROXY: 'false',
    },
    logFile,
    '/api/health',
  );
}

export function startReference(databaseUrl, { logFile }) {
  return startServer('the reference server', REFERENCE_ENTRY, { DATABASE_URL: databaseUrl }, logFile, '/health');
}

/** The stack with none of the API's code, in front of the reference server's answers; reads the API's sessions. */
export function startFloor(databaseUrl, { logFile }) {
  return startServer(
    'the stack-floor server',
    FLOOR_ENTRY,
    { DATABASE_URL: databaseUrl, SESSION_SECRET },
    logFile,
    '/health',
  );
}

/** User plus system CPU time of a process so far, in microseconds. */
export function cpuMicros(pid) {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1e6;
}
