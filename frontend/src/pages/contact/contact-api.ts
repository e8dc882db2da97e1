import { api, dataOf } from '../../api/client';
import type { components } from '../../api/schema';

export type ContactMessageRequest = components['schemas']['CreateContactMessageDto'];
export type ContactCategory = ContactMessageRequest['category'];

export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Technical Support',
  'Account Issues',
  'Order Problems',
  'Payment Issues',
  'Delivery Problems',
  'Shop Registration',
  'Partnership',
  'Feedback',
  'Other',
] as const satisfies readonly ContactCategory[];

/** Stores the message for the support team (at most 5 per hour from one address: 429 after). */
export function sendContactMessage(body: ContactMessageRequest) {
  return dataOf(api.POST('/api/contact', { body }));
}
