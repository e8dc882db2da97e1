// The yardstick: a bare node:http + pg server answering each bench scenario with the same rows as
// the API, as JSON, and nothing else: no framework, no sessions (the caller names itself with an
// X-User-Id header), no validation beyond what routing needs. One SQL statement per read.
//
//   DATABASE_URL=postgres://…/mohalla_bench PORT=3001 node bench/reference-server.mjs
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { deliveryChargesSql, distanceKmSql, paise, priceLine, rupees } from './lib/pricing.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const MAX_LIST_ROWS = 1000;

/** A product as the API answers it: field → SQL column (`p` the product, `c` its category). */
const PRODUCT_FIELDS = {
  id: 'p.id',
  shopId: 'p.shop_id',
  categoryId: 'p.category_id',
  categoryName: 'c.name',
  name: 'p.name',
  description: 'p.description',
  weight: 'p.weight',
  originalPrice: 'p.original_price',
  discountedPrice: 'p.discounted_price',
  gstPercentage: 'p.gst_percentage',
  gstIncluded: 'p.gst_included',
  isInStock: 'p.is_in_stock',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
};
const PRODUCT_COLUMNS = Object.entries(PRODUCT_FIELDS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');
const productOf = (row) => Object.fromEntries(Object.keys(PRODUCT_FIELDS).map((field) => [field, row[field]]));

const SHOP_PRODUCTS = `
  SELECT ${PRODUCT_COLUMNS},
         (SELECT count(*)::int FROM products WHERE shop_id = $1 AND deleted_at IS NULL) AS total
    FROM shops s
    JOIN products p ON p.shop_id = s.id AND p.deleted_at IS NULL
    LEFT JOIN categories c ON c.id = p.category_id
   WHERE s.id = $1 AND s.deleted_at IS NULL
   ORDER BY p.name, p.id
   LIMIT ${MAX_LIST_ROWS}`;

/**
 * A list's total as the API gives it: the `rows` counted up to `cap`, and beyond it the estimated rows
 * of the whole `table` (the API's is the planner's estimate of the list).
 */
const estimatedBeyond = (cap, table, rows) => `
  SELECT CASE WHEN n > ${cap} THEN (SELECT reltuples::int FROM pg_class WHERE oid = '${table}'::regclass) ELSE n END
    FROM (SELECT count(*)::int AS n FROM (${rows} LIMIT ${cap} + 1) AS capped) AS counted`;
const DISCOVERY_EXACT_COUNT = 1000;
const ORDERS_EXACT_COUNT = 10_000;

/**
 * The storefront's first page, nearest first (ties by id): the GiST index finds the $3-th nearest shop
 * (KNN), then the shops no farther than it (a box on the same index), which are measured and sorted.
 */
const EARTH = 'll_to_earth(latitude, longitude)';
const ORIGIN = 'll_to_earth($1, $2)';
const NEAREST_SHOPS = `
  SELECT s.id, s.name, s.address, s.phone, s.is_active AS "isActive", s.latitude, s.longitude,
         r.average AS "averageRating", coalesce(r.count, 0) AS "reviewCount",
         round(s.distance::numeric, 1) AS "distanceKm",
         (${estimatedBeyond(DISCOVERY_EXACT_COUNT, 'shops', 'SELECT 1 FROM shops WHERE deleted_at IS NULL')}) AS total
    FROM (SELECT *, ${distanceKmSql(['$1::double precision', '$2::double precision'], ['latitude', 'longitude'])} AS distance
            FROM shops
           WHERE deleted_at IS NULL
             AND (latitude IS NULL OR longitude IS NULL OR
                  cube_enlarge(${ORIGIN}, COALESCE((SELECT ${EARTH} <-> ${ORIGIN} FROM shops WHERE deleted_at IS NULL
                                                    ORDER BY ${EARTH} <-> ${ORIGIN} OFFSET $3 - 1 LIMIT 1),
                                                   'Infinity') * (1 + 1e-9) + 1, 3) @> ${EARTH})
           ORDER BY distance NULLS LAST, id LIMIT $3) AS s
    LEFT JOIN LATERAL (SELECT round(avg(rating), 1) AS average, count(*)::int AS count
                         FROM shop_reviews WHERE shop_id = s.id) AS r ON true
   ORDER BY s.distance NULLS LAST, s.id`;

const CART = `
  SELECT cart.id AS "cartId", shop.id AS "cartShopId", shop.name AS "shopName", shop.is_active AS "shopIsActive",
         i.id AS "itemId", i.quantity, ${PRODUCT_COLUMNS},
         ${deliveryChargesSql(['shop.latitude', 'shop.longitude'], ['a.latitude', 'a.longitude'])} AS "deliveryCharges"
    FROM carts cart
    JOIN shops shop ON shop.id = cart.shop_id
    JOIN cart_items i ON i.cart_id = cart.id
    JOIN products p ON p.id = i.product_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN addresses a ON a.user_id = cart.customer_id AND a.is_default AND a.deleted_at IS NULL
   WHERE cart.customer_id = $1
   ORDER BY i.created_at, i.id`;

// Adding a live, in-stock product of an open shop is one statement: the cart follows the product's
// shop (emptied of another shop's items when `replace`), and the quantity adds up to at most 99.
const ADD_TO_CART = `
  WITH product AS (
         SELECT p.id, p.shop_id FROM products p JOIN shops s ON s.id = p.shop_id AND s.deleted_at IS NULL AND s.is_active
          WHERE p.id = $2 AND p.deleted_at IS NULL AND p.is_in_stock),
       emptied AS (
         DELETE FROM cart_items i USING carts cart, product
          WHERE i.cart_id = cart.id AND cart.customer_id = $1 AND cart.shop_id <> product.shop_id AND $4),
       cart AS (
         INSERT INTO carts (customer_id, shop_id) SELECT $1, shop_id FROM product
         ON CONFLICT (customer_id) DO UPDATE SET shop_id = excluded.shop_id, updated_at = now()
         RETURNING id)
  INSERT INTO cart_items (cart_id, product_id, quantity) SELECT cart.id, $2, $3 FROM cart
  ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity, updated_at = now()
   WHERE cart_items.quantity + excluded.quantity <= 99
  RETURNING id`;

/** Orders with their shop, customer, items, timeline and review, newest first, and how many `scope` holds. */
const ORDERS = (scope) => `
  SELECT o.id, o.status, o.created_at AS "createdAt", o.updated_at AS "updatedAt", o.customer_id AS "customerId",
         o.shop_id AS "shopId", o.payment_method AS "paymentMethod", o.total_amount AS "totalAmount",
         o.gst_amount AS "gstAmount", o.delivery_charges AS "deliveryCharges", o.final_amount AS "finalAmount",
         json_build_object('title', o.address_title, 'addressLine', o.address_line, 'city', o.address_city,
                           'state', o.address_state, 'pincode', o.address_pincode) AS "customerAddress",
         json_build_object('id', s.id, 'name', s.name, 'phone', s.phone) AS shop,
         json_build_object('id', u.id, 'name', u.name, 'phone', u.phone) AS customer,
         (SELECT coalesce(json_agg(json_build_object('id', i.id, 'quantity', i.quantity, 'unitPrice', i.unit_price::text,
                   'totalPrice', i.total_price::text, 'gstAmount', i.gst_amount::text,
                   'fulfillmentStatus', i.fulfillment_status, 'product', json_build_object('id', i.product_id, 'name', i.product_name))
                   ORDER BY i.position), '[]')
            FROM order_items i WHERE i.order_id = o.id) AS "orderItems",
         (SELECT coalesce(json_agg(json_build_object('status', h.status, 'changedAt', h.changed_at, 'role', h.role)
                   ORDER BY h.changed_at), '[]')
            FROM order_status_changes h WHERE h.order_id = o.id) AS timeline,
         (SELECT json_build_object('rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at)
            FROM shop_reviews r WHERE r.order_id = o.id) AS review,
         (${estimatedBeyond(ORDERS_EXACT_COUNT, 'orders', `SELECT 1 FROM orders WHERE ${scope} ORDER BY created_at DESC`)}) AS total
    FROM (SELECT * FROM orders WHERE ${scope} ORDER BY created_at DESC, id LIMIT $2 OFFSET $3) AS o
    JOIN shops s ON s.id = o.shop_id
    JOIN users u ON u.id = o.customer_id
   ORDER BY o.created_at DESC, o.id`;
const SHOPKEEPER_ORDERS = ORDERS('shop_id = (SELECT id FROM shops WHERE shopkeeper_id = $1 AND deleted_at IS NULL)');
const ALL_ORDERS = ORDERS('$1::uuid IS NOT NULL');
const CUSTOMER_ORDER = ORDERS('customer_id = $1 AND id = $4');

function send(res, status, body, headers = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(json);
}

/** A page of rows as the API answers it: the rows, and their place in the whole list in Content-Range. */
function sendPage(res, resource, rows, first) {
  const total = rows[0]?.total ?? 0;
  for (const row of rows) delete row.total;
  const range = rows.length > 0 ? `${first}-${first + rows.length - 1}` : '*';
  send(res, 200, rows, { 'Content-Range': `${resource} ${range}/${total}` });
}

async function cartOf(customerId) {
  const { rows } = await pool.query(CART, [customerId]);
  if (rows.length === 0) {
    const zero = rupees(0);
    return {
      id: null,
      shopId: null,
      shop: null,
      items: [],
      itemCount: 0,
      totalAmount: zero,
      gstAmount: zero,
      deliveryCharges: zero,
      finalAmount: zero,
    };
  }
  let total = 0;
  let gst = 0;
  const items = rows.map((row) => {
    const product = productOf(row);
    const unitPrice = paise(product.discountedPrice);
    const line = priceLine(unitPrice, row.quantity, paise(product.gstPercentage), product.gstIncluded);
    total += line.base;
    gst += line.gst;
    return {
      id: row.itemId,
      quantity: row.quantity,
      product,
      lineTotal: rupees(unitPrice * row.quantity),
      gstAmount: rupees(line.gst),
    };
  });
  const [first] = rows;
  return {
    id: first.cartId,
    shopId: first.cartShopId,
    shop: { id: first.cartShopId, name: first.shopName, isActive: first.shopIsActive },
    items,
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    totalAmount: rupees(total),
    gstAmount: rupees(gst),
    deliveryCharges: rupees(first.deliveryCharges),
    finalAmount: rupees(total + gst + first.deliveryCharges),
  };
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body ? JSON.parse(body) : {}));
    req.on('error', reject);
  });
}

