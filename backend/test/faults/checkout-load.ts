import { setTimeout as delay } from 'node:timers/promises';
import { sessionCookieOf } from '../event-stream-client';
import { HOME_ADDRESS } from '../order-fixtures';

/** One request of the load: when it started, how long it took, and its status (0: no answer at all). */
export interface Sample {
  startedAt: number;
  ms: number;
  status: number;
  what: string;
}

export interface Customer {
  username: string;
  password: string;
  cookie?: string;
  addressId?: string;
}

/** An order the API acknowledged (201, or 200 for a key sent again): the key it was placed with and its id. */
export interface Acknowledged {
  key: string;
  orderId: string;
}

export interface LoadResult {
  samples: Sample[];
  acknowledged: Acknowledged[];
  /** Answers no client should ever get, with their bodies: a 500, or a refusal of a valid request. */
  unexpected: string[];
}

/** A request of the load, named by `what` in the samples. */
interface Call {
  what: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Statuses a client retries: the service is away (503), or it did not answer at all (0). */
const RETRIED = new Set([0, 503]);
const RETRY_MS = 200;
/** Units of a product an order takes: enough for any demo shop's minimum order. */
const QUANTITY = 20;

/**
 * A bounded checkout load: each customer, one request at a time, fills the cart with one product
 * and checks out with an Idempotency-Key, sending each request again while the service is away,
 * the checkout with the same key, as a careful client would through an outage; a session lost
 * with Redis is signed in again. Runs until `stop` is aborted.
 */
export async function runCheckoutLoad(
  url: () => string,
  customers: Customer[],
  productIds: string[],
  runId: string,
  stop: AbortSignal,
): Promise<LoadResult> {
  const result: LoadResult = { samples: [], acknowledged: [], unexpected: [] };

  const send = async (customer: Customer | undefined, { what, method, path, body, headers = {} }: Call) => {
    const startedAt = Date.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${url()}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(customer?.cookie ? { Cookie: customer.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      text = await res.text();
      if (what === 'sign in' && status === 200) customer!.cookie = sessionCookieOf(res.headers.getSetCookie());
    } catch {
      status = 0;
    }
    if (customer?.cookie) result.samples.push({ startedAt, ms: Date.now() - startedAt, status, what });
    if (status >= 500 && status !== 503) result.unexpected.push(`${what}: ${status} ${text.slice(0, 300)}`);
    return { status, body: jsonOf(text), text };
  };

  /** Sends until the answer is neither an outage nor a lost session; answers that answer. */
  const persist = async (customer: Customer, call: Call) => {
    for (;;) {
      if (!customer.cookie) await signIn(customer);
      const res = await send(customer, call);
      if (res.status === 401) customer.cookie = undefined;
      else if (!RETRIED.has(res.status)) return res;
      await delay(RETRY_MS);
    }
  };

  const signIn = async (customer: Customer) => {
    for (;;) {
      const { username, password } = customer;
      const res = await send(customer, {
        what: 'sign in',
        method: 'POST',
        path: '/api/login',
        body: { username, password },
      });
      if (res.status === 200) return;
      if (!RETRIED.has(res.status)) result.unexpected.push(`sign in: ${res.status} ${res.text.slice(0, 300)}`);
      await delay(RETRY_MS);
    }
  };

  const placeOrders = async (customer: Customer, index: number) => {
    for (let round = 0; !stop.aborted; round++) {
      const key = `${runId}-${index}-${round}`;
      const productId = productIds[(index + round) % productIds.length];
      const added = await persist(customer, {
        what: 'add to cart',
        method: 'POST',
        path: '/api/customer/cart/items',
        body: { productId, quantity: QUANTITY, replace: true },
      });
      if (added.status !== 201) result.unexpected.push(`add to cart: ${added.status} ${added.text.slice(0, 300)}`);
      const order = await persist(customer, {
        what: 'checkout',
        method: 'POST',
        path: '/api/customer/orders',
        body: { customerAddressId: customer.addressId, paymentMethod: 'cash_on_delivery' },
        headers: { 'Idempotency-Key': key },
      });
      if (order.status === 201 || order.status === 200) {
        result.acknowledged.push({ key, orderId: String(order.body.id) });
      } else {
        result.unexpected.push(`checkout: ${order.status} ${order.text.slice(0, 300)}`);
      }
      await persist(customer, { what: 'orders', method: 'GET', path: '/api/customer/orders' });
    }
  };

  await Promise.all(customers.map((customer, index) => placeOrders(customer, index)));
  return result;
}

function jsonOf(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Registers `count` customers, each with a home address, through the API. */
export async function registerCustomers(url: string, runId: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let index = 0; index < count; index++) {
    const customer: Customer = { username: `${runId}-c${index}`, password: 'ginger-tea-at-four-9' };
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...customer,
        email: `${customer.username}@example.com`,
        role: 'customer',
        name: `Fault customer ${index}`,
      }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const signedIn = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: customer.username, password: customer.password }),
    });
    customer.cookie = sessionCookieOf(signedIn.headers.getSetCookie());
    const address = await fetch(`${url}/api/customer/addresses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: customer.cookie },
      body: JSON.stringify(HOME_ADDRESS),
    });
    customer.addressId = ((await address.json()) as { id: string }).id;
    customers.push(customer);
  }
  return customers;
}
