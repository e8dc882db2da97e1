import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { CUSTOMER_READS } from '../../api/customer-reads';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';

export type Address = components['schemas']['AddressResponse'];

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: () => dataOf(api.GET(CUSTOMER_READS.addresses)),
});

export const useAddresses = () => useQuery(addressesQuery);

/** The address deliveries go to unless the customer picks another: the default one, else the first. */
export function defaultAddressOf(addresses: Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.isDefault) ?? addresses?.[0];
}
