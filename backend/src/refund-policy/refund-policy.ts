import type { Paise, Percentage } from '../common/money';

/**
 * The refund policy, in one place: the windows, the issue codes and what each may lead to. The
 * server applies these, and the refund and help pages read them from GET /api/refund-policy, so
 * that what the pages promise is what the server does.
 */

/** A customer may cancel a pending order this long after placing it (D8): nothing to pay, or all of it back. */
export const CANCEL_WITHIN_MINUTES = 30;

/** A delivery is late when it reached the customer more than this long after the time promised. */
export const LATE_AFTER_MINUTES = 120;

/** The shop answers a claim within this long; an unanswered claim then goes to the admin. */
export const SHOP_ANSWERS_WITHIN_HOURS = 24;

/** A customer may ask the admin to review a rejected claim within this long of the rejection. */
export const DISPUTE_WITHIN_HOURS = 48;

/** Photos a claim of a wrong or damaged item may carry. */
export const MAX_CLAIM_PHOTOS = 3;

/** How a claim can be settled: money back in full or in part, or the items sent again as a ₹0 order. */
export const CLAIM_OUTCOMES = ['full-refund', 'partial-refund', 'replacement'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

/**
 * What a customer may report of a delivered order, coded as ONDC's issue codes are, with how long
 * after delivery they may report it, whether it names items or is of the whole order, whether photos
 * may show it, and the outcomes the shop (or admin) may accept it with.
 */
export const CLAIM_REASONS = [
  {
    code: 'ITM001',
    label: 'Missing item',
    windowHours: 48,
    scope: 'items',
    photos: false,
    outcomes: ['full-refund', 'partial-refund', 'replacement'],
  },
  {
    code: 'ITM003',
    label: 'Wrong item',
    windowHours: 24,
    scope: 'items',
    photos: true,
    outcomes: ['full-refund', 'partial-refund', 'replacement'],
  },
  {
    code: 'ITM004',
    label: 'Damaged or defective item',
    windowHours: 48,
    scope: 'items',
    photos: true,
    outcomes: ['full-refund', 'partial-refund', 'replacement'],
  },
  {
    code: 'FLM004',
    label: `Delivered more than ${LATE_AFTER_MINUTES / 60} hours late`,
    windowHours: 24,
    scope: 'order',
    photos: false,
    outcomes: ['partial-refund'],
  },
  { code: 'ORD001', label: 'Not delivered', windowHours: 48, scope: 'order', photos: false, outcomes: ['full-refund'] },
] as const satisfies readonly {
  code: string;
  label: string;
  windowHours: number;
  scope: 'items' | 'order';
  photos: boolean;
  outcomes: readonly ClaimOutcome[];
}[];

export type ClaimReason = (typeof CLAIM_REASONS)[number];
export type ClaimReasonCode = ClaimReason['code'];
export const CLAIM_REASON_CODES = CLAIM_REASONS.map((reason) => reason.code);

const BY_CODE = new Map<string, ClaimReason>(CLAIM_REASONS.map((reason) => [reason.code, reason]));

export function claimReason(code: ClaimReasonCode): ClaimReason {
  return BY_CODE.get(code)!;
}

const HOUR_MS = 3_600_000;

/** Until when a claim of `code` may be made on an order delivered at `deliveredAt`. */
export function claimableUntil(code: ClaimReasonCode, deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + claimReason(code).windowHours * HOUR_MS);
}

/** Whether an order promised by `promisedBy` and delivered at `deliveredAt` was late by the policy. */
export function deliveredLate(promisedBy: Date | null, deliveredAt: Date): boolean {
  return promisedBy !== null && deliveredAt.getTime() - promisedBy.getTime() > LATE_AFTER_MINUTES * 60_000;
}

/** Until when the shop may answer a claim made at `claimedAt`, before the admin takes it. */
export function answerBy(claimedAt: Date): Date {
  return new Date(claimedAt.getTime() + SHOP_ANSWERS_WITHIN_HOURS * HOUR_MS);
}

/** Until when a claim rejected at `rejectedAt` may be disputed. */
export function disputableUntil(rejectedAt: Date): Date {
  return new Date(rejectedAt.getTime() + DISPUTE_WITHIN_HOURS * HOUR_MS);
}

/**
 * A late delivery's refund by rule: the delivery charge, and `percent` (hundredths of a percent) of
 * the value of the items (with GST), rounded half up to the paisa.
 */
export function lateDeliveryRefund(deliveryCharges: Paise, itemsValue: Paise, percent: Percentage): Paise {
  return deliveryCharges + Math.round((itemsValue * percent) / 100_00);
}

/** An order as the policy sees it: where it stands, when it was promised and delivered. */
export interface ClaimableOrder {
  status: string;
  deliveredAt: Date | null;
  promisedBy: Date | null;
}

/** Whether the order has reached the customer, so that a problem with it may be reported. */
export function reachedCustomer(order: ClaimableOrder): order is ClaimableOrder & { deliveredAt: Date } {
  return (order.status === 'delivered' || order.status === 'complete') && order.deliveredAt !== null;
}

/** Why a claim of `code` on the order is refused now (its window, the late rule); undefined when it may be made. */
export function claimRefusal(code: ClaimReasonCode, order: ClaimableOrder, now: Date): string | undefined {
  const reason = claimReason(code);
  if (!reachedCustomer(order)) return 'You can report a problem once your order is delivered.';
  if (now > claimableUntil(code, order.deliveredAt)) {
    return `${reason.label}: this can be reported within ${reason.windowHours} hours of delivery, and that time has passed.`;
  }
  if (code === 'FLM004' && !deliveredLate(order.promisedBy, order.deliveredAt)) {
    return `Your order was delivered less than ${LATE_AFTER_MINUTES / 60} hours after the time promised.`;
  }
  return undefined;
}

/** The reasons a customer may report now of the order (the server checks the items too). */
export function claimableReasons(order: ClaimableOrder, now: Date): ClaimReasonCode[] {
  return CLAIM_REASON_CODES.filter((code) => claimRefusal(code, order, now) === undefined);
}
