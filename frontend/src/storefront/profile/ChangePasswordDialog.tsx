import { Stack, TextField } from '@mui/material';
import { useFormState } from '../../forms/useFormState';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { FormDialog } from '../FormDialog';
import { useChangePassword } from './profile-api';
import { EMPTY_PASSWORD_FORM, validatePasswordChange } from './profile-form';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const { values, field, check } = useFormState(EMPTY_PASSWORD_FORM, validatePasswordChange);

  const submit = () => {
    if (!check()) return;
    const { currentPassword, newPassword } = values;
    change.mutate({ currentPassword, newPassword }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title="Change Password"
      submitLabel="Change Password"
      pending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <NewPasswordField label="New Password" {...field('newPassword')} />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </Stack>
    </FormDialog>
  );
}
