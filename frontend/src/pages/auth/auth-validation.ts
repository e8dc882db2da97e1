import type { PasswordResetConfirmation, PasswordResetRequest } from '../../api/password-reset';
import type { SignInRequest, SignUpRequest } from '../../api/session';
import {
  emailError,
  onlySet,
  passwordError,
  phoneError,
  textError,
  usernameError,
  type FieldErrors,
} from '../../forms/validation';

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
  const errors: FieldErrors<SignUpValues> = {
    role: values.role ? undefined : 'Choose whether you are a customer or a shopkeeper',
    name: values.name.trim() ? undefined : 'Full name is required',
    username: usernameError(values.username),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    password: passwordError(values.password),
  };
  return onlySet(errors);
}

export function validateResetRequest(values: PasswordResetRequest): FieldErrors<PasswordResetRequest> {
  return onlySet({ login: textError(values.login, 'Username or email') });
}

export type ResetCodeValues = Pick<PasswordResetConfirmation, 'code' | 'newPassword'>;

const RESET_CODE_PATTERN = /^\d{6}$/;

export function validateResetCode(values: ResetCodeValues): FieldErrors<ResetCodeValues> {
  return onlySet({
    code: RESET_CODE_PATTERN.test(values.code.trim()) ? undefined : 'Enter the 6 digits from the mail',
    newPassword: passwordError(values.newPassword),
  });
}
