// The side-by-side bench: the built API against a bare node:http + pg server answering the same
// rows, on the same database, in the same run, scenario by scenario, one server after the other.
// A pass with sessions in the database, then one with sessions in Redis. For each scenario:
// requests per second, p50/p99 latency, the CPU each server spends per request, and the SQL
// statements (and writes) per request, counted on the wire by a proxy in a separate, untimed
// round. Then the checkout journey with its consistency check. Results go to bench/results/.
//
// The machine's speed moves from minute to minute (other work on its two cores), and a server's
// first seconds are slow (its JIT, its pool's connections, PostgreSQL's cache): each server is
// warmed on every scenario first, then the servers are timed in turn over several rounds, the one
// that goes first changing from round to round, and the tables give each figure's median.
//
//   npm run build -w backend && npm run bench           the full data set (generated on first use)
//   npm run bench:smoke                                  tiny data, one round of a second per scenario:
//                                                        checks that both servers answer 2xx with the
//                                                        same rows and that checkout is consistent
//
// DATABASE_URL         the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_SCALE          data set size (default 1; 0.001 for the smoke run); see bench/data.mjs
// BENCH_CONNECTIONS    concurrent connections per scenario (default 32)
// BENCH_DURATION       seconds per scenario and server in each round (default 10)
// BENCH_ROUNDS         rounds of every scenario on every server, in turn (default 3; smoke 1)
// BENCH_WARMUP         seconds of each scenario on each server before the first round (default 3; smoke 0:
//                      none, as autocannon runs a second at least and the smoke run times nothing)
// BENCH_REDIS_URL      Redis for the second pass (default redis://127.0.0.1:6379; empty: no second pass)
// BENCH_ONLY           a comma-separated list of scenario names, "checkout" for the journey alone
// BENCH_BEFORE         a commit whose API runs too, in turn with this one (built in a worktree by
//                      bench/lib/commit-build.mjs): an earlier build side by side with this one
// SERVER_ENTRY         the API's main.js (default backend/dist/main.js)
// CUSTOMERS            customers in the checkout journey at once (default 50)
// ORDERS_EACH          orders each of them places (default 4)
import { mkdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generate, scaleOf, sizesAt } from './data.mjs';
import { call, deleteJourneyOrders, runCheckoutJourney } from './lib/checkout.mjs';
import { buildCommit, commitOf } from './lib/commit-build.mjs';
import { BENCH_PASSWORD, benchDatabase, databaseUrl, hasData, query, SERVER_URL } from './lib/database.mjs';
import { paise } from './lib/pricing.mjs';
import { cpuMicros, startApi, startFloor, startReference } from './lib/processes.mjs';
import { DISCOVER_PATH, scenarios } from './lib/scenarios.mjs';
import { startSqlCounter } from './lib/sql-counter.mjs';
import { assertNothingToSweep } from './lib/sweeps.mjs';

const SMOKE = process.argv.includes('--smoke');
const env = (name, full, smoke) => process.env[name] ?? String(SMOKE ? smoke : full);
const SCALE = scaleOf({ BENCH_SCALE: env('BENCH_SCALE', 1, 0.001) });
const CONNECTIONS = Number(env('BENCH_CONNECTIONS', 32, 4));
const DURATION = Number(env('BENCH_DURATION', 10, 1));
const ROUNDS = Number(env('BENCH_ROUNDS', 3, 1));
const WARMUP = Number(env('BENCH_WARMUP', 3, 0));
const REDIS_URL = env('BENCH_REDIS_URL', 'redis://127.0.0.1:6379', 'redis://127.0.0.1:6379');
const CUSTOMERS = Number(env('CUSTOMERS', 50, 5));
const ORDERS_EACH = Number(env('ORDERS_EACH', 4, 2));
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const BEFORE = process.env.BENCH_BEFORE && commitOf(process.env.BENCH_BEFORE).slice(0, 7);
const SAMPLES = 10;
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

const wanted = (name) => !ONLY || ONLY.includes(name);
const problems = [];
const fail = (message) => {
  problems.push(message);
  console.error(`  FAILED: ${message}`);
};

