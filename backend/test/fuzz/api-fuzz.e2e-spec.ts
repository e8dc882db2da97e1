import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../../src/common/roles.decorator';
import { Role } from '../../src/users/user.entity';
import { catalogueFixtures } from '../catalogue-fixtures';
import { HOME_ADDRESS, placeOrder } from '../order-fixtures';
import { createTestApp, TestApp, TestUser } from '../test-app';
import {
  ApiOperation,
  describeRequest,
  FuzzContext,
  FuzzRequest,
  listOperations,
  OpenApiDocument,
  requestArbitrary,
  truncate,
} from './openapi-arbitraries';

/** Cases per operation and role: a few in `npm test`, many more in the nightly `npm run test:fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/** The seed a failure report printed, to draw the same requests again. */
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const REQUEST_TIMEOUT_MS = 15_000;
/** Generous: shrinking a failure sends the request again many times. */
const ROLE_TIMEOUT_MS = 120_000 + RUNS * 60 * 200;

/**
 * Tables that a refused request changes on purpose, left out of the fingerprint of the rows:
 * - session: express-session's store. Sessions roll their expiry on every answer and sign-ins write them.
 * - rate_limit_counters: the rate limiter count refused sign-ins,
 *   registrations and messages, and counting is their job.
 */
const BOOKKEEPING_TABLES = ['session', 'rate_limit_counters'];
const RATE_LIMIT_TABLES = ['rate_limit_counters'];

/** These start, end or re-version the caller's session: after them the caller signs in again if it must. */
const SESSION_PATHS = new Set(['/api/login', '/api/register', '/api/logout', '/api/user/password']);

const ROLES: FuzzRole[] = ['anonymous', 'customer', 'shopkeeper', 'admin'];
type FuzzRole = 'anonymous' | Role;

interface Caller {
  role: FuzzRole;
  /** Absent for the anonymous caller, who sends no cookie. */
  user?: TestUser;
  cookie?: string;
}

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
    const digests = rows.map(
      ({ table_name: name }) =>
        // A sum of row hashes: as sure as an ordered digest here, and twice as fast on PGlite.
        `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) AS digest FROM "${name}" r`,
    );
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
  private readonly baseline = this.prototypes.map(([, prototype]) => snapshot(prototype));

  /** Undoes every change since the start; answers what it undid. */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && UUID.test(value)) into.add(value);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectIds(item, into));
}

