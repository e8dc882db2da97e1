import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';
import type { components } from '../api/schema';

export type AdminAnalytics = components['schemas']['AdminAnalyticsResponse'];

/** All-time figures; revenue leaves cancelled orders out. */
export function useAdminDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => dataOf(api.GET('/api/admin/dashboard')) });
}

/** The last 30 days in Asia/Kolkata, orders by status and the top 5 shops. */
export function useAdminAnalytics() {
  return useQuery({ queryKey: ['admin', 'analytics'], queryFn: () => dataOf(api.GET('/api/admin/analytics')) });
}
