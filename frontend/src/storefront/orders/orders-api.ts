import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { errorMessage, errorStatus } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';
import { useToast } from '../../components/toast/useToast';
import { orderNumber } from '../../format';

export type Order = components['schemas']['OrderResponse'];
export type OrderItem = components['schemas']['OrderItemResponse'];
export type StatusChange = components['schemas']['OrderTimelineEntry'];

// Shops move orders along while the customer is elsewhere: the pages where a customer tracks
// orders ask again each time they open, instead of trusting a copy loaded minutes ago.
const TRACKING = { refetchOnMount: 'always' } as const;

export function useOrders() {
  return useQuery({
    queryKey: queryKeys.customerOrders,
    queryFn: () => dataOf(api.GET('/api/customer/orders')),
    ...TRACKING,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.customerOrder(orderId),
    queryFn: () => dataOf(api.GET('/api/customer/orders/{id}', { params: { path: { id: orderId } } })),
    ...TRACKING,
  });
}

/** A missing order, someone else's, or an id that cannot be one: all read 'Order not found.'. */
export function isOrderNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/customer/orders/{id}/cancel', { params: { path: { id: orderId } } })),
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
