import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';

/** The session cookie must travel with every back-office request. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export function dataProviderFor(apiUrl: string): DataProvider {
  return simpleRestProvider(apiUrl, httpClient);
}
