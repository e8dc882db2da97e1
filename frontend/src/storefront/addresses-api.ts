import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { Address } from './storefront-types';

export function useAddresses() {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: () => dataOf(api.GET('/api/customer/addresses')) });
}

/** The address deliveries go to unless the customer picks another: the default one, else the first. */
export function defaultAddressOf(addresses: Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.isDefault) ?? addresses?.[0];
}
