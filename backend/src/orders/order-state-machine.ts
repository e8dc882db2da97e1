import { CANCEL_WITHIN_MINUTES } from '../refund-policy/refund-policy';
import { ORDER_STATUSES, OrderActor, OrderStatus } from './order-status';

/** A customer may cancel an order this long after placing it, while it is still pending (D8). */
export const CUSTOMER_CANCEL_WINDOW_MS = CANCEL_WITHIN_MINUTES * 60_000;

/**
 * Who may move an order from which status to which (D8, D10): forward one step at a time, the
 * shopkeeper may cancel before dispatch, the customer may cancel a pending order (within the
 * window, checked below), the accept-by timer may cancel a pending order. `cancelled` and
 * `complete` are final. An admin may set any status. After five wrong delivery codes only an admin
 * can mark the order delivered.
 */
/** Cancelling a pending order and nothing else: the customer (within the window) and the accept-by timer. */
const CANCEL_WHILE_PENDING: Record<OrderStatus, OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: [],
  'ready for pickup': [],
  dispatched: [],
  delivered: [],
  complete: [],
  cancelled: [],
};

const TRANSITIONS: Record<Exclude<OrderActor, 'admin'>, Record<OrderStatus, OrderStatus[]>> = {
  shopkeeper: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['ready for pickup', 'cancelled'],
    'ready for pickup': ['dispatched', 'cancelled'],
    dispatched: ['delivered'],
    delivered: ['complete'],
    complete: [],
    cancelled: [],
  },
  customer: CANCEL_WHILE_PENDING,
  // The accept-by timer cancels an order the shop did not accept in time.
  system: CANCEL_WHILE_PENDING,
};

/** Wrong delivery codes after which the shopkeeper can no longer mark the order delivered. */
export const DELIVERY_CODE_ATTEMPTS = 5;

export const DELIVERY_CODE_LOCKED =
  'Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.';

/** Until dispatch, the shop can still change what it sends: item fulfillment and cancelling. */
/** Why the shop may not yet move an order whose UPI payment it has not confirmed. */
const PAYMENT_FIRST: Partial<Record<OrderStatus, string>> = {
  dispatched: "Waiting for the customer's UPI payment: confirm it with its UTR before dispatch.",
  delivered: 'Record how the customer paid at the door (UPI with its UTR, or cash) before marking the order delivered.',
};

const BEFORE_DISPATCH: OrderStatus[] = ['pending', 'confirmed', 'ready for pickup'];

export interface Transition {
  actor: OrderActor;
  from: OrderStatus;
  to: OrderStatus;
  placedAt: Date;
  now: Date;
  /** Five wrong delivery codes were entered since dispatch. */
  deliveryCodeLocked?: boolean;
  /** The status an unconfirmed UPI payment holds the order back from (see `statusAwaitingPayment`). */
  awaitingPayment?: OrderStatus;
}

/** Why the transition is refused, in words a person can read; undefined when it is allowed. */
export function refusal({
  actor,
  from,
  to,
  placedAt,
  now,
  deliveryCodeLocked,
  awaitingPayment,
}: Transition): string | undefined {
  if (from === to) return `The order is already ${from}.`;
  if (actor === 'admin') return undefined;
  const allowed = TRANSITIONS[actor][from];
  if (allowed.includes(to)) {
    if (to === 'delivered' && deliveryCodeLocked) return DELIVERY_CODE_LOCKED;
    if (to === awaitingPayment) return PAYMENT_FIRST[to];
    const late = actor === 'customer' && now.getTime() - placedAt.getTime() >= CUSTOMER_CANCEL_WINDOW_MS;
    return late ? `An order can only be cancelled within ${CANCEL_WITHIN_MINUTES} minutes of placing it.` : undefined;
  }
  if (actor === 'customer') {
    return to === 'cancelled'
      ? `The order is ${from}: it can no longer be cancelled.`
      : 'You can only cancel an order, and only while it is pending.';
  }
  if (allowed.length === 0) return `The order is ${from}: it can no longer change.`;
  if (to === 'cancelled') return `The order is ${from}: it can no longer be cancelled.`;
  return `An order that is ${from} can only be changed to ${allowed.join(' or ')}.`;
}

/** The statuses `actor` may move the order to now, the moves `refusal` allows. */
export function nextStatuses(
  actor: OrderActor,
  from: OrderStatus,
  placedAt: Date,
  now: Date,
  deliveryCodeLocked = false,
  awaitingPayment?: OrderStatus,
): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (to) => refusal({ actor, from, to, placedAt, now, deliveryCodeLocked, awaitingPayment }) === undefined,
  );
}

/** Until when the customer may still cancel; null once they no longer can. */
export function cancellableUntil(status: OrderStatus, placedAt: Date, now: Date): Date | null {
  const until = new Date(placedAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS);
  return status === 'pending' && now < until ? until : null;
}

/** A customer may rate the shop once the order has reached them, once (D9). */
const RATEABLE: OrderStatus[] = ['delivered', 'complete'];

export function rateable(actor: OrderActor, status: OrderStatus, rated: boolean): boolean {
  return actor === 'customer' && !rated && RATEABLE.includes(status);
}

/** The shop can mark items fulfilled or not fulfillable until the order is dispatched. */
export function itemsChangeable(actor: OrderActor, status: OrderStatus): boolean {
  return actor === 'shopkeeper' && BEFORE_DISPATCH.includes(status);
}

/** The statuses after which an order is no longer on its way: it arrived, or it never will. */
const ARRIVED_OR_ENDED: OrderStatus[] = ['delivered', 'complete', 'cancelled'];

/** Past its promise: still on its way after `promisedBy` (orders without a promise never are). */
export function isLate(status: OrderStatus, promisedBy: Date | null, now: Date): boolean {
  return promisedBy !== null && !ARRIVED_OR_ENDED.includes(status) && now > promisedBy;
}
