import { sqlKolkataDate } from '../common/india-time';
import { BuiltQuery, valuesFromParameters } from '../database/built-query';
import type { EntityManager } from 'typeorm';
import { creditNotesSql, invoiceNumberSql } from '../invoices/invoices.queries';
import { orderReviewFieldSql } from '../reviews/reviews.queries';
import { OrderRowSubqueries, selectOrderRows } from './order-rows';
import type { RevenueScope } from './order-reports.service';
import type { OrderActor, OrderStatus } from './order-status';
import { OrderStatusChange } from './order-status-change.entity';
import { Order } from './order.entity';

type StatusChangeFields = Pick<
  OrderStatusChange,
  'orderId' | 'status' | 'role' | 'userId' | 'changedAt' | 'reasonCode' | 'reason' | 'event'
>;
const STATUS_CHANGE_FIELDS = [
  'orderId',
  'status',
  'role',
  'userId',
  'changedAt',
  'reasonCode',
  'reason',
  'event',
] as const;

/** An entry of an order's timeline. */
export const INSERT_ORDER_STATUS_CHANGE = new BuiltQuery<StatusChangeFields>(STATUS_CHANGE_FIELDS, (manager) =>
  manager.createQueryBuilder().insert().into(OrderStatusChange).values(valuesFromParameters(STATUS_CHANGE_FIELDS)),
);

/** The invoices' (and credit notes') and the reviews' SQL for what an order row reads of them, of the order aliased `order`. */
export const orderRowSubqueries = (manager: EntityManager): OrderRowSubqueries => ({
  invoiceNumber: invoiceNumberSql(manager, 'order.id'),
  creditNotes: creditNotesSql(manager, 'order.id'),
  reviewRating: orderReviewFieldSql(manager, 'rating', 'order.id'),
  reviewComment: orderReviewFieldSql(manager, 'comment', 'order.id'),
  reviewCreatedAt: orderReviewFieldSql(manager, 'createdAt', 'order.id'),
});

/** The `OrderRow` of an order by id, as `viewer` reads it, also matched on the columns `scopeKeys`. */
const orderRow = <Params extends { id: string }>(viewer: OrderActor, scopeKeys: (keyof Params & string)[]) => {
  const keys = [...scopeKeys, 'id'] as (keyof Params & string)[];
  return new BuiltQuery<Params>(keys, (manager) =>
    selectOrderRows(manager.createQueryBuilder(Order, 'order'), viewer, orderRowSubqueries(manager)).where(
      keys.map((key) => `order.${key} = :${key}`).join(' AND '),
    ),
  );
};

/** One of the customer's orders as they read it. */
export const CUSTOMER_ORDER_ROW = orderRow<{ customerId: string; id: string }>('customer', ['customerId']);
/** One of the shop's orders as its shopkeeper reads it. */
export const SHOP_ORDER_ROW = orderRow<{ shopId: string; id: string }>('shopkeeper', ['shopId']);
/** Any order as the admin reads it. */
export const ORDER_ROW = orderRow<{ id: string }>('admin', []);

/** The id of the customer's order placed with an idempotency key, if any. */
export const ORDER_ID_BY_IDEMPOTENCY_KEY = new BuiltQuery<{ customerId: string; key: string }, Order>(
  ['customerId', 'key'],
  (manager) =>
    manager
      .createQueryBuilder(Order, 'order')
      .select('order.id')
      .where('order.customerId = :customerId AND order.idempotencyKey = :key'),
);

/**
 * The shop's ($1) orders counted: all but its replacements (₹0 orders that settle a claim: no sales),
 * and those pending, replacements included (one waiting for the shop to accept it is work all the same).
 */
export const SHOP_ORDER_COUNTS = `SELECT COUNT(*) FILTER (WHERE replacement_of IS NULL)::int AS "orderCount",
              COUNT(*) FILTER (WHERE status = 'pending')::int AS "pendingOrderCount"
           FROM orders WHERE shop_id = $1`;

/** The cancelled orders counted by the reason of their last cancellation (an admin may have reopened one). */
export const CANCELLATIONS_BY_REASON = `SELECT "reasonCode", COUNT(*)::int AS count
         FROM (SELECT DISTINCT ON (change.order_id) change.reason_code AS "reasonCode"
                 FROM orders JOIN order_status_changes change ON change.order_id = orders.id
                WHERE orders.status = 'cancelled' AND change.status = 'cancelled'
                ORDER BY change.order_id, change.changed_at DESC) last_cancellation
        GROUP BY "reasonCode"`;

/** The orders counted per status; a status without orders is absent. */
export const ORDERS_BY_STATUS = 'SELECT status, COUNT(*)::int AS orders FROM orders GROUP BY status';

/** How revenue may be split: per day of delivery in Asia/Kolkata (`YYYY-MM-DD`), or per shop id. */
const REVENUE_SPLITS = { day: sqlKolkataDate('delivered_at'), shop: 'shop_id' } as const;
export type RevenueSplit = keyof typeof REVENUE_SPLITS;

