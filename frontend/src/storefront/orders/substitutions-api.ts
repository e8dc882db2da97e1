import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';

export type SubstitutionAnswer = 'approve' | 'reject';

function answer(orderId: string, itemId: string, choice: SubstitutionAnswer) {
  const params = { params: { path: { id: orderId, itemId } } };
  return dataOf(
    choice === 'approve'
      ? api.POST('/api/customer/orders/{id}/items/{itemId}/substitution/approve', params)
      : api.POST('/api/customer/orders/{id}/items/{itemId}/substitution/reject', params),
  );
}

/** Approves or rejects the replacement the shop offered for an item; the answer is the order repriced. */
export function useAnswerSubstitution(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ itemId, choice }: { itemId: string; choice: SubstitutionAnswer }) => answer(orderId, itemId, choice),
    onSuccess: async (order, { choice }) => {
      queryClient.setQueryData(queryKeys.customerOrder(orderId), order);
      toast(
        choice === 'approve'
          ? { title: 'Replacement approved', description: 'It is now part of your order.' }
          : { title: 'Replacement rejected', description: 'The item is left out of your order and not charged.' },
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerOrders, exact: true });
    },
    onError: async (error) => {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      // Usually the offer expired or the order moved on: show it as it is now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) });
    },
  });
}
