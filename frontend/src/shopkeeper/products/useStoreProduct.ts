import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { Product } from '../shopkeeper-types';

/**
 * Puts a product the server answered straight into the caches react-admin reads the cards and the
 * edit dialog from, so that they show it without reading it again.
 */
export function useStoreProduct() {
  const queryClient = useQueryClient();
  return <P extends Product>(saved: P) => {
    queryClient.setQueryData(queryKeys.resourceRecord('products', saved.id), saved);
    queryClient.setQueriesData<{ data: P[] }>(
      { queryKey: queryKeys.resourceLists('products') },
      (list) => list && { ...list, data: list.data.map((row) => (row.id === saved.id ? saved : row)) },
    );
  };
}
