import { ApiProperty } from '@nestjs/swagger';
import { formatMoney, hundredthsColumn } from '../../common/money';
import { CLAIM_REASON_CODE_SCHEMA } from '../../refund-policy/dto/refund-policy.dto';
import { claimableReasons, ClaimReasonCode } from '../../refund-policy/refund-policy';
import { OrderReviewResponse } from '../../reviews/dto/review.dto';
import { CANCEL_REASON_CODES, CancelReasonCode, cancelReasonsFor } from '../cancellation-reasons';
import {
  cancellableUntil,
  DELIVERY_CODE_ATTEMPTS,
  isLate,
  itemsChangeable,
  nextStatuses,
  rateable,
} from '../order-state-machine';
import {
  FULFILLMENT_STATUSES,
  FulfillmentStatus,
  ORDER_ACTORS,
  ORDER_EVENTS,
  ORDER_STATUSES,
  OrderActor,
  OrderEvent,
  OrderStatus,
  SUBSTITUTION_PREFERENCES,
  SubstitutionPreference,
} from '../order-status';
import { PAYMENT_METHODS, PaymentMethod } from '../../payments/payment-methods';
import { statusAwaitingPayment } from '../order-payment';
import { OrderItemRow, OrderRow } from '../order-rows';
import { OrderPaymentResponse } from './order-payment.dto';
import { answerRefusal, offerRefusal } from '../substitution-rules';
import { SubstitutionResponse } from './substitution.dto';

export class OrderAddressResponse {
  @ApiProperty({ example: 'Home' })
  title!: string;

  @ApiProperty({ example: '12, Nehru Marg' })
  addressLine!: string;

  @ApiProperty({ example: 'Jaipur' })
  city!: string;

  @ApiProperty({ example: 'Rajasthan' })
  state!: string;

  @ApiProperty({ example: '302004' })
  pincode!: string;
}

export class OrderShopResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Sharma General Store' })
  name!: string;

  @ApiProperty({ example: '+91 141 222 3333' })
  phone!: string;
}

export class OrderCustomerResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Priya Sharma' })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
}

export class OrderItemProductResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null if the product row is gone' })
  id!: string | null;

  @ApiProperty({ example: 'Aashirvaad Atta 5kg', description: 'As it was sold' })
  name!: string;
}

export class OrderItemResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 99 })
  quantity!: number;

  @ApiProperty({ example: '33.33', description: 'The price of one unit at checkout' })
  unitPrice!: string;

  @ApiProperty({ example: '99.99', description: 'unitPrice × quantity' })
  totalPrice!: string;

  @ApiProperty({ example: '15.25' })
  gstAmount!: string;

  @ApiProperty({ enum: FULFILLMENT_STATUSES, description: 'Lines not fulfillable are left out of the amounts' })
  fulfillmentStatus!: FulfillmentStatus;

  @ApiProperty({ type: OrderItemProductResponse })
  product!: OrderItemProductResponse;

  @ApiProperty({
    type: SubstitutionResponse,
    nullable: true,
    description: 'The latest replacement the shop offered for this item; null when it offered none',
  })
  substitution!: SubstitutionResponse | null;

  @ApiProperty({
    description:
      'Whether you may offer a replacement for this item now (the shop, while the order is pending or confirmed, ' +
      'unless the item is not fulfillable, a replacement awaits an answer, or the customer asked to remove unavailable items)',
  })
  substitutable!: boolean;
}

export class OrderTimelineEntry {
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: OrderStatus;

  @ApiProperty({ format: 'date-time' })
  changedAt!: string;

  @ApiProperty({
    enum: ORDER_ACTORS,
    description:
      '`system`: changed automatically (the accept-by timer, an unanswered replacement, or one approved as the customer asked at checkout)',
  })
  role!: OrderActor;

  @ApiProperty({
    type: String,
    enum: CANCEL_REASON_CODES,
    nullable: true,
    description: "A cancellation's reason code; null for other changes",
  })
  reasonCode!: CancelReasonCode | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Items not available: no atta today',
    description:
      "Why, as people read it: a cancellation's reason and note, an admin's override reason, or what dispatch did to unchecked items",
  })
  reason!: string | null;

  @ApiProperty({
    enum: ORDER_EVENTS,
    enumName: 'OrderEvent',
    nullable: true,
    description:
      "What happened, for an entry that is no change of status (a claim's step, a refund); `status` is the order's then",
  })
  event!: OrderEvent | null;
}

export class OrderCreditNoteResponse {
  @ApiProperty({ format: 'uuid', description: 'Download it at …/orders/{id}/credit-notes/{creditNoteId}' })
  id!: string;

  @ApiProperty({ example: 'CN-2627-000001', description: "Its number in the shop's series of credit notes" })
  number!: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;

