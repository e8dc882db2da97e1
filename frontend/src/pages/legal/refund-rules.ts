import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import type { components } from '../../api/schema';
import { formatPercent } from '../../format';

/**
 * The refund policy the server applies, for the pages that state it: its read, and its rules in
 * words, with which the refund page and the help centre's answers say what the server does.
 *
 * The read and its query key are here rather than in api/ because the entry must not grow: keyed in
 * api/query-keys.ts, the entry would carry the key; in a file of its own, the bundler would make it a
 * chunk, which the entry names. Nothing changes the policy, so no invalidation needs to name the key.
 */

export type RefundPolicy = components['schemas']['RefundPolicyResponse'];
export type ClaimReasonCode = components['schemas']['ClaimReasonCode'];
type ClaimOutcome = components['schemas']['ClaimOutcome'];

/** Public: the windows, what may be reported, the late delivery refund. */
export function useRefundPolicy() {
  return useQuery({ queryKey: ['refund-policy'], queryFn: () => dataOf(api.GET('/api/refund-policy')) });
}

const either = new Intl.ListFormat('en-IN', { type: 'disjunction' });

export function hours(count: number): string {
  return `${count} ${count === 1 ? 'hour' : 'hours'}`;
}

/** 120 minutes reads '2 hours'; 90 reads '90 minutes'. */
export function duration(minutes: number): string {
  return minutes % 60 === 0 ? hours(minutes / 60) : `${minutes} minutes`;
}

export const OUTCOME_LABELS: Record<ClaimOutcome, string> = {
  'full-refund': 'Full refund',
  'partial-refund': 'Partial refund',
  replacement: 'Replacement',
};

/** 'a full refund, a partial refund or a replacement' */
export function outcomesInWords(outcomes: readonly ClaimOutcome[]): string {
  return either.format(outcomes.map((outcome) => `a ${OUTCOME_LABELS[outcome].toLowerCase()}`));
}

export function claimReason(policy: RefundPolicy, code: ClaimReasonCode) {
  const reason = policy.reasons.find((candidate) => candidate.code === code);
  if (!reason) throw new Error(`The refund policy has no reason ${code}`);
  return reason;
}

/** What a late delivery gives back: "the delivery charge and 10% of the items' value". */
export function lateDeliveryRefund(policy: RefundPolicy): string {
  return `the delivery charge and ${formatPercent(policy.lateRefundPercent)} of the items' value`;
}

export const REPORT_ON_THE_ORDER = 'Open the order under My Orders and choose Report a problem';

/** Each problem with its window: 'Missing item: 48 hours; Wrong item: 24 hours; …'. */
export function reportWindows(policy: RefundPolicy): string {
  return policy.reasons.map((reason) => `${reason.label}: ${hours(reason.windowHours)}`).join('; ');
}

export function photosAllowed(policy: RefundPolicy): string {
  const withPhotos = policy.reasons.filter((reason) => reason.photos);
  const problems = either.format(withPhotos.map((reason) => `a ${reason.label.toLowerCase()}`));
  return `When you report ${problems}, you can add up to ${policy.maxPhotos} photos.`;
}

export function shopAnswers(policy: RefundPolicy): string {
  return `The shop answers within ${hours(policy.shopAnswersWithinHours)}: it accepts your report with a refund or a replacement, as the problem allows, or rejects it and says why.`;
}

export function mohallaTeamDecides(policy: RefundPolicy): string {
  return `If the shop has not answered within ${hours(policy.shopAnswersWithinHours)}, or if you disagree with its rejection and say so within ${hours(policy.disputeWithinHours)} of it, the Mohalla team decides. Its decision is final.`;
}

export const REFUND_PAID_BACK =
  "A refund is paid back the way the order was paid: in cash, by UPI to you (the shop records the refund's UTR) or as credit on your khata with that shop. For an invoiced order you also get a GST credit note.";
