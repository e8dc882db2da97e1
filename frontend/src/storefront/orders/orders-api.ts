import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { CUSTOMER_READS } from '../../api/customer-reads';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';
import { useToast } from '../../components/toast/useToast';
import { orderNumber } from '../../format';
import { cancelMutationKey } from './live-orders';

export type Order = components['schemas']['OrderResponse'];

// Shops move orders along while the customer is elsewhere: the pages where a customer tracks
// orders ask again each time they open, instead of trusting a copy loaded minutes ago.
const TRACKING = { refetchOnMount: 'always' } as const;

export function useOrders() {
  return useQuery({
    queryKey: queryKeys.customerOrders,
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.orders)),
    ...TRACKING,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.customerOrder(orderId),
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.order, { params: { path: { id: orderId } } })),
    ...TRACKING,
  });
}

/** Why the customer cancels: a code of the order's `cancelReasons`, and a note when it asks for one. */
export type CancelRequest = components['schemas']['CancelOrderDto'];

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: cancelMutationKey(orderId),
    mutationFn: (body: CancelRequest) =>
      dataOf(api.POST('/api/customer/orders/{id}/cancel', { params: { path: { id: orderId } }, body })),
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.customerOrder(orderId), order);
      toast({ title: 'Order Cancelled', description: `Your ${orderNumber(order.id)} has been cancelled.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerOrders, exact: true });
    },
    onError: async (error) => {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      // The refusal usually means the order moved on (the shop confirmed it, the window closed).
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) });
    },
  });
}

/**
 * Tells the shop the UTR the customer paid a UPI order with; the answer is the order, awaiting the
 * shop's confirmation. The server's refusal (not 12 digits, already paid…) is the mutation's error.
 */
export function useSendPaymentReference(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (utr: string) =>
      dataOf(
        api.PUT('/api/customer/orders/{id}/payment-reference', { params: { path: { id: orderId } }, body: { utr } }),
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.customerOrder(orderId), order);
      toast({ title: 'UTR sent', description: `${order.shop.name} checks it and confirms your payment.` });
    },
    // Usually the order moved on meanwhile (the shop confirmed it, or it was cancelled): show it.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) }),
  });
}

interface ReviewInput {
  rating: number;
  comment?: string;
}

/** Rates the shop of a delivered order; the order then carries the review and the shop's average moves. */
export function useReviewOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (review: ReviewInput) =>
      dataOf(api.POST('/api/customer/orders/{orderId}/review', { params: { path: { orderId } }, body: review })),
    onSuccess: async () => {
      toast({ title: 'Thanks for your rating!' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerShops }),
      ]);
    },
    onError: async (error) => {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      // Usually the order already carries a review (rated in another tab): show it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) });
    },
  });
}
