import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { Role, SESSION_COOKIE } from '../../src/common/roles';
import { KhataService } from '../../src/khata/khata.service';
import { ClaimsService } from '../../src/refunds/claims.service';
import { catalogueFixtures } from '../catalogue-fixtures';
import { HOME_ADDRESS, placeOrder } from '../order-fixtures';
import { createTestApp, TestApp, TestUser } from '../test-app';
import {
  ApiOperation,
  deepText,
  describeRequest,
  FuzzContext,
  FuzzRequest,
  listOperations,
  OpenApiDocument,
  percentEncode,
  requestArbitrary,
  truncate,
} from './openapi-arbitraries';

/** Cases per operation and role: a few in `npm test`, many more in the nightly `npm run test:fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** The seed a failure report printed, to draw the same requests again. */
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const REQUEST_TIMEOUT_MS = 15_000;
/** About 60 operations, each case under 200 ms even while shrinking a failure. */
const ROLE_TIMEOUT_MS = 120_000 + RUNS * 60 * 200;

/**
 * Tables that a refused request changes on purpose, left out of the fingerprint of the rows:
 * - session: express-session's store. Sessions roll their expiry on every answer and sign-ins write them.
 * - rate_limit_counters: the rate limiter counts refused sign-ins, registrations, password
 *   changes and messages, and counting is its job.
 * - idempotent_requests: a refusal sent with an Idempotency-Key is kept, to answer it again alike.
 */
const BOOKKEEPING_TABLES = ['session', 'rate_limit_counters', 'idempotent_requests'];
/** Columns that a refused request counts up on purpose, left out of their table's digest. */
const COUNTER_COLUMNS: Record<string, string[]> = {
  // A wrong password reset code counts against the code's five tries; the code itself stays as it was.
  password_reset_codes: ['wrong_tries'],
};
const RATE_LIMIT_TABLES = ['rate_limit_counters'];

/** These start, end or re-version the caller's session: after them the caller signs in again if it must. */
const SESSION_PATHS = new Set(['/api/login', '/api/register', '/api/logout', '/api/user/password']);

type FuzzRole = 'anonymous' | Role;
const ROLES: FuzzRole[] = ['anonymous', 'customer', 'shopkeeper', 'admin'];

interface Caller {
  role: FuzzRole;
  /** Absent for the anonymous caller, who sends no cookie. */
  user?: TestUser;
  cookie?: string;
}

/** Records of the fuzzed callers that the regression cases name. */
interface Records {
  address: string;
  category: string;
  product: string;
  order: string;
}

interface Regression {
  what: string;
  role: FuzzRole;
  build: (records: Records) => FuzzRequest;
}