describe('the whole API, fuzzed from its OpenAPI document', () => {
  let t: TestApp;
  let db: DataSource;
  let baseUrl: string;
  let operations: ApiOperation[];
  let callers: Map<FuzzRole, Caller>;
  let rows: RowFingerprint;
  let bystander: TestUser;
  const serverErrors = new ServerErrorLog();
  const prototypes = new PrototypeGuard();
  let requestCount = 0;

  /** Sign-ins are rate-limited per username and per address: every caller here shares one address. */
  async function clearRateLimits(): Promise<void> {
    const present: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
      [RATE_LIMIT_TABLES],
    );
    for (const { table_name: name } of present) await db.query(`DELETE FROM "${name}"`);
  }

  async function signIn(user: TestUser): Promise<string> {
    const res = await request(baseUrl).post('/api/login').send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (!session) throw new Error(`Signing in as ${user.username} set no session cookie`);
    return session.split(';')[0];
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
    return test;
  }

  /** Sends one request and throws, with what a developer needs to reproduce it, if the answer breaks a rule. */
  async function checkRequest(operation: ApiOperation, caller: Caller, fuzz: FuzzRequest): Promise<void> {
    const requestId = `fuzz-${++requestCount}`;
    const before = await rows.current();
    rows.forget();
    try {
      const res = await send(fuzz, caller, requestId).catch((error: Error) => {
        throw new Error(`no answer: ${error.message}`);
      });
      const pollution = prototypes.restore();
      if (pollution.length > 0) throw new Error(`answered ${res.status} and changed ${pollution.join(', ')}`);
      if (res.status >= 500) {
        const log = compactLog(serverErrors.take(requestId));
        throw new Error(`answered ${res.status} ${truncate(res.text, 200)}\nserver log:\n${log}`);
      }
      serverErrors.take(requestId);
      if (res.status >= 400) {
        const changed = RowFingerprint.changedTables(before, await rows.current());
        if (changed.length > 0) throw new Error(`answered ${res.status} but changed rows of ${changed.join(', ')}`);
      }
    } finally {
      if (SESSION_PATHS.has(operation.path)) await keepSignedIn(caller);
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

  async function fuzzOperation(
    operation: ApiOperation,
    caller: Caller,
    context: FuzzContext,
  ): Promise<string | undefined> {
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(operation, context), (fuzz) => checkRequest(operation, caller, fuzz)),
      { numRuns: RUNS, seed: SEED },
    );
    return details.failed ? report(operation, caller.role, details) : undefined;
  }

  /** Signs in as a user the fuzzer never targeted, made before the requests that could break the server. */
  async function assertSignInWorks(user: TestUser): Promise<void> {
    // Fuzzed sign-ins from this address were refused and counted: without clearing the counts the
    // limiter would answer 429 to any sign-in here for its whole window (its own tests cover it).
    await clearRateLimits();
    const cookie = await signIn(user);
    const res = await request(baseUrl).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username });
  }

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'error' }, { logStream: serverErrors });
    db = t.app.get(DataSource);
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    callers = await seed();
    bystander = await t.createUser('customer');
    rows = await RowFingerprint.of(db);
    const docs = await request(baseUrl).get('/api/docs-json').expect(200);
    operations = listOperations(docs.body as OpenApiDocument);
  }, 120_000);
  afterAll(() => t?.close());
  afterEach(() => prototypes.restore());

  /**
   * Records of every kind, for the fuzzed callers and for others: two shops with products (one
   * deleted), addresses, orders pending and delivered, a cart with an item, a contact message.
   */
  async function seed(): Promise<Map<FuzzRole, Caller>> {
    const fixtures = catalogueFixtures(t);
    const customer = await t.createUser('customer');
    const shopkeeper = await t.createUser('shopkeeper');
    const admin = await t.createUser('admin');
    const { shop } = await fixtures.createShop({}, shopkeeper);
    const { shop: otherShop } = await fixtures.createShop();
    const [product, otherProduct] = [await fixtures.createProduct(shop.id), await fixtures.createProduct(otherShop.id)];
    await fixtures.createProduct(shop.id, { deletedAt: new Date() });

    const signedIn = async (user: TestUser) => {
      const agent = request.agent(baseUrl);
      await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
      return agent;
    };
    const customerAgent = await signedIn(customer);
    const otherAgent = await signedIn(await t.createUser('customer'));
    const adminAgent = await signedIn(admin);
    const delivered = await placeOrder(customerAgent, [{ productId: product.id, quantity: 2 }]);
    await adminAgent.put(`/api/admin/orders/${delivered.id}`).send({ status: 'delivered' }).expect(200);
    await placeOrder(customerAgent, [{ productId: product.id, quantity: 1 }]);
    await placeOrder(otherAgent, [{ productId: otherProduct.id, quantity: 1 }]);
    await placeOrder(otherAgent, [{ productId: product.id, quantity: 3 }]);
    await customerAgent
      .post('/api/customer/addresses')
      .send({ ...HOME_ADDRESS, title: 'Work' })
      .expect(201);
    await customerAgent.post('/api/customer/cart/items').send({ productId: product.id, quantity: 1 }).expect(201);
    await request(baseUrl)
      .post('/api/contact')
      .send({ name: 'Asha', email: 'asha@example.com', subject: 'Hello', category: 'Other', message: 'Hi' })
      .expect(201);

    const caller = async (role: Role, user: TestUser): Promise<[FuzzRole, Caller]> => [
      role,
      { role, user, cookie: await signIn(user) },
    ];
    return new Map([
      ['anonymous', { role: 'anonymous' }],
      await caller('customer', customer),
      await caller('shopkeeper', shopkeeper),
      await caller('admin', admin),
    ]);
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
      const res = await send({ method: 'get', url: operation.path, headers: {} }, caller, 'fuzz-context');
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

  describe('regressions', () => {
    it('answers a list sorted by __proto__ without a 5xx, and a normal sign-in still works after it', async () => {
      const user = await t.createUser('customer');
      const res = await request(baseUrl)
        .get('/api/customer/shops')
        .query({ sort: '["__proto__","ASC"]' })
        .set('Cookie', callers.get('customer')!.cookie!);
      expect(res.status).toBeLessThan(500);
      await assertSignInWorks(user);
    });
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
