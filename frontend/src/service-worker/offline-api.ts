/**
 * The API answers the service worker keeps for the shopkeeper's desk without a network (sw.ts): who is
 * signed in, and the shop's orders as last read.
 */
export const OFFLINE_API_CACHE = 'mohalla-offline-api';

/** `GET` paths whose last answer stands in for the network's: the session, the shop, the desk's orders. */
export function isKeptOffline(path: string): boolean {
  return (
    path === '/api/user' ||
    path === '/api/shopkeeper/shopkeeper-profile' ||
    /^\/api\/shopkeeper\/orders(\/[0-9a-f-]{36})?$/.test(path)
  );
}

/** Requests after which the kept answers are another person's, or no one's: sign-in, registration, sign-out. */
export function changesSession(method: string, path: string): boolean {
  return method === 'POST' && ['/api/login', '/api/register', '/api/logout'].includes(path);
}
