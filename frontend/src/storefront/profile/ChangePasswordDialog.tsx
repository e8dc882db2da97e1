import { Stack, TextField } from '@mui/material';
import { FormDialog } from '../../components/FormDialog';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { useDialogForm } from '../../forms/useDialogForm';
import { useChangePassword } from './profile-api';
import { passwordForm } from './profile-form';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { field, dialog } = useDialogForm(passwordForm, useChangePassword(), onClose);
  return (
    <FormDialog title="Change Password" submitLabel="Change Password" {...dialog}>
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
