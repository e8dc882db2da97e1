/**
 * The checks every form shares. They mirror the server's rules (decision D10) so that most mistakes
 * show beside the field before a round trip; a phone number is refused in the server's own words.
 */

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors that are set, so the first key is the first field to fix. */
export function onlySet<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as FieldErrors<T>;
}

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}$/;
const SHOP_PHONE_PATTERN = /^(?=(\D*\d){10,15}\D*$)\+?[0-9][0-9 -]{9,18}$/;

const PHONE_MESSAGE = 'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only.';
const SHOP_PHONE_MESSAGE = "Enter the shop's phone number with 10 to 15 digits, such as +91 141 256 7890.";

/** A required text of at most `max` characters. */
export function textError(value: string, label: string, max?: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required`;
  if (max !== undefined && text.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

export function emailError(value: string, label = 'Email'): string | undefined {
  return textError(value, label) ?? (EMAIL_PATTERN.test(value.trim()) ? undefined : 'Enter a valid email address');
}

export function usernameError(value: string): string | undefined {
  if (!value.trim()) return 'Username is required';
  return USERNAME_PATTERN.test(value.trim()) ? undefined : 'Use 3 to 32 letters, digits, dots, underscores or hyphens';
}

export function passwordError(value: string): string | undefined {
  if (!value) return 'Password is required';
  return value.length < MIN_PASSWORD_LENGTH ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters` : undefined;
}

/** An optional phone number (a person's); an empty one is fine. Also a react-admin validator. */
export function phoneError(value: string | null | undefined): string | undefined {
  const phone = value?.trim();
  return phone && !PHONE_PATTERN.test(phone) ? PHONE_MESSAGE : undefined;
}

/** A shop's phone number, which customers must be able to call; `required` is checked apart. Also a react-admin validator. */
export function shopPhoneError(value: string | null | undefined): string | undefined {
  const phone = value?.trim();
  return phone && !SHOP_PHONE_PATTERN.test(phone) ? SHOP_PHONE_MESSAGE : undefined;
}
