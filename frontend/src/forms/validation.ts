/**
 * The checks every form shares. They mirror the server's rules (decision D10) so that most mistakes
 * show beside the field before a round trip; a phone number is refused in the server's own words.
 */

import { formatRupees } from '../format';

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

/** How the server writes rupees: up to 10 digits, then at most two decimals. */
const RUPEES_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Paise of an amount in rupees as the server reads it ("500", "499.5", "499.50"; with `signed`,
 * "-50" too), or undefined for anything it would refuse.
 */
export function paiseOf(value: unknown, { signed = false } = {}): number | undefined {
  const text = String(value ?? '').trim();
  const negative = signed && text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  if (!RUPEES_PATTERN.test(unsigned)) return undefined;
  const [rupees, fraction = ''] = unsigned.split('.');
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -paise : paise;
}

/**
 * What is wrong with a required amount in rupees, or undefined: more than two decimals, above
 * `max` paise, or below 1 paisa (with `signed`, below -`max`: an amount may then take away).
 */
export function rupeesError(
  value: unknown,
  { label = 'Amount', max, signed = false }: { label?: string; max: number; signed?: boolean },
): string | undefined {
  if (String(value ?? '').trim() === '') return `${label} is required`;
  const paise = paiseOf(value, { signed });
  if (paise === undefined) return `${label} must be in rupees with at most two decimals, such as 499.50`;
  const min = signed ? -max : 1;
  if (paise < min) return `${label} must be at least ${formatRupees(min / 100)}`;
  return paise > max ? `${label} must be at most ${formatRupees(max / 100)}` : undefined;
}
