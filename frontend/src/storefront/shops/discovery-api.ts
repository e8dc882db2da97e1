import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { listPageOf, nextOffsetOf, rangeOf } from '../../api/list-page';
import { queryKeys } from '../../api/query-keys';
import type { GeoPoint } from '../../components/map/geo';
import { discoveryParams, type ShopDiscoveryQuery } from './shop-discovery';
import type { CustomerShop } from './shops-api';

/** Shops per page of the discover page: about two screens of a phone. */
export const DISCOVERY_PAGE_SIZE = 12;

async function shopsPage(params: { filter: string; sort: string }, offset: number, limit: number) {
  const answer = await api.GET('/api/customer/shops', {
    params: { query: { ...params, range: rangeOf(offset, limit) } },
  });
  return listPageOf<CustomerShop>(answer, offset);
}

/**
 * The discover page's shops, a page at a time as the customer scrolls, with no cap. Wait
 * (`enabled: false`) while the customer's point is still being worked out, so the list is asked
 * for once; a new query keeps the shops shown until its own arrive.
 */
export function useDiscoveredShops(query: ShopDiscoveryQuery, enabled: boolean) {
  const params = discoveryParams(query);
  return useInfiniteQuery({
    queryKey: queryKeys.customerShopSearch(params),
    queryFn: ({ pageParam }) => shopsPage(params, pageParam, DISCOVERY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextOffsetOf,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The `count` shops nearest to `origin`, or the first `count` by name without one. */
export function useNearestShops(origin: GeoPoint | null, count: number, enabled: boolean) {
  const params = discoveryParams({
    search: '',
    origin,
    sort: 'distance',
    status: 'all',
    withinKm: null,
    deliversToMe: false,
    minRating: null,
  });
  return useQuery({
    queryKey: queryKeys.nearestShops(params),
    queryFn: () => shopsPage(params, 0, count),
    enabled,
  });
}
