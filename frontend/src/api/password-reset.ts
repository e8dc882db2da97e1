import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { components } from './schema';

export type PasswordResetRequest = components['schemas']['PasswordResetRequestDto'];
export type PasswordResetConfirmation = components['schemas']['PasswordResetDto'];

/** Asks for a code by mail; the server's message is the same whether or not an account matched. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => dataOf(api.POST('/api/password-reset', { body })),
  });
}

/** Sets the new password with the mailed code; every session of the account ends. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmation) => api.POST('/api/password-reset/confirm', { body }),
  });
}
