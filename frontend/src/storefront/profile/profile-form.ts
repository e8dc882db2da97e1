import { MIN_PASSWORD_LENGTH, type FieldErrors } from '../../pages/auth/auth-validation';
import type { User } from '../../api/client';
import type { ChangePasswordRequest, ProfileRequest } from './profile-api';

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
}

export function profileFormValues(user: User): ProfileFormValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

export function validateProfile(values: ProfileFormValues): FieldErrors<ProfileFormValues> {
  const errors: FieldErrors<ProfileFormValues> = {};
  if (!values.name.trim()) errors.name = 'Full name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  return errors;
}

/** An emptied phone field removes the number. */
export function toProfileRequest(values: ProfileFormValues): ProfileRequest {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null };
}

export interface PasswordFormValues extends ChangePasswordRequest {
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswordChange(values: PasswordFormValues): FieldErrors<PasswordFormValues> {
  const errors: FieldErrors<PasswordFormValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    errors.newPassword = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
