import { emailError, onlySet, phoneError, textError, type FieldErrors } from '../../forms/validation';
import { CONTACT_CATEGORIES, type ContactCategory, type ContactMessageRequest } from './contact-api';

/** The API's limits (CreateContactMessageDto), mirrored so mistakes show before a round trip. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

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

export function validateContactForm(values: ContactFormValues): FieldErrors<ContactFormValues> {
  const errors: FieldErrors<ContactFormValues> = {
    name: textError(values.name, 'Name', CONTACT_LIMITS.name),
    email: textError(values.email, 'Email', CONTACT_LIMITS.email) ?? emailError(values.email),
    phone: phoneError(values.phone),
    subject: textError(values.subject, 'Subject', CONTACT_LIMITS.subject),
    category: CONTACT_CATEGORIES.includes(values.category as ContactCategory) ? undefined : 'Please choose a category',
    message: textError(values.message, 'Message', CONTACT_LIMITS.message),
  };
  return onlySet(errors);
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
