import { itemsChangeable } from './order-state-machine';
import { FulfillmentStatus, OrderStatus, SubstitutionPreference, SubstitutionStatus } from './order-status';

/** The order statuses in which the shop may offer a replacement for an item. */
const OFFERING: OrderStatus[] = ['pending', 'confirmed'];

export const REMOVE_UNAVAILABLE_ASKED =
  'The customer asked to remove unavailable items: mark the item not fulfillable instead of offering a replacement.';

export interface OfferState {
  orderStatus: OrderStatus;
  preference: SubstitutionPreference;
  fulfillmentStatus: FulfillmentStatus;
  /** The status of the item's latest offer, if any. */
  latestOffer: SubstitutionStatus | undefined;
}

/**
 * Why the shop may not offer a replacement for an item now, in words a person can read; undefined
 * when it may: while the order is pending or confirmed, for an item not already left out and with no
 * offer waiting for an answer, unless the customer asked to remove unavailable items.
 */
export function offerRefusal({ orderStatus, preference, fulfillmentStatus, latestOffer }: OfferState) {
  if (!OFFERING.includes(orderStatus)) {
    return `The order is ${orderStatus}: a replacement can only be offered while it is pending or confirmed.`;
  }
  if (preference === 'remove-unavailable') return REMOVE_UNAVAILABLE_ASKED;
  if (fulfillmentStatus === 'not fulfillable')
    return 'This item is marked not fulfillable: it can no longer be replaced.';
  if (latestOffer === 'offered')
    return "A replacement is already offered for this item: wait for the customer's answer.";
  return undefined;
}

export interface AnswerState {
  orderStatus: OrderStatus;
  /** The status of the item's latest offer, if any. */
  latestOffer: SubstitutionStatus | undefined;
  answerBy: Date | undefined;
  now: Date;
}

/**
 * Why the customer may not approve or reject the item's replacement now; undefined when they may: an
 * offer is waiting, its time is not up, and the order's items can still change (before dispatch).
 */
export function answerRefusal({ orderStatus, latestOffer, answerBy, now }: AnswerState) {
  if (latestOffer !== 'offered' || !answerBy) return 'No replacement of this item awaits your answer.';
  if (now >= answerBy) return 'This replacement was not answered in time: it has expired.';
  if (!itemsChangeable('shopkeeper', orderStatus))
    return `The order is ${orderStatus}: its items can no longer change.`;
  return undefined;
}
