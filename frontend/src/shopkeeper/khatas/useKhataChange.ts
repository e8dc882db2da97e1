import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';
import { khataEntriesResource, type ShopkeeperDataProvider } from '../shopkeeper-data-provider';

/**
 * A change the shop makes to a khata (a payment, a correction, its terms). Once the server took
 * it, a toast says what happened, and the khata, its entries and the khata list are read again:
 * an entry moves the balance, which the server computes.
 */
export function useKhataChange<Body>(
  khataId: string,
  send: (dataProvider: ShopkeeperDataProvider, body: Body) => Promise<unknown>,
  done: (body: Body) => { title: string; description?: string },
) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: Body) => send(dataProvider, body),
    onSuccess: async (_answer, body) => {
      toast(done(body));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.resource('khatas') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.resource(khataEntriesResource(khataId)) }),
      ]);
    },
  });
}
