import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type User = components['schemas']['UserResponse'];
export type Role = User['role'];

/** A non-success answer; its message is the spec's "status: body" text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

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

/** A sentence a person can read: the NestJS error's message, not the raw "status: body". */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  try {
    const { message } = JSON.parse(error.body) as Partial<components['schemas']['ErrorResponse']>;
    if (Array.isArray(message)) return message.join(', ');
    if (message) return message;
  } catch {
    // Not JSON (a proxy's HTML page, plain text): fall back to the raw text below.
  }
  return error.message;
}
