import { SelectQueryBuilder } from 'typeorm';
import type { CreditNoteRow } from '../invoices/invoices.queries';
import {
  FulfillmentStatus,
  OrderActor,
  OrderEvent,
  OrderStatus,
  SubstitutionPreference,
  SubstitutionStatus,
} from './order-status';
import { PaidWith, PaymentMethod, PaymentStatus, PaymentTiming } from '../payments/payment-methods';
import { OrderItem } from './order-item.entity';
import { OrderStatusChange } from './order-status-change.entity';
import { Order } from './order.entity';
import { OrderItemSubstitution } from './substitution.entity';

/** The latest replacement offered for a line, as `OrderItemRow.substitution` holds it. */
export interface SubstitutionRow {
  id: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPrice: string;
  gstRate: string;
  gstIncluded: boolean;
  status: SubstitutionStatus;
  /** An ISO date-time with the database's offset. */
  answerBy: string;
}

/** One line of an order as `OrderRow.items` holds it; amounts as the database writes them ("99.99"). */
export interface OrderItemRow {
  id: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  gstAmount: string;
  fulfillmentStatus: FulfillmentStatus;
  productId: string | null;
  productName: string;
  /** The latest replacement the shop offered for the line; null when it offered none. */
  substitution: SubstitutionRow | null;
}

export interface OrderTimelineRow {
  status: OrderStatus;
  /** An ISO date-time with the database's offset. */
  changedAt: string;
  role: OrderActor;
  reasonCode: string | null;
  reason: string | null;
  event: OrderEvent | null;
}

/**
 * An order as its answers read it, in one row: its own columns (with its copies of the address,
 * the shop and the customer), its lines and its timeline. Amounts as the database writes them.
 */
export interface OrderRow {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
  customerId: string;
  shopId: string;
  paymentMethod: PaymentMethod;
  paymentTiming: PaymentTiming;
  paymentStatus: PaymentStatus;
  paidWith: PaidWith | null;
  amountPaid: string;
  paymentUtr: string | null;
  customerUtr: string | null;
  paidAt: Date | null;
  upiId: string | null;
  upiPayeeName: string | null;
  totalAmount: string;
  gstAmount: string;
  deliveryCharges: string;
  finalAmount: string;
  addressTitle: string;
  addressLine: string;
  addressCity: string;
  addressState: string;
  addressPincode: string;
  shopName: string;
  shopPhone: string;
  customerName: string;
  customerPhone: string | null;
  acceptBy: Date | null;
  promisedBy: Date | null;
  deliveredAt: Date | null;
  replacementOf: string | null;
  wrongDeliveryCodes: number;
  /** Read for the customer only: null in the shop's and the admin's reads. */
  deliveryCode: string | null;
  /** The tax invoice's number, from the invoices module: null until the order is delivered. */
  invoiceNumber: string | null;
  /** The credit notes against the invoice, from the invoices module, oldest first. */
  creditNotes: CreditNoteRow[];
  /** The customer's review of the order, from the reviews module: null until they rate it. */
  reviewRating: number | null;
  reviewComment: string | null;
  reviewCreatedAt: Date | null;
  substitutionPreference: SubstitutionPreference;
  /** In the cart's order. */
  items: OrderItemRow[];
  /** Oldest first. */
  timeline: OrderTimelineRow[];
}

/** SQL of the other modules' subqueries an order row reads, by the `OrderRow` field each fills. */
export type OrderRowSubqueries = Record<
  'invoiceNumber' | 'creditNotes' | 'reviewRating' | 'reviewComment' | 'reviewCreatedAt',
  string
>;

const ORDER_COLUMNS = [
  'id',
  'status',
  'createdAt',
  'updatedAt',
  'customerId',
  'shopId',
  'paymentMethod',
  'paymentTiming',
  'paymentStatus',
  'paidWith',
  'amountPaid',
  'paymentUtr',
  'customerUtr',
  'paidAt',
  'upiId',
  'upiPayeeName',
  'totalAmount',
  'gstAmount',
  'deliveryCharges',
  'finalAmount',
  'addressTitle',
  'addressLine',
  'addressCity',
  'addressState',
  'addressPincode',
  'shopName',
  'shopPhone',
  'customerName',
  'customerPhone',
  'acceptBy',
  'promisedBy',
  'deliveredAt',
  'replacementOf',
  'wrongDeliveryCodes',
  'substitutionPreference',
] as const satisfies readonly (keyof OrderRow & keyof Order)[];

