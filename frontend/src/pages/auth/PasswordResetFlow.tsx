import { Alert, AlertTitle, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../../api/password-reset';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { useFormState } from '../../forms/useFormState';
import { validateResetCode, validateResetRequest, type ResetCodeValues } from './auth-validation';

/** The code was mailed for `login`; `message` is the server's answer, the same whether or not the account exists. */
interface SentCode {
  login: string;
  message: string;
  resent: boolean;
}

interface PasswordResetFlowProps {
  onPasswordChanged: () => void;
  onCancel: () => void;
}

/**
 * "Forgot password?": a code by mail for a username or email, then a new password with that code.
 * The server's refusals (a wrong code, too many tries) show in its own words.
 */
export function PasswordResetFlow({ onPasswordChanged, onCancel }: PasswordResetFlowProps) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<SentCode>();
  const [refusal, setRefusal] = useState<string>();

  const sendCode = (login: string) => {
    setRefusal(undefined);
    request.mutate(
      { login },
      {
        onSuccess: ({ message }) => setSent({ login, message, resent: sent !== undefined }),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  return (
    <Stack spacing={2.5}>
      <Typography variant="h6" component="h2">
        Reset your password
      </Typography>
      {sent ? (
        <ResetCodeForm
          sent={sent}
          refusal={refusal}
          onRefused={setRefusal}
          onSendNewCode={() => sendCode(sent.login)}
          sendingCode={request.isPending}
          onPasswordChanged={onPasswordChanged}
        />
      ) : (
        <ResetRequestForm refusal={refusal} onSend={sendCode} sending={request.isPending} />
      )}
      <Button variant="text" onClick={onCancel}>
        Back to sign in
      </Button>
    </Stack>
  );
}

function Refusal({ message }: { message: string | undefined }) {
  return message ? <Alert severity="error">{message}</Alert> : null;
}

interface ResetRequestFormProps {
  refusal: string | undefined;
  onSend: (login: string) => void;
  sending: boolean;
}

/** Step 1: whose password. */
function ResetRequestForm({ refusal, onSend, sending }: ResetRequestFormProps) {
  const { values, field, check } = useFormState({ login: '' }, validateResetRequest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSend(values.login.trim());
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Forgot password">
      <Typography color="text.secondary">
        Enter the username or email of your account. We will mail you a code to choose a new password.
      </Typography>
      <TextField label="Username or email" autoComplete="username" required autoFocus {...field('login')} />
      <Refusal message={refusal} />
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? 'Sending...' : 'Send code'}
      </Button>
    </Stack>
  );
}

interface ResetCodeFormProps {
  sent: SentCode;
  refusal: string | undefined;
  onRefused: (message: string | undefined) => void;
  onSendNewCode: () => void;
  sendingCode: boolean;
  onPasswordChanged: () => void;
}

/** Step 2: the code from the mail and the new password. */
function ResetCodeForm({
  sent,
  refusal,
  onRefused,
  onSendNewCode,
  sendingCode,
  onPasswordChanged,
}: ResetCodeFormProps) {
  const confirm = useConfirmPasswordReset();
  const { values, field, check } = useFormState<ResetCodeValues>({ code: '', newPassword: '' }, validateResetCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    onRefused(undefined);
    confirm.mutate(
      { login: sent.login, code: values.code.trim(), newPassword: values.newPassword },
      { onSuccess: onPasswordChanged, onError: (error) => onRefused(errorMessage(error)) },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Choose a new password">
      <Alert severity="info" role="status">
        {sent.resent && <AlertTitle>New code sent</AlertTitle>}
        {sent.message}
      </Alert>
      {/* Lets a password manager store the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={sent.login} />
      <TextField
        label="Code from the mail"
        autoComplete="one-time-code"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        {...field('code')}
      />
      <NewPasswordField label="New password" {...field('newPassword')} />
      <Refusal message={refusal} />
      <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
        {confirm.isPending ? 'Changing Password...' : 'Change password'}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onSendNewCode} disabled={sendingCode}>
        Send a new code
      </Link>
    </Stack>
  );
}
