import type { SignInRequest, SignUpRequest } from '../../api/session';
import {
  emailError,
  onlySet,
  passwordError,
  phoneError,
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
