// Fills a database of its own with a city-sized marketplace for the bench: shops with their
// shopkeepers around six Indian cities, their categories and products, customers with addresses,
// and a year of orders with their items, status timelines and reviews, every amount worked out by
// the D10 rules. Rows are made by PostgreSQL itself (INSERT … SELECT over generate_series) rather
// than sent with COPY: COPY would need the rows built in Node and streamed (pg-copy-streams) or
// written to CSV for psql's \copy, while here nothing crosses the wire at all. Ids derive from row
// numbers (md5), so every foreign key is computed rather than looked up.
//
//   npm run build -w backend && npm run bench:data
//
// DATABASE_URL    the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
// BENCH_SCALE     1 (default) is 10,000 shops, 500,000 products and 1,000,000 orders; 0.001 a smoke set
// BENCH_DATABASE  the database to (re)create (default mohalla_bench, or mohalla_bench_<scale> below 1)
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import pg from 'pg';
import { BENCH_PASSWORD, benchDatabase, databaseUrl, dataMark, query, SERVER_URL } from './lib/database.mjs';
import { deliveryChargesSql } from './lib/pricing.mjs';
import { startupFile } from './lib/processes.mjs';

/** How many of each, at a scale; the smallest sets still have every scenario's rows. */
export function sizesAt(scale) {
  const at = (full, least) => Math.max(least, Math.round(full * scale));
  return {
    shops: at(10_000, 10),
    products: at(500_000, 500),
    customers: at(200_000, 200),
    orders: at(1_000_000, 1_000),
    // Shop 1's orders, for the shopkeeper's orders page; shop 2 has exactly 10 products.
    bigShopOrders: at(10_000, 50),
  };
}

/** Cities, each with a valid GSTIN of its state for the shops there. */
const CITIES = `(VALUES
  (0, 'Jaipur', 'Rajasthan', 26.9124, 75.7873, '302', '08ABCDE1234F1Z0'),
  (1, 'Delhi', 'Delhi', 28.6139, 77.2090, '110', '07ABCDE1234F1Z2'),
  (2, 'Mumbai', 'Maharashtra', 19.0760, 72.8777, '400', '27ABCDE1234F1Z0'),
  (3, 'Bengaluru', 'Karnataka', 12.9716, 77.5946, '560', '29ABCDE1234F1ZW'),
  (4, 'Pune', 'Maharashtra', 18.5204, 73.8567, '411', '27ABCDE1234F1Z0'),
  (5, 'Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, '226', '09ABCDE1234F1ZY')) AS city (i, name, state, lat, lng, pin, gstin)`;

/** Session-local helpers: ids from row numbers, and which shop and prices a product number has. */
const HELPERS = (s) => `
CREATE FUNCTION pg_temp.id(kind text, n bigint) RETURNS uuid IMMUTABLE LANGUAGE sql AS
  $$ SELECT overlay(overlay(md5(kind || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$;
-- Products 1–10 are shop 2's; the others go round shops 1 and 3….
CREATE FUNCTION pg_temp.product_shop(n bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT CASE WHEN n <= 10 THEN 2 WHEN (n - 11) % (${s.shops} - 1) = 0 THEN 1 ELSE (n - 11) % (${s.shops} - 1) + 2 END $$;
CREATE FUNCTION pg_temp.shop_offset(h bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT CASE WHEN h = 1 THEN 0 ELSE h - 2 END $$;
-- The j-th product of shop h, round its products: the inverse of product_shop.
CREATE FUNCTION pg_temp.shop_product(h bigint, j bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT CASE WHEN h = 2 THEN 1 + j % 10
     ELSE 11 + pg_temp.shop_offset(h) + j % ((${s.products} - 11 - pg_temp.shop_offset(h)) / (${s.shops} - 1) + 1) * (${s.shops} - 1) END $$;
-- Every so many orders over the year is shop 1's; the others go round shops 2….
CREATE FUNCTION pg_temp.order_shop(n bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT CASE WHEN n % ${Math.floor(s.orders / s.bigShopOrders)} = 0 THEN 1 ELSE n % (${s.shops} - 1) + 2 END $$;
-- Prices in paise, odd ones included so that rounding matters; GST rates in hundredths of a percent.
CREATE FUNCTION pg_temp.price(n bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS $$ SELECT 1000 + (n * 7919) % 49000 $$;
CREATE FUNCTION pg_temp.gst_rate(n bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT (ARRAY[0, 500, 1200, 1800])[n % 4 + 1] $$;
CREATE FUNCTION pg_temp.gst_included(n bigint) RETURNS boolean IMMUTABLE LANGUAGE sql AS $$ SELECT n % 3 <> 0 $$;
CREATE FUNCTION pg_temp.round_half_up(numerator bigint, denominator bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS
  $$ SELECT (2 * numerator + denominator) / (2 * denominator) $$;`;

