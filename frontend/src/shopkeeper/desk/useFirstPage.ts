import { useQuery } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import { queryKeys } from '../../api/query-keys';
import { firstPageParams, type FirstPage } from '../../api/shopkeeper-reads';
import { shopkeeperDataProvider } from '../shopkeeper-data-provider';

/**
 * A list's first page, read as react-admin's `useGetList` reads it (same query key, same answer in
 * the cache), without react-admin's code: the order desk shows before it is in. The back office's
 * lists and moves refresh it as they refresh their own.
 */
export function useFirstPage<RecordType extends RaRecord>(list: FirstPage): RecordType[] {
  const params = firstPageParams(list);
  const { data } = useQuery({
    queryKey: [...queryKeys.resourceLists(list.resource), params],
    queryFn: (): Promise<GetListResult<RecordType>> =>
      shopkeeperDataProvider
        .getList<RecordType>(list.resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  return data?.data ?? [];
}
