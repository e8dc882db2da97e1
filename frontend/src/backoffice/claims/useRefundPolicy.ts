import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { ClaimReason } from './claim-types';

/** The refund policy the server applies: the reasons a claim may give and how each may be settled. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: queryKeys.refundPolicy,
    queryFn: () => dataOf(api.GET('/api/refund-policy')),
    // The server reads it from its configuration at start-up.
    staleTime: Infinity,
  });
}

/** The policy's rules for a claim's reason; undefined until the policy has loaded. */
export function useClaimReason(code: ClaimReason['code']): ClaimReason | undefined {
  return useRefundPolicy().data?.reasons.find((reason) => reason.code === code);
}