/**
 * The statement of the revenue of the orders of these statuses within `scope`, and its parameters:
 * Σ final_amount and how many orders, as one row, or one row per `split` (its `key`). A replacement
 * (a ₹0 order that settles a claim) is no sale: it is not counted, as the ledger does not count it.
 */
export function revenueStatement(
  statuses: readonly OrderStatus[],
  { shopId, deliveredFrom, deliveredBefore }: RevenueScope,
  split?: RevenueSplit,
): { sql: string; parameters: unknown[] } {
  const filters = (
    [
      ['status = ANY($)', statuses],
      ['shop_id = $', shopId],
      ['delivered_at >= $', deliveredFrom],
      ['delivered_at < $', deliveredBefore],
    ] as const
  ).filter(([, value]) => value !== undefined);
  const sql = `SELECT ${split ? REVENUE_SPLITS[split] : 'NULL'} AS key, COUNT(*)::int AS orders, SUM(final_amount) AS revenue
         FROM orders
        WHERE replacement_of IS NULL AND ${filters.map(([condition], index) => condition.replace('$', `$${index + 1}`)).join(' AND ')}
        ${split ? 'GROUP BY 1' : ''}`;
  return { sql, parameters: filters.map(([, value]) => value) };
}

/**
 * An order's commission in paise, as SQL on `orders`: its taxable value (rupees × 100 paise) times
 * its rate (%) / 100, that is `total_amount × commission_rate`, rounded half up (ROUND of a numeric
 * rounds halves away from zero; both are never negative). Exact: numeric, never floating point.
 */
export const COMMISSION_PAISE = 'ROUND(total_amount * commission_rate)';

/** SQL for Σ `paise` (an amount in paise) over the rows that meet `filter`, 0 over none. */
const sumOf = (paise: string, filter: string) => `COALESCE(CAST(SUM(${paise}) FILTER (WHERE ${filter}) AS bigint), 0)`;

/**
 * Per shop (or for the shop $4 alone, `forOneShop`), its orders of the statuses $1 delivered from $2
 * until $3 summed, and the commission on those delivered before $2. A replacement (a ₹0 order that
 * settles a claim) is no sale: it is not counted.
 */
export function deliveriesPerShopSql(forOneShop: boolean): string {
  const inSpan = 'delivered_at >= $2';
  return `SELECT shop_id AS "shopId",
              COUNT(*) FILTER (WHERE ${inSpan} AND replacement_of IS NULL) AS "deliveredOrders",
              ${sumOf('final_amount * 100', inSpan)} AS "cashCollected",
              ${sumOf('final_amount * 100', `${inSpan} AND paid_with = 'cash'`)} AS "paidInCash",
              ${sumOf('final_amount * 100', `${inSpan} AND paid_with = 'upi'`)} AS "paidByUpi",
              ${sumOf('final_amount * 100', `${inSpan} AND payment_method = 'khata'`)} AS "onKhata",
              ${sumOf('total_amount * 100', inSpan)} AS "taxableValue",
              ${sumOf('gst_amount * 100', inSpan)} AS "gst",
              ${sumOf('delivery_charges * 100', inSpan)} AS "deliveryCharges",
              ${sumOf(COMMISSION_PAISE, inSpan)} AS "commission",
              ${sumOf(COMMISSION_PAISE, `NOT ${inSpan}`)} AS "commissionBefore"
         FROM orders
        WHERE status = ANY($1) AND delivered_at < $3 ${forOneShop ? 'AND shop_id = $4' : ''}
        GROUP BY shop_id`;
}

const DELIVERED_THAT_DAY = 'o.delivered_at >= $1 AND o.delivered_at < $2';
/**
 * Each shop's day from $1 to $2 that had orders: placed, delivered and sold (paise), and cancelled of
 * those placed. Deliveries are looked for among orders placed from two days before: older ones are
 * not delivered any more.
 */
export const SHOP_DAYS = `SELECT o.shop_id AS "shopId", s.shopkeeper_id AS "shopkeeperId",
    COUNT(*) FILTER (WHERE o.created_at >= $1)::int AS placed,
    COUNT(*) FILTER (WHERE ${DELIVERED_THAT_DAY})::int AS delivered,
    COALESCE(SUM(o.final_amount) FILTER (WHERE ${DELIVERED_THAT_DAY}), 0)::bigint AS sales,
    COUNT(*) FILTER (WHERE o.created_at >= $1 AND o.status = 'cancelled')::int AS cancelled
  FROM orders o JOIN shops s ON s.id = o.shop_id
  WHERE o.created_at >= $1::timestamptz - interval '2 days' AND o.created_at < $2
  GROUP BY o.shop_id, s.shopkeeper_id
  HAVING COUNT(*) FILTER (WHERE o.created_at >= $1 OR (${DELIVERED_THAT_DAY})) > 0`;
