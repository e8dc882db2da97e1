import { onlySet, rupeesError, textError } from '../../forms/validation';
import { formatRupees } from '../../format';
import type { Claim, ClaimDecision, ClaimDecisionChoice, RefundPolicy } from './claim-types';

// The server's rules for a decision, mirrored so that a mistake shows beside its field.

/** The longest note a decision may carry. */
export const DECISION_NOTE_MAX_LENGTH = 500;
/** The most any amount may be: ₹1 crore, in paise (the server also refuses more than the claim's items were paid). */
const MAX_AMOUNT = 10_000_000_00;

/** A late delivery's refund is set by the policy's rule (its delivery charge and a share of the items' value). */
const AMOUNT_SET_BY_RULE = new Set<Claim['reasonCode']>(['FLM004']);

/** Whether a partial refund of the claim asks for its amount. */
export const asksAmount = (claim: Pick<Claim, 'reasonCode'>) => !AMOUNT_SET_BY_RULE.has(claim.reasonCode);

export interface DecisionValues {
  decision: ClaimDecisionChoice | '';
  amount: string;
  note: string;
}

export const NO_DECISION: DecisionValues = { decision: '', amount: '', note: '' };

export function decisionErrors(claim: Claim, { decision, amount, note }: DecisionValues) {
  return onlySet<DecisionValues>({
    decision: decision ? undefined : 'Choose how to settle the claim, or reject it',
    amount: decision === 'partial-refund' && asksAmount(claim) ? rupeesError(amount, { max: MAX_AMOUNT }) : undefined,
    note: decision === 'reject' ? textError(note, 'A reason for rejecting', DECISION_NOTE_MAX_LENGTH) : undefined,
  });
}

/** The body of the decision: an amount only for a partial refund that asks one, a note only when written. */
export function decisionRequest(claim: Claim, { decision, amount, note }: DecisionValues): ClaimDecision {
  return {
    decision: decision as ClaimDecisionChoice,
    ...(decision === 'partial-refund' && asksAmount(claim) ? { amount: amount.trim() } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  };
}

interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
}

/** What the decision will do, asked before it is sent: no decision can be taken back. */
export function confirmation(claim: Claim, values: DecisionValues, policy: RefundPolicy, final: boolean): Confirmation {
  const { decision, amount } = values;
  const after = final
    ? ' This decision is final.'
    : decision === 'reject'
      ? ` The customer may take it to Mohalla within ${policy.disputeWithinHours} hours.`
      : '';
  if (decision === 'full-refund') {
    return {
      title: 'Refund in full?',
      text: `${claim.customerName} gets back what they paid for what they reported; the refund is due until its payment is recorded.${after}`,
      confirmLabel: 'Refund in full',
    };
  }
  if (decision === 'partial-refund') {
    const what = asksAmount(claim) ? formatRupees(amount) : 'the late delivery refund';
    return {
      title: `Refund ${what}?`,
      text: `${claim.customerName} gets back ${what}; the refund is due until its payment is recorded.${after}`,
      confirmLabel: 'Refund',
    };
  }
  if (decision === 'replacement') {
    return {
      title: 'Send a replacement?',
      text: `A new ₹0 order of what was reported is placed for ${claim.customerName}, already accepted.${after}`,
      confirmLabel: 'Send replacement',
    };
  }
  return { title: 'Reject this claim?', text: `The customer sees your reason.${after}`, confirmLabel: 'Reject claim' };
}
