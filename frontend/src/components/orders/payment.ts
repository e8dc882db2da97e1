import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

type Order = components['schemas']['OrderResponse'];
type OrderPayment = Order['payment'];
type PaymentMethod = OrderPayment['method'];
type PaymentStatus = OrderPayment['status'];
type PaymentTiming = OrderPayment['timing'];

/** How every page writes each way to pay: one way, everywhere. UPI is the spec's "Online". */
const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on Delivery',
  upi: 'UPI',
  khata: 'Khata',
};

const TIMING_LABELS: Record<PaymentTiming, string> = {
  now: 'pay now',
  at_door: 'pay at the door',
  later: 'pay later',
};

const STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  on_khata: 'On khata',
  not_received: 'Not received',
};

/** "UPI, pay now", "UPI, pay at the door", "Cash on Delivery": the way an order is paid. */
export function paymentMethodLabel({ method, timing }: Pick<OrderPayment, 'method' | 'timing'>): string {
  return method === 'upi' ? `${METHOD_LABELS.upi}, ${TIMING_LABELS[timing]}` : METHOD_LABELS[method];
}

/** The payment methods as react-admin select choices, for the order lists' filters. */
export const paymentMethodChoices = enumMembers(METHOD_LABELS).map((id) => ({ id, name: METHOD_LABELS[id] }));
/** The payment states as react-admin select choices, for the order lists' filters. */
export const paymentStatusChoices = enumMembers(STATUS_LABELS).map((id) => ({ id, name: STATUS_LABELS[id] }));

/** A UPI order of which the shop has not received the money yet (nor said it did not). */
export function awaitsUpiPayment(order: Pick<Order, 'status' | 'payment'>): boolean {
  const { method, status } = order.payment;
  return method === 'upi' && order.status !== 'cancelled' && (status === 'unpaid' || status === 'not_received');
}

/**
 * Why the shop cannot move the order on yet, when its payment holds it: a "pay now" UPI order is
 * dispatched once paid, a "pay at the door" one delivered once its payment is recorded. The server
 * says so by leaving the move out of `nextStatuses`; this says why.
 */
export function paymentHold(order: Pick<Order, 'status' | 'payment' | 'nextStatuses'>): string | null {
  if (!awaitsUpiPayment(order)) return null;
  if (
    order.payment.timing === 'now' &&
    order.status === 'ready for pickup' &&
    !order.nextStatuses.includes('dispatched')
  )
    return "Waiting for UPI payment: confirm the customer's payment with its UTR, then dispatch.";
  if (order.payment.timing === 'at_door' && order.status === 'dispatched' && !order.nextStatuses.includes('delivered'))
    return 'Record how the customer paid at the door (UPI with its UTR, or cash), then mark the order delivered.';
  return null;
}

/** A UTR (the bank's reference of a UPI payment) is exactly 12 digits. */
const UTR = /^\d{12}$/;

/** What is wrong with a UTR typed in, or undefined when it is one. */
export function utrProblem(utr: string): string | undefined {
  if (utr.trim() === '') return 'Enter the UTR';
  return UTR.test(utr.trim()) ? undefined : 'A UTR is 12 digits, such as 412345678901';
}

/** Keeps the digits of what was typed or pasted ("4123 4567 8901"), at most 12. */
export const utrDigits = (text: string) => text.replace(/\D/g, '').slice(0, 12);

/** The payment's state in a few words, for a chip: "Waiting for UPI payment", "Paid by UPI"… */
export function paymentStateLabel(order: Pick<Order, 'status' | 'payment'>): string {
  const { payment } = order;
  if (payment.status === 'paid') return payment.paidWith === 'cash' ? 'Paid in cash' : 'Paid by UPI';
  if (payment.status === 'on_khata') return 'On khata';
  if (!awaitsUpiPayment(order)) return paymentMethodLabel(payment);
  if (payment.status === 'not_received') return 'UPI payment not received';
  if (payment.customerUtr) return 'UPI sent: confirm it';
  return payment.timing === 'now' ? 'Waiting for UPI payment' : 'UPI at the door';
}