const get = (url: string): FuzzRequest => ({ method: 'get', url, headers: {} });
const withBody = (method: 'post' | 'put', url: string, body: unknown): FuzzRequest => ({
  method,
  url,
  headers: {},
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const listQuery = (name: 'sort' | 'filter', value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;

/** One request for each fault the fuzzer found before the API was hardened against it. */
const REGRESSIONS: Regression[] = [
  {
    what: 'a sort by valueOf',
    role: 'admin',
    build: () => get(`/api/admin/orders?${listQuery('sort', ['valueOf', 'ASC'])}`),
  },
  {
    what: 'a filter on __proto__',
    role: 'admin',
    // As text: JSON.stringify cannot write a `__proto__` key.
    build: () => get(`/api/admin/messages?filter=${encodeURIComponent('{"__proto__":1}')}`),
  },
  {
    what: 'a filter by a date that is no date',
    role: 'shopkeeper',
    build: () => get(`/api/shopkeeper/orders?${listQuery('filter', { createdAt: 'notadate' })}`),
  },
  {
    what: 'a filter by 30 February',
    role: 'shopkeeper',
    build: () => get(`/api/shopkeeper/products?${listQuery('filter', { createdAt: '2024-02-30' })}`),
  },
  {
    what: 'a filter by a date in the year 263831',
    role: 'shopkeeper',
    build: () => get(`/api/shopkeeper/categories?${listQuery('filter', { createdAt: '+263831-01-11T08:04:21.936Z' })}`),
  },
  {
    what: 'a filter by a NUL',
    role: 'admin',
    build: () => get(`/api/admin/messages?${listQuery('filter', { name: '\u0000' })}`),
  },
  {
    what: 'a body 5,000 levels deep',
    role: 'anonymous',
    build: () => withBody('post', '/api/contact', deepText(5_000, 'array')),
  },
  {
    what: 'a password 5,000 levels deep',
    role: 'anonymous',
    build: () => withBody('post', '/api/login', `{"username":"asha","password":${deepText(5_000, 'array')}}`),
  },
  {
    what: 'a password with a constructor key',
    role: 'anonymous',
    build: () => withBody('post', '/api/login', { username: 'asha', password: { constructor: 'x' } }),
  },
  {
    what: 'a username with a NUL',
    role: 'anonymous',
    build: () => withBody('post', '/api/login', { username: '\u0000', password: 'x' }),
  },
  {
    what: 'a registration with a NUL',
    role: 'anonymous',
    build: () =>
      withBody('post', '/api/register', {
        username: 'nul_user',
        email: 'nul@example.com',
        password: 'correct-horse-9',
        role: 'customer',
        name: 'A\u0000',
      }),
  },
  {
    what: 'a contact message with a NUL',
    role: 'anonymous',
    build: () =>
      withBody('post', '/api/contact', {
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Late',
        category: 'Other',
        message: '\u0000',
      }),
  },
  {
    what: 'a contact message from an email with a lone surrogate',
    role: 'anonymous',
    build: () =>
      withBody('post', '/api/contact', {
        name: 'Asha',
        email: 'asha\ud800@example.com',
        subject: 'Late',
        category: 'Other',
        message: 'Where is my order?',
      }),
  },
  {
    what: 'a registration with an email of a lone surrogate',
    role: 'anonymous',
    build: () =>
      withBody('post', '/api/register', {
        username: 'lone_user',
        email: '\ud800',
        password: 'correct-horse-9',
        role: 'customer',
        name: 'Asha',
      }),
  },
  {
    what: 'a filter with a lone surrogate escaped in the query string',
    role: 'customer',
    build: () => get(`/api/customer/shops?filter=${percentEncode('{"q":"\ud800"}')}`),
  },
  {
    what: 'a profile name with a NUL',
    role: 'customer',
    build: () => withBody('put', '/api/user', { name: 'a\u0000b' }),
  },
  {
    what: 'an address with a NUL',
    role: 'customer',
    build: () => withBody('post', '/api/customer/addresses', { ...HOME_ADDRESS, addressLine: 'a\u0000b' }),
  },
  {
    what: 'a category name with a NUL',
    role: 'shopkeeper',
    build: () => withBody('post', '/api/shopkeeper/categories', { name: 'Sharma\u0000Kirana' }),
  },
  {
    what: 'an address state of null',
    role: 'customer',
    build: ({ address }) => withBody('put', `/api/customer/addresses/${address}`, { state: null }),
  },
  {
    what: 'a category name of null',
    role: 'shopkeeper',
    build: ({ category }) => withBody('put', `/api/shopkeeper/categories/${category}`, { name: null }),
  },
  {
    what: 'a product weight of null',
    role: 'shopkeeper',
    build: ({ product }) => withBody('put', `/api/shopkeeper/products/${product}`, { weight: null }),
  },
  {
    what: 'a shop phone of null',
    role: 'shopkeeper',
    build: () => withBody('put', '/api/shopkeeper/shop', { phone: null }),
  },
  {
    what: 'an order status of null',
    role: 'admin',
    build: ({ order }) => withBody('put', `/api/admin/orders/${order}`, { status: null }),
  },
];

interface LogEntry {
  req?: { id?: string };
  err?: { stack?: string; message?: string };
  msg?: string;
}

/** The server's error log, kept per request id so that the report of a 5xx shows its stack. */
class ServerErrorLog {
  private readonly byRequest = new Map<string, string[]>();

  write(line: string): void {
    const entry = JSON.parse(line) as LogEntry;
    const id = entry.req?.id ?? 'outside a request';
    const text = entry.err?.stack ?? entry.err?.message ?? entry.msg ?? line;
    this.byRequest.set(id, [...(this.byRequest.get(id) ?? []), text]);
  }

  take(requestId: string): string[] {
    const lines = this.byRequest.get(requestId) ?? [];
    this.byRequest.delete(requestId);
    return lines;
  }
}

/**
 * The first lines of the server's stack traces, a run of one repeated frame (a stack overflow)
 * folded into one line, each line marked so that Jest does not take it for the test's own stack.
 */
function compactLog(entries: string[], maxLines = 12): string {
  const lines = entries.flatMap((entry) => entry.split('\n')).map((line) => line.trim());
  const folded: string[] = [];
  for (const line of lines) {
    const last = folded.at(-1);
    if (last?.startsWith(line)) folded[folded.length - 1] = `${line} (repeated)`;
    else folded.push(line);
  }
  return folded
    .slice(0, maxLines)
    .map((line) => `  | ${line}`)
    .join('\n');
}

/** Each application table's row count and a digest of its rows' contents, in one query. */
class RowFingerprint {
  private last?: Map<string, string>;

  private constructor(
    private readonly db: DataSource,
    private readonly sql: string,
  ) {}

  static async of(db: DataSource): Promise<RowFingerprint> {
    const rows: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))
       ORDER BY table_name`,
      [BOOKKEEPING_TABLES],
    );
    const digests = rows.map(({ table_name: name }) => {
      const counters = COUNTER_COLUMNS[name];
      const row = counters ? `(to_jsonb(r) - ${counters.map((column) => `'${column}'`).join(' - ')})::text` : 'r::text';
      // A sum of row hashes: as sure as an ordered digest here, and twice as fast on PGlite.
      return `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtext(${row})::bigint), 0) AS digest FROM "${name}" r`;
    });
    return new RowFingerprint(db, digests.join(' UNION ALL '));
  }

  /** The rows as they are now; taken again only after `forget`. */
  async current(): Promise<Map<string, string>> {
    if (!this.last) {
      const rows: { name: string; digest: string }[] = await this.db.query(this.sql);
      this.last = new Map(rows.map((row) => [row.name, row.digest]));
    }
    return this.last;
  }

  /** A request may have written rows. */
  forget(): void {
    this.last = undefined;
  }

  static changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
    return [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);
  }
}

/**
 * The app runs in this process, so a request that writes onto a built-in prototype (say, a list
 * sorted by `__proto__` handing Object.prototype to the query builder) would break every later
 * request. Each change is reported, and undone so that the fuzzing goes on in a sound process.
 */
class PrototypeGuard {
  private readonly prototypes: [string, object][] = [
    ['Object.prototype', Object.prototype],
    ['Array.prototype', Array.prototype],
    ['Function.prototype', Function.prototype],
    ['String.prototype', String.prototype],
  ];
  private baseline: Map<PropertyKey, PropertyDescriptor>[] = [];

  /** Takes the prototypes as they are now, the app built, as the sound state. */
  remember(): void {
    this.baseline = this.prototypes.map(([, prototype]) => snapshot(prototype));
  }

  /** Undoes every change since `remember`; answers what it undid. */
  restore(): string[] {
    return this.prototypes.flatMap(([name, prototype], i) => restoreProperties(name, prototype, this.baseline[i]));
  }
}

function snapshot(target: object): Map<PropertyKey, PropertyDescriptor> {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!]));
}

function restoreProperties(name: string, target: object, baseline: Map<PropertyKey, PropertyDescriptor>): string[] {
  const changes: string[] = [];
  for (const key of Reflect.ownKeys(target)) {
    const was = baseline.get(key);
    const now = Reflect.getOwnPropertyDescriptor(target, key)!;
    if (!was) {
      changes.push(`${name}[${String(key)}] was added (${truncate(String(now.value), 60)})`);
      Reflect.deleteProperty(target, key);
    } else if (was.value !== now.value || was.get !== now.get || was.set !== now.set) {
      changes.push(`${name}[${String(key)}] was replaced`);
      Reflect.defineProperty(target, key, was);
    }
  }
  for (const [key, was] of baseline) {
    if (Reflect.getOwnPropertyDescriptor(target, key) === undefined) {
      changes.push(`${name}[${String(key)}] was deleted`);
      Reflect.defineProperty(target, key, was);
    }
  }
  return changes;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && UUID.test(value)) into.add(value);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectIds(item, into));
}

/**
 * An event stream stays open until the client leaves, so it is not fuzzed like an answer:
 * src/events/events.e2e-spec.ts drives GET /api/events (sessions, roles, a hostile Last-Event-ID).
 */
function isEventStream({ document, method, path }: ApiOperation): boolean {
  return Boolean(document.paths[path]?.[method]?.responses?.['200']?.content?.['text/event-stream']);
}

describe('the whole API, fuzzed from its OpenAPI document', () => {
  let t: TestApp;
  let db: DataSource;
  let baseUrl: string;
  let operations: ApiOperation[];
  let callers: Map<FuzzRole, Caller>;
  let records: Records;
  let rows: RowFingerprint;
  /** A user the fuzzer never signs in as, for the last check. */
  let bystander: TestUser;
  const serverErrors = new ServerErrorLog();
  const prototypes = new PrototypeGuard();
  let requestCount = 0;

  /** Rate limits count per address, and every caller here shares one. */
  async function clearRateLimits(): Promise<void> {
    const present: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
      [RATE_LIMIT_TABLES],
    );
    for (const { table_name: name } of present) await db.query(`DELETE FROM "${name}"`);
  }

  async function signIn(user: TestUser): Promise<string> {
    const requestId = `sign-in-${++requestCount}`;
    const res = await request(baseUrl)
      .post('/api/login')
      .set('X-Request-Id', requestId)
      .send({ username: user.username, password: user.password });
    const log = compactLog(serverErrors.take(requestId));
    if (res.status !== 200) {
      throw new Error(`Signing in as ${user.username} answered ${res.status} ${truncate(res.text, 200)}\n${log}`);
    }
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (!session) throw new Error(`Signing in as ${user.username} set no session cookie`);
    return session.split(';')[0];
  }

  /** Signs in as a user made before the requests that could break the server, and checks the session. */
  async function assertSignInWorks(user: TestUser): Promise<void> {
    // The fuzzed sign-ins were refused and counted: without clearing the counts the limiter would
    // answer 429 to any sign-in from this address for its whole window (its own tests cover it).
    await clearRateLimits();
    const cookie = await signIn(user);
    const res = await request(baseUrl).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username });
  }

  /** A fuzzed sign-in, registration or sign-out may have ended the caller's session or swapped its user. */
  async function keepSignedIn(caller: Caller): Promise<void> {
    if (!caller.user || !caller.cookie) return;
    const res = await request(baseUrl).get('/api/user').set('Cookie', caller.cookie);
    if (res.status === 200 && res.body.id === caller.user.id) return;
    // The fuzzed sign-ins were refused and counted; the limiter would refuse this one too.
    await clearRateLimits();
    caller.cookie = await signIn(caller.user);
    rows.forget();
  }

  function send(fuzz: FuzzRequest, caller: Caller, requestId: string): Promise<Response> {
    let test = request(baseUrl)[fuzz.method](fuzz.url).set('X-Request-Id', requestId).timeout(REQUEST_TIMEOUT_MS);
    if (caller.cookie) test = test.set('Cookie', caller.cookie);
    for (const [name, value] of Object.entries(fuzz.headers)) test = test.set(name, value);
    if (fuzz.body !== undefined) test = test.set('Content-Type', 'application/json').send(fuzz.body);
    if (fuzz.file) {
      const { field, bytes, filename, contentType } = fuzz.file;
      // As the web app uploads: no form of another site can add the header (cross-site.middleware.ts).
      test = test.set('X-Requested-With', 'fetch').attach(field, bytes, { filename, contentType });
    }
    return test;
  }

  /**
   * Sends one request and throws, with what a developer needs to reproduce it, if the server
   * answers 5xx or none, changes a built-in prototype, or refuses (4xx) after changing rows.
   * Answers the status.
   */
  async function checkRequest(caller: Caller, fuzz: FuzzRequest): Promise<number> {
    const requestId = `fuzz-${++requestCount}`;
    const before = await rows.current();
    rows.forget();
    try {
      const res = await send(fuzz, caller, requestId).catch((error: Error) => {
        throw new Error(`no answer: ${error.message}`);
      });
      const pollution = prototypes.restore();
      if (pollution.length > 0) throw new Error(`answered ${res.status} and changed ${pollution.join(', ')}`);
      const log = compactLog(serverErrors.take(requestId));
      if (res.status >= 500) throw new Error(`answered ${res.status} ${truncate(res.text, 200)}\nserver log:\n${log}`);
      if (res.status >= 400) {
        const changed = RowFingerprint.changedTables(before, await rows.current());
        if (changed.length > 0) throw new Error(`answered ${res.status} but changed rows of ${changed.join(', ')}`);
      }
      return res.status;
    } finally {
      if (SESSION_PATHS.has(fuzz.url.split('?')[0])) await keepSignedIn(caller);
    }
  }

  function report(operation: ApiOperation, role: FuzzRole, details: fc.RunDetails<[FuzzRequest]>): string {
    const [fuzz] = details.counterexample ?? [];
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return [
      `${operation.method.toUpperCase()} ${operation.path} as ${role}: ${error}`,
      fuzz ? describeRequest(fuzz) : '(no counterexample)',
      `replay with FUZZ_SEED=${details.seed} (after ${details.numRuns} runs and ${details.numShrinks} shrinks)`,
    ].join('\n');
  }

  /** The report of the operation's first failing case, shrunk, or undefined when every case passed. */
  async function fuzzOperation(
    operation: ApiOperation,
    caller: Caller,
    context: FuzzContext,
  ): Promise<string | undefined> {
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(operation, context), async (fuzz) => {
        await checkRequest(caller, fuzz);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    return details.failed ? report(operation, caller.role, details) : undefined;
  }

  /**
   * Records of every kind, for the fuzzed callers and for others: two shops with products (one
   * deleted), addresses, orders pending and delivered, a claim and a refund due on the delivered one,
   * a cart with an item, a khata that is owed on, a contact message.
   */
  async function seed(): Promise<{ callers: Map<FuzzRole, Caller>; records: Records }> {
    const fixtures = catalogueFixtures(t);
    const [customer, shopkeeper, admin] = [
      await t.createUser('customer'),
      await t.createUser('shopkeeper'),
      await t.createUser('admin'),
    ];
    const { shop } = await fixtures.createShop({}, shopkeeper);
    const { shop: otherShop } = await fixtures.createShop();
    const [product, otherProduct] = [await fixtures.createProduct(shop.id), await fixtures.createProduct(otherShop.id)];
    await fixtures.createProduct(shop.id, { deletedAt: new Date() });

    const agentOf = async (user: TestUser) => {
      const agent = request.agent(baseUrl);
      await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
      return agent;
    };
    const [customerAgent, otherAgent, adminAgent] = [
      await agentOf(customer),
      await agentOf(await t.createUser('customer')),
      await agentOf(admin),
    ];
    const order = await placeOrder(customerAgent, [{ productId: product.id, quantity: 2 }]);
    await adminAgent.put(`/api/admin/orders/${order.id}`).send({ status: 'delivered' }).expect(200);
    // Two claims of one unit each: one left open, one accepted with its refund due.
    const claimOf = async (reasonCode: string) =>
      (
        await customerAgent
          .post(`/api/customer/orders/${order.id}/claims`)
          .send({ reasonCode, comment: 'Not right', items: [{ orderItemId: order.orderItems[0].id, quantity: 1 }] })
          .expect(201)
      ).body as { id: string };
    const decider = { role: 'shopkeeper' as const, userId: shopkeeper.id, shopId: shop.id };
    await t.app.get(ClaimsService).decide(decider, (await claimOf('ITM001')).id, { decision: 'full-refund' });
    await claimOf('ITM004');
    await placeOrder(customerAgent, [{ productId: product.id, quantity: 1 }]);
    await placeOrder(otherAgent, [{ productId: otherProduct.id, quantity: 1 }]);
    await placeOrder(otherAgent, [{ productId: product.id, quantity: 3 }]);
    const address = await customerAgent
      .post('/api/customer/addresses')
      .send({ ...HOME_ADDRESS, title: 'Work' })
      .expect(201);
    await customerAgent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    const khatas = t.app.get(KhataService);
    const keeper = { id: shopkeeper.id, role: 'shopkeeper' as const };
    const khata = await khatas.open(keeper, shop.id, { customer: customer.username, creditLimit: 2000_00 });
    await khatas.correct(keeper, shop.id, khata.id, { amount: 500_00, note: 'Brought over from the paper khata' });
    await request(baseUrl)
      .post('/api/contact')
      .send({ name: 'Asha', email: 'asha@example.com', subject: 'Hello', category: 'Other', message: 'Hi' })
      .expect(201);

    const caller = async (role: Role, user: TestUser): Promise<[FuzzRole, Caller]> => [
      role,
      { role, user, cookie: await signIn(user) },
    ];
    return {
      callers: new Map([
        ['anonymous', { role: 'anonymous' }],
        await caller('customer', customer),
        await caller('shopkeeper', shopkeeper),
        await caller('admin', admin),
      ]),
      records: { address: address.body.id, category: product.categoryId!, product: product.id, order: order.id },
    };
  }

  /** The id of every row of every table that has one. */
  async function existingIds(): Promise<string[]> {
    const tables: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
    );
    const ids: { id: string }[] = await db.query(
      tables.map(({ table_name: name }) => `SELECT id::text AS id FROM "${name}"`).join(' UNION ALL '),
    );
    return ids.map(({ id }) => id);
  }

  /**
   * What the caller can see: the ids in the answers of every operation without parameters, and
   * the row ids of each list, so that a path parameter can name a record of the right kind.
   */
  async function contextOf(caller: Caller): Promise<FuzzContext> {
    const callerIds = new Set<string>();
    const listedIds = new Map<string, string[]>();
    for (const operation of operations.filter(({ method, path }) => method === 'get' && !path.includes('{'))) {
      const res = await send(get(operation.path), caller, 'fuzz-context');
      if (res.status !== 200) continue;
      collectIds(res.body, callerIds);
      if (Array.isArray(res.body))
        listedIds.set(
          operation.path,
          res.body.map((row: { id: string }) => row.id),
        );
    }
    return { ids: await existingIds(), callerIds: [...callerIds], listedIds };
  }

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'error' }, { logStream: serverErrors });
    db = t.app.get(DataSource);
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ callers, records } = await seed());
    bystander = await t.createUser('customer');
    rows = await RowFingerprint.of(db);
    const docs = await request(baseUrl).get('/api/docs-json').expect(200);
    operations = listOperations(docs.body as OpenApiDocument).filter((operation) => !isEventStream(operation));
    prototypes.remember();
  }, 120_000);
  afterAll(() => t?.close());
  afterEach(() => prototypes.restore());

  describe('regressions', () => {
    it('answers a list sorted by __proto__ without a 5xx, and a normal sign-in still works after it', async () => {
      const user = await t.createUser('customer');
      const res = await request(baseUrl)
        .get(`/api/customer/shops?${listQuery('sort', ['__proto__', 'ASC'])}`)
        .set('Cookie', callers.get('customer')!.cookie!);
      expect(res.status).toBeLessThan(500);
      await assertSignInWorks(user);
    });

    it('refuses a wrong password reset code with a 400, counting the try and changing nothing else', async () => {
      const user = await t.createUser('customer');
      await request(baseUrl).post('/api/password-reset').send({ login: user.username }).expect(202);
      rows.forget();
      const wrongCode = withBody('post', '/api/password-reset/confirm', {
        login: user.username,
        code: '000000',
        newPassword: 'masala-chai-at-4',
      });
      expect(await checkRequest(callers.get('anonymous')!, wrongCode)).toBe(400);
      const [code] = await db.query('SELECT wrong_tries FROM password_reset_codes WHERE user_id = $1', [user.id]);
      expect(code.wrong_tries).toBe(1);
    });

    it.each(REGRESSIONS)(
      'refuses $what, sent as $role, with a 4xx and every row as it was',
      async ({ role, build }) => {
        const status = await checkRequest(callers.get(role)!, build(records));
        expect(status).toBeGreaterThanOrEqual(400);
      },
    );
  });

  it.each(ROLES)(
    'answers every operation as %s without a 5xx, and leaves every row as it was when it refuses',
    async (role) => {
      const caller = callers.get(role)!;
      const context = await contextOf(caller);
      const failures: string[] = [];
      for (const operation of operations) {
        const failure = await fuzzOperation(operation, caller, context);
        if (failure) failures.push(failure);
      }
      if (failures.length > 0) {
        throw new Error(`${failures.length} of ${operations.length} operations failed:\n\n${failures.join('\n\n')}`);
      }
    },
    ROLE_TIMEOUT_MS,
  );

  it('still answers a normal sign-in and the session check after the fuzzing', async () => {
    await assertSignInWorks(bystander);
  });
});
