import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useSignUp } from '../../api/session';
import { useToast } from '../../components/toast/useToast';
import { useFormState } from '../../forms/useFormState';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { validateSignUp, type SignUpValues } from './auth-validation';

const roleChoices = [
  { value: 'customer', label: 'Customer', hint: 'I want to order from local shops' },
  { value: 'shopkeeper', label: 'Shopkeeper', hint: 'I run a shop in the neighbourhood' },
] as const;

export function SignUpForm({ initialRole }: { initialRole: SignUpValues['role'] }) {
  const signUp = useSignUp();
  const { toast } = useToast();
  const { values, errors, field, check } = useFormState<SignUpValues>(
    { role: initialRole, name: '', username: '', email: '', phone: '', password: '' },
    validateSignUp,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || !values.role) return;
    signUp.mutate(
      {
        role: values.role,
        name: values.name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        password: values.password,
      },
      {
        onSuccess: (user) => toast({ title: 'Welcome to Mohalla!', description: `Account created for ${user.name}` }),
        onError: (error) =>
          toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const role = field('role');
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Sign up">
      <FormControl error={role.error} required>
        <FormLabel id="sign-up-role">I am a</FormLabel>
        <RadioGroup row aria-labelledby="sign-up-role" name={role.name} value={role.value} onChange={role.onChange}>
          {roleChoices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio />}
              label={choice.label}
              title={choice.hint}
            />
          ))}
        </RadioGroup>
        {errors.role && <FormHelperText>{errors.role}</FormHelperText>}
      </FormControl>
      <TextField label="Full Name" autoComplete="name" required {...field('name')} />
      <TextField label="Username" autoComplete="username" required {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      <NewPasswordField label="Password" {...field('password')} />
      <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
