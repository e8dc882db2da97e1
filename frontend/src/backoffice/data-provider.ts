import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';

/**
 * The session cookie must travel with every back-office request. ra-data-simple-rest labels its
 * bodiless DELETEs text/plain, which the API refuses (415) as a possible cross-site form post, so
 * a request without a body claims no content type at all.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (options.body === undefined) headers.delete('Content-Type');
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};

/** A file upload (multipart): the API takes one only with an X-Requested-With header, which no form of another site can send. */
export async function uploadFile<T>(url: string, file: File, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const { json } = await httpClient(url, { method, body, headers });
  return json as T;
}

export function dataProviderFor(apiUrl: string): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return {
    ...rest,
    // A change that may be sent more than once (the order desk's moves, queued offline) carries its
    // Idempotency-Key, with which the API applies it once.
    update: async (resource, params) => {
      const key: unknown = params.meta?.idempotencyKey;
      if (typeof key !== 'string') return rest.update(resource, params);
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
        headers: { Accept: 'application/json', 'Idempotency-Key': key },
      });
      return { data: json };
    },
  };
}
