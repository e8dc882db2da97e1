// Lighthouse (its default mobile emulation: simulated slow 4G and a 4x slower CPU) on the storefront's
// main pages, against the built app on an embedded database of its own with the demo data: home,
// sign-in and, signed in as the demo customer, discover shops, a shop's products and a cart holding
// an item; signed in as the first demo shopkeeper, the order desk (/shopkeeper/orders) and the
// shop's products. Prints the four category scores of each page, the median of its runs, with what the
// simulation charges (total blocking time, largest paint, main-thread work, script boot-up) and the
// audits that cost points, and writes the table to bench/results/web.md (each page's last report
// beside it).
//
// Lighthouse scales the main-thread time it measures, so a score moves with the machine's speed and
// load: compare builds side by side, in the same run, rather than with figures of another day.
// `--against` runs another commit's build (built in a git worktree, bench/lib/commit-build.mjs) on
// its own port and database beside this one, each page's runs alternating between the two.
//
//   npm run build && npm run bench:web
//   npm run bench:web -- --against c0cb8c2 --max-drop 3   fails when a page's median performance is more
//                                            than 3 below the other build's, and again when measured again (CI)
//   npm run bench:web -- --build c0cb8c2 --against dd76a36   two commits' builds, this checkout's left aside
//   npm run bench:web -- --floor 90          fails when a page's median performance is below 90
//   npm run bench:web -- --runs 1            one run per page (and build) instead of three
//   npm run bench:web -- --only discover,cart   the pages whose names start with these words
//
// CHROME_PATH    the browser (default /usr/bin/chromium, Debian's)
// WEB_DIST_DIR   another build of the web app for this checkout's API
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { buildCommit, commitOf } from './lib/commit-build.mjs';
import { freePort, startupFile } from './lib/processes.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What the simulation charges a page, in milliseconds: the audits behind most of a performance score's spread. */
const COSTS = {
  'blocking ms': 'total-blocking-time',
  'largest paint ms': 'largest-contentful-paint',
  'main thread ms': 'mainthread-work-breakdown',
  'script boot-up ms': 'bootup-time',
};

const { values: options } = parseArgs({
  options: {
    // Three runs: a single run's performance score varies by a few points with the machine's load.
    runs: { type: 'string', default: '3' },
    floor: { type: 'string' },
    only: { type: 'string' },
    build: { type: 'string' },
    against: { type: 'string' },
    'max-drop': { type: 'string' },
  },
});
const ONLY = options.only?.split(',').map((name) => name.trim());
const RUNS = Number(options.runs);
const PERFORMANCE_FLOOR = options.floor === undefined ? undefined : Number(options.floor);
const MAX_DROP = options['max-drop'] === undefined ? undefined : Number(options['max-drop']);
if (MAX_DROP !== undefined && !options.against) throw new Error('--max-drop compares with a build: give --against');

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

/** A build in a folder holding `backend/dist` and `frontend/dist`: its API's main.js and the web app it serves. */
const buildIn = (label, root, webDistDir = path.join(root, 'frontend/dist')) => ({
  label,
  root,
  entry: path.join(root, 'backend/dist/main.js'),
  webDistDir,
});

/** The builds to audit: this checkout's (or `--build`'s), and `--against`'s first when given. */
function buildsToAudit() {
  const named = (name) => buildIn(commitOf(name).slice(0, 7), buildCommit(name, 'web'));
  const own = options.build ? named(options.build) : buildIn('this checkout', ROOT, process.env.WEB_DIST_DIR);
  return options.against ? [named(options.against), own] : [own];
}

/** A build's app as production runs it, on an embedded database of its own with the demo data. */
async function startApp(build, dataDir) {
  const port = await freePort();
  const app = await startProcess(
    process.execPath,
    [build.entry],
    {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Each build serves its own web app, whatever this process's environment says.
      WEB_DIST_DIR: build.webDistDir,
    },
    (output) => (output.includes('Mohalla is running') ? true : undefined),
  );
  return { origin: `http://127.0.0.1:${port}`, stop: app.stop };
}

/**
 * Headless Chromium with its DevTools port, which Lighthouse drives. One a build: a browser keeps
 * cookies by host, not port, and the apps of two builds on 127.0.0.1 sign each other's customer out
 * (a signed-in page then measured the sign-in page).
 */
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

/** The session cookie of the account signed in. */
async function signIn(origin, { username, password }) {
  const login = await api(origin, 'POST', '/login', { body: { username, password } });
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('mohalla.sid='))
    .split(';')[0];
}

/** Signs the demo customer in and fills her cart with one item; returns her cookie and a shop with products. */
async function prepareCustomer(origin, account) {
  const cookie = await signIn(origin, account);
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
  if (lhr.runtimeError) {
    if (attemptsLeft === 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`  ${lhr.runtimeError.code}: running again`);
    return lighthouseRun(url, chromiumPort, extraHeaders, attemptsLeft - 1);
  }
  // A page that sent the browser elsewhere (the sign-in page, for a customer signed out) is not the page.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} showed ${shown} instead`);
  return lhr;
}