  @ApiProperty({ example: '99.00', description: 'The value credited, GST and any delivery charge refunded included' })
  total!: string;
}

export class CancelReasonResponse {
  @ApiProperty({ enum: CANCEL_REASON_CODES, example: 'items-not-available' })
  code!: CancelReasonCode;

  @ApiProperty({ example: 'Items not available' })
  label!: string;

  @ApiProperty({ description: 'Whether cancelNote must say why (the reason `other`)' })
  noteRequired!: boolean;
}

export class OrderResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status!: OrderStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ format: 'uuid' })
  customerId!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  paymentMethod!: PaymentMethod;

  @ApiProperty({ type: OrderPaymentResponse, description: 'How the order is paid, and where its payment stands' })
  payment!: OrderPaymentResponse;

  @ApiProperty({ example: '188.57', description: 'Σ value before GST of the lines still due' })
  totalAmount!: string;

  @ApiProperty({ example: '9.43' })
  gstAmount!: string;

  @ApiProperty({ example: '30.00', description: 'Zero once no line is still due' })
  deliveryCharges!: string;

  @ApiProperty({ example: '228.00', description: 'totalAmount + gstAmount + deliveryCharges' })
  finalAmount!: string;

  @ApiProperty({ type: OrderAddressResponse, description: 'A copy of the address at checkout' })
  customerAddress!: OrderAddressResponse;

  @ApiProperty({ type: OrderShopResponse })
  shop!: OrderShopResponse;

  @ApiProperty({ type: OrderCustomerResponse })
  customer!: OrderCustomerResponse;

  @ApiProperty({ type: [OrderItemResponse] })
  orderItems!: OrderItemResponse[];

  @ApiProperty({
    enum: SUBSTITUTION_PREFERENCES,
    description:
      'What the customer asked at checkout about an item the shop cannot supply: to be asked about a replacement, ' +
      'to take the replacement the shop offers, or to have unavailable items removed',
  })
  substitutionPreference!: SubstitutionPreference;

  @ApiProperty({ type: [OrderTimelineEntry], description: 'Every status the order took, oldest first' })
  timeline!: OrderTimelineEntry[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the customer may still cancel; null once they no longer can',
  })
  cancellableUntil!: string | null;

  @ApiProperty({
    type: OrderReviewResponse,
    nullable: true,
    description: "The customer's rating of the shop for this order; null until they rate it",
  })
  review!: OrderReviewResponse | null;

  @ApiProperty({
    enum: ORDER_STATUSES,
    isArray: true,
    description: 'The statuses you may set now (PUT, or the cancel route for a customer); empty when none',
  })
  nextStatuses!: OrderStatus[];

  @ApiProperty({
    description: 'Whether you may mark items fulfilled or not fulfillable now (the shop, until dispatch)',
  })
  itemsChangeable!: boolean;

  @ApiProperty({ description: 'Whether you may rate the shop for this order now (the customer, once delivered, once)' })
  rateable!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While pending: when the order is cancelled automatically unless the shop accepts it; null otherwise',
  })
  acceptBy!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the order should be at the door: placed at, plus the estimated delivery time at checkout ' +
      '(preparation and travel); null for orders placed before promises were kept',
  })
  promisedBy!: string | null;

  @ApiProperty({ description: 'Whether the order is past promisedBy and still not delivered, complete or cancelled' })
  late!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{4}$',
    example: '4821',
    description:
      'The customer only, while the order is dispatched: the code to tell the delivery person. Null otherwise, and always for the shop and admins',
  })
  deliveryCode!: string | null;

  @ApiProperty({
    description: `True after ${DELIVERY_CODE_ATTEMPTS} wrong delivery codes: the shop can no longer mark the order delivered, an admin must`,
  })
  deliveryCodeLocked!: boolean;

  @ApiProperty({
    type: [CancelReasonResponse],
    description: 'The reasons you may give to cancel this order now; empty when you cannot cancel it',
  })
  cancelReasons!: CancelReasonResponse[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'INV-2627-000123',
    description:
      "The tax invoice's number, issued when the order is delivered (download it at …/orders/{id}/invoice); null before",
  })
  invoiceNumber!: string | null;

  @ApiProperty({
    type: [OrderCreditNoteResponse],
    description: 'The GST credit notes against the tax invoice, for what was refunded, oldest first; empty when none',
  })
  creditNotes!: OrderCreditNoteResponse[];

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The order this one sends items again for, free of charge (a claim settled by a replacement)',
  })
  replacementOf!: string | null;

  @ApiProperty({
    ...CLAIM_REASON_CODE_SCHEMA,
    isArray: true,
    description:
      'The customer only: the problems they may report of the order now, within their windows (see GET /api/refund-policy); empty for others',
  })
  claimableReasons!: ClaimReasonCode[];

  /** An order read as an `OrderRow`, with its review if any, as `viewer` sees it. */
  static from(order: OrderRow, viewer: OrderActor, now: Date): OrderResponse {
    const review = reviewOf(order);
    const deliveryCodeLocked = order.wrongDeliveryCodes >= DELIVERY_CODE_ATTEMPTS;
    // An invoiced order is taken back by a full refund and its credit note, never cancelled.
    const next = nextStatuses(
      viewer,
      order.status,
      order.createdAt,
      now,
      deliveryCodeLocked,
      statusAwaitingPayment(order),
    ).filter((status) => status !== 'cancelled' || order.invoiceNumber === null);
    return {
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      customerId: order.customerId,
      shopId: order.shopId,
      paymentMethod: order.paymentMethod,
      payment: OrderPaymentResponse.from({
        ...order,
        finalAmount: hundredthsColumn.from(order.finalAmount),
        amountPaid: hundredthsColumn.from(order.amountPaid),
      }),
      totalAmount: money(order.totalAmount),
      gstAmount: money(order.gstAmount),
      deliveryCharges: money(order.deliveryCharges),
      finalAmount: money(order.finalAmount),
      customerAddress: {
        title: order.addressTitle,
        addressLine: order.addressLine,
        city: order.addressCity,
        state: order.addressState,
        pincode: order.addressPincode,
      },
      shop: { id: order.shopId, name: order.shopName, phone: order.shopPhone },
      customer: { id: order.customerId, name: order.customerName, phone: order.customerPhone },
      orderItems: order.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        unitPrice: money(item.unitPrice),
        totalPrice: money(item.totalPrice),
        gstAmount: money(item.gstAmount),
        fulfillmentStatus: item.fulfillmentStatus,
        product: { id: item.productId, name: item.productName },
        ...substitutionOf(order, item, viewer, now),
      })),
      substitutionPreference: order.substitutionPreference,
      timeline: order.timeline.map((change) => ({
        status: change.status,
        changedAt: new Date(change.changedAt).toISOString(),
        role: change.role,
        reasonCode: change.reasonCode as CancelReasonCode | null,
        reason: change.reason,
        event: change.event,
      })),
      cancellableUntil: cancellableUntil(order.status, order.createdAt, now)?.toISOString() ?? null,
      review,
      nextStatuses: next,
      itemsChangeable: itemsChangeable(viewer, order.status),
      rateable: rateable(viewer, order.status, review !== null),
      acceptBy: order.status === 'pending' && order.acceptBy ? new Date(order.acceptBy).toISOString() : null,
      promisedBy: order.promisedBy && new Date(order.promisedBy).toISOString(),
      late: isLate(order.status, order.promisedBy && new Date(order.promisedBy), now),
      deliveryCode: viewer === 'customer' && order.status === 'dispatched' ? order.deliveryCode : null,
      deliveryCodeLocked,
      cancelReasons: next.includes('cancelled') ? cancelReasonsFor(viewer) : [],
      invoiceNumber: order.invoiceNumber,
      replacementOf: order.replacementOf,
      claimableReasons:
        viewer === 'customer' && order.replacementOf === null
          ? claimableReasons({ ...order, deliveredAt: order.deliveredAt && new Date(order.deliveredAt) }, now)
          : [],
      creditNotes: order.creditNotes.map((note) => ({
        id: note.id,
        number: note.number,
        issuedAt: new Date(note.issuedAt).toISOString(),
        total: money(note.total),
      })),
    };
  }
}

