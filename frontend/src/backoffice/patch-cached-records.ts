import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';

/**
 * Puts `patch` into every copy of a record that react-admin holds for `resource`: its records and
 * its lists' rows. Only what `patch` changes moves, so that a form being edited keeps what was typed.
 */
export function patchCachedRecords<R>(queryClient: QueryClient, resource: string, patch: (record: R) => R) {
  queryClient.setQueriesData<R>({ queryKey: queryKeys.resourceRecords(resource) }, (record) => record && patch(record));
  queryClient.setQueriesData<{ data: R[] }>(
    { queryKey: queryKeys.resourceLists(resource) },
    (list) => list && { ...list, data: list.data.map(patch) },
  );
}
