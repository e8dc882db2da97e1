import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The refund policy the server applies: the reasons a claim may give and how each may be settled. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: queryKeys.refundPolicy,
    queryFn: () => dataOf(api.GET('/api/refund-policy')),
    // The server reads it from its configuration at start-up.
    staleTime: Infinity,
  });
}
