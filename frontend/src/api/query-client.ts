import { QueryClient } from '@tanstack/react-query';

/** The spec's generic behaviour: no retries, no refetch on focus, loaded data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
