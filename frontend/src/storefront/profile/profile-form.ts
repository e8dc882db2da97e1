import { emailError, onlySet, passwordError, phoneError, type FieldErrors } from '../../forms/validation';
import type { User } from '../../api/client';
import type { ChangePasswordRequest, ProfileRequest } from './profile-api';

interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
}

export function profileFormValues(user: User): ProfileFormValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

export function validateProfile(values: ProfileFormValues): FieldErrors<ProfileFormValues> {
  return onlySet({
    name: values.name.trim() ? undefined : 'Full name is required',
    email: emailError(values.email),
    phone: phoneError(values.phone),
  });
}

/** An emptied phone field removes the number. */
export function toProfileRequest(values: ProfileFormValues): ProfileRequest {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null };
}

interface PasswordFormValues extends ChangePasswordRequest {
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswordChange(values: PasswordFormValues): FieldErrors<PasswordFormValues> {
  const errors: FieldErrors<PasswordFormValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  const newPassword = passwordError(values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
