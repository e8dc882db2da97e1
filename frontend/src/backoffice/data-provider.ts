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

export function dataProviderFor(apiUrl: string): DataProvider {
  return simpleRestProvider(apiUrl, httpClient);
}
