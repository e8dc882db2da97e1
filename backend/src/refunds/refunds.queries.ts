import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ImageResponse } from '../images/dto/image.dto';
import { imageLinksSql } from '../images/images.queries';
import { Order } from '../orders/order.entity';
import { Claim } from './claim.entity';
import type { ClaimStatus, Decider, EscalationCause, RefundMethod, RefundStatus } from './claim-status';
import { Refund } from './refund.entity';
import type { ClaimOutcome, ClaimReasonCode } from '../refund-policy/refund-policy';

/** A refund as read: money in paise, as the database writes a bigint (or a JSON number). */
export interface RefundRow {
  id: string;
  orderId: string;
  claimId: string | null;
  amount: string | number;
  deliveryCharges: string | number;
  reason: string;
  status: RefundStatus;
  paidWith: RefundMethod | null;
  utr: string | null;
  paidAt: Date | string | null;
  creditNoteId: string | null;
  createdAt: Date | string;
}

/** A claim as read, with its items, photos and refund. */
export interface ClaimRow {
  id: string;
  orderId: string;
  shopId: string;
  shopName: string;
  customerId: string;
  customerName: string;
  reasonCode: ClaimReasonCode;
  comment: string;
  status: ClaimStatus;
  answerBy: Date;
  escalation: EscalationCause | null;
  escalatedAt: Date | null;
  disputeNote: string | null;
  outcome: ClaimOutcome | null;
  refundAmount: string | null;
  decisionNote: string | null;
  decidedByRole: Decider | null;
  decidedAt: Date | null;
  replacementOrderId: string | null;
  createdAt: Date;
  updatedAt: Date;
  items: { orderItemId: string; productName: string; quantity: number }[];
  photos: ImageResponse[];
  refund: RefundRow | null;
}

const paise = (column: string) => `CAST(${column} * 100 AS bigint)`;

/** SQL for a JSON object of a refund row `r`, as `RefundRow`. */
const REFUND_JSON = `json_build_object('id', r.id, 'orderId', r.order_id, 'claimId', r.claim_id,
  'amount', ${paise('r.amount')}, 'deliveryCharges', ${paise('r.delivery_charges')}, 'reason', r.reason,
  'status', r.status, 'paidWith', r.paid_with, 'utr', r.utr, 'paidAt', r.paid_at,
  'creditNoteId', r.credit_note_id, 'createdAt', r.created_at)`;

const CLAIM_ITEMS_JSON = `(SELECT COALESCE(json_agg(json_build_object('orderItemId', ci.order_item_id,
    'productName', oi.product_name, 'quantity', ci.quantity) ORDER BY oi.position), '[]'::json)
  FROM claim_items ci JOIN order_items oi ON oi.id = ci.order_item_id WHERE ci.claim_id = claim.id)`;

const CLAIM_REFUND_JSON = `(SELECT ${REFUND_JSON} FROM refunds r WHERE r.claim_id = claim.id)`;

const CLAIM_COLUMNS = [
  'id',
  'orderId',
  'shopId',
  'customerId',
  'reasonCode',
  'comment',
  'status',
  'answerBy',
  'escalation',
  'escalatedAt',
  'disputeNote',
  'outcome',
  'decisionNote',
  'decidedByRole',
  'decidedAt',
  'replacementOrderId',
  'createdAt',
  'updatedAt',
] as const;

/** Claims aliased `claim`, each as a `ClaimRow`, with its order aliased `order`. */
export function selectClaimRows(source: DataSource | EntityManager): SelectQueryBuilder<Claim> {
  const qb = source.createQueryBuilder(Claim, 'claim').innerJoin(Order, 'order', 'order.id = claim.orderId').select([]);
  for (const column of CLAIM_COLUMNS) qb.addSelect(`claim.${column}`, column);
  return qb
    .addSelect('order.shopName', 'shopName')
    .addSelect('order.customerName', 'customerName')
    .addSelect(`CAST(claim.refundAmount * 100 AS bigint)`, 'refundAmount')
    .addSelect(CLAIM_ITEMS_JSON, 'items')
    .addSelect(imageLinksSql('claim', 'claim.id'), 'photos')
    .addSelect(CLAIM_REFUND_JSON, 'refund');
}

