/**
 * How an order is paid: cash at the door, UPI straight to the shop's own UPI ID (the spec's
 * "Online"), or on the shop's khata (its credit book) for a customer the shop gave one.
 */
export const PAYMENT_METHODS = ['cash_on_delivery', 'upi', 'khata'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a customer may choose at checkout. */
export const CHECKOUT_PAYMENT_METHODS = ['cash_on_delivery', 'upi'] as const satisfies readonly PaymentMethod[];
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** When the money is due: before the shop dispatches, at the door, or later, on the khata. */
export const PAYMENT_TIMINGS = ['now', 'at_door', 'later'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/** When a UPI order is paid: before the shop dispatches it, or at the door. */
export const UPI_TIMINGS = ['now', 'at_door'] as const satisfies readonly PaymentTiming[];
export type UpiTiming = (typeof UPI_TIMINGS)[number];

/**
 * Where an order's payment stands: not yet received; received (`paidWith` says how); written on
 * the customer's khata; or a UPI payment the shop says it did not receive (the customer may send
 * a new UTR, which makes it unpaid again, awaiting the shop).
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'on_khata', 'not_received'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the shop was paid: a UPI order paid at the door may be paid in cash after all. */
export const PAID_WITH = ['cash', 'upi'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

/** The ways a shop takes payment at checkout: cash always, UPI once it has a UPI ID. */
export function paymentMethodsOf(shop: { upiId: string | null }): PaymentMethod[] {
  return shop.upiId ? ['cash_on_delivery', 'upi'] : ['cash_on_delivery'];
}
