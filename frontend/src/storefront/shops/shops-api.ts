import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useShops() {
  return useQuery({ queryKey: queryKeys.customerShops, queryFn: () => dataOf(api.GET('/api/customer/shops')) });
}

export function useShop(shopId: string) {
  return useQuery({
    queryKey: queryKeys.customerShop(shopId),
    queryFn: () => dataOf(api.GET('/api/customer/shops/{shopId}', { params: { path: { shopId } } })),
  });
}

export function useShopProducts(shopId: string) {
  return useQuery({
    queryKey: queryKeys.shopProducts(shopId),
    queryFn: () => dataOf(api.GET('/api/customer/shops/{shopId}/products', { params: { path: { shopId } } })),
  });
}

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
