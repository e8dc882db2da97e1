/** How a shop was paid, for an order or into a khata: in cash, or by UPI (with the UTR of the payment). */
export const PAID_WITH = ['cash', 'upi'] as const;
export type PaidWith = (typeof PAID_WITH)[number];
