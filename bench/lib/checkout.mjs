// The checkout journey: a crowd of signed-in customers who each, several times over, list the
// shops, open one, add three products, read the cart and check out with its totals and an
// Idempotency-Key. Then the consistency check: the database holds exactly the orders answered
// 201, once each, every one priced as D10 says (worked out here, not by the API), every order row
// adding up with its items, and no cart left behind. Then the journey deletes its orders: the next
// round and run find the data as generated, and no order of the journey is left pending past its
// accept-by time, for the API's timer to cancel while a later round is timed.
import pg from 'pg';
import { DELIVERY_FEE, paise, priceLine } from './pricing.mjs';

/** How every journey's Idempotency-Keys begin: the orders the bench placed itself. */
const JOURNEY_KEYS = 'bench-';

/**
 * Deletes the orders of the journeys whose keys begin with `prefix` (by default every journey's, such
 * as those of a run stopped midway), with their items and timelines. Only these orders have a key:
 * the key's partial index finds them among a million.
 */
export const deleteJourneyOrders = (client, prefix = JOURNEY_KEYS) =>
  client.query('DELETE FROM orders WHERE idempotency_key LIKE $1', [`${prefix}%`]);

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A signed-in user of one server: `headers` carry the session cookie (and the id the reference server reads). */
export async function call(origin, user, method, url, body, headers = {}) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...user.headers, ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/**
 * Runs the journey on the API at `origin` for `customers` (signed in, each with a default address
 * without a location, so the flat delivery fee applies), `ordersEach` orders each, round `shops`
 * (id and the prices of their live products in paise). `countStatements()`, when given, reads a
 * statement counter: the journey then reports how many statements a checkout took (run it with
 * one customer, so that requests do not overlap).
 */
export async function runCheckoutJourney({ origin, db, customers, ordersEach, shops, discoverPath, countStatements }) {
  const runId = `${JOURNEY_KEYS}${Date.now().toString(36)}-`;
  const byId = new Map(shops.flatMap((shop) => shop.products.map((product) => [product.id, product])));
  const latencies = { browse: [], addToCart: [], checkout: [] };
  const checkoutStatements = [];
  const placed = [];
  const failures = [];
  const request = async (kind, customer, method, url, body, headers) => {
    const statementsBefore = countStatements?.();
    const started = performance.now();
    const res = await call(origin, customer, method, url, body, headers);
    latencies[kind].push(performance.now() - started);
    if (kind === 'checkout' && countStatements) checkoutStatements.push(countStatements() - statementsBefore);
    return res;
  };

  const shop = async (customer, index, round) => {
    const { id: shopId, products } = shops[(index + round) % shops.length];
    await request('browse', customer, 'GET', discoverPath);
    const list = await request('browse', customer, 'GET', `/api/customer/shops/${shopId}/products`);
    if (list.status !== 200) throw new Error(`products: ${list.status}`);
    const wanted = new Map();
    for (let k = 0; k < 3; k++) {
      const product = products[(index * 3 + round * 5 + k * 4) % products.length];
      const quantity = 1 + ((index + k + round) % 5);
      const res = await request('addToCart', customer, 'POST', '/api/customer/cart/items', {
        productId: product.id,
        quantity,
        replace: true,
      });
      if (res.status !== 201) throw new Error(`add to cart: ${res.status} ${JSON.stringify(res.body)}`);
      wanted.set(product.id, (wanted.get(product.id) ?? 0) + quantity);
    }
    const cart = await request('browse', customer, 'GET', '/api/customer/cart');
    const order = await request(
      'checkout',
      customer,
      'POST',
      '/api/customer/orders',
      {
        customerAddressId: customer.addressId,
        paymentMethod: 'cash_on_delivery',
        cart: {
          totalAmount: cart.body.totalAmount,
          totalGstAmount: cart.body.gstAmount,
          finalTotal: cart.body.finalAmount,
        },
      },
      { 'Idempotency-Key': `${runId}${index}-${round}` },
    );
    if (order.status !== 201) throw new Error(`checkout: ${order.status} ${JSON.stringify(order.body)}`);
    placed.push({ order: order.body, wanted });
  };

  const since = new Date();
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer, index) => {
      for (let round = 0; round < ordersEach; round++) {
        await shop(customer, index, round).catch((error) => failures.push(error.message));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const wrongAmounts = placed.filter(({ order, wanted }) => {
    const lines = [...wanted].map(([id, quantity]) => {
      const p = byId.get(id);
      return priceLine(p.price, quantity, p.gstRate, p.gstIncluded);
    });
    const total = lines.reduce((sum, l) => sum + l.base, 0);
    const gst = lines.reduce((sum, l) => sum + l.gst, 0);
    return (
      paise(order.totalAmount) !== total ||
      paise(order.gstAmount) !== gst ||
      paise(order.finalAmount) !== total + gst + DELIVERY_FEE
    );
  });
  const customerIds = customers.map((customer) => customer.id);
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  const [{ orders, keys, mismatched, carts }] = (
    await client.query(
      `WITH placed AS (SELECT * FROM orders WHERE customer_id = ANY($1) AND created_at >= $2 AND idempotency_key LIKE $3)
       SELECT (SELECT count(*)::int FROM placed) AS orders,
              (SELECT count(DISTINCT (customer_id, idempotency_key))::int FROM placed) AS keys,
              (SELECT count(*)::int FROM placed o
                WHERE o.final_amount <> o.total_amount + o.gst_amount + o.delivery_charges
                   OR (o.total_amount + o.gst_amount, o.gst_amount) <> (
                        SELECT sum(CASE WHEN i.gst_included THEN i.total_price ELSE i.total_price + i.gst_amount END),
                               sum(i.gst_amount)
                          FROM order_items i WHERE i.order_id = o.id)) AS mismatched,
              (SELECT count(*)::int FROM carts WHERE customer_id = ANY($1)) AS carts`,
      [customerIds, since, `${runId}%`],
    )
  ).rows;
  await deleteJourneyOrders(client, runId);
  await client.end();

  const asked = customers.length * ordersEach;
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const checkout = sorted(latencies.checkout);
  const all = sorted(Object.values(latencies).flat());
  const consistent =
    failures.length === 0 &&
    placed.length === asked &&
    orders === asked &&
    keys === orders &&
    wrongAmounts.length === 0 &&
    mismatched === 0 &&
    carts === 0;
  return {
    asked,
    placed: placed.length,
    seconds,
    ordersPerSecond: placed.length / seconds,
    requestsPerSecond: all.length / seconds,
    requests: all.length,
    checkoutP50: percentile(checkout, 50),
    checkoutP99: percentile(checkout, 99),
    allP50: percentile(all, 50),
    allP99: percentile(all, 99),
    checkoutStatements: checkoutStatements.length ? Math.max(...checkoutStatements) : undefined,
    consistent,
    consistency:
      `${consistent ? 'OK' : 'FAILED'}: ${orders} of ${asked} orders in the database, ${keys} distinct, ` +
      `failures ${failures.length}, wrong amounts ${wrongAmounts.length}, rows not adding up ${mismatched}, carts left ${carts}`,
    failures: failures.slice(0, 5),
  };
}
