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

/** Who changed an order: the role of the signed-in user, or `system` for the accept-by timer. */
export const ORDER_ACTORS = ['customer', 'shopkeeper', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * What happened to an order besides a change of status, as its timeline shows it: the steps of a
 * claim (see the refunds module) and its refunds.
 */
export const ORDER_EVENTS = [
  'claim-opened',
  'claim-accepted',
  'claim-rejected',
  'claim-disputed',
  'claim-escalated',
  'refund-paid',
  'refunded-in-full',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Where a replacement the shop offered for an item stands: open until the customer (or the timer) answers it. */
export const SUBSTITUTION_STATUSES = ['offered', 'approved', 'rejected', 'expired'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/**
 * What the customer asks at checkout about an item the shop cannot supply: wait for their answer to
 * a replacement, take the shop's replacement at once, or only leave the item out.
 */
export const SUBSTITUTION_PREFERENCES = ['call-me', 'replace-with-similar', 'remove-unavailable'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
