import { QueryClient } from '@tanstack/react-query';

/**
 * What react-admin's authentication hooks answer, as its router, lists and forms ask (no
 * parameters), in an admin without an authProvider: signed in, no permissions of react-admin's. The
 * back offices have none: the server checks the session of every request. Known from the start:
 * each change of these answers rendered react-admin's router, and the whole back office below it,
 * again in one blocking task.
 */
const AUTHENTICATION_ANSWERS = [
  { queryKey: ['auth', 'checkAuth', {}], answer: true },
  { queryKey: ['auth', 'getPermissions', {}], answer: [] },
];

/**
 * The query client of a back office: its react-admin's, and that of what the back office shows
 * before react-admin's code is in (the shop's order desk). Its authentication answers already in.
 * Free of react-admin's code.
 */
export function createBackOfficeQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  for (const { queryKey, answer } of AUTHENTICATION_ANSWERS) {
    queryClient.setQueryDefaults(queryKey, { staleTime: Infinity, gcTime: Infinity });
    queryClient.setQueryData(queryKey, answer);
  }
  return queryClient;
}
