/** The statuses of an order, in the order an order normally goes through them (D8). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'ready for pickup',
  'dispatched',
  'delivered',
  'complete',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FULFILLMENT_STATUSES = ['pending', 'fulfilled', 'not fulfillable'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/**
 * How an order is paid: cash at the door, UPI straight to the shop's own UPI ID (the spec's
 * "Online"), or on the shop's khata (its credit book) for a customer the shop gave one.
 */
export const PAYMENT_METHODS = ['cash_on_delivery', 'upi', 'khata'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** When the money is due: before the shop dispatches, at the door, or later, on the khata. */
export const PAYMENT_TIMINGS = ['now', 'at_door', 'later'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/**
 * Where an order's payment stands: not yet received; received (`paidWith` says how); written on
 * the customer's khata; or a UPI payment the shop says it did not receive (the customer may send
 * a new UTR, which makes it unpaid again, awaiting the shop).
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'on_khata', 'not_received'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the shop was paid: a UPI order paid at the door may be paid in cash after all. */
export { PAID_WITH, type PaidWith } from '../payments/paid-with';

/** Who changed an order: the role of the signed-in user, or `system` for the accept-by timer. */
export const ORDER_ACTORS = ['customer', 'shopkeeper', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Where a replacement the shop offered for an item stands: open until the customer (or the timer) answers it. */
export const SUBSTITUTION_STATUSES = ['offered', 'approved', 'rejected', 'expired'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/**
 * What the customer asks at checkout about an item the shop cannot supply: wait for their answer to
 * a replacement, take the shop's replacement at once, or only leave the item out.
 */
export const SUBSTITUTION_PREFERENCES = ['call-me', 'replace-with-similar', 'remove-unavailable'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
