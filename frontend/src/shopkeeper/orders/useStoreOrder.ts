import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { Order } from '../shopkeeper-types';

/**
 * Puts an order the server answered into the cache entry react-admin's getOne reads for it, and
 * has the order lists read again.
 */
export function useStoreOrder() {
  const queryClient = useQueryClient();
  return (saved: Order) => {
    queryClient.setQueryData(queryKeys.resourceRecord('orders', saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.resourceLists('orders') });
  };
}
