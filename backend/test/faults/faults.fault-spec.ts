import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import { API_APPLICATION_NAME, POOL_SIZE } from '../../src/setup/data-source-options';
import { DEMO_SHOPS } from '../../src/setup/demo-data';
import { LONGEST_RETRY_MS } from '../../src/bus/postgres-listener';
import { BUS_APPLICATION_NAME } from '../../src/bus/process-bus';
import { ApiProcess, startApiProcess } from '../scale-out/processes';
import {
  findPostgresBinaries,
  findRedisServer,
  freePort,
  startThrowawayPostgres,
  startThrowawayRedis,
  ThrowawayRedis,
  ThrowawayServer,
} from '../throwaway-servers';
import { Customer, LoadResult, registerCustomers, runCheckoutLoad, Sample } from './checkout-load';

/**
 * The faults an operator meets in the first week, each under a bounded checkout load, on a
 * PostgreSQL and a Redis of the suite's own (spare ports) and the built API in a process of its
 * own. After each: every order the API acknowledged is in the database exactly once and whole,
 * no answer was a 500, signed-in requests outside the outage kept a p99 under a second, the
 * process holds no more connections than its pool (and one for the bus), and /api/health answers
 * 200 within 5 s of the fault's end; for an API killed and started again, 5 s past the time the
 * machine took to boot it at the test's start (a fixed figure would measure the machine's pace:
 * CI saw one boot under the load take 5.8 s).
 */
const postgresBinaries = findPostgresBinaries();
const redisServer = findRedisServer();
if (!postgresBinaries || !redisServer)
  throw new Error('The fault tests need PostgreSQL (initdb, pg_ctl) and redis-server');

const CUSTOMERS = 6;
const LOAD_BEFORE_MS = 3000;
const OUTAGE_MS = 8000;
const LOAD_AFTER_MS = 5000;
const HEALTHY_WITHIN_MS = 5000;
const SIGNED_IN_P99_MS = 1000;
const RUN = `faults-${randomBytes(3).toString('hex')}`;

interface Fault {
  /** Breaks something and mends it; resolves when the fault has ended. */
  run(api: { restart(): Promise<void> }): Promise<void>;
  redis: boolean;
  /** For a fault the requests must not wait on: their p99 while it lasts. */
  p99DuringMs?: number;
}

let postgres: ThrowawayServer;
let redis: ThrowawayRedis;
let customers: Customer[];
let productIds: string[];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

function apiEnv(withRedis: boolean): Record<string, string> {
  return {
    DATABASE_URL: postgres.url,
    SESSION_SECRET: 'fault-tests-secret-that-is-long-enough',
    DEMO_DATA: 'true',
    REGISTRATIONS_PER_HOUR: '1000',
    WEB_DIST_DIR: '/nonexistent',
    ...(withRedis ? { REDIS_URL: redis.url } : {}),
  };
}

/** How long after `from` the API's health answered 200 (polled every 100 ms, for up to 30 s). */
async function healthyAfter(url: string, from: number): Promise<number> {
  while (Date.now() - from < 30_000) {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (res?.status === 200) return Date.now() - from;
    await delay(100);
  }
  return Infinity;
}

