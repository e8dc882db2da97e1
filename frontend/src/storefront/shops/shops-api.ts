import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { CUSTOMER_READS } from '../../api/customer-reads';
import { queryKeys } from '../../api/query-keys';
import type { components, paths } from '../../api/schema';

export type CustomerShop = components['schemas']['CustomerShopResponse'];
export type Product = components['schemas']['ProductResponse'];
export type ShopReview =
  paths['/api/customer/shops/{shopId}/reviews']['get']['responses'][200]['content']['application/json'][number];

export const shopQuery = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.customerShop(shopId),
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.shop, { params: { path: { shopId } } })),
  });

/** A shop's products, all of them or those whose names match `q` (typos forgiven, as the server searches). */
export const shopProductsQuery = (shopId: string, q = '') =>
  queryOptions({
    queryKey: queryKeys.shopProducts(shopId, q),
    queryFn: () =>
      dataOf(
        api.GET(CUSTOMER_READS.shopProducts, {
          params: { path: { shopId }, query: q ? { filter: JSON.stringify({ q }) } : {} },
        }),
      ),
  });

export const useShop = (shopId: string) => useQuery(shopQuery(shopId));

/** While a new search runs, the products found before stay listed. */
export const useShopProducts = (shopId: string, q = '') =>
  useQuery({ ...shopProductsQuery(shopId, q), placeholderData: keepPreviousData });

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