/** The median of each category's score (0-100) and of each cost over a build's runs of a page. */
function summarize(runs) {
  const middle = (value) => median(runs.map(value));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(middle((lhr) => lhr.categories[id].score * 100))]),
    ),
    costs: Object.fromEntries(
      Object.entries(COSTS).map(([name, id]) => [name, Math.round(middle((lhr) => lhr.audits[id].numericValue))]),
    ),
    benchmarkIndex: middle((lhr) => lhr.environment.benchmarkIndex),
  };
}

/** The audits that cost points in a run. */
const lostPoints = (lhr) =>
  CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );

/**
 * The storefront's pages for a build's app, the signed-in ones with the demo customer's cookie, and
 * the shop's order desk and products with the first demo shopkeeper's.
 */
async function pagesOf(build) {
  const demoData = createRequire(import.meta.url)(startupFile('demo-data.js', build.entry));
  const { cookie, shopId } = await prepareCustomer(build.origin, demoData.DEMO_CUSTOMER);
  const signedIn = { Cookie: cookie };
  const shopkeeper = { Cookie: await signIn(build.origin, demoData.DEMO_SHOPS[0].shopkeeper) };
  return [
    { name: 'home', pagePath: '/' },
    { name: 'sign in', pagePath: '/auth' },
    { name: 'discover shops', pagePath: '/customer', headers: signedIn },
    { name: 'shop products', pagePath: `/customer/shops/${shopId}/products`, headers: signedIn, shopId },
    { name: 'cart', pagePath: '/customer/cart', headers: signedIn },
    { name: 'shopkeeper desk', pagePath: '/shopkeeper/orders', headers: shopkeeper },
    { name: 'shopkeeper products', pagePath: '/shopkeeper/products', headers: shopkeeper },
  ].filter(({ name }) => !ONLY || ONLY.some((word) => name.startsWith(word)));
}

/**
 * Lighthouse's benchmark index of two runs made one after the other differs by more than this factor
 * when the machine's pace changed between them (a neighbour's load on a shared machine): such a pair
 * compares the machine, not the builds, and is run again.
 */
const PAIR_PACE_RATIO = 0.75;
const paceOf = (lhr) => lhr.environment.benchmarkIndex;
/** How many such rounds a measure runs again at most: each costs two runs of CI's time. */
const RETRIED_ROUNDS = 2;

/**
 * `runs` more runs of a page for each build, in turn, the build that goes first alternating from
 * one round to the next, so that a change in the machine's load falls on both. With two builds, a
 * round whose two runs met a different pace of the machine is run again (RETRIED_ROUNDS times at
 * most), and only the last try of each round is kept.
 */
async function runInTurn(builds, index, runs) {
  let retriesLeft = builds.length > 1 ? RETRIED_ROUNDS : 0;
  for (let round = 0; round < runs; round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    const made = [];
    for (const build of order) {
      const page = build.pages[index];
      made.push(await lighthouseRun(`${build.origin}${page.pagePath}`, build.chromium.port, page.headers));
    }
    const paces = made.map(paceOf);
    if (retriesLeft > 0 && Math.min(...paces) < PAIR_PACE_RATIO * Math.max(...paces)) {
      console.log(`  benchmark index ${paces.join(' then ')}: the machine's pace changed, running the round again`);
      retriesLeft--;
      round--;
      continue;
    }
    order.forEach((build, i) => build.runs[index].push(made[i]));
  }
}

/** The pages (by index) whose drop of performance held when measured again. */
const confirmedDrops = new Set();

const dropOf = (builds, index) =>
  builds[0].results[index].scores.performance - builds.at(-1).results[index].scores.performance;

/** Both builds' browsers replaced by new ones, with profiles of their own. */
async function freshBrowsers(builds, workDir) {
  await Promise.all(builds.map((build) => build.chromium.stop()));
  for (const [i, build] of builds.entries()) {
    build.chromium = await startChromium(mkdtempSync(path.join(workDir, `chromium-${i}-`)));
  }
}

/**
 * Every page, `RUNS` runs per build in turn. A page whose performance drops too far is measured as
 * much again, in new browsers, and `confirmedDrops` keeps it only when that second measure alone drops
 * too far as well: a change of the code shows in both, a slow spell of a shared machine rarely does.
 */
