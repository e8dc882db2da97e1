import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf, HOME_ADDRESS, placeOrder } from '../test/order-fixtures';
import {
  ApiOperation,
  describeRequest,
  FuzzRequest,
  listOperations,
  OpenApiDocument,
} from '../test/fuzz/openapi-arbitraries';
import { hasExamples, parameterExample, swaggerUiSample } from '../test/swagger-ui-examples';
import { Agent, createTestApp, DEMO_DATA_TIMEOUT, TestApp } from '../test/test-app';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ADDRESS, DEMO_SHOPS, DEMO_USERS } from './setup/demo-data';
import { INVALID_CODE } from './password-reset/password-reset.service';
import type { NewUser } from './users/users.service';

type Caller = 'anonymous' | NewUser['role'];

/** The demo sign-in of each role, as an integrator trying the API on the demo data would use. */
const DEMO_SIGN_INS: Record<NewUser['role'], NewUser> = {
  admin: DEMO_USERS.find((user) => user.role === 'admin')!,
  customer: DEMO_CUSTOMER,
  shopkeeper: DEMO_SHOPS[0].shopkeeper,
};

/** Who may call an operation: anyone when it needs no session, else the role its path names. */
function callerOf(document: OpenApiDocument, operation: ApiOperation): Caller {
  if (!document.paths[operation.path]?.[operation.method]?.security) return 'anonymous';
  const [, , audience] = operation.path.split('/');
  if (audience === 'admin' || audience === 'shopkeeper') return audience;
  return 'customer';
}

/**
 * These start, end or re-version the caller's session: they run last, in this order, so that the
 * others keep their sessions and the sign-in example runs before the demo password changes.
 */
const SESSION_PATHS = ['/api/login', '/api/register', '/api/logout', '/api/user/password'];

/** Its example cannot succeed as pre-filled: the code is only in a mail. It answers the wrong code's 400. */
const NEEDS_A_MAILED_CODE = '/api/password-reset/confirm';

/** Demo records that a path names; ids are random, so the documentation cannot give them as examples. */
interface Records {
  address: string;
  cart: string;
  cartItem: string;
  pendingOrder: string;
  pendingOrderItem: string;
  deliveredOrder: string;
  shop: string;
  category: string;
  product: string;
  khata: string;
  claim: string;
  refund: string;
}

/** The record a path parameter names, read from the path segment before it. */
function recordOf(path: string, parameter: string, records: Partial<Records>): string {
  const collection = path.split(`/{${parameter}}`)[0].split('/').at(-1);
  const byCollection = new Map([
    ['addresses', records.address],
    ['cart', records.cart],
    ['items', path.includes('/orders/') ? records.pendingOrderItem : records.cartItem],
    ['orders', parameter === 'orderId' ? records.deliveredOrder : records.pendingOrder],
    ['shops', records.shop],
    ['categories', records.category],
    ['products', records.product],
    ['khatas', records.khata],
    ['claims', records.claim],
    ['refunds', records.refund],
    ['pincodes', DEMO_CUSTOMER_ADDRESS.address.pincode],
  ]);
  const id = byCollection.get(collection ?? '');
  if (id === undefined) throw new Error(`No demo record for {${parameter}} in ${path}: add one to recordOf`);
  return id;
}

