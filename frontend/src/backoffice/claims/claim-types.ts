import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** A problem a customer reported with a delivered order, and how it was decided. */
export type Claim = Schemas['ClaimResponse'];
export type ClaimStatus = Claim['status'];
/** Money owed back to a customer, and how it was paid back. */
export type Refund = Schemas['RefundResponse'];
export type RefundMethod = NonNullable<Refund['paidWith']>;
// The API's schema calls `amount` required, but the server takes it for a partial refund only.
export type ClaimDecision = Omit<Schemas['ClaimDecisionDto'], 'amount'> & { amount?: string };
export type ClaimDecisionChoice = ClaimDecision['decision'];
export type RefundPayment = Schemas['RefundPaymentDto'];
export type RefundPolicy = Schemas['RefundPolicyResponse'];
export type ClaimReason = Schemas['ClaimReasonResponse'];

const STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Open',
  rejected: 'Rejected',
  escalated: 'Escalated',
  accepted: 'Accepted',
};

export const claimStatusLabel = (status: ClaimStatus) => STATUS_LABELS[status];
export const claimStatusChoices = enumMembers(STATUS_LABELS).map((id) => ({ id, name: STATUS_LABELS[id] }));

const DECISION_LABELS: Record<ClaimDecisionChoice, string> = {
  'full-refund': 'Full refund',
  'partial-refund': 'Partial refund',
  replacement: 'Replacement',
  reject: 'Reject',
};

export const decisionLabel = (decision: ClaimDecisionChoice) => DECISION_LABELS[decision];

const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  khata: 'Khata credit',
};

export const refundMethods = enumMembers(REFUND_METHOD_LABELS);
export const refundMethodLabel = (method: RefundMethod) => REFUND_METHOD_LABELS[method];

/** How a paid refund went back to the customer, as the end of a sentence: "by UPI, UTR 412345678901". */
export function howRefundWasPaid({ paidWith, utr }: Pick<Refund, 'paidWith' | 'utr'>): string {
  if (paidWith === 'upi') return `by UPI, UTR ${utr}`;
  return paidWith === 'khata' ? 'as khata credit' : 'in cash';
}
