import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';
import type { ToastOptions } from '../../components/toast/useToast';
import type { AddressRequest } from './address-form';

/**
 * Every address change refreshes the list and the cart: the cart's delivery charges depend on
 * the default address and on where each address lies.
 */
function useAddressChange<Input, Output>(
  change: (input: Input) => Promise<Output>,
  success: (input: Input) => ToastOptions,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: change,
    onSuccess: async (_output, input) => {
      toast(success(input));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
      ]);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

export function useAddAddress() {
  return useAddressChange(
    (body: AddressRequest) => dataOf(api.POST('/api/customer/addresses', { body })),
    () => ({ title: 'Address added' }),
  );
}

export function useUpdateAddress() {
  return useAddressChange(
    ({ id, body }: { id: string; body: AddressRequest }) =>
      dataOf(api.PUT('/api/customer/addresses/{id}', { params: { path: { id } }, body })),
    () => ({ title: 'Address updated' }),
  );
}

export function useSetDefaultAddress() {
  return useAddressChange(
    ({ id }: { id: string; title: string }) =>
      dataOf(api.PUT('/api/customer/addresses/{id}', { params: { path: { id } }, body: { isDefault: true } })),
    ({ title }) => ({ title: 'Address updated', description: `${title} is now your default address.` }),
  );
}

export function useDeleteAddress() {
  return useAddressChange(
    (id: string) => api.DELETE('/api/customer/addresses/{id}', { params: { path: { id } } }),
    () => ({ title: 'Address deleted' }),
  );
}
