import 'reflect-metadata';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { format } from 'sql-formatter';
import { DataSource } from 'typeorm';
import { createApp } from './app';
import { loadConfig } from './config/app-config';
import { BuiltQuery } from './database/built-query';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { keptPageSql } from './database/paging/kept-page-sql';
import { DEMO_CUSTOMER, DEMO_SHOPS, DEMO_USERS } from './setup/demo-data';

/**
 * `npm run sql:sync`: writes the SQL the code builds to `backend/queries/<domain>.sql`, one file per
 * domain, for review: every built query (the `BuiltQuery` exports of the `<domain>.queries.ts`
 * files), and the page of each hot list for the requests below, as the kept page SQL holds it. CI
 * builds them again and fails when they differ from the committed files.
 */

const HEADER = '-- Written by `npm run sql:sync` from what the code builds: do not edit.\n';

type Role = 'admin' | 'customer' | 'shopkeeper';

/** Requests to the hot lists, one for each shape of their SQL that a review should see. */
const PAGE_REQUESTS: [Role, string][] = [
  ['customer', '/api/customer/shops'],
  ['customer', `/api/customer/shops?filter=${json({ q: 'atta' })}`],
  ['customer', `/api/customer/shops?filter=${json({ lat: 26.9124, lng: 75.7873, withinKm: 10 })}`],
  [
    'customer',
    `/api/customer/shops?filter=${json({ openNow: true, minRating: 3 })}&sort=${json(['averageRating', 'DESC'])}`,
  ],
  ['customer', '/api/customer/shops/{shopId}/products'],
  ['customer', `/api/customer/shops/{shopId}/products?filter=${json({ q: 'atta 5' })}`],
  [
    'customer',
    `/api/customer/shops/{shopId}/products?sort=${json(['discountedPrice', 'ASC'])}&range=${json([24, 47])}`,
  ],
  ['shopkeeper', '/api/shopkeeper/products'],
  ['shopkeeper', `/api/shopkeeper/products?filter=${json({ categoryId: null })}`],
  ['customer', '/api/customer/orders'],
  ['shopkeeper', '/api/shopkeeper/orders'],
  ['shopkeeper', `/api/shopkeeper/orders?filter=${json({ status: 'pending' })}`],
  ['admin', '/api/admin/orders'],
];

function json(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

const readable = (sql: string) => `${format(sql, { language: 'postgresql', keywordCase: 'upper' })};\n`;

async function main(): Promise<void> {
  const [outputDir] = process.argv.slice(2);
  if (!outputDir) throw new Error('Usage: sql-sync <output directory>');
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory' });
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory', DEMO_DATA: 'true', LOG_LEVEL: 'silent' });
  const app = await createApp({ ...config, databaseUrl: embedded.url });
  try {
    await app.listen(0, '127.0.0.1');
    await requestPages(app);
    const byDomain = new Map<string, string[]>();
    const add = (domain: string, text: string) => byDomain.set(domain, [...(byDomain.get(domain) ?? []), text]);
    for (const [domain, name, query] of await builtQueries()) {
      const { sql, order } = query.sentSql(app.get(DataSource).manager);
      const parameters = order.map((parameter, index) => `$${index + 1} ${parameter}`).join(', ');
      add(domain, `-- ${name}${parameters ? ` (${parameters})` : ''}\n${readable(sql)}`);
    }
    for (const [key, sql] of [...keptPageSql()].sort(([a], [b]) => a.localeCompare(b))) {
      const { list, description } = describePage(key);
      add(list, `-- a page of ${list}: ${description}\n${readable(sql)}`);
    }
    writeDomains(outputDir, byDomain);
  } finally {
    await app.close();
    await embedded.stop();
  }
}

/** The `BuiltQuery` exports of every `<domain>.queries` file, by domain and name. */
async function builtQueries(): Promise<[domain: string, name: string, query: BuiltQuery<Record<string, unknown>>][]> {
  const found: [string, string, BuiltQuery<Record<string, unknown>>][] = [];
  for (const domain of readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const file = join(__dirname, domain.name, `${domain.name}.queries.js`);
    if (!existsSync(file)) continue;
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported).sort(([a], [b]) => a.localeCompare(b))) {
      if (value instanceof BuiltQuery) found.push([domain.name, name, value]);
    }
  }
  return found;
}

/** The list a kept page's key names, and what else of it shapes the SQL, for a reader. */
function describePage(key: string): { list: string; description: string } {
  const [options, filter, sort, first, last] = JSON.parse(key) as [
    [string, unknown][],
    unknown,
    unknown,
    number,
    number,
  ];
  const list = String(options.find(([name]) => name === 'list')?.[1]);
  const shaping = options.filter(([name]) => name !== 'list');
  return {
    list,
    description: `${JSON.stringify(Object.fromEntries(shaping))}, filter ${JSON.stringify(filter)}, sort ${JSON.stringify(sort)}, rows ${first} to ${last}`,
  };
}

async function requestPages(app: NestExpressApplication): Promise<void> {
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const admin = DEMO_USERS.find((user) => user.role === 'admin')!;
  const cookies: Record<Role, string> = {
    admin: await signIn(base, admin.username, admin.password),
    customer: await signIn(base, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password),
    shopkeeper: await signIn(base, DEMO_SHOPS[0].shopkeeper.username, DEMO_SHOPS[0].shopkeeper.password),
  };
  const shops = (await get(base, '/api/customer/shops', cookies.customer)) as { id: string; name: string }[];
  const shopId = shops.find((shop) => shop.name === DEMO_SHOPS[0].shop.name)!.id;
  for (const [role, path] of PAGE_REQUESTS) await get(base, path.replace('{shopId}', shopId), cookies[role]);
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`Signing in as ${username} answered ${res.status}`);
  const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('mohalla.sid='));
  return session!.split(';')[0];
}

async function get(base: string, path: string, cookie: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** One file per domain, and none left of a domain that has no SQL any more. */
function writeDomains(outputDir: string, byDomain: Map<string, string[]>): void {
  mkdirSync(outputDir, { recursive: true });
  for (const file of readdirSync(outputDir).filter((name) => name.endsWith('.sql'))) {
    if (!byDomain.has(file.slice(0, -'.sql'.length))) rmSync(join(outputDir, file));
  }
  for (const [domain, texts] of byDomain)
    writeFileSync(join(outputDir, `${domain}.sql`), `${HEADER}\n${texts.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
