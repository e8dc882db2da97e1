import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { GeoPoint } from './geo';

/**
 * Every shop; asked for from `origin` (the customer's point), each carries the server's `distanceKm`.
 * Wait (`enabled: false`) while the point is still being worked out, so the list is asked for once.
 * A new point keeps the shops shown until their new distances arrive.
 */
export function useShops(origin: GeoPoint | null, enabled = true) {
  const point = origin && { lat: origin.latitude, lng: origin.longitude };
  return useQuery({
    queryKey: queryKeys.customerShopList(point),
    queryFn: () =>
      dataOf(api.GET('/api/customer/shops', { params: { query: point ? { filter: JSON.stringify(point) } : {} } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const shopQuery = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.customerShop(shopId),
    queryFn: () => dataOf(api.GET('/api/customer/shops/{shopId}', { params: { path: { shopId } } })),
  });

export const shopProductsQuery = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopProducts(shopId),
    queryFn: () => dataOf(api.GET('/api/customer/shops/{shopId}/products', { params: { path: { shopId } } })),
  });

export const useShop = (shopId: string) => useQuery(shopQuery(shopId));

export const useShopProducts = (shopId: string) => useQuery(shopProductsQuery(shopId));

/** How many of a shop's latest reviews its products page shows. */
export const LATEST_REVIEWS = 5;

export function useShopReviews(shopId: string) {
  return useQuery({
    queryKey: queryKeys.shopReviews(shopId),
    queryFn: () =>
      dataOf(
        api.GET('/api/customer/shops/{shopId}/reviews', {
          params: { path: { shopId }, query: { range: JSON.stringify([0, LATEST_REVIEWS - 1]) } },
        }),
      ),
  });
}
