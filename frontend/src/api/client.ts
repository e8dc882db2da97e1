import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import type { components, paths } from './schema';

export type User = components['schemas']['UserResponse'];
export type Role = User['role'];

const throwOnFailure: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, await response.clone().text(), response.statusText);
  },
};

export const api = createClient<paths>({ credentials: 'include' });
api.use(throwOnFailure);

/**
 * The answer's data. Failures never get here: the middleware has already thrown them,
 * so only a bodiless success is left without data.
 */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