/** Who the scenarios run as, and what they read, by the generator's names (see bench/data.mjs). */
async function loadFixtures(db) {
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  const shopOf = (keeper) =>
    one('SELECT s.id FROM shops s JOIN users u ON u.id = s.shopkeeper_id WHERE u.username = $1', [keeper]);
  // Customers with an address without a location: the flat delivery fee, which the journey checks.
  const customers = (
    await db.query(
      `SELECT u.id, u.username, a.id AS "addressId" FROM users u JOIN addresses a ON a.user_id = u.id AND a.is_default
        WHERE u.role = 'customer' AND a.latitude IS NULL ORDER BY u.created_at, u.username LIMIT $1`,
      [Math.max(CONNECTIONS, CUSTOMERS)],
    )
  ).rows;
  const journeyShops = [];
  for (const keeper of ['keeper_2', 'keeper_3', 'keeper_4']) {
    const { id } = await shopOf(keeper);
    const products = (
      await db.query(
        `SELECT id, discounted_price AS price, gst_percentage AS "gstRate", gst_included AS "gstIncluded"
           FROM products WHERE shop_id = $1 AND deleted_at IS NULL AND is_in_stock ORDER BY name, id`,
        [id],
      )
    ).rows.map((p) => ({ ...p, price: paise(p.price), gstRate: paise(p.gstRate) }));
    journeyShops.push({ id, products });
  }
  const bigShop = await shopOf('keeper_1');
  const addToCartProducts = (
    await db.query('SELECT id FROM products WHERE shop_id = $1 AND deleted_at IS NULL AND is_in_stock ORDER BY id', [
      bigShop.id,
    ])
  ).rows.map((p) => p.id);
  const order = await one(
    'SELECT id, customer_id AS "customerId" FROM orders WHERE customer_id = ANY($1) ORDER BY created_at DESC LIMIT 1',
    [customers.map((c) => c.id)],
  );
  const user = (username) => one('SELECT id, username FROM users WHERE username = $1', [username]);
  return {
    customers,
    shopkeeper: await user('keeper_1'),
    admin: await user('bench_admin'),
    tenProductShop: journeyShops[0].id,
    journeyShops,
    addToCartProducts,
    order: order.id,
    orderOwner: customers.find((c) => c.id === order.customerId),
  };
}

/**
 * Signs the users in on an API; each keeps its cookie in `user[key]`, with its id for the reference
 * server. The other servers read the API's sessions; an earlier build keeps sessions of its own.
 */
