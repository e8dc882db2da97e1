import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { Product } from '../shopkeeper-types';
import { useStoreProduct } from './useStoreProduct';

/**
 * The quick + and − of a product's count: the server changes it at once (a sale at the same moment
 * is never undone) and answers the product, which replaces the card; the overview's counts are read
 * again. A refusal (below 0, not counted) is a toast with the server's reason.
 */
export function useAdjustStock(product: Product) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const queryClient = useQueryClient();
  const storeProduct = useStoreProduct();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (by: number) => dataProvider.adjustProductStock(product.id, by),
    onSuccess: (saved) => {
      storeProduct(saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopkeeperDashboard });
    },
    onError: (error) => toast({ title: 'Stock not changed', description: errorMessage(error), variant: 'destructive' }),
  });
  return { adjust: (by: number) => mutation.mutate(by), isPending: mutation.isPending };
}