const STEPS = `(VALUES
  (0, 'pending', 'customer'), (1, 'confirmed', 'shopkeeper'), (2, 'ready for pickup', 'shopkeeper'),
  (3, 'dispatched', 'shopkeeper'), (4, 'delivered', 'shopkeeper'), (5, 'complete', 'shopkeeper'))`;

/** Each step's statement, in order; `$1` is the password hash. */
const LOAD = (s) => [
  [
    'users',
    `INSERT INTO users (id, name, username, email, phone, password_hash, role, created_at, updated_at)
     SELECT pg_temp.id('admin', 1), 'Bench Admin', 'bench_admin', 'admin@bench.example', NULL, $1, 'admin',
            now() - interval '400 days', now() - interval '400 days'
     UNION ALL
     SELECT pg_temp.id('keeper', n), 'Shopkeeper ' || n, 'keeper_' || n, 'keeper_' || n || '@bench.example',
            '+91 98' || lpad(n::text, 8, '0'), $1, 'shopkeeper', now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1::bigint, ${s.shops}) AS n
     UNION ALL
     SELECT pg_temp.id('customer', n), 'Customer ' || n, 'customer_' || n, 'customer_' || n || '@bench.example',
            '+91 97' || lpad(n::text, 8, '0'), $1, 'customer', now() - interval '380 days', now() - interval '380 days'
       FROM generate_series(1::bigint, ${s.customers}) AS n`,
  ],
  [
    'shops',
    `INSERT INTO shops (id, name, email, phone, address, gst_number, is_active, latitude, longitude, location_precision,
                        shopkeeper_id, created_at, updated_at)
     SELECT pg_temp.id('shop', n),
            (ARRAY['Sharma', 'Gupta', 'Patel', 'Reddy', 'Singh', 'Iyer', 'Khan', 'Das'])[n % 8 + 1] || ' ' ||
              (ARRAY['Kirana', 'General Store', 'Provisions', 'Mart', 'Supermarket'])[n % 5 + 1] || ' ' || n,
            'shop_' || n || '@bench.example', '+91 141 ' || lpad(n::text, 7, '0'),
            n || ', Market Road, ' || city.name || ' ' || city.pin || '001', city.gstin, n % 20 <> 0,
            city.lat + ((n * 37) % 200 - 100) / 1000.0, city.lng + ((n * 53) % 200 - 100) / 1000.0, 'pin',
            pg_temp.id('keeper', n), now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1::bigint, ${s.shops}) AS n JOIN ${CITIES} ON city.i = n % 6`,
  ],
  [
    'categories',
    `INSERT INTO categories (id, shop_id, name, created_at, updated_at)
     SELECT pg_temp.id('category', (n - 1) * 5 + k), pg_temp.id('shop', n),
            (ARRAY['Groceries', 'Dairy', 'Snacks', 'Beverages', 'Household'])[k + 1],
            now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1::bigint, ${s.shops}) AS n, generate_series(0, 4) AS k`,
  ],
  [
    'products',
    `INSERT INTO products (id, shop_id, category_id, name, weight, original_price, discounted_price, gst_percentage,
                           gst_included, is_in_stock, created_at, updated_at, deleted_at)
     SELECT pg_temp.id('product', n), pg_temp.id('shop', shop), pg_temp.id('category', (shop - 1) * 5 + n % 5),
            (ARRAY['Basmati Rice', 'Atta', 'Toor Dal', 'Paneer', 'Curd', 'Namkeen', 'Biscuits', 'Masala Chai',
                   'Mango Juice', 'Detergent', 'Ghee', 'Sugar', 'Poha', 'Besan', 'Soap'])[n % 15 + 1] || ' ' || n,
            (ARRAY['500g', '1kg', '5kg', '200ml', '1L', '6 pcs'])[n % 6 + 1],
            (pg_temp.price(n) + (n % 3) * 500) / 100.0, pg_temp.price(n) / 100.0, pg_temp.gst_rate(n) / 100.0,
            pg_temp.gst_included(n), n % 17 <> 0, now() - interval '390 days', now() - interval '390 days',
            CASE WHEN n > 10 AND n % 101 = 0 THEN now() - interval '10 days' END
       FROM generate_series(1::bigint, ${s.products}) AS n, pg_temp.product_shop(n) AS shop`,
  ],
  [
    'category product counts',
    `UPDATE categories SET product_count = live.count
       FROM (SELECT category_id, count(*)::int AS count FROM products WHERE deleted_at IS NULL GROUP BY category_id) AS live
      WHERE live.category_id = categories.id`,
  ],
  [
    'addresses',
    // One customer in four has an address saved before addresses were located (issue 32) whose pincode
    // the directory does not know: no location, so the flat delivery fee, which the journey checks.
    `INSERT INTO addresses (id, user_id, title, address_line, city, state, pincode, is_default, latitude, longitude,
                            location_precision, created_at, updated_at)
     SELECT pg_temp.id('address', n), pg_temp.id('customer', n), 'Home', n || ', Gali ' || n % 40 || ', Sector ' || n % 9,
            city.name, city.state, city.pin || lpad((n % 1000)::text, 3, '0'), true,
            CASE WHEN n % 4 <> 0 THEN city.lat + ((n * 31) % 200 - 100) / 1000.0 END,
            CASE WHEN n % 4 <> 0 THEN city.lng + ((n * 43) % 200 - 100) / 1000.0 END,
            CASE WHEN n % 4 <> 0 THEN 'pin' END,
            now() - interval '380 days', now() - interval '380 days'
       FROM generate_series(1::bigint, ${s.customers}) AS n JOIN ${CITIES} ON city.i = n % 6`,
  ],
  [
    'orders, planned',
    // Spread over the last year, newest last; those of the last day still on their way, each accepted
    // by its shop within its accept-by time. None is pending: the data is kept for runs days later, and
    // the API's timer would cancel a pending order past its time while a run measures (bench/lib/sweeps.mjs).
    `CREATE TEMP TABLE bench_orders AS
     SELECT n, 1 + (n * 7919) % ${s.customers} AS customer, pg_temp.order_shop(n) AS shop, placed,
            CASE WHEN placed > now() - interval '1 day' THEN 1 + n % 4
                 WHEN n % 10 = 0 THEN -1
                 WHEN placed > now() - interval '3 days' THEN 4 ELSE 5 END AS depth
       FROM generate_series(1::bigint, ${s.orders}) AS n,
            LATERAL (SELECT now() - (${s.orders} - n) * interval '365 days' / ${s.orders} - interval '1 minute') AS t(placed)`,
  ],
  [
    'order items, planned',
    // One to four lines of the order's shop, priced by D10 in paise.
    `CREATE TEMP TABLE bench_lines AS
     SELECT order_n, position, product, quantity, line, gst, CASE WHEN included THEN line - gst ELSE line END AS base
       FROM (SELECT o.n AS order_n, i AS position, p AS product, 1 + (o.n + i) % 3 AS quantity,
                    pg_temp.price(p) * (1 + (o.n + i) % 3) AS line, pg_temp.gst_included(p) AS included,
                    CASE WHEN pg_temp.gst_included(p)
                      THEN pg_temp.price(p) * (1 + (o.n + i) % 3)
                           - pg_temp.round_half_up(pg_temp.price(p) * (1 + (o.n + i) % 3) * 10000, 10000 + pg_temp.gst_rate(p))
                      ELSE pg_temp.round_half_up(pg_temp.price(p) * (1 + (o.n + i) % 3) * pg_temp.gst_rate(p), 10000) END AS gst
               FROM bench_orders AS o, generate_series(0, o.n % 4) AS i, pg_temp.shop_product(o.shop, o.n + i) AS p) AS l`,
  ],
  [
    'orders',
    `INSERT INTO orders (id, customer_id, shop_id, shop_name, shop_phone, customer_name, customer_phone, status,
                         payment_method, total_amount, gst_amount, delivery_charges, delivery_fee, final_amount,
                         customer_address_id, address_title, address_line, address_city, address_state, address_pincode,
                         accept_by, delivered_at, commission_rate, created_at, updated_at)
     SELECT pg_temp.id('order', o.n), a.user_id, shop.id, shop.name, shop.phone, customer.name, customer.phone,
            CASE WHEN o.depth < 0 THEN 'cancelled' ELSE (ARRAY['pending', 'confirmed', 'ready for pickup', 'dispatched',
              'delivered', 'complete'])[o.depth + 1] END,
            'cash_on_delivery', l.base / 100.0, l.gst / 100.0, d.fee / 100.0, d.fee / 100.0,
            (l.base + l.gst + d.fee) / 100.0, a.id, a.title, a.address_line, a.city, a.state, a.pincode,
            o.placed + interval '10 minutes', -- the API's default ACCEPT_WITHIN_MINUTES
            CASE WHEN o.depth >= 4 THEN o.placed + 4 * interval '1 minute' END, CASE WHEN o.depth >= 4 THEN 0 END,
            o.placed, o.placed + greatest(o.depth, 1) * interval '1 minute'
       FROM bench_orders AS o
       JOIN (SELECT order_n, sum(base) AS base, sum(gst) AS gst FROM bench_lines GROUP BY order_n) AS l ON l.order_n = o.n
       JOIN addresses AS a ON a.id = pg_temp.id('address', o.customer)
       JOIN users AS customer ON customer.id = a.user_id
       JOIN shops AS shop ON shop.id = pg_temp.id('shop', o.shop),
            LATERAL (SELECT ${deliveryChargesSql(['a.latitude', 'a.longitude'], ['shop.latitude', 'shop.longitude'])} AS fee) AS d`,
  ],
  [
    'order items',
    `INSERT INTO order_items (id, order_id, product_id, product_name, unit_price, gst_rate, gst_included, quantity,
                              total_price, gst_amount, fulfillment_status, position)
     SELECT pg_temp.id('item', l.order_n * 4 + l.position), pg_temp.id('order', l.order_n), p.id, p.name,
            p.discounted_price, p.gst_percentage, p.gst_included, l.quantity, l.line / 100.0, l.gst / 100.0,
            CASE WHEN o.depth >= 4 THEN 'fulfilled' ELSE 'pending' END, l.position
       FROM bench_lines AS l
       JOIN bench_orders AS o ON o.n = l.order_n
       JOIN products AS p ON p.id = pg_temp.id('product', l.product)`,
  ],
  [
    'order timelines',
    `INSERT INTO order_status_changes (id, order_id, status, role, user_id, changed_at)
     SELECT pg_temp.id('change', o.n * 8 + step.i), pg_temp.id('order', o.n), step.status, step.role,
            CASE WHEN step.role = 'customer' THEN pg_temp.id('customer', o.customer) ELSE pg_temp.id('keeper', o.shop) END,
            o.placed + step.i * interval '1 minute'
       FROM bench_orders AS o JOIN ${STEPS} AS step (i, status, role) ON step.i <= o.depth
     UNION ALL
     SELECT pg_temp.id('change', o.n * 8 + 7), pg_temp.id('order', o.n), 'cancelled', 'customer',
            pg_temp.id('customer', o.customer), o.placed + interval '1 minute'
       FROM bench_orders AS o WHERE o.depth < 0
     UNION ALL
     SELECT pg_temp.id('change', o.n * 8), pg_temp.id('order', o.n), 'pending', 'customer',
            pg_temp.id('customer', o.customer), o.placed
       FROM bench_orders AS o WHERE o.depth < 0`,
  ],
  [
    'reviews',
    `INSERT INTO shop_reviews (id, shop_id, order_id, customer_id, rating, comment, created_at)
     SELECT pg_temp.id('review', n), pg_temp.id('shop', shop), pg_temp.id('order', n), pg_temp.id('customer', customer),
            (ARRAY[5, 4, 5, 3, 4, 5, 2, 4, 5, 1])[(n / 5) % 10 + 1],
            CASE WHEN n % 3 = 0 THEN 'Fresh stock and quick delivery' END, placed + interval '2 days'
       FROM bench_orders WHERE depth = 5 AND n % 5 = 0`,
  ],
];

