// A shopkeeper's CSV import of 5,000 rows on the full bench data: the built API's preview, its
// commit creating them, and a commit updating them all by SKU, each timed; beside the bare work of
// the same rows written by one INSERT … SELECT and one UPDATE … FROM in a transaction, through pg.
// The shop is the last of the generated shops; its imported products are deleted first, so that
// every run starts alike. Needs `npm run build -w backend` and `npm run bench:data` first.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD, benchDatabase, databaseUrl } from './lib/database.mjs';
import { startApi } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 5000);
const TARGET_SECONDS = 10;
const HEADER = 'sku,name,category,description,weight,originalPrice,discountedPrice,gstPercentage,gstIncluded,isInStock';
const RESULTS = path.resolve(import.meta.dirname, 'results');

/** 5,000 products of five categories, each with its own SKU; `round` changes the prices. */
function csvOf(round) {
  const lines = [HEADER];
  for (let n = 1; n <= ROWS; n++) {
    const price = (100 + (n % 400) + round).toFixed(2);
    lines.push(`BENCH-${n},Bench product ${n},Bench category ${n % 5},,1kg,${price},${price},5,true,true`);
  }
  return lines.join('\n');
}

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { seconds: (performance.now() - start) / 1000, result };
}

/** Posts the CSV to the import; `commit` writes it. Fails on anything but a clean answer. */
async function importCsv(origin, cookie, csv, commit) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const res = await fetch(`${origin}/api/shopkeeper/products/csv?commit=${commit}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'X-Requested-With': 'fetch' },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200 || body.problems.length > 0) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The bare work: the same rows inserted, then updated, by SQL alone in one transaction each. */
async function bareImport(db, shopId, categoryId, round) {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    sku: `BARE-${i + 1}`,
    name: `Bench product ${i + 1}`,
    price: (100 + ((i + 1) % 400) + round).toFixed(2),
  }));
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO products (shop_id, category_id, name, sku, weight, original_price, discounted_price, gst_percentage)
     SELECT $2, $3, x.name, x.sku, '1kg', x.price, x.price, 5
       FROM jsonb_to_recordset($1::jsonb) AS x(sku text, name text, price numeric)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows), shopId, categoryId],
  );
  await db.query(
    `UPDATE products p SET original_price = x.price, discounted_price = x.price, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(sku text, name text, price numeric)
      WHERE p.shop_id = $2 AND lower(p.sku) = lower(x.sku) AND p.deleted_at IS NULL`,
    [JSON.stringify(rows), shopId],
  );
  await db.query('COMMIT');
}

const url = databaseUrl(benchDatabase(1));
const db = new pg.Client({ connectionString: url });
await db.connect();
const [keeper] = (
  await db.query(
    `SELECT u.username, s.id AS "shopId" FROM shops s JOIN users u ON u.id = s.shopkeeper_id
      WHERE s.deleted_at IS NULL ORDER BY s.created_at DESC, s.id LIMIT 1`,
  )
).rows;
const clearImported = () =>
  db.query("DELETE FROM products WHERE shop_id = $1 AND (sku LIKE 'BENCH-%' OR sku LIKE 'BARE-%')", [keeper.shopId]);
await clearImported();

mkdirSync(RESULTS, { recursive: true });
const api = await startApi(url, { logFile: path.join(RESULTS, 'servers.log') });
let figures;
try {
  const login = await fetch(`${api.origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: keeper.username, password: BENCH_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('mohalla.sid='))
    .split(';')[0];
  const preview = await timed(() => importCsv(api.origin, cookie, csvOf(0), false));
  const create = await timed(() => importCsv(api.origin, cookie, csvOf(0), true));
  const update = await timed(() => importCsv(api.origin, cookie, csvOf(1), true));
  if (create.result.created !== ROWS || update.result.updated !== ROWS) throw new Error('the import missed rows');
  const [{ categoryId }] = (
    await db.query('SELECT id AS "categoryId" FROM categories WHERE shop_id = $1 LIMIT 1', [keeper.shopId])
  ).rows;
  const bare = await timed(() => bareImport(db, keeper.shopId, categoryId, 0));
  figures = { preview: preview.seconds, create: create.seconds, update: update.seconds, bare: bare.seconds };
} finally {
  await api.stop();
  await clearImported();
  await db.end();
}

const seconds = (s) => `${s.toFixed(2)} s`;
const table = [
  `# CSV import bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `\`npm run bench:csv\`: ${ROWS.toLocaleString('en')} rows into one shop of the bench data, one API process.`,
  '',
  '| step | API | bare SQL (insert + update) |',
  '| --- | --: | --: |',
  `| preview (validate, nothing written) | ${seconds(figures.preview)} | |`,
  `| commit, creating every row | ${seconds(figures.create)} | ${seconds(figures.bare)} |`,
  `| commit, updating every row by SKU | ${seconds(figures.update)} | |`,
  '',
].join('\n');
console.log(table);
appendFileSync(path.join(RESULTS, 'latest.md'), `\n${table}`);
const slowest = Math.max(figures.preview + figures.create, figures.preview + figures.update);
if (slowest > TARGET_SECONDS) {
  console.error(`A preview and commit took ${seconds(slowest)}: above ${TARGET_SECONDS} s`);
  process.exitCode = 1;
}
