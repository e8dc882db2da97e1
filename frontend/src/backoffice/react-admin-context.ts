import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type Store } from 'react-admin';

/*
 * What react-admin would otherwise learn only after its first render, known from the start. Each such
 * answer changed a state that react-admin's router or its i18n provider hold above the whole back
 * office, and rendered it all again, or for the first time, in one blocking task.
 */

/**
 * What react-admin's authentication hooks answer, as its router, lists and forms ask (no
 * parameters), in an admin without an authProvider: signed in, no permissions of react-admin's. The
 * back offices have none: the server checks the session of every request.
 */
const AUTHENTICATION_ANSWERS = [
  { queryKey: ['auth', 'checkAuth', {}], answer: true },
  { queryKey: ['auth', 'getPermissions', {}], answer: [] },
];

/** The query client of a back office's react-admin, its authentication answers already in. */
export function createBackOfficeQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  for (const { queryKey, answer } of AUTHENTICATION_ANSWERS) {
    queryClient.setQueryDefaults(queryKey, { staleTime: Infinity, gcTime: Infinity });
    queryClient.setQueryData(queryKey, answer);
  }
  return queryClient;
}

/** The back offices are in English, react-admin's own locale. */
const LOCALE = 'en';

const localStore = localStorageStore();

/**
 * react-admin's store (the browser's local storage, as react-admin's default keeps it), which names
 * the locale before anyone chose one: react-admin renders nothing of the admin until the stored
 * locale matches its i18n provider's.
 */
export const backOfficeStore: Store = {
  ...localStore,
  getItem: <T>(key: string, defaultValue?: T) =>
    localStore.getItem<T>(key, key === 'locale' ? (defaultValue ?? (LOCALE as T)) : defaultValue),
};
