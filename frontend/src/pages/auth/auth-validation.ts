import type { SignInRequest, SignUpRequest } from '../../api/session';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Mirrors the server's rules (decision D10) so mistakes show before a round trip. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export function validateSignIn(values: SignInRequest): FieldErrors<SignInRequest> {
  const errors: FieldErrors<SignInRequest> = {};
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export interface SignUpValues extends Omit<SignUpRequest, 'role' | 'phone'> {
  role: SignUpRequest['role'] | '';
  phone: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (!values.role) errors.role = 'Choose whether you are a customer or a shopkeeper';
  if (!values.name.trim()) errors.name = 'Full name is required';
  if (!values.username.trim()) errors.username = 'Username is required';
  else if (!USERNAME_PATTERN.test(values.username.trim()))
    errors.username = 'Use 3 to 32 letters, digits, dots, underscores or hyphens';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
