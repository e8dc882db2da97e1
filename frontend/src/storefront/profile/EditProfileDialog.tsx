import { Stack, TextField } from '@mui/material';
import type { User } from '../../api/client';
import { useFormState } from '../../forms/useFormState';
import { FormDialog } from '../FormDialog';
import { useUpdateProfile } from './profile-api';
import { profileFormValues, toProfileRequest, validateProfile } from './profile-form';

/** Name, email and phone; username and role are not the customer's to change. */
export function EditProfileDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateProfile();
  const { values, field, check } = useFormState(profileFormValues(user), validateProfile);

  const submit = () => {
    if (check()) update.mutate(toProfileRequest(values), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title="Edit Profile"
      submitLabel="Save Profile"
      pending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label="Full Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      </Stack>
    </FormDialog>
  );
}
