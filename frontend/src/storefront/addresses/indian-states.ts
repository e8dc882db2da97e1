import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import type { components } from '../../api/schema';
import { queryKeys } from '../../api/query-keys';

export type IndianStateName = components['schemas']['IndianStateName'];

/** The states and union territories an address may name, as the server lists them; they do not change while the page is open. */
export function useIndianStates() {
  return useQuery({
    queryKey: queryKeys.indianStates,
    queryFn: () => dataOf(api.GET('/api/states')),
    staleTime: Infinity,
  });
}