async function auditPages(builds, workDir) {
  mkdirSync(RESULTS, { recursive: true });
  for (const [index, { name }] of builds[0].pages.entries()) {
    await runInTurn(builds, index, RUNS);
    for (const build of builds) build.results[index] = summarize(build.runs[index]);
    if (MAX_DROP !== undefined && dropOf(builds, index) > MAX_DROP) {
      console.log(`${name}: performance ${dropOf(builds, index)} below ${builds[0].label}'s; measuring it again`);
      await freshBrowsers(builds, workDir);
      const firstRuns = builds.map((build) => build.runs[index].length);
      await runInTurn(builds, index, RUNS);
      const again = builds.map((build, i) => summarize(build.runs[index].slice(firstRuns[i])));
      const dropAgain = again[0].scores.performance - again.at(-1).scores.performance;
      console.log(`${name}: measured again, performance ${dropAgain} below ${builds[0].label}'s`);
      for (const build of builds) build.results[index] = summarize(build.runs[index]);
      if (dropAgain > MAX_DROP) confirmedDrops.add(index);
    }
    for (const build of builds) {
      const { scores, costs } = build.results[index];
      const runs = build.runs[index];
      const byRun = (value) => runs.map((lhr) => Math.round(value(lhr))).join(', ');
      const who = builds.length > 1 ? ` (${build.label})` : '';
      const medians = [
        ...CATEGORIES.map((id) => `${id} ${scores[id]}`),
        ...Object.entries(costs).map(([cost, ms]) => `${cost} ${ms}`),
      ];
      console.log(`${name}${who}: ${medians.join(', ')}`);
      console.log(
        `  runs: performance ${byRun((lhr) => lhr.categories.performance.score * 100)}; ` +
          `blocking ms ${byRun((lhr) => lhr.audits['total-blocking-time'].numericValue)}; ` +
          `benchmark index ${byRun((lhr) => lhr.environment.benchmarkIndex)}`,
      );
      for (const lost of lostPoints(runs.at(-1))) console.log(`  ${lost}`);
      const suffix = build.root === ROOT ? '' : `-${build.label}`;
      const file = `web-${name.replace(/ /g, '-')}${suffix}.json`;
      writeFileSync(path.join(RESULTS, file), JSON.stringify(runs.at(-1)));
    }
  }
}

/** One row a page; each cell holds the builds' figures in the order of the heading's builds. */
function table(builds) {
  const header = ['page', 'path', ...CATEGORIES, ...Object.keys(COSTS)];
  const rows = builds[0].pages.map((page, index) => {
    const each = (value) => builds.map((build) => String(value(build.results[index]))).join(', ');
    const pagePath = page.shopId ? page.pagePath.replace(page.shopId, '{shopId}') : page.pagePath;
    return [
      page.name,
      pagePath,
      ...CATEGORIES.map((id) => each((result) => result.scores[id])),
      ...Object.keys(COSTS).map((cost) => each((result) => result.costs[cost])),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * The pages whose median performance falls short: below the floor, or more than MAX_DROP below the
 * other build's over all runs and in the second measure alone.
 */
function shortfalls(builds) {
  const own = builds.at(-1);
  return own.pages.flatMap(({ name }, index) => {
    const { performance } = own.results[index].scores;
    const found = [];
    if (PERFORMANCE_FLOOR !== undefined && performance < PERFORMANCE_FLOOR) {
      found.push(`${name}: performance ${performance} is below the floor of ${PERFORMANCE_FLOOR}`);
    }
    if (confirmedDrops.has(index) && dropOf(builds, index) > MAX_DROP) {
      const before = builds[0].results[index].scores.performance;
      found.push(`${name}: performance ${performance} is more than ${MAX_DROP} below ${builds[0].label}'s ${before}`);
    }
    return found;
  });
}

async function main() {
  const builds = buildsToAudit();
  const workDir = mkdtempSync(path.join(tmpdir(), 'mohalla-bench-web-'));
  try {
    await Promise.all(
      builds.map(async (build, i) => {
        Object.assign(build, await startApp(build, path.join(workDir, `data-${i}`)));
        build.chromium = await startChromium(path.join(workDir, `chromium-${i}`));
        build.pages = await pagesOf(build);
        build.runs = build.pages.map(() => []);
        build.results = [];
      }),
    );
    const load = loadavg().map((value) => value.toFixed(2));
    await auditPages(builds, workDir);
    const { lighthouseVersion } = builds[0].runs[0][0];
    const date = new Date().toISOString().slice(0, 10);
    const order = builds.length > 1 ? `; each cell: ${builds.map((build) => build.label).join(', ')}, in turn` : '';
    const speed = builds.map((build) => median(build.results.map((result) => result.benchmarkIndex)).toFixed(0));
    const summary =
      `Lighthouse ${lighthouseVersion}, mobile, median of ${RUNS} run(s) per page${order}, ${date}; ` +
      `Lighthouse's benchmark index ${speed.join(', ')}; load average before ${load.join(', ')}\n\n${table(builds)}\n`;
    console.log(`\n${summary}`);
    writeFileSync(path.join(RESULTS, 'web.md'), summary);
    const problems = shortfalls(builds);
    for (const problem of problems) console.error(problem);
    if (problems.length) process.exitCode = 1;
  } finally {
    await Promise.all(builds.map((build) => build.chromium?.stop()));
    await Promise.all(builds.map((build) => build.stop?.()));
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