/** A JSON object of these fields (SQL values by key). */
const jsonObject = <T>(fields: Record<keyof T, string>) =>
  `json_build_object(${Object.entries(fields)
    .map(([key, value]) => `'${key}', ${value}`)
    .join(', ')})`;

/** A JSON array of the rows of a subquery, one object of these fields each, in this order. */
const jsonArray = <T>(fields: Record<keyof T, string>, orderBy: string) =>
  `COALESCE(json_agg(${jsonObject(fields)} ORDER BY ${orderBy}), '[]')`;

const SUBSTITUTION = jsonObject<SubstitutionRow>({
  id: 'offer.id',
  productId: 'offer.productId',
  productName: 'offer.productName',
  quantity: 'offer.quantity',
  unitPrice: 'CAST(offer.unitPrice AS text)',
  gstRate: 'CAST(offer.gstRate AS text)',
  gstIncluded: 'offer.gstIncluded',
  status: 'offer.status',
  answerBy: 'offer.answerBy',
});

/** The lines, each with its latest replacement offer (`latestOffer`, a subquery on the line aliased `item`). */
const itemsWith = (latestOffer: string) =>
  jsonArray<OrderItemRow>(
    {
      id: 'item.id',
      quantity: 'item.quantity',
      unitPrice: 'CAST(item.unitPrice AS text)',
      totalPrice: 'CAST(item.totalPrice AS text)',
      gstAmount: 'CAST(item.gstAmount AS text)',
      fulfillmentStatus: 'item.fulfillmentStatus',
      productId: 'item.productId',
      productName: 'item.productName',
      substitution: latestOffer,
    },
    'item.position',
  );

const TIMELINE = jsonArray<OrderTimelineRow>(
  {
    status: 'change.status',
    changedAt: 'change.changedAt',
    role: 'change.role',
    reasonCode: 'change.reasonCode',
    reason: 'change.reason',
    event: 'change.event',
  },
  'change.changedAt',
);

/**
 * Selects `OrderRow`s from a query of orders aliased `order`: the lines and the timeline come as
 * JSON arrays from subqueries, so a page of orders is one statement and builds no entity. The
 * delivery code is read only for the customer, so no other answer can carry it. The invoice number,
 * the credit notes and the review come from `otherModulesSql`, the invoices' and the reviews'
 * modules' SQL for them.
 */
export function selectOrderRows(
  qb: SelectQueryBuilder<Order>,
  viewer: OrderActor,
  otherModulesSql: OrderRowSubqueries,
): SelectQueryBuilder<Order> {
  qb.select([]);
  for (const column of ORDER_COLUMNS) qb.addSelect(`order.${column}`, column);
  qb.addSelect(viewer === 'customer' ? 'order.deliveryCode' : 'NULL', 'deliveryCode');
  for (const [alias, sql] of Object.entries(otherModulesSql)) qb.addSelect(sql, alias);
  const { items, timeline } = (subqueries ??= subqueriesOf(qb));
  return qb.addSelect(items, 'items').addSelect(timeline, 'timeline');
}

/** The SQL of the lines' and the timeline's subqueries: the same for every query, so built once. */
let subqueries: { items: string; timeline: string } | undefined;

function subqueriesOf(qb: SelectQueryBuilder<Order>): { items: string; timeline: string } {
  const latestOffer = qb
    .subQuery()
    .select(SUBSTITUTION)
    .from(OrderItemSubstitution, 'offer')
    .where('offer.orderItemId = item.id')
    .orderBy('offer.offeredAt', 'DESC')
    .limit(1);
  const items = qb
    .subQuery()
    .select(itemsWith(latestOffer.getQuery()))
    .from(OrderItem, 'item')
    .where('item.orderId = order.id');
  const timeline = qb.subQuery().select(TIMELINE).from(OrderStatusChange, 'change').where('change.orderId = order.id');
  return { items: items.getQuery(), timeline: timeline.getQuery() };
}
