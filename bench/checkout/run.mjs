// Drives the built API on a PostgreSQL server the way a crowd of customers would: browse a shop,
// fill a cart, check out, all at once. Reports orders per second, checkout latency and whether the
// database holds exactly the orders asked for, each with the right amounts.
//
//   npm run build -w backend && npm run bench:checkout
//
// DATABASE_URL    a PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the run
//                 creates a database of its own there and drops it afterwards
// CUSTOMERS       customers checking out at the same time (default 50)
// ORDERS_EACH     orders each customer places, one after another (default 4)
// SERVER_ENTRY    the built API to start (default backend/dist/main.js)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const ORDERS_EACH = Number(process.env.ORDERS_EACH ?? 4);
const SERVER_ENTRY = path.resolve(ROOT, process.env.SERVER_ENTRY ?? 'backend/dist/main.js');
const SHOPS = 3;
const PRODUCTS_PER_SHOP = 12;
const DELIVERY_FEE = 30_00; // paise: the addresses below carry no location, so the flat fee applies

/** D10: GST per line in paise, rounded half up. */
function priceLine(unitPrice, quantity, gstRate, gstIncluded) {
  const line = unitPrice * quantity;
  const roundHalfUp = (numerator, denominator) => Math.floor((2 * numerator + denominator) / (2 * denominator));
  if (gstIncluded) {
    const base = roundHalfUp(line * 10_000, 10_000 + gstRate);
    return { base, gst: line - base };
  }
  return { base: line, gst: roundHalfUp(line * gstRate, 10_000) };
}
const paise = (money) => Math.round(Number(money) * 100);
const rupees = (p) => (p / 100).toFixed(2);

async function onServer(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not answer /api/health within 60 s');
}

/** Shops, categories and products straight into the database: the bench measures customers, not onboarding. */
async function seedCatalogue(client) {
  const products = [];
  for (let s = 0; s < SHOPS; s++) {
    const [keeper] = (
      await client.query(
        `INSERT INTO users (name, username, email, password_hash, role) VALUES ($1, $2, $3, 'not-a-hash', 'shopkeeper') RETURNING id`,
        [`Keeper ${s}`, `bench_keeper_${s}`, `bench_keeper_${s}@example.com`],
      )
    ).rows;
    const [shop] = (
      await client.query(
        `INSERT INTO shops (name, email, phone, address, gst_number, shopkeeper_id, latitude, longitude)
         VALUES ($1, $2, '+91 141 000 0000', 'Jaipur', '08ABCDE1234F1Z5', $3, 26.92, 75.82) RETURNING id`,
        [`Bench Shop ${s}`, `bench_shop_${s}@example.com`, keeper.id],
      )
    ).rows;
    const [category] = (
      await client.query(`INSERT INTO categories (shop_id, name) VALUES ($1, 'Groceries') RETURNING id`, [shop.id])
    ).rows;
    for (let p = 0; p < PRODUCTS_PER_SHOP; p++) {
      const price = 10_00 + p * 733 + s * 17; // odd paise, so rounding matters
      const gstRate = [0, 5_00, 12_00, 18_00][p % 4];
      const gstIncluded = p % 3 !== 0;
      const [row] = (
        await client.query(
          `INSERT INTO products (shop_id, category_id, name, weight, original_price, discounted_price, gst_percentage, gst_included)
           VALUES ($1, $2, $3, '1kg', $4, $4, $5, $6) RETURNING id`,
          [shop.id, category.id, `Product ${s}-${p}`, rupees(price), rupees(gstRate), gstIncluded],
        )
      ).rows;
      products.push({ id: row.id, shopId: shop.id, price, gstRate, gstIncluded });
    }
  }
  return products;
}

class Customer {
  constructor(base, index) {
    this.base = base;
    this.index = index;
    this.cookie = '';
  }

