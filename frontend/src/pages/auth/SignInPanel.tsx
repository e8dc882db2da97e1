import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { PasswordResetFlow } from './PasswordResetFlow';
import { SignInForm } from './SignInForm';

type SignInView = 'signin' | 'reset' | 'password-changed';

/** The Sign In tab: the form, or the way to a new password in its place, and back. */
export function SignInPanel() {
  const [view, setView] = useState<SignInView>('signin');
  if (view === 'reset') {
    return (
      <PasswordResetFlow onPasswordChanged={() => setView('password-changed')} onCancel={() => setView('signin')} />
    );
  }
  return (
    <Stack spacing={2.5}>
      {view === 'password-changed' && (
        <Alert severity="success" role="status">
          Password changed. Sign in with your new password.
        </Alert>
      )}
      <SignInForm onForgotPassword={() => setView('reset')} />
    </Stack>
  );
}