/** The item's latest replacement offer, and whether `viewer` may offer one now. */
function substitutionOf(order: OrderRow, item: OrderItemRow, viewer: OrderActor, now: Date) {
  const offer = item.substitution;
  const answerable =
    viewer === 'customer' &&
    answerRefusal({
      orderStatus: order.status,
      latestOffer: offer?.status,
      answerBy: offer ? new Date(offer.answerBy) : undefined,
      now,
    }) === undefined;
  const offerable = offerRefusal({
    orderStatus: order.status,
    preference: order.substitutionPreference,
    fulfillmentStatus: item.fulfillmentStatus,
    latestOffer: offer?.status,
  });
  return {
    substitution: offer && SubstitutionResponse.from(offer, answerable),
    substitutable: viewer === 'shopkeeper' && offerable === undefined,
  };
}

/** An amount as the database writes it, through paise, the one way money is written. */
function money(text: string): string {
  return formatMoney(hundredthsColumn.from(text));
}

/** The order's review, from its row's review columns; null before the customer rates it. */
function reviewOf({ reviewRating, reviewComment, reviewCreatedAt }: OrderRow): OrderReviewResponse | null {
  if (reviewRating === null || reviewCreatedAt === null) return null;
  return OrderReviewResponse.from({ rating: reviewRating, comment: reviewComment, createdAt: reviewCreatedAt });
}