/** Refunds aliased `refund`, each as a `RefundRow`. */
export function selectRefundRows(source: DataSource | EntityManager): SelectQueryBuilder<Refund> {
  const qb = source.createQueryBuilder(Refund, 'refund').select([]);
  for (const column of [
    'id',
    'orderId',
    'claimId',
    'reason',
    'status',
    'paidWith',
    'utr',
    'paidAt',
    'creditNoteId',
    'createdAt',
  ]) {
    qb.addSelect(`refund.${column}`, column);
  }
  return qb
    .addSelect('CAST(refund.amount * 100 AS bigint)', 'amount')
    .addSelect('CAST(refund.deliveryCharges * 100 AS bigint)', 'deliveryCharges');
}

/**
 * Per line of the order $1: the units in accepted claims, those of them refunded at their full value,
 * and whether an open or escalated claim names it.
 */
export const CLAIMED_UNITS = `SELECT ci.order_item_id AS "orderItemId",
    COALESCE(SUM(ci.quantity) FILTER (WHERE c.status = 'accepted'), 0)::int AS "acceptedUnits",
    COALESCE(SUM(ci.quantity) FILTER (WHERE c.status = 'accepted' AND c.outcome = 'full-refund'), 0)::int
      AS "fullyRefundedUnits",
    bool_or(c.status IN ('open', 'escalated')) AS "inOpenClaim"
  FROM claim_items ci JOIN claims c ON c.id = ci.claim_id
  WHERE c.order_id = $1 GROUP BY ci.order_item_id`;

/** What the order $1 has refunded so far (paise): in all, and of the delivery charge. */
export const REFUNDED_OF_ORDER = `SELECT CAST(COALESCE(SUM(amount), 0) * 100 AS bigint) AS "refunded",
    CAST(COALESCE(SUM(delivery_charges), 0) * 100 AS bigint) AS "deliveryRefunded"
  FROM refunds WHERE order_id = $1`;

/**
 * The refund of the cancelled order $1 (of the shop $2 and the customer $3): what was paid ($4,
 * rupees) less what the order refunded before, due, with the delivery charge ($5) not refunded yet
 * as its part of it; by $6 at $7 for `reason` $8. Inserts nothing when nothing is left: answers the
 * amount inserted, in paise, or no row.
 */
export const INSERT_CANCELLATION_REFUND = `INSERT INTO refunds
    (order_id, shop_id, customer_id, amount, delivery_charges, reason, status, created_by, created_at)
  SELECT $1::uuid, $2::uuid, $3::uuid, owed, GREATEST(0, LEAST(owed, $5::numeric - delivery_refunded)), $8::text,
      'due', $6::uuid, $7::timestamptz
    FROM (SELECT $4::numeric - COALESCE(SUM(amount), 0) AS owed, COALESCE(SUM(delivery_charges), 0) AS delivery_refunded
            FROM refunds WHERE order_id = $1) left_to_refund
   WHERE owed > 0
  RETURNING CAST(amount * 100 AS bigint) AS amount`;

/** Whether the order $1 has a claim of `reason_code` $2 that is not rejected. */
export const LIVE_CLAIM_OF_REASON = `SELECT 1 FROM claims WHERE order_id = $1 AND reason_code = $2 AND status <> 'rejected' LIMIT 1`;

/** The orders of open claims whose shop did not answer by $1, the longest waiting first, at most $2. */
export const ORDERS_OF_UNANSWERED_CLAIMS = `SELECT order_id AS id FROM claims
  WHERE status = 'open' AND answer_by < $1 ORDER BY answer_by LIMIT $2`;

/** SQL for Σ refunds.amount in paise over the rows that meet `filter`, 0 over none. */
const refundedSum = (filter = 'TRUE') => `COALESCE(CAST(SUM(amount * 100) FILTER (WHERE ${filter}) AS bigint), 0)`;

/**
 * Per shop (or for the shop $4 alone, `forOneShop`), the refunds paid back from $1 until $2 summed,
 * by how, of the orders of the statuses $3: those the ledger counts as taken. A cancelled order's
 * payment was never taken, so the refund of it is not taken off either.
 */
export function refundsPaidPerShopSql(forOneShop: boolean): string {
  return `SELECT shop_id AS "shopId", ${refundedSum()} AS "refundsPaid",
      ${refundedSum("paid_with = 'cash'")} AS "refundedInCash",
      ${refundedSum("paid_with = 'upi'")} AS "refundedByUpi",
      ${refundedSum("paid_with = 'khata'")} AS "refundedToKhata"
    FROM refunds WHERE status = 'paid' AND paid_at >= $1 AND paid_at < $2${forOneShop ? ' AND shop_id = $4' : ''}
      AND EXISTS (SELECT 1 FROM orders o WHERE o.id = refunds.order_id AND o.status = ANY($3))
    GROUP BY shop_id`;
}
