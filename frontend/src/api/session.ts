import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf, type Role, type User } from './client';
import type { components } from './schema';
import { queryKeys } from './query-keys';
import { errorStatus } from './errors';

export type SignInRequest = components['schemas']['LoginDto'];
export type SignUpRequest = components['schemas']['RegisterDto'];

async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await dataOf(api.GET('/api/user'));
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/**
 * The user the server put in the page (index.html's session block, filled by the API's web server),
 * read once: the app knows who is there without a first request. Undefined when the page came from
 * elsewhere (the Vite dev server), or once read.
 */
function takeSessionFromPage(): User | null | undefined {
  const block = document.getElementById('session');
  const text = block?.textContent;
  block?.remove();
  return text ? (JSON.parse(text) as User | null) : undefined;
}

/** The current user: `undefined` while loading, `null` when signed out. */
export function useSession() {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchCurrentUser,
    initialData: takeSessionFromPage,
  });
  return { user: isPending ? undefined : (data ?? null), isPending };
}

export function useUser(): User | null | undefined {
  return useSession().user;
}

/** Where a signed-in person belongs: their own area. */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'shopkeeper') return '/shopkeeper';
  return '/customer';
}

/** Another person's cached data (cart, orders…) must never show after the session changes. */
function switchSession(queryClient: QueryClient, user: User | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  queryClient.setQueryData(queryKeys.session, user);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInRequest) => dataOf(api.POST('/api/login', { body })),
    onSuccess: (user) => switchSession(queryClient, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpRequest) => dataOf(api.POST('/api/register', { body })),
    onSuccess: (user) => switchSession(queryClient, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/logout'),
    onSuccess: async () => {
      switchSession(queryClient, null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
