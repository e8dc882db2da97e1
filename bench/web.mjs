// Lighthouse (its default mobile emulation: simulated slow 4G and a 4x slower CPU) on the storefront's
// main pages, against the built app on an embedded database of its own with the demo data: home,
// sign-in and, signed in as the demo customer, discover shops, a shop's products and a cart holding
// an item. Prints the four category scores of each page, the median of its runs, with the audits
// that cost points, and writes the table to bench/results/web.md (each page's last report beside it).
//
//   npm run build && npm run bench:web
//   npm run bench:web -- --floor 90     fails when a page's median performance is below 90 (CI)
//   npm run bench:web -- --runs 1       one run per page instead of three
//   npm run bench:web -- --only discover,cart   the pages whose names start with these words
//
// CHROME_PATH    the browser (default /usr/bin/chromium, Debian's)
// WEB_DIST_DIR   another build of the web app (as for the API)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { freePort } from './lib/processes.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const { DEMO_CUSTOMER } = createRequire(import.meta.url)(path.join(ROOT, 'backend/dist/setup/demo-data.js'));

const { values: options } = parseArgs({
  // Three runs: a single run's performance score varies by a few points with the machine's load.
  options: { runs: { type: 'string', default: '3' }, floor: { type: 'string' }, only: { type: 'string' } },
});
const ONLY = options.only?.split(',').map((name) => name.trim());
const RUNS = Number(options.runs);
const PERFORMANCE_FLOOR = options.floor === undefined ? undefined : Number(options.floor);

/** Runs `command` until `stop()`; resolves once `ready(output so far)` returns a value, with that value. */
function startProcess(command, args, env, ready) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const value = ready(output);
      if (value === undefined) return;
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.resume();
      child.stderr.resume();
      resolve({ value, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited with code ${code}:\n${output}`)));
  });
}

/** The built app as production runs it, on an embedded database of its own with the demo data. */
async function startApp(dataDir) {
  const port = await freePort();
  const app = await startProcess(
    process.execPath,
    [path.join(ROOT, 'backend/dist/main.js')],
    {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    (output) => (output.includes('Mohalla is running') ? true : undefined),
  );
  return { origin: `http://127.0.0.1:${port}`, stop: app.stop };
}

/** Headless Chromium with its DevTools port, which Lighthouse drives. */
async function startChromium(profileDir) {
  const chromium = await startProcess(
    CHROME_PATH,
    ['--headless=new', '--no-sandbox', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    {},
    (output) => output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1],
  );
  return { port: Number(chromium.value), stop: chromium.stop };
}

async function api(origin, method, apiPath, { cookie, body } = {}) {
  const res = await fetch(`${origin}/api${apiPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie && { Cookie: cookie }) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs the demo customer in and fills her cart with one item; returns her cookie and a shop with products. */
async function prepareCustomer(origin) {
  const login = await api(origin, 'POST', '/login', {
    body: { username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('mohalla.sid='))
    .split(';')[0];
  const list = async (listPath, filter) =>
    (await api(origin, 'GET', `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { cookie })).json();
  // Open now: a demo shop keeps opening hours, and one that is closed takes nothing into a cart.
  for (const shop of await list('/customer/shops', { openNow: true })) {
    const [product] = await list(`/customer/shops/${shop.id}/products`, { isInStock: true });
    if (!product) continue;
    await api(origin, 'POST', '/customer/cart/items', {
      cookie,
      body: { productId: product.id, quantity: 2, replace: true },
    });
    return { cookie, shopId: shop.id };
  }
  throw new Error('No open shop of the demo data has a product in stock');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run; a run that fails to record the page load (it happens, rarely) is retried. */
async function lighthouseRun(url, chromiumPort, extraHeaders, attemptsLeft = 3) {
  const { lhr } = await lighthouse(url, {
    port: chromiumPort,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders,
  });
  if (!lhr.runtimeError) return lhr;
  if (attemptsLeft === 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.log(`  ${lhr.runtimeError.code}: running again`);
  return lighthouseRun(url, chromiumPort, extraHeaders, attemptsLeft - 1);
}

/** The median score (0-100) of each category over `RUNS` runs, and the audits that cost points in the last run. */
async function audit(url, chromiumPort, extraHeaders) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url, chromiumPort, extraHeaders));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(median(runs.map((lhr) => lhr.categories[id].score * 100)))]),
  );
  const last = runs.at(-1);
  const lostPoints = CATEGORIES.flatMap((id) =>
    last.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && last.audits[ref.id].score !== null && last.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${last.audits[ref.id].displayValue ?? last.audits[ref.id].score})`),
  );
  return { scores, lostPoints, report: last };
}

function table(results) {
  const header = ['page', 'path', ...CATEGORIES];
  const rows = results.map(({ name, pagePath, scores }) => [
    name,
    pagePath,
    ...CATEGORIES.map((id) => String(scores[id])),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The storefront's pages, each audited `RUNS` times; the signed-in ones with the demo customer's cookie. */
async function auditPages(origin, chromiumPort) {
  const { cookie, shopId } = await prepareCustomer(origin);
  const signedIn = { Cookie: cookie };
  const pages = [
    { name: 'home', pagePath: '/' },
    { name: 'sign in', pagePath: '/auth' },
    { name: 'discover shops', pagePath: '/customer', headers: signedIn },
    { name: 'shop products', pagePath: `/customer/shops/${shopId}/products`, headers: signedIn },
    { name: 'cart', pagePath: '/customer/cart', headers: signedIn },
  ];
  mkdirSync(RESULTS, { recursive: true });
  const results = [];
  for (const page of pages.filter(({ name }) => !ONLY || ONLY.some((word) => name.startsWith(word)))) {
    const result = await audit(`${origin}${page.pagePath}`, chromiumPort, page.headers);
    console.log(`${page.name}: ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(', ')}`);
    for (const lost of result.lostPoints) console.log(`  ${lost}`);
    writeFileSync(path.join(RESULTS, `web-${page.name.replace(/ /g, '-')}.json`), JSON.stringify(result.report));
    results.push({ ...page, pagePath: page.pagePath.replace(shopId, '{shopId}'), ...result });
  }
  return results;
}

/** Whether every page's median performance reaches the floor; says which do not. */
function reachesFloor(results) {
  const below = results.filter(({ scores }) => scores.performance < PERFORMANCE_FLOOR);
  for (const { name, scores } of below) {
    console.error(`${name}: performance ${scores.performance} is below the floor of ${PERFORMANCE_FLOOR}`);
  }
  return below.length === 0;
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'mohalla-bench-web-'));
  let app;
  let chromium;
  try {
    app = await startApp(path.join(workDir, 'data'));
    chromium = await startChromium(path.join(workDir, 'chromium'));
    const results = await auditPages(app.origin, chromium.port);
    const version = results[0].report.lighthouseVersion;
    const date = new Date().toISOString().slice(0, 10);
    const summary = `Lighthouse ${version}, mobile, median of ${RUNS} run(s) per page, ${date}\n\n${table(results)}\n`;
    console.log(`\n${summary}`);
    writeFileSync(path.join(RESULTS, 'web.md'), summary);
    if (PERFORMANCE_FLOOR !== undefined && !reachesFloor(results)) process.exitCode = 1;
  } finally {
    await chromium?.stop();
    await app?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
