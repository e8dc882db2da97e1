import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { Address } from './storefront-types';

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: () => dataOf(api.GET('/api/customer/addresses')),
});

export const useAddresses = () => useQuery(addressesQuery);

/** The address deliveries go to unless the customer picks another: the default one, else the first. */
export function defaultAddressOf(addresses: Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.isDefault) ?? addresses?.[0];
}