function p99(samples: Sample[]): number {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/** The connections of each kind the API holds now. */
async function connectionsHeld(): Promise<{ api: number; bus: number }> {
  const rows = await query<{ application_name: string; count: number }>(
    `SELECT application_name, count(*)::int AS count FROM pg_stat_activity
      WHERE application_name IN ($1, $2) GROUP BY application_name`,
    [API_APPLICATION_NAME, BUS_APPLICATION_NAME],
  );
  const of = (name: string) => rows.find((row) => row.application_name === name)?.count ?? 0;
  return { api: of(API_APPLICATION_NAME), bus: of(BUS_APPLICATION_NAME) };
}

/** Acknowledged orders not in the database exactly once with their id, and orders of the run not whole. */
/**
 * The connections held once the bus holds `bus`: its listener retries with back-off, at most
 * LONGEST_RETRY_MS apart, so after an outage it may be back a few seconds after the requests are.
 */
async function connectionsOnceBusBack(bus: number): Promise<{ api: number; bus: number }> {
  const until = Date.now() + LONGEST_RETRY_MS + 2000;
  let held = await connectionsHeld();
  while (held.bus !== bus && Date.now() < until) {
    await delay(250);
    held = await connectionsHeld();
  }
  return held;
}

async function inconsistencies(runId: string, load: LoadResult): Promise<string[]> {
  const rows = await query<{ id: string; key: string }>(
    'SELECT id, idempotency_key AS key FROM orders WHERE idempotency_key LIKE $1',
    [`${runId}-%`],
  );
  const problems: string[] = [];
  for (const { key, orderId } of load.acknowledged) {
    const stored = rows.filter((row) => row.key === key);
    if (stored.length !== 1 || stored[0].id !== orderId) {
      problems.push(`order ${key} acknowledged as ${orderId}, stored ${stored.length} times`);
    }
  }
  const [{ partial }] = await query<{ partial: number }>(
    `SELECT count(*)::int AS partial FROM orders o
      WHERE o.idempotency_key LIKE $1 AND (
        NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
        OR o.final_amount <> o.total_amount + o.gst_amount + o.delivery_charges
        OR (o.total_amount + o.gst_amount, o.gst_amount) <> (
          SELECT sum(CASE WHEN i.gst_included THEN i.total_price ELSE i.total_price + i.gst_amount END), sum(i.gst_amount)
            FROM order_items i WHERE i.order_id = o.id))`,
    [`${runId}-%`],
  );
  if (partial > 0) problems.push(`${partial} orders half-written or not adding up`);
  return problems;
}

/** Runs the load on a fresh API process, breaks it with `fault` after a while, and checks the aftermath. */
async function survives(name: string, fault: Fault): Promise<void> {
  const runId = `${RUN}-${name}`;
  const env = apiEnv(fault.redis);
  const port = await freePort();
  const booting = Date.now();
  let api: ApiProcess = await startApiProcess(env, port);
  // A process started again is down while it boots: as long as this machine took to boot it here.
  const bootMs = Date.now() - booting;
  let restarted = false;
  const stop = new AbortController();
  const loading = runCheckoutLoad(() => api.url, customers, productIds, runId, stop.signal);
  let faultStart = 0;
  let faultEnd = 0;
  let healthyMs = Infinity;
  let mostConnections = { api: 0, bus: 0 };
  let load: LoadResult;
  try {
    await delay(LOAD_BEFORE_MS);
    faultStart = Date.now();
    await fault.run({
      restart: async () => {
        await api.kill();
        await delay(1000);
        faultEnd = Date.now();
        restarted = true;
        api = await startApiProcess(env, port);
      },
    });
    faultEnd ||= Date.now();
    healthyMs = await healthyAfter(api.url, faultEnd);
    const watchUntil = Date.now() + LOAD_AFTER_MS;
    while (Date.now() < watchUntil) {
      const held = await connectionsHeld();
      mostConnections = { api: Math.max(mostConnections.api, held.api), bus: Math.max(mostConnections.bus, held.bus) };
      await delay(250);
    }
  } finally {
    stop.abort();
    load = await loading;
  }
  const held = await connectionsOnceBusBack(fault.redis ? 0 : 1);
  await api.stop();

  const outside = load.samples.filter(
    (sample) => sample.startedAt + sample.ms < faultStart || sample.startedAt > faultEnd + HEALTHY_WITHIN_MS,
  );
  const during = load.samples.filter((sample) => sample.startedAt >= faultStart && sample.startedAt < faultEnd);
  expect(load.unexpected).toEqual([]);
  if (fault.p99DuringMs) expect(p99(during)).toBeLessThan(fault.p99DuringMs);
  expect(load.acknowledged.length).toBeGreaterThan(CUSTOMERS);
  expect(await inconsistencies(runId, load)).toEqual([]);
  expect(healthyMs).toBeLessThanOrEqual(HEALTHY_WITHIN_MS + (restarted ? bootMs : 0));
  expect(p99(outside)).toBeLessThan(SIGNED_IN_P99_MS);
  expect(mostConnections.api).toBeLessThanOrEqual(POOL_SIZE);
  expect(mostConnections.bus).toBeLessThanOrEqual(fault.redis ? 0 : 1);
  expect(held.api).toBeLessThanOrEqual(POOL_SIZE);
  expect(held.api).toBeGreaterThan(0);
  expect(held.bus).toBe(fault.redis ? 0 : 1);
  console.log(
    `${name}: ${load.acknowledged.length} orders, ${load.samples.length} requests, p99 outside the outage ` +
      `${p99(outside)} ms, healthy ${healthyMs} ms after the fault (boot ${bootMs} ms), at most ${mostConnections.api} pool ` +
      `and ${mostConnections.bus} bus connections after it`,
  );
}

async function stoppedFor(server: ThrowawayServer, ms: number): Promise<void> {
  await server.stop();
  await delay(ms);
  await server.start();
}

/** The PID of the backend serving the bus's LISTEN connection. */
async function listenerBackend(): Promise<number> {
  const rows = await query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    BUS_APPLICATION_NAME,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0].pid;
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres(postgresBinaries);
  redis = await startThrowawayRedis(redisServer);
  // The first process migrates and loads the demo data.
  const api = await startApiProcess(apiEnv(false));
  try {
    customers = await registerCustomers(api.url, RUN, CUSTOMERS);
  } finally {
    await api.stop();
  }
  const products = await query<{ id: string }>(
    `UPDATE products p SET stock_quantity = CASE WHEN stock_quantity IS NULL THEN NULL ELSE 1000000 END
       FROM shops s WHERE p.shop_id = s.id AND s.name = $1 AND p.is_in_stock RETURNING p.id`,
    [DEMO_SHOPS[0].shop.name],
  );
  productIds = products.map((product) => product.id).slice(0, 8);
}, 120_000);

afterAll(async () => {
  await redis?.destroy();
  await postgres?.destroy();
});

describe('under a checkout load, the market survives', () => {
  it('PostgreSQL restarted', () =>
    survives('pg-restart', {
      redis: false,
      run: async () => {
        await postgres.stop();
        await postgres.start();
      },
    }));

  it.each([
    ['the PostgreSQL bus', false],
    ['Redis', true],
  ])('PostgreSQL stopped for 8 s, with %s', (_bus, withRedis) =>
    survives(`pg-stop-${withRedis ? 'redis' : 'pg'}`, {
      redis: withRedis,
      run: () => stoppedFor(postgres, OUTAGE_MS),
    }),
  );

  it('the API killed with kill -9 and started again', () =>
    survives('api-kill', { redis: false, run: (api) => api.restart() }));

  it('Redis stopped for 8 s', () =>
    survives('redis-stop', {
      redis: true,
      run: () => stoppedFor(redis, OUTAGE_MS),
    }));

  it("the bus listener's backend stopped for 20 s: signed-in requests do not wait on it", () =>
    survives('listener-stall', {
      redis: false,
      p99DuringMs: SIGNED_IN_P99_MS,
      run: async () => {
        const pid = await listenerBackend();
        process.kill(pid, 'SIGSTOP');
        try {
          await delay(20_000);
        } finally {
          process.kill(pid, 'SIGCONT');
        }
      },
    }));
});
