import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { components } from '../api/schema';
import { useOrderEvents } from '../api/server-events';

export type AdminDashboard = components['schemas']['AdminDashboardResponse'];
export type AdminAnalytics = components['schemas']['AdminAnalyticsResponse'];

/** The figures here, and react-admin's order lists and pages (its queries start with the resource). */
const ORDER_DERIVED_KEYS = [queryKeys.adminFigures, queryKeys.resource('orders')];

/** All-time figures; revenue counts delivered and complete orders. */
export function useAdminDashboard() {
  return useQuery({ queryKey: queryKeys.adminDashboard, queryFn: () => dataOf(api.GET('/api/admin/dashboard')) });
}

/** The last 30 days in Asia/Kolkata, orders by status, the top 5 shops and cancellations by reason. */
export function useAdminAnalytics() {
  return useQuery({ queryKey: queryKeys.adminAnalytics, queryFn: () => dataOf(api.GET('/api/admin/analytics')) });
}

/**
 * Keeps what the admin sees of orders current: every order event (an admin receives all) refreshes
 * the figures, the lists and the open order. Called inside react-admin, whose query client holds them.
 */
export function useLiveAdminOrders() {
  const queryClient = useQueryClient();
  useOrderEvents(() => {
    for (const queryKey of ORDER_DERIVED_KEYS) void queryClient.invalidateQueries({ queryKey });
  });
}