async function signIn(origin, users, key = 'headers') {
  for (let i = 0; i < users.length; i += 4) {
    await Promise.all(
      users.slice(i, i + 4).map(async (user) => {
        const res = await fetch(`${origin}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: user.username, password: BENCH_PASSWORD }),
        });
        if (res.status !== 200) throw new Error(`sign-in of ${user.username}: ${res.status} ${await res.text()}`);
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mohalla.sid='));
        user[key] = { Cookie: cookie.split(';')[0], 'X-User-Id': user.id };
      }),
    );
  }
}

const resetCarts = (db, fixtures) =>
  db.query('DELETE FROM carts WHERE customer_id = ANY($1)', [fixtures.customers.map((c) => c.id)]);

/** Gives every customer a cart of three products of the ten-product shop, for the cart read. */
async function fillCarts(db, fixtures) {
  await resetCarts(db, fixtures);
  const shop = fixtures.journeyShops[0];
  for (const customer of fixtures.customers) {
    const [cart] = (
      await db.query('INSERT INTO carts (customer_id, shop_id) VALUES ($1, $2) RETURNING id', [customer.id, shop.id])
    ).rows;
    await db.query(
      `INSERT INTO cart_items (cart_id, product_id, quantity) SELECT $1, unnest($2::uuid[]), unnest(ARRAY[1, 2, 3])`,
      [cart.id, shop.products.slice(0, 3).map((p) => p.id)],
    );
  }
}

const usersOf = (scenario, fixtures) =>
  ({
    customers: fixtures.customers,
    orderOwner: [fixtures.orderOwner],
    shopkeeper: [fixtures.shopkeeper],
    admin: [fixtures.admin],
  })[scenario.as];

/**
 * Untimed: a few requests one after another through the statement counter, the first answer kept
 * for comparing the two servers.
 */
async function sample(server, counter, scenario, fixtures, db) {
  const [user] = usersOf(scenario, fixtures);
  const ask = async () => {
    if (scenario.resetCarts) await resetCarts(db, fixtures);
    return call(server.origin, user, scenario.method ?? 'GET', scenario.path, scenario.bodies?.[0]);
  };
  const first = await ask();
  await ask();
  const before = { ...counter.counts };
  for (let i = 0; i < SAMPLES; i++) await ask();
  return {
    first,
    statements: (counter.counts.statements - before.statements) / SAMPLES,
    writes: (counter.counts.writes - before.writes) / SAMPLES,
  };
}

/** Timed: autocannon for `seconds`, each connection as its own user signed in on `server`, CPU read from /proc. */
async function measure(server, scenario, fixtures, db, seconds = DURATION) {
  if (scenario.resetCarts) await resetCarts(db, fixtures);
  const users = usersOf(scenario, fixtures).map((user) => ({ ...user, headers: user[server.headersKey] }));
  let nextUser = 0;
  let nextBody = 0;
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient(client) {
      const user = users[nextUser++ % users.length];
      client.setRequests([
        {
          method: scenario.method ?? 'GET',
          path: scenario.path,
          headers: { ...user.headers, ...(scenario.bodies ? { 'Content-Type': 'application/json' } : {}) },
          ...(scenario.bodies && {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify(scenario.bodies[nextBody++ % scenario.bodies.length]),
            }),
          }),
        },
      ]);
    },
  });
  const cpu = cpuMicros(server.pid) - cpuBefore;
  // Requests still queued in the server when time is up would slow the next scenario down: one
  // more request, behind them, returns once they are done.
  await call(server.origin, users[0], scenario.method ?? 'GET', scenario.path, scenario.bodies?.[0]);
  const requests = result.requests.total;
  return {
    rps: requests / result.duration,
    p50: requests ? result.latency.p50 : NaN,
    p99: requests ? result.latency.p99 : NaN,
    cpuPerRequest: requests ? cpu / requests : NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function compare(scenario, api, bare) {
  for (const [server, res] of [
    ['the API', api],
    ['the reference server', bare],
  ]) {
    if (res.status < 200 || res.status > 299) fail(`${scenario.name}: ${server} answered ${res.status}`);
  }
  if (api.status > 299 || bare.status > 299) return;
  const [a, b] = [scenario.summary(api), scenario.summary(bare)];
  if (!isDeepStrictEqual(a, b)) {
    fail(
      `${scenario.name}: the two servers answer different rows\n    API:       ${JSON.stringify(a).slice(0, 400)}\n    reference: ${JSON.stringify(b).slice(0, 400)}`,
    );
  }
}

/**
 * The servers a pass times: the API, an earlier build's API (BENCH_BEFORE), the bare server and,
 * with sessions in the database, the stack's floor. `headersKey`: where a user keeps the cookie
 * of the API whose sessions the server reads.
 */
function timedServers(url, redisUrl, logFile) {
  return [
    { key: 'api', headersKey: 'headers', start: () => startApi(url, { redisUrl, logFile }) },
    BEFORE && {
      key: 'before',
      headersKey: 'beforeHeaders',
      start: () =>
        startApi(url, {
          redisUrl,
          logFile,
          name: `the API of ${BEFORE}`,
          entry: path.join(buildCommit(BEFORE, 'backend'), 'backend/dist/main.js'),
        }),
    },
    { key: 'bare', headersKey: 'headers', start: () => startReference(url, { logFile }) },
    !redisUrl && { key: 'floor', headersKey: 'headers', start: () => startFloor(url, { logFile }) },
  ].filter(Boolean);
}

/** The APIs' checkout journey: `customers` signed in on `server`, each placing `ordersEach` orders. */
const journeyOn = (server, db, fixtures, customers, ordersEach) =>
  runCheckoutJourney({
    origin: server.origin,
    db,
    customers: customers.map((customer) => ({ ...customer, headers: customer[server.headersKey] })),
    ordersEach,
    shops: fixtures.journeyShops,
    discoverPath: DISCOVER_PATH,
  });

/** The servers in the order of a round: the first of the previous round goes last. */
const inTurn = (servers, round) => [
  ...servers.slice(round % servers.length),
  ...servers.slice(0, round % servers.length),
];

/**
 * Untimed: each server on every scenario for WARMUP seconds, then the APIs' checkout journey, a
 * few customers an order each: its JIT, its pool's connections and PostgreSQL's cache warm.
 */
async function warm(servers, apis, chosen, fixtures, db, url) {
  console.log(`  warming ${servers.map((server) => server.name).join(', ')}: ${WARMUP} s a scenario`);
  for (const server of servers) {
    for (const scenario of chosen) await measure(server, scenario, fixtures, db, WARMUP);
  }
  if (!wanted('checkout')) return;
  for (const server of apis) {
    await resetCarts(db, fixtures);
    const journey = await journeyOn(server, url, fixtures, fixtures.customers.slice(0, Math.min(CUSTOMERS, 10)), 1);
    if (!journey.consistent) fail(`checkout journey warming ${server.name}: ${journey.consistency}`);
  }
}

async function runPass(label, redisUrl, url, fixtures, db, logFile) {
  console.log(`\n== ${label}`);
  const chosen = scenarios(fixtures).filter((scenario) => wanted(scenario.name));
  const rows = new Map(chosen.map((scenario) => [scenario.name, { scenario, rounds: [] }]));
  const users = [...fixtures.customers, fixtures.shopkeeper, fixtures.admin];

  // Untimed: both servers through the statement counter.
  const counter = await startSqlCounter(url);
  const countedApi = await startApi(counter.url, { redisUrl, logFile });
  const countedBare = await startReference(counter.url, { logFile });
  let journeyStatements;
  try {
    await signIn(countedApi.origin, users);
    await fillCarts(db, fixtures);
    for (const scenario of chosen) {
      const api = await sample(countedApi, counter, scenario, fixtures, db);
      const bare = await sample(countedBare, counter, scenario, fixtures, db);
      compare(scenario, api.first, bare.first);
      Object.assign(rows.get(scenario.name), { apiSql: api, bareSql: bare });
    }
    if (wanted('checkout')) {
      await resetCarts(db, fixtures);
      const journey = await runCheckoutJourney({
        origin: countedApi.origin,
        db: url,
        customers: fixtures.customers.slice(0, 1),
        ordersEach: 1,
        shops: fixtures.journeyShops,
        discoverPath: DISCOVER_PATH,
        countStatements: () => counter.counts.statements,
      });
      if (!journey.consistent) fail(`checkout journey, one customer: ${journey.consistency}`);
      journeyStatements = journey.checkoutStatements;
    }
  } finally {
    await countedApi.stop();
    await countedBare.stop();
    await counter.close();
  }

  // Timed: every server warmed on every scenario (and the APIs on the journey), then the servers
  // in turn, scenario by scenario, round after round.
  const servers = [];
  const journeys = new Map();
  try {
    for (const { start, ...about } of timedServers(url, redisUrl, logFile)) {
      servers.push({ ...(await start()), ...about });
    }
    const before = servers.find((server) => server.key === 'before');
    if (before) await signIn(before.origin, users, before.headersKey);
    const apis = servers.filter((server) => server.key === 'api' || server.key === 'before');
    if (wanted('checkout')) for (const server of apis) journeys.set(server.key, []);
    if (WARMUP > 0) await warm(servers, apis, chosen, fixtures, db, url);
    for (let round = 0; round < ROUNDS; round++) {
      await assertNothingToSweep(db);
      const order = inTurn(servers, round);
      console.log(`  round ${round + 1} of ${ROUNDS}: ${order.map((server) => server.name).join(', ')}`);
      await fillCarts(db, fixtures);
      for (const scenario of chosen) {
        const measured = {};
        for (const server of order) measured[server.key] = await measure(server, scenario, fixtures, db);
        rows.get(scenario.name).rounds.push(measured);
        for (const server of order) {
          const result = measured[server.key];
          // Under full load, time-outs of a slow server are a result, shown in the table; the smoke run allows none.
          if (SMOKE && (result.non2xx || result.errors)) {
            fail(
              `${scenario.name}: ${server.name} had ${result.non2xx} non-2xx answers and ${result.errors} errors or timeouts`,
            );
          }
        }
        const speed = (server) =>
          `${server.key} ${measured[server.key].rps.toFixed(0)} req/s, p99 ${measured[server.key].p99} ms`;
        console.log(`    ${scenario.name}: ${servers.map(speed).join('; ')}`);
      }
      for (const server of order.filter(({ key }) => journeys.has(key))) {
        await resetCarts(db, fixtures);
        const cpuBefore = cpuMicros(server.pid);
        const journey = await journeyOn(server, url, fixtures, fixtures.customers.slice(0, CUSTOMERS), ORDERS_EACH);
        journey.cpuPerRequest = (cpuMicros(server.pid) - cpuBefore) / journey.requests;
        journeys.get(server.key).push(journey);
        console.log(
          `    checkout on ${server.name}: ${fixed(journey.ordersPerSecond, 1)} orders/s, ${journey.consistency}`,
        );
        for (const failure of journey.failures) console.log(`      ${failure}`);
        if (!journey.consistent) fail(`checkout journey on ${server.name}: ${journey.consistency}`);
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  return { label, rows: [...rows.values()], journeys, journeyStatements };
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A server's figures over the rounds: the median of each, and the failures of all. */
function overRounds(results) {
  const middle = (field) => median(results.map((result) => result[field]));
  return {
    rps: middle('rps'),
    p50: middle('p50'),
    p99: middle('p99'),
    cpuPerRequest: middle('cpuPerRequest'),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** One server's requests per second against another's, round by round: timed minutes apart, not hours. */
const ratios = (rounds, key, otherKey) => rounds.map((round) => round[key].rps / round[otherKey].rps);

/** A checkout journey's figures over the rounds; `statements` per checkout from the untimed round, when counted. */
function journeyText(runs, statements) {
  const middle = (field) => median(runs.map((journey) => journey[field]));
  const consistency = [...new Set(runs.map((journey) => journey.consistency))].join('; ');
  return (
    `${fixed(middle('ordersPerSecond'), 1)} orders/s (rounds: ${runs.map((journey) => fixed(journey.ordersPerSecond, 1)).join(', ')}), ` +
    `${fixed(middle('requestsPerSecond'))} requests/s; checkout p50 ${fixed(middle('checkoutP50'))} ms, p99 ` +
    `${fixed(middle('checkoutP99'))} ms; all requests p50 ${fixed(middle('allP50'))} ms, p99 ${fixed(middle('allP99'))} ms; ` +
    `API CPU ${fixed(middle('cpuPerRequest'))} µs/request; ` +
    (statements === undefined ? '' : `${statements} SQL statements per checkout. `) +
    `Consistency ${consistency}.`
  );
}

/** The table's columns, in order; an earlier build's (BENCH_BEFORE) last. */
const HEADINGS = [
  'scenario',
  'API req/s',
  'bare req/s',
  'API / bare',
  'API p50 / p99 ms',
  'bare p50 / p99 ms',
  'API CPU µs/req',
  'bare CPU µs/req',
  'API SQL/req (writes)',
  'bare SQL/req',
  'failed API / bare',
  'floor req/s',
  'floor CPU µs/req',
  'API / bare by round',
  ...(BEFORE ? ['before req/s', 'API / before', 'before p50 / p99 ms', 'before CPU µs/req'] : []),
];

/** A scenario's row: each server's medians over the rounds, and the rounds' ratios. */
function row({ scenario, rounds, apiSql, bareSql }) {
  const of = (key) => (rounds[0][key] ? overRounds(rounds.map((round) => round[key])) : {});
  const [api, bare, floor, before] = ['api', 'bare', 'floor', 'before'].map(of);
  const byRound = ratios(rounds, 'api', 'bare');
  return [
    scenario.name,
    fixed(api.rps),
    fixed(bare.rps),
    `${fixed(median(byRound), 2)}×`,
    `${fixed(api.p50)} / ${fixed(api.p99)}`,
    `${fixed(bare.p50)} / ${fixed(bare.p99)}`,
    fixed(api.cpuPerRequest),
    fixed(bare.cpuPerRequest),
    `${fixed(apiSql?.statements, 1)} (${fixed(apiSql?.writes, 1)})`,
    fixed(bareSql?.statements, 1),
    `${api.failed} / ${bare.failed}`,
    fixed(floor.rps),
    fixed(floor.cpuPerRequest),
    byRound.map((ratio) => fixed(ratio, 2)).join(', '),
    ...(BEFORE
      ? [
          fixed(before.rps),
          `${fixed(median(ratios(rounds, 'api', 'before')), 2)}×`,
          `${fixed(before.p50)} / ${fixed(before.p99)}`,
          fixed(before.cpuPerRequest),
        ]
      : []),
  ];
}

function markdown(passes, started) {
  const sizes = Object.entries(sizesAt(SCALE)).map(([k, v]) => `${k} ${v.toLocaleString('en')}`);
  const lines = [
    `# Bench, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`${SMOKE ? 'npm run bench:smoke' : 'npm run bench'}\`: scale ${SCALE} (${sizes.join(', ')}), ${CONNECTIONS} connections, ` +
      `${DURATION} s per scenario and server in each of ${ROUNDS} round(s), the servers in turn (the first of a round ` +
      `goes last in the next), ${WARMUP ? `each warmed first by ${WARMUP} s of every scenario` : 'not warmed first'}. ` +
      'Figures are medians over the rounds; API / bare is the median of the rounds’ ratios. ' +
      'API: one process, NODE_ENV=production, LOG_LEVEL=info. Bare: node:http + pg, the same rows. ' +
      "Stack floor (sessions in the database): Nest, Express, express-session, passport and pino-http in front of the bare server's answers. " +
      (BEFORE ? `Before: the API of ${BEFORE}, built in a worktree, on the same data. ` : '') +
      'CPU: user + system time of the server process per request. SQL: statements per request on the wire (writes). ' +
      'Failed: non-2xx answers, errors and timeouts, all rounds; n/a: no request completed in time.',
  ];
  for (const pass of passes) {
    lines.push('', `## ${pass.label}`);
    if (pass.rows.length) {
      lines.push('', `| ${HEADINGS.join(' | ')} |`, `| --- |${' --: |'.repeat(HEADINGS.length - 1)}`);
    }
    for (const scenarioRow of pass.rows) lines.push(`| ${row(scenarioRow).join(' | ')} |`);
    if (pass.journeys.size) {
      const journey = journeyText(pass.journeys.get('api'), pass.journeyStatements ?? 'n/a');
      lines.push(
        '',
        `Checkout journey, ${CUSTOMERS} customers × ${ORDERS_EACH} orders (list shops, open one, add three products, ` +
          `read the cart, check out), median of ${ROUNDS} round(s): ${journey}`,
      );
    }
    if (BEFORE && pass.journeys.size) {
      lines.push('', `The same journey on the API of ${BEFORE}: ${journeyText(pass.journeys.get('before'))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const started = new Date();
  // The smoke run checks the generator too, on a database of its own that it drops afterwards.
  const database = SMOKE ? 'mohalla_bench_smoke' : benchDatabase(SCALE);
  if (SMOKE || !(await hasData(database, SCALE))) await generate(SCALE, database);
  const url = databaseUrl(database);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  mkdirSync(RESULTS, { recursive: true });
  const logFile = path.join(RESULTS, 'servers.log');
  writeFileSync(logFile, '');
  const passes = [];
  try {
    // A run stopped midway leaves its journey's orders pending, to fall due during this one.
    await deleteJourneyOrders(db);
    await assertNothingToSweep(db);
    const fixtures = await loadFixtures(db);
    passes.push(await runPass('Sessions in the database', undefined, url, fixtures, db, logFile));
    if (REDIS_URL) passes.push(await runPass('Sessions in Redis', REDIS_URL, url, fixtures, db, logFile));
    await resetCarts(db, fixtures);
  } finally {
    await db.end();
    if (SMOKE) await query(SERVER_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
  const report = markdown(passes, started);
  writeFileSync(path.join(RESULTS, SMOKE ? 'smoke.md' : 'latest.md'), report);
  console.log(`\n${report}`);
  if (problems.length) {
    console.error(`${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
