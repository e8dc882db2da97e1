import type { FieldErrors } from '../auth/auth-validation';
import { CONTACT_CATEGORIES, type ContactCategory, type ContactMessageRequest } from './contact-api';

/** The API's limits (CreateContactMessageDto), mirrored so mistakes show before a round trip. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}$/;

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  category: ContactCategory | '';
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: '',
  message: '',
};

function textError(value: string, label: string, max: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required`;
  if (text.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

export function validateContactForm(values: ContactFormValues): FieldErrors<ContactFormValues> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: FieldErrors<ContactFormValues> = {
    name: textError(values.name, 'Name', CONTACT_LIMITS.name),
    email:
      textError(email, 'Email', CONTACT_LIMITS.email) ??
      (EMAIL_PATTERN.test(email) ? undefined : 'Enter a valid email address'),
    phone: phone && !PHONE_PATTERN.test(phone) ? 'Enter a phone number such as +91 98765 43210' : undefined,
    subject: textError(values.subject, 'Subject', CONTACT_LIMITS.subject),
    category: CONTACT_CATEGORIES.includes(values.category as ContactCategory) ? undefined : 'Please choose a category',
    message: textError(values.message, 'Message', CONTACT_LIMITS.message),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as FieldErrors<ContactFormValues>;
}

/** The body the API takes: trimmed, without an empty phone. */
export function toContactRequest(values: ContactFormValues): ContactMessageRequest {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    category: values.category as ContactCategory,
    message: values.message.trim(),
  };
}
