import { Paise } from '../common/money';
import { OrderStatus } from './order-status';
import { PaidWith, PaymentMethod, PaymentStatus, PaymentTiming } from '../payments/payment-methods';

/** An order's payment, as its columns hold it (amounts in paise). */
export interface OrderPayment {
  id: string;
  status: OrderStatus;
  finalAmount: Paise;
  paymentMethod: PaymentMethod;
  paymentTiming: PaymentTiming;
  paymentStatus: PaymentStatus;
  paidWith: PaidWith | null;
  amountPaid: Paise;
  paymentUtr: string | null;
  customerUtr: string | null;
  paidAt: Date | null;
  upiId: string | null;
  upiPayeeName: string | null;
}

/**
 * The status an unconfirmed UPI payment holds the order back from: dispatch for one paid before it
 * leaves the shop, delivery for one paid at the door. Undefined when nothing waits on a payment.
 */
export function statusAwaitingPayment({
  paymentMethod,
  paymentTiming,
  paymentStatus,
}: Pick<OrderPayment, 'paymentMethod' | 'paymentTiming' | 'paymentStatus'>): OrderStatus | undefined {
  if (paymentMethod !== 'upi' || paymentStatus === 'paid') return undefined;
  return paymentTiming === 'now' ? 'dispatched' : 'delivered';
}

/** The reference a UPI payment for the order carries (`tr`), at most 35 characters: its id without hyphens. */
export const upiReferenceOf = (orderId: string): string => orderId.replaceAll('-', '');

/** The columns of an order paid in full, in cash, at `now`. */
export function cashPaid(order: Pick<OrderPayment, 'finalAmount'>, now: Date) {
  return { paymentStatus: 'paid', paidWith: 'cash', amountPaid: order.finalAmount, paidAt: now } as const;
}

/** How the order was paid, in words, for its invoice. */
export function paymentInWords(
  order: Pick<OrderPayment, 'paymentMethod' | 'paymentStatus' | 'paidWith' | 'paymentUtr'>,
): string {
  if (order.paymentMethod === 'khata') return 'On khata (pay later)';
  if (order.paymentStatus !== 'paid')
    return order.paymentMethod === 'upi' ? 'UPI, awaiting payment' : 'Cash on delivery';
  if (order.paidWith === 'upi') return `UPI, UTR ${order.paymentUtr}`;
  return order.paymentMethod === 'upi' ? 'Cash on delivery (instead of UPI)' : 'Cash on delivery';
}
