import { Stack, TextField } from '@mui/material';
import type { User } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { useDialogForm } from '../../forms/useDialogForm';
import { useUpdateProfile } from './profile-api';
import { profileForm } from './profile-form';

/** Name, email and phone; username and role are not the customer's to change. */
export function EditProfileDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { field, dialog } = useDialogForm(profileForm(user), useUpdateProfile(), onClose);
  return (
    <FormDialog title="Edit Profile" submitLabel="Save Profile" {...dialog}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label="Full Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      </Stack>
    </FormDialog>
  );
}
