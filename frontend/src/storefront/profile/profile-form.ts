import { emailError, onlySet, passwordError, phoneError, type FieldErrors } from '../../forms/validation';
import type { DialogForm } from '../../forms/useDialogForm';
import type { User } from '../../api/client';
import type { ChangePasswordRequest, ProfileRequest } from './profile-api';

interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
}

function validateProfile(values: ProfileFormValues): FieldErrors<ProfileFormValues> {
  return onlySet({
    name: values.name.trim() ? undefined : 'Full name is required',
    email: emailError(values.email),
    phone: phoneError(values.phone),
  });
}

/** An emptied phone field removes the number. */
function toProfileRequest(values: ProfileFormValues): ProfileRequest {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null };
}

/** Name, email and phone, starting from the customer's own. */
export function profileForm(user: User): DialogForm<ProfileFormValues, ProfileRequest> {
  return {
    initial: { name: user.name, email: user.email, phone: user.phone ?? '' },
    validate: validateProfile,
    toRequest: toProfileRequest,
  };
}

interface PasswordFormValues extends ChangePasswordRequest {
  confirmPassword: string;
}

function validatePasswordChange(values: PasswordFormValues): FieldErrors<PasswordFormValues> {
  const errors: FieldErrors<PasswordFormValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  const newPassword = passwordError(values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export const passwordForm: DialogForm<PasswordFormValues, ChangePasswordRequest> = {
  initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
  validate: validatePasswordChange,
  // The confirmation stays in the browser.
  toRequest: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
};
