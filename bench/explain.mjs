// The query plans of the bench's scenarios on the full data set: the built API answers each
// scenario twice through a proxy that records every SQL statement it sends with its parameters, then
// each read (list or lookup) runs again under EXPLAIN (ANALYZE, BUFFERS), in a transaction rolled
// back, with its values and with its generic plan (the API prepares its hot statements). The plans go to docs/benchmarks.md, section "Query plans"; a sequential scan of a big table
// fails the run.
//
//   npm run build -w backend && npm run bench:explain
//
// DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres), with
//                the data of `npm run bench:data` (mohalla_bench), which the API migrates on start
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call } from './lib/checkout.mjs';
import { BENCH_PASSWORD, benchDatabase, databaseUrl, hasData } from './lib/database.mjs';
import { startApi } from './lib/processes.mjs';
import { scenarios } from './lib/scenarios.mjs';
import { startSqlCounter } from './lib/sql-counter.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/benchmarks.md');
const SECTION = '## Query plans';
/** Tables with more rows than this must not be read sequentially. */
const BIG_TABLE_ROWS = 50_000;
const READ = /^\s*(SELECT|WITH)\b/i;
/** The API asks the planner for the estimate of a long list's total: planned, never run. */
const PLAN_ONLY = /^\s*EXPLAIN\b/i;

/** Who asks, and what the scenarios read, by the generator's names (see bench/data.mjs). */
async function loadFixtures(db) {
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  const shopOf = async (keeper) =>
    (await one('SELECT s.id FROM shops s JOIN users u ON u.id = s.shopkeeper_id WHERE u.username = $1', [keeper])).id;
  const user = (username) => one('SELECT id, username FROM users WHERE username = $1', [username]);
  const order = await one(
    `SELECT o.id, u.username FROM orders o JOIN users u ON u.id = o.customer_id
      WHERE u.role = 'customer' ORDER BY o.created_at DESC LIMIT 1`,
  );
  const customer = await user(order.username);
  const bigShop = await shopOf('keeper_1');
  const products = await db.query(
    'SELECT id FROM products WHERE shop_id = $1 AND deleted_at IS NULL AND is_in_stock ORDER BY id LIMIT 1',
    [bigShop],
  );
  return {
    customer,
    shopkeeper: await user('keeper_1'),
    admin: await user('bench_admin'),
    tenProductShop: await shopOf('keeper_2'),
    addToCartProducts: products.rows.map((p) => p.id),
    order: order.id,
  };
}

async function signIn(origin, user) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${user.username}: ${res.status} ${await res.text()}`);
  user.headers = {
    Cookie: res.headers
      .getSetCookie()
      .find((c) => c.startsWith('mohalla.sid='))
      .split(';')[0],
  };
}

/** Who asks, by a scenario's `as`: one customer, who also owns the order, stands for all customers. */
const usersOf = (fixtures) => ({
  customers: fixtures.customer,
  orderOwner: fixtures.customer,
  shopkeeper: fixtures.shopkeeper,
  admin: fixtures.admin,
});

/** Each scenario's read statements, as the API sends them in two requests (some only the first time), once each. */
async function recordReads(url, fixtures, logFile) {
  let heard = [];
  const counter = await startSqlCounter(url, { onStatement: (sql, params) => heard.push({ sql, params }) });
  const api = await startApi(counter.url, { logFile });
  const recorded = [];
  try {
    const users = usersOf(fixtures);
    for (const user of new Set(Object.values(users))) await signIn(api.origin, user);
    // Adding to the cart first, so that the cart read has a cart to read; it is emptied again below.
    const ordered = scenarios(fixtures).sort((a, b) => Number(!a.method) - Number(!b.method));
    for (const scenario of ordered) {
      const ask = () =>
        call(api.origin, users[scenario.as], scenario.method ?? 'GET', scenario.path, scenario.bodies?.[0]);
      heard = [];
      for (let i = 0; i < 2; i++) {
        const res = await ask();
        if (res.status > 299) throw new Error(`${scenario.name}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      const reads = heard.filter(({ sql }) => READ.test(sql ?? '') || PLAN_ONLY.test(sql ?? ''));
      recorded.push({ scenario: scenario.name, reads: [...new Map(reads.map((read) => [read.sql, read])).values()] });
    }
  } finally {
    await api.stop();
    await counter.close();
  }
  return recorded;
}

/** The plan of one statement, run for real inside a transaction that is rolled back. */
async function explain(db, { sql, params }) {
  if (PLAN_ONLY.test(sql)) return ["(a plan, not run: the estimate of the list's total)"];
  await db.query('BEGIN');
  try {
    await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params); // warms the cache: the second run is the steady state
    return (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map((row) => row['QUERY PLAN']);
  } finally {
    await db.query('ROLLBACK');
  }
}

/**
 * The generic plan of the statement, which PostgreSQL may keep for a prepared statement after its
 * fifth run (the API prepares its hot statements), run with the request's values, as `explain`.
 */
