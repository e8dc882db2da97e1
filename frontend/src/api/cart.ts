import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from './client';
import { CUSTOMER_READS } from './customer-reads';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import { useUser } from './session';

export type Cart = components['schemas']['CartResponse'];
export type CartItem = components['schemas']['CartItemResponse'];

/**
 * The signed-in customer's cart; nobody else has one, so nothing is asked for them. The site header's
 * badge and the storefront's pages read the same cached answer, which every cart change replaces.
 */
export function useCart() {
  const isCustomer = useUser()?.role === 'customer';
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.cart)),
    enabled: isCustomer,
  });
}

/** Number of items in the signed-in customer's cart, for the header badge; 0 for anyone else. */
export function useCartCount(): number {
  return useCart().data?.itemCount ?? 0;
}
