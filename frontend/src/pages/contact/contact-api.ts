import { api, dataOf } from '../../api/client';
import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

export type ContactMessageRequest = components['schemas']['CreateContactMessageDto'];
export type ContactCategory = ContactMessageRequest['category'];

/** The categories of the form's select, in its order. */
export const CONTACT_CATEGORIES = enumMembers<ContactCategory>({
  'General Inquiry': true,
  'Technical Support': true,
  'Account Issues': true,
  'Order Problems': true,
  'Payment Issues': true,
  'Delivery Problems': true,
  'Shop Registration': true,
  Partnership: true,
  Feedback: true,
  Other: true,
});

/** Stores the message for the support team (at most 5 per hour from one address: 429 after). */
export function sendContactMessage(body: ContactMessageRequest) {
  return dataOf(api.POST('/api/contact', { body }));
}