async function explainGeneric(db, { sql, params }) {
  if (PLAN_ONLY.test(sql) || params.length === 0) return undefined;
  const args = params.map((value) => (value === null ? 'NULL' : db.escapeLiteral(String(value)))).join(', ');
  const execute = `EXPLAIN (ANALYZE, BUFFERS) EXECUTE generic_plan(${args})`;
  await db.query('BEGIN');
  try {
    await db.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await db.query(`PREPARE generic_plan AS ${sql}`);
    await db.query(execute);
    return (await db.query(execute)).rows.map((row) => row['QUERY PLAN']);
  } finally {
    await db.query('ROLLBACK');
    await db.query('DEALLOCATE ALL');
  }
}

/** The rows of each table, as the planner knows them. */
async function tableSizes(db) {
  const { rows } = await db.query(
    `SELECT relname, reltuples::bigint AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.relname, Number(row.rows)]));
}

/** Every sequential scan in the plans: scenario, table and its rows. */
function sequentialScans(results, sizes) {
  return results.flatMap(({ scenario, reads }) =>
    reads.flatMap(({ plan, genericPlan }) =>
      [...plan, ...(genericPlan ?? [])].flatMap((line) => {
        const table = /Seq Scan on (\w+)/.exec(line)?.[1];
        return table ? [{ scenario, table, rows: sizes.get(table) ?? 0 }] : [];
      }),
    ),
  );
}

function section(results, scans, date) {
  const small = [...new Map(scans.map((scan) => [`${scan.scenario}: ${scan.table}`, scan])).values()];
  const lines = [
    SECTION,
    '',
    '```sh',
    'npm run build -w backend && npm run bench:explain',
    '```',
    '',
    `${date}, on the full data set (\`mohalla_bench\`). \`bench/explain.mjs\` records the SQL the built API ` +
      'sends for each bench scenario (through the statement-counting proxy, with its parameters) and runs ' +
      'every read again under `EXPLAIN (ANALYZE, BUFFERS)`, warm, in a transaction rolled back; session ' +
      'reads included. A read with parameters is also run with its generic plan (`plan_cache_mode = ' +
      "force_generic_plan`), which PostgreSQL may keep for the API's prepared statements after their fifth " +
      `run. No plan reads a table of more than ${BIG_TABLE_ROWS.toLocaleString('en')} rows ` +
      'sequentially (the script fails if one does). Sequential scans of smaller tables: ' +
      `${small.map(({ scenario, table, rows }) => `${table} (${rows.toLocaleString('en')} rows) in ${scenario}`).join('; ') || 'none'}.`,
    '',
    "The orders lists count their rows in the page's own statement, exactly up to 10,000 (the capped " +
      "`COUNT(*)` below, read from an index); beyond, the total is PostgreSQL's estimate " +
      '(`EXPLAIN (FORMAT JSON)`, a plan, not a read), asked again at most every 10 seconds per list and filter.',
  ];
  for (const { scenario, reads } of results) {
    lines.push('', `### ${scenario}`);
    for (const { sql, params, plan, genericPlan } of reads) {
      lines.push(
        '',
        '```sql',
        sql.replace(/\s+/g, ' ').trim(),
        ...(params.length ? [`-- ${JSON.stringify(params)}`] : []),
        '```',
        '',
        '```',
        ...plan,
        '```',
      );
      if (genericPlan) lines.push('', 'Generic plan, as prepared:', '', '```', ...genericPlan, '```');
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Puts the section in place of its previous version, or at the end. */
function writeSection(text) {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(`\n${SECTION}\n`);
  if (start < 0) return writeFileSync(DOC, `${doc.trimEnd()}\n\n${text}`);
  const next = doc.indexOf('\n## ', start + SECTION.length + 1);
  writeFileSync(DOC, `${doc.slice(0, start + 1)}${text}${next < 0 ? '' : doc.slice(next)}`);
}

async function main() {
  const database = benchDatabase(1);
  if (!(await hasData(database, 1))) throw new Error(`No bench data in ${database}: run npm run bench:data first`);
  const url = databaseUrl(database);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const fixtures = await loadFixtures(db);
    const recorded = await recordReads(url, fixtures, path.join(ROOT, 'bench/results/servers.log'));
    await db.query('DELETE FROM carts WHERE customer_id = $1', [fixtures.customer.id]);
    for (const read of recorded.flatMap((result) => result.reads)) {
      read.plan = await explain(db, read);
      read.genericPlan = await explainGeneric(db, read);
    }
    const scans = sequentialScans(recorded, await tableSizes(db));
    const [big, small] = [scans.filter((s) => s.rows > BIG_TABLE_ROWS), scans.filter((s) => s.rows <= BIG_TABLE_ROWS)];
    if (big.length) {
      console.error(`Sequential scans of big tables:\n${big.map((s) => `  - ${s.scenario}: ${s.table}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    writeSection(section(recorded, small, new Date().toISOString().slice(0, 10)));
    console.log(`Query plans of ${recorded.flatMap((r) => r.reads).length} statements written to ${DOC}`);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