/** The request "Try it out" sends as pre-filled, with real records in the path. */
function prefilledRequest(operation: ApiOperation, records: Partial<Records> = {}): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => recordOf(operation.path, name, records));
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const example = parameterExample(parameter);
    if (example === undefined) continue;
    const value = typeof example === 'string' ? example : JSON.stringify(example);
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  const body = operation.body ? JSON.stringify(swaggerUiSample(operation.document, operation.body)) : undefined;
  return {
    method: operation.method,
    url: query.size > 0 ? `${path}?${query}` : path,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

describe('the API documentation at /api/docs', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    document = (await t.anonymous().get('/api/docs-json').expect(200)).body;
  }, DEMO_DATA_TIMEOUT);
  afterAll(() => t?.close());

  async function signedInAs(role: NewUser['role']): Promise<Agent> {
    const { username, password } = DEMO_SIGN_INS[role];
    const agent = t.agent();
    await agent.post('/api/login').send({ username, password }).expect(200);
    return agent;
  }

  /**
   * Priya's orders at Sharma Kirana Store, one delivered and one pending, and an item in her cart,
   * made here so that the order, review and cart examples have records of their own; a problem she
   * reported with the delivered one, and a refund due on another; and her khata there, which the
   * demo data opened.
   */
  async function demoRecords(agents: Map<Caller, Agent>): Promise<Records> {
    const customer = agents.get('customer')!;
    const shopkeeper = agents.get('shopkeeper')!;
    const shop = (await shopkeeper.get('/api/shopkeeper/shop').expect(200)).body;
    const products = (await shopkeeper.get('/api/shopkeeper/products').expect(200)).body;
    const inStock = products.filter((product: { isInStock: boolean }) => product.isInStock);
    const delivered = await placeOrder(customer, [{ productId: inStock[0].id, quantity: 2 }]);
    await agents.get('admin')!.put(`/api/admin/orders/${delivered.id}`).send({ status: 'delivered' }).expect(200);
    const claimOf = async (reasonCode: string) =>
      (
        await customer
          .post(`/api/customer/orders/${delivered.id}/claims`)
          .send({ reasonCode, comment: 'Not right', items: [{ orderItemId: delivered.orderItems[0].id, quantity: 1 }] })
          .expect(201)
      ).body.id as string;
    const refunded = await shopkeeper
      .post(`/api/shopkeeper/claims/${await claimOf('ITM001')}/decision`)
      .send({ decision: 'full-refund' })
      .expect(201);
    const pending = await placeOrder(customer, [{ productId: inStock[1].id, quantity: 2 }]);
    await customer.post('/api/customer/cart/items').send({ productId: inStock[2].id, quantity: 1 }).expect(201);
    const cart = (await customer.get('/api/customer/cart').expect(200)).body;
    const categories = (await shopkeeper.get('/api/shopkeeper/categories').expect(200)).body;
    const khatas = await customer
      .get('/api/customer/khatas')
      .query({ filter: JSON.stringify({ shopId: shop.id }) })
      .expect(200);
    return {
      address: await addressOf(customer),
      cart: cart.id,
      cartItem: cart.items[0].id,
      pendingOrder: pending.id,
      pendingOrderItem: pending.orderItems[0].id,
      deliveredOrder: delivered.id,
      shop: shop.id,
      category: categories[0].id,
      product: inStock[0].id,
      khata: khatas.body[0].id,
      claim: await claimOf('ITM004'),
      refund: refunded.body.refund.id,
    };
  }

  it("is the document the web app's client types are generated from (frontend/openapi.json)", () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../frontend/openapi.json'), 'utf8'));
    expect(document).toEqual(committed);
  });

  it('gives every operation a summary', () => {
    const unsummarised = listOperations(document)
      .filter(({ path, method }) => !document.paths[path]?.[method]?.summary?.trim())
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(unsummarised).toEqual([]);
  });

  it('signs in with the documented sign-in example, a demo user', async () => {
    const login = listOperations(document).find(({ method, path }) => method === 'post' && path === '/api/login')!;
    const example = prefilledRequest(login);
    const res = await t.anonymous().post('/api/login').set('Content-Type', 'application/json').send(example.body);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(JSON.parse(example.body!).username);
  });

  /** The example of the error answer the document gives for this status of this operation. */
  function errorExample(method: 'get' | 'post', path: string, status: number): unknown {
    const response = document.paths[path]?.[method]?.responses?.[status] as
      { content?: Record<string, { example?: unknown }> } | undefined;
    return response?.content?.['application/json']?.example;
  }

  it('shows as the examples of 400, 401 and 403 the answers the API really gives', async () => {
    const customer = await signedInAs('customer');
    const shopkeeper = await signedInAs('shopkeeper');
    const admin = await signedInAs('admin');
    const cases: [string, () => Promise<{ status: number; body: unknown }>, 'get' | 'post', string][] = [
      ['not signed in', () => t.anonymous().get('/api/customer/addresses'), 'get', '/api/customer/addresses'],
      ['another role', () => shopkeeper.get('/api/customer/addresses'), 'get', '/api/customer/addresses'],
      [
        'a wrong password',
        () => t.anonymous().post('/api/login').send({ username: 'priya', password: 'not-her-password-1' }),
        'post',
        '/api/login',
      ],
      [
        'a property the route does not take',
        () => customer.post('/api/customer/addresses').send({ ...HOME_ADDRESS, nickname: 'Home sweet home' }),
        'post',
        '/api/customer/addresses',
      ],
      [
        'a filter on no field of the list',
        () => admin.get(`/api/admin/orders?filter=${encodeURIComponent('{"colour":"red"}')}`),
        'get',
        '/api/admin/orders',
      ],
    ];
    for (const [cause, call, method, path] of cases) {
      const res = await call();
      expect({ cause, status: res.status, body: res.body }).toEqual({
        cause,
        status: res.status,
        body: errorExample(method, path, res.status),
      });
      expect([400, 401, 403]).toContain(res.status);
    }
  });

  it("finds demo shops with the discovery list's example sort and filter", async () => {
    const discovery = listOperations(document).find(
      ({ method, path }) => method === 'get' && path === '/api/customer/shops',
    )!;
    const res = await (await signedInAs('customer')).get(prefilledRequest(discovery).url).expect(200);
    const demoNames = new Set(DEMO_SHOPS.map((demo) => demo.shop.name));
    expect(res.body.length).toBeGreaterThan(0);
    for (const shop of res.body) expect(demoNames).toContain(shop.name);
  });

  it('runs every pre-filled example against the demo data without a 400 or 5xx', async () => {
    const agents = new Map<Caller, Agent>([
      ['admin', await signedInAs('admin')],
      ['customer', await signedInAs('customer')],
      ['shopkeeper', await signedInAs('shopkeeper')],
    ]);
    const records = await demoRecords(agents);
    const operations = listOperations(document).filter(hasExamples);
    const ordered = [
      ...operations.filter(({ path }) => !SESSION_PATHS.includes(path)),
      ...SESSION_PATHS.flatMap((sessionPath) => operations.filter(({ path }) => path === sessionPath)),
    ];
    const failures: string[] = [];
    for (const operation of ordered) {
      const caller = callerOf(document, operation);
      const example = prefilledRequest(operation, records);
      let call = (agents.get(caller) ?? t.anonymous())[example.method](example.url);
      for (const [name, value] of Object.entries(example.headers)) call = call.set(name, value);
      if (example.body !== undefined) call = call.set('Content-Type', 'application/json').send(example.body);
      const res = await call;
      if (operation.path === NEEDS_A_MAILED_CODE) {
        if (res.status !== 400 || res.body.message !== INVALID_CODE) failures.push(`${operation.path} → ${res.status}`);
        continue;
      }
      if (res.status === 400 || res.status >= 500) {
        failures.push(`as ${caller}: ${describeRequest(example)}\n→ ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
