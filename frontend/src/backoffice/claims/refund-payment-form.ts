import { utrProblem } from '../../components/orders/payment';
import type { DialogForm } from '../../forms/useDialogForm';
import { onlySet } from '../../forms/validation';
import type { RefundMethod, RefundPayment } from './claim-types';

interface RefundPaymentValues {
  paidWith: RefundMethod;
  utr: string;
}

export const refundPaymentForm: DialogForm<RefundPaymentValues, RefundPayment> = {
  initial: { paidWith: 'cash', utr: '' },
  validate: ({ paidWith, utr }) => onlySet({ utr: paidWith === 'upi' ? utrProblem(utr) : undefined }),
  // A UTR is the server's only for a UPI payment: one typed before choosing cash stays here.
  toRequest: ({ paidWith, utr }) => (paidWith === 'upi' ? { paidWith, utr } : { paidWith }),
};
