import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';

export type DeliveryFees = components['schemas']['DeliveryFeesResponse'];
export type DeliveryFeeBand = DeliveryFees['bands'][number];

/** What delivery costs by distance: free within a distance, then bands; public. */
export function useDeliveryFees() {
  return useQuery({ queryKey: queryKeys.deliveryFees, queryFn: () => dataOf(api.GET('/api/delivery-fees')) });
}
