import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';
import { useToast } from '../../components/toast/useToast';

export type ProfileRequest = Pick<components['schemas']['UpdateProfileDto'], 'name' | 'email' | 'phone'>;
export type ChangePasswordRequest = components['schemas']['ChangePasswordDto'];

/** Saves name, email and phone; the answer becomes the session user, so the header shows it too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: ProfileRequest) => dataOf(api.PUT('/api/user', { body })),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
      toast({ title: 'Profile updated' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** Changes the password; the server ends the user's other sessions and keeps this one. */
export function useChangePassword() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.POST('/api/user/password', { body }),
    onSuccess: () => toast({ title: 'Password changed', description: 'You were signed out everywhere else.' }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}