/** [method, path pattern, answer(req, res, url, user, ...path parameters)] */
const ROUTES = [
  ['GET', /^\/health$/, (req, res) => send(res, 200, { status: 'ok' })],
  [
    'GET',
    /^\/api\/customer\/shops\/([^/]+)\/products$/,
    async (req, res, url, user, shopId) =>
      sendPage(res, 'products', (await pool.query(SHOP_PRODUCTS, [shopId])).rows, 0),
  ],
  [
    'GET',
    /^\/api\/customer\/shops$/,
    async (req, res, url) => {
      const { lat, lng } = JSON.parse(url.searchParams.get('filter'));
      const [first, last] = JSON.parse(url.searchParams.get('range'));
      const rows = (await pool.query(NEAREST_SHOPS, [lat, lng, last - first + 1])).rows.map((shop) => ({
        ...shop,
        averageRating: shop.averageRating === null ? null : Number(shop.averageRating),
        distanceKm: Number(shop.distanceKm),
      }));
      sendPage(res, 'shops', rows, 0);
    },
  ],
  ['GET', /^\/api\/customer\/cart$/, async (req, res, url, user) => send(res, 200, await cartOf(user))],
  [
    'POST',
    /^\/api\/customer\/cart\/items$/,
    async (req, res, url, user) => {
      const { productId, quantity, replace = false } = await readJson(req);
      const added = await pool.query(ADD_TO_CART, [user, productId, quantity, replace]);
      if (added.rowCount === 0) return send(res, 400, { statusCode: 400, message: 'Not added' });
      send(res, 201, await cartOf(user));
    },
  ],
  [
    'GET',
    /^\/api\/(shopkeeper|admin)\/orders$/,
    async (req, res, url, user, audience) => {
      const [first, last] = JSON.parse(url.searchParams.get('range') ?? `[0,${MAX_LIST_ROWS - 1}]`);
      const sql = audience === 'admin' ? ALL_ORDERS : SHOPKEEPER_ORDERS;
      sendPage(res, 'orders', (await pool.query(sql, [user, last - first + 1, first])).rows, first);
    },
  ],
  [
    'GET',
    /^\/api\/customer\/orders\/([^/]+)$/,
    async (req, res, url, user, orderId) => {
      const [order] = (await pool.query(CUSTOMER_ORDER, [user, 1, 0, orderId])).rows;
      if (!order) return send(res, 404, { statusCode: 404, message: 'Order not found' });
      delete order.total;
      send(res, 200, order);
    },
  ],
];

async function handle(req, res) {
  const url = new URL(req.url, 'http://reference');
  for (const [method, pattern, answer] of ROUTES) {
    const match = req.method === method && pattern.exec(url.pathname);
    if (match) return answer(req, res, url, req.headers['x-user-id'], ...match.slice(1));
  }
  send(res, 404, { statusCode: 404, message: `No route for ${req.method} ${url.pathname}` });
}

/** Answers a request of a bench scenario as the bare server does; the stack-floor server calls it too. */
export const answerOrFail = (req, res) =>
  handle(req, res).catch((error) => send(res, 500, { statusCode: 500, message: error.message }));

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  createServer(answerOrFail).listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? '127.0.0.1');
}
