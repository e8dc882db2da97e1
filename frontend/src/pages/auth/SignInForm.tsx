import { Button, Link, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useSignIn } from '../../api/session';
import { useToast } from '../../components/toast/useToast';
import { validateSignIn } from './auth-validation';
import { useFormState } from '../../forms/useFormState';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const { toast } = useToast();
  const { values, field, check } = useFormState({ username: '', password: '' }, validateSignIn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    signIn.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (user) => toast({ title: 'Welcome back!', description: `Logged in as ${user.name}` }),
        onError: (error) => toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Sign in">
      <TextField label="Username" autoComplete="username" required {...field('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onForgotPassword} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Link>
    </Stack>
  );
}