  async call(method, url, body, headers = {}) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), Cookie: this.cookie, ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mohalla.sid='));
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  async signUp(runId) {
    const username = `bench_${runId}_${this.index}`;
    const res = await this.call('POST', '/register', {
      username,
      email: `${username}@example.com`,
      password: 'bench-password-1',
      role: 'customer',
      name: `Bench Customer ${this.index}`,
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const address = await this.call('POST', '/customer/addresses', {
      title: 'Home',
      addressLine: `${this.index}, MI Road`,
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302001',
    });
    if (address.status !== 201) throw new Error(`address: ${address.status}`);
    this.addressId = address.body.id;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const runId = randomBytes(4).toString('hex');
  const database = `mohalla_bench_${runId}`;
  await onServer(SERVER_URL, `CREATE DATABASE "${database}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  let api;
  try {
    api = await startApi(databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const products = await seedCatalogue(db);
    const byId = new Map(products.map((p) => [p.id, p]));
    const shopIds = [...new Set(products.map((p) => p.shopId))];

    const customers = Array.from({ length: CUSTOMERS }, (_, i) => new Customer(api.base, i));
    for (let i = 0; i < customers.length; i += 10) {
      await Promise.all(customers.slice(i, i + 10).map((c) => c.signUp(runId)));
    }

    const latencies = { browse: [], addToCart: [], checkout: [] };
    const placed = [];
    const failures = [];
    const timed = async (kind, call) => {
      const started = performance.now();
      const res = await call();
      latencies[kind].push(performance.now() - started);
      return res;
    };

    const shop = async (customer, round) => {
      const shopId = shopIds[(customer.index + round) % shopIds.length];
      await timed('browse', () => customer.call('GET', '/customer/shops'));
      const list = await timed('browse', () => customer.call('GET', `/customer/shops/${shopId}/products`));
      if (list.status !== 200) throw new Error(`products: ${list.status}`);
      const picks = [0, 1, 2].map((k) => list.body[(customer.index * 3 + round * 5 + k * 4) % list.body.length]);
      const wanted = new Map();
      for (const [k, product] of picks.entries()) {
        const quantity = 1 + ((customer.index + k + round) % 5);
        const res = await timed('addToCart', () =>
          customer.call('POST', '/customer/cart/items', { productId: product.id, quantity, replace: true }),
        );
        if (res.status !== 201) throw new Error(`add to cart: ${res.status} ${JSON.stringify(res.body)}`);
        wanted.set(product.id, (wanted.get(product.id) ?? 0) + quantity);
      }
      const cart = await timed('browse', () => customer.call('GET', '/customer/cart'));
      const order = await timed('checkout', () =>
        customer.call(
          'POST',
          '/customer/orders',
          {
            customerAddressId: customer.addressId,
            paymentMethod: 'cash_on_delivery',
            cart: {
              totalAmount: cart.body.totalAmount,
              totalGstAmount: cart.body.gstAmount,
              finalTotal: cart.body.finalAmount,
            },
          },
          { 'Idempotency-Key': `${runId}-${customer.index}-${round}` },
        ),
      );
      if (order.status !== 201) throw new Error(`checkout: ${order.status} ${JSON.stringify(order.body)}`);
      placed.push({ order: order.body, wanted });
    };

    const started = performance.now();
    await Promise.all(
      customers.map(async (customer) => {
        for (let round = 0; round < ORDERS_EACH; round++) {
          await shop(customer, round).catch((error) => failures.push(error.message));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Consistency: every order asked for exists once, with amounts worked out independently here.
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
    const [{ orders: ordersInDb }] = (await db.query('SELECT COUNT(*)::int AS orders FROM orders')).rows;
    const [{ mismatched }] = (
      await db.query(
        `SELECT COUNT(*)::int AS mismatched FROM orders o
          WHERE o.final_amount <> o.total_amount + o.gst_amount + o.delivery_charges
             OR (o.total_amount + o.gst_amount, o.gst_amount) <> (
                  SELECT SUM(CASE WHEN i.gst_included THEN i.total_price ELSE i.total_price + i.gst_amount END),
                         SUM(i.gst_amount)
                    FROM order_items i WHERE i.order_id = o.id)`,
      )
    ).rows;
    const [{ carts }] = (await db.query('SELECT COUNT(*)::int AS carts FROM carts')).rows;
    await db.end();

    const asked = CUSTOMERS * ORDERS_EACH;
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const checkout = sorted(latencies.checkout);
    const all = sorted([...latencies.browse, ...latencies.addToCart, ...latencies.checkout]);
    const ms = (value) => `${value.toFixed(1)} ms`;
    const consistent =
      failures.length === 0 && ordersInDb === asked && wrongAmounts.length === 0 && mismatched === 0 && carts === 0;
    console.log(`Checkout bench: ${CUSTOMERS} customers × ${ORDERS_EACH} orders on PostgreSQL`);
    console.log(`  orders asked ${asked}, answered 201 ${placed.length}, rows in the database ${ordersInDb}`);
    console.log(
      `  ${seconds.toFixed(1)} s: ${(placed.length / seconds).toFixed(1)} orders/s, ${(all.length / seconds).toFixed(0)} requests/s`,
    );
    console.log(`  checkout latency p50 ${ms(percentile(checkout, 50))}, p99 ${ms(percentile(checkout, 99))}`);
    console.log(
      `  all requests (browse, add to cart, checkout) p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}`,
    );
    console.log(
      `  consistency: ${consistent ? 'OK' : 'FAILED'} (failures ${failures.length}, wrong amounts ${wrongAmounts.length}, ` +
        `rows not adding up ${mismatched}, carts left ${carts})`,
    );
    for (const failure of failures.slice(0, 5)) console.log(`    ${failure}`);
    if (!consistent) process.exitCode = 1;
  } finally {
    if (api) {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => api.child.once('exit', resolve));
    }
    await onServer(SERVER_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
