import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { CUSTOMER_READS } from '../../api/customer-reads';
import { listPageOf, nextOffsetOf, rangeOf } from '../../api/list-page';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';

export type Khata = components['schemas']['KhataResponse'];
export type KhataEntry = components['schemas']['KhataEntryResponse'];

/** Entries per page of a khata: a few screens of a phone. */
const ENTRIES_PAGE_SIZE = 20;

// The shop writes payments and corrections while the customer is elsewhere: each page asks again as it opens.
const CURRENT = { refetchOnMount: 'always' } as const;

/** The customer's khatas, one per shop that opened one; who owes most first. */
export function useKhatas() {
  return useQuery({
    queryKey: queryKeys.customerKhatas,
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.khatas)),
    ...CURRENT,
  });
}

export function useKhata(khataId: string) {
  return useQuery({
    queryKey: queryKeys.customerKhata(khataId),
    queryFn: () => dataOf(api.GET(CUSTOMER_READS.khata, { params: { path: { id: khataId } } })),
    ...CURRENT,
  });
}

/** The khata's entries, newest first, a page at a time. */
export function useKhataEntries(khataId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.customerKhataEntries(khataId),
    queryFn: async ({ pageParam }) =>
      listPageOf(
        await api.GET('/api/customer/khatas/{id}/entries', {
          params: { path: { id: khataId }, query: { range: rangeOf(pageParam, ENTRIES_PAGE_SIZE) } },
        }),
        pageParam,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffsetOf,
    ...CURRENT,
  });
}

/** The customer's khata at the shop, or null when the shop opened none for them. */
export function useKhataAtShop(shopId: string | null) {
  return useQuery({
    queryKey: queryKeys.customerKhataAtShop(shopId ?? ''),
    queryFn: async () => {
      const filter = JSON.stringify({ shopId });
      const [khata] = await dataOf(api.GET(CUSTOMER_READS.khatas, { params: { query: { filter } } }));
      return khata ?? null;
    },
    enabled: shopId !== null,
    ...CURRENT,
  });
}
