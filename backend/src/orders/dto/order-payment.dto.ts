import { ApiProperty } from '@nestjs/swagger';
import { formatMoney, Paise } from '../../common/money';
import { upiPayLink } from '../../payments/upi';
import { OrderPayment, upiReferenceOf } from '../order-payment';
import {
  PAID_WITH,
  PaidWith,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TIMINGS,
  PaymentMethod,
  PaymentStatus,
  PaymentTiming,
} from '../../payments/payment-methods';

/** What the order comes to now: nothing once it is cancelled. */
const amountOwed = (order: OrderPayment): Paise => (order.status === 'cancelled' ? 0 : order.finalAmount);

export class OrderPaymentResponse {
  @ApiProperty({ enum: PAYMENT_METHODS })
  method!: PaymentMethod;

  @ApiProperty({
    enum: PAYMENT_TIMINGS,
    description: 'When the money is due: before dispatch (UPI, pay now), at the door (cash or UPI), or later (khata)',
  })
  timing!: PaymentTiming;

  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description:
      "unpaid; paid (paidWith says how); on_khata: written on the customer's khata; not_received: the shop " +
      'says the UPI payment did not reach it (a new UTR from the customer makes it unpaid again)',
  })
  status!: PaymentStatus;

  @ApiProperty({ enum: PAID_WITH, nullable: true, description: 'How the shop was paid; null until it was' })
  paidWith!: PaidWith | null;

  @ApiProperty({ type: String, nullable: true, example: '412345678901', description: 'The UTR the shop confirmed' })
  utr!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '412345678901',
    description: 'The UTR the customer says they paid with, for the shop to find in its statement',
  })
  customerUtr!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;

  @ApiProperty({ example: '0.00', description: 'What the shop has received for the order' })
  amountPaid!: string;

  @ApiProperty({ example: '228.00', description: 'What is still to pay: the final amount less what was paid' })
  amountDue!: string;

  @ApiProperty({
    example: '0.00',
    description:
      'What the shop owes back of the order as it stands: paid beyond the final amount (items not supplied). Once ' +
      "the order is cancelled, what was paid is a refund of the order (see the refunds, reason 'Order cancelled'), " +
      'due until the shop records it paid back: 0 here',
  })
  refundDue!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'upi://pay?pa=sharmakirana%40okaxis&pn=Sharma%20Kirana&am=228.00&cu=INR&tr=4f1c…&tn=Mohalla%20order%20%234F1C2A9B',
    description:
      "A UPI order's payment link for amountDue, to the shop's UPI ID; a QR code carries the same. Null when nothing is due",
  })
  upiLink!: string | null;

  static from(order: OrderPayment): OrderPaymentResponse {
    const owed = amountOwed(order);
    const due = order.paymentStatus === 'on_khata' ? 0 : Math.max(0, owed - order.amountPaid);
    const payable = order.paymentMethod === 'upi' && order.upiId !== null && due > 0;
    return {
      method: order.paymentMethod,
      timing: order.paymentTiming,
      status: order.paymentStatus,
      paidWith: order.paidWith,
      utr: order.paymentUtr,
      customerUtr: order.customerUtr,
      paidAt: order.paidAt && new Date(order.paidAt).toISOString(),
      amountPaid: formatMoney(order.amountPaid),
      amountDue: formatMoney(due),
      // A cancelled order's payment is owed back by a refund of the order (the refunds module's), not here.
      refundDue: formatMoney(order.status === 'cancelled' ? 0 : Math.max(0, order.amountPaid - order.finalAmount)),
      upiLink: payable
        ? upiPayLink({
            payeeId: order.upiId!,
            payeeName: order.upiPayeeName!,
            amount: due,
            reference: upiReferenceOf(order.id),
            note: `Mohalla order #${order.id.slice(0, 8).toUpperCase()}`,
          })
        : null,
    };
  }
}
