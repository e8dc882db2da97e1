import { BadRequestException } from '@nestjs/common';
import { OrderActor } from './order-status';

/**
 * Why an order was cancelled: one list, modelled on ONDC's retail cancellation codes, with who may
 * give each reason. `not-given` is usable by nobody: it is what a cancellation without a reason
 * records, so that the spec's cancel calls keep working.
 */
export const CANCEL_REASONS = [
  { code: 'items-not-available', label: 'Items not available', usableBy: ['shopkeeper', 'admin'] },
  { code: 'shop-closed', label: 'Shop closed', usableBy: ['shopkeeper', 'admin'] },
  { code: 'shop-did-not-respond', label: 'Shop did not respond', usableBy: ['system', 'admin'] },
  { code: 'customer-changed-mind', label: 'Customer changed their mind', usableBy: ['customer', 'admin'] },
  { code: 'ordered-by-mistake', label: 'Ordered by mistake', usableBy: ['customer'] },
  {
    code: 'address-not-serviceable',
    label: 'Delivery address not serviceable',
    usableBy: ['shopkeeper', 'admin'],
  },
  { code: 'other', label: 'Other', usableBy: ['customer', 'shopkeeper', 'admin'], noteRequired: true },
  { code: 'not-given', label: 'Not given', usableBy: [] },
] as const satisfies readonly {
  code: string;
  label: string;
  usableBy: readonly OrderActor[];
  noteRequired?: boolean;
}[];

export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];
export const CANCEL_REASON_CODES = CANCEL_REASONS.map((reason) => reason.code);
export const NOT_GIVEN: CancelReasonCode = 'not-given';
export const MAX_NOTE_LENGTH = 500;

export interface CancelReasonOption {
  code: CancelReasonCode;
  label: string;
  noteRequired: boolean;
}

const BY_CODE = new Map<string, (typeof CANCEL_REASONS)[number]>(CANCEL_REASONS.map((reason) => [reason.code, reason]));
const ACTOR_NAMES: Record<OrderActor, string> = {
  customer: 'A customer',
  shopkeeper: 'A shopkeeper',
  admin: 'An admin',
  system: 'The accept-by timer',
};

const usableBy = (actor: OrderActor, reason: (typeof CANCEL_REASONS)[number]) =>
  (reason.usableBy as readonly OrderActor[]).includes(actor);

/** The reasons `actor` may give, in the list's order. */
export function cancelReasonsFor(actor: OrderActor): CancelReasonOption[] {
  return CANCEL_REASONS.filter((reason) => usableBy(actor, reason)).map((reason) => ({
    code: reason.code,
    label: reason.label,
    noteRequired: 'noteRequired' in reason,
  }));
}

/** The label of a reason code as the timeline and the analytics show it. */
export function cancelReasonLabel(code: string): string {
  return BY_CODE.get(code)?.label ?? code;
}

/** A cancellation's reason as recorded: its code and the text the timeline shows. */
export interface CancellationReason {
  reasonCode: CancelReasonCode;
  reason: string;
}

/**
 * The reason `actor` gives for cancelling, checked: an unknown code, one the actor may not use, or
 * `other` without a note is a 400. No code records `not-given`, with the note if one was sent.
 */
export function cancellationReason(actor: OrderActor, code: string | undefined, note: string | undefined) {
  const text = note?.trim() || undefined;
  const reason = BY_CODE.get(code ?? NOT_GIVEN)!;
  if (code !== undefined) {
    if (!BY_CODE.has(code) || code === NOT_GIVEN) {
      throw new BadRequestException(
        `cancelReason must be one of: ${cancelReasonsFor(actor)
          .map((r) => r.code)
          .join(', ')}`,
      );
    }
    if (!usableBy(actor, reason)) {
      throw new BadRequestException(`${ACTOR_NAMES[actor]} cannot cancel with the reason "${reason.label}".`);
    }
    if ('noteRequired' in reason && text === undefined) {
      throw new BadRequestException(`Say why in cancelNote when the reason is "${reason.label}".`);
    }
  }
  return {
    reasonCode: reason.code,
    reason: text ? `${reason.label}: ${text}` : reason.label,
  } satisfies CancellationReason;
}
