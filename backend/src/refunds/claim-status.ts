/**
 * Where a claim stands: waiting for the shop; rejected by it (the customer may still take it to
 * the admin); with the admin (unanswered in time, or disputed); accepted, with its outcome.
 */
export const CLAIM_STATUSES = ['open', 'rejected', 'escalated', 'accepted'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Why a claim went to the admin. */
export const ESCALATION_CAUSES = ['unanswered', 'disputed'] as const;
export type EscalationCause = (typeof ESCALATION_CAUSES)[number];

/** Who decided a claim: its shop, or the admin (final). */
export const DECIDERS = ['shopkeeper', 'admin'] as const;
export type Decider = (typeof DECIDERS)[number];

/** Where a refund stands: owed to the customer, or paid back. */
export const REFUND_STATUSES = ['due', 'paid'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a refund was paid back: cash, UPI (with its UTR), or as credit on the customer's khata at the shop. */
export const REFUND_METHODS = ['cash', 'upi', 'khata'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
