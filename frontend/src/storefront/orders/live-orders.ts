import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useOrderEvents } from '../../api/server-events';
import { useToast } from '../../components/toast/useToast';
import { statusLabel } from '../../components/orders/order-status';
import { orderNumber } from '../../format';
import type { components } from '../../api/schema';

type Order = components['schemas']['OrderResponse'];

// Apart from orders-api.ts: every /customer page keeps its orders live, and the entry chunk should
// not carry the order pages' reads and mutations for it.

/** The key of a customer's own cancellation in flight, whose event needs no toast. */
export const cancelMutationKey = (orderId: string) => ['cancel-order', orderId] as const;

/** The order as this tab last knew it: its own page's copy, else its row in the list. */
function cachedOrder(queryClient: QueryClient, orderId: string): Order | undefined {
  return (
    queryClient.getQueryData<Order>(queryKeys.customerOrder(orderId)) ??
    queryClient.getQueryData<Order[]>(queryKeys.customerOrders)?.find((order) => order.id === orderId)
  );
}

/**
 * Keeps the customer's orders current while a /customer page is open: each event of one of their
 * orders refreshes the list and that order's page (status, timeline, amounts, struck-through items),
 * and a new status is told in a toast, such as a cancellation because the shop did not respond.
 */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // The last status told per order: a later event about amounts alone must not tell it again.
  const told = useRef(new Map<string, string>());
  useOrderEvents(({ type, data }) => {
    const previous = told.current.get(data.orderId) ?? cachedOrder(queryClient, data.orderId)?.status;
    told.current.set(data.orderId, data.status);
    const ownCancel = queryClient.isMutating({ mutationKey: cancelMutationKey(data.orderId) }) > 0;
    if (type === 'order.updated' && previous && previous !== data.status && !ownCancel) {
      toast(
        data.status === 'cancelled'
          ? {
              title: 'Order cancelled',
              description: `${orderNumber(data.orderId)} was cancelled. Open it to see why.`,
              variant: 'destructive',
            }
          : { title: 'Order updated', description: `${orderNumber(data.orderId)} is now ${statusLabel(data.status)}.` },
      );
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.customerOrders, exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(data.orderId) });
  });
}
