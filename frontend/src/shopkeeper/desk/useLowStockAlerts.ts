import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { useStockLowEvents } from '../../api/server-events';
import { useToast } from '../../components/toast/useToast';

/**
 * A sale that takes a counted product to its low-stock threshold or below is heard at once: a toast
 * names the product and its units left, and the products (react-admin's queries start with the
 * resource) and the overview are read again.
 */
export function useLowStockAlerts(): void {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useStockLowEvents(({ data }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('products') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shopkeeperDashboard });
    // The sale's new order is news too: the one that waits is this.
    toast({ title: 'Low stock', description: `${data.name} is low: ${data.stockQuantity} left`, canWait: true });
  });
}