/** (Re)creates the bench database at this scale, migrated by the built API, and fills it. */
export async function generate(scale, database = benchDatabase(scale)) {
  const sizes = sizesAt(scale);
  const started = performance.now();
  const log = (what) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
  console.log(`Bench data at scale ${scale} in ${database}: ${JSON.stringify(sizes)}`);
  await query(SERVER_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await query(SERVER_URL, `CREATE DATABASE "${database}"`);
  const url = databaseUrl(database);
  await promisify(execFile)(process.execPath, [startupFile('migration-cli.js'), 'run'], {
    env: { ...process.env, DATABASE_URL: url },
  });
  log('migrated');
  // Hashed once, with the API's parameters (users/password-hasher.ts), for every user.
  const hash = await argon2.hash(BENCH_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19 * 1024,
    timeCost: 2,
    parallelism: 1,
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every row is valid by construction: the smoke set loads with the foreign keys checked, the
    // full set skips their per-row triggers (the same statements, at a thousand times the rows).
    if (scale >= 0.01) await client.query('SET session_replication_role = replica');
    await client.query(HELPERS(sizes));
    for (const [name, sql] of LOAD(sizes)) {
      const result = await client.query(sql, sql.includes('$1') ? [hash] : []);
      log(`${name}${result.rowCount ? `: ${result.rowCount.toLocaleString('en')} rows` : ''}`);
    }
    await client.query('RESET session_replication_role');
    // VACUUM too, not only ANALYZE: its visibility map is what lets index-only scans skip the heap.
    await client.query('VACUUM ANALYZE');
    log('vacuumed and analyzed');
  } finally {
    await client.end();
  }
  await query(SERVER_URL, `COMMENT ON DATABASE "${database}" IS '${dataMark(scale)}'`);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return database;
}

export const scaleOf = (env = process.env) => Number(env.BENCH_SCALE ?? 1);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  generate(scaleOf()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
