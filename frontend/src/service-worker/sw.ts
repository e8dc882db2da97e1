import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { changesSession, isKeptOffline, OFFLINE_API_CACHE } from './offline-api';

/**
 * The app's service worker, built by vite-plugin-pwa (vite.config.ts), which writes the list of the
 * build's files in place of `self.__WB_MANIFEST`. It keeps the app's shell for a reload without network,
 * shows the push notifications and opens their page. API requests go to the network as if it were not
 * there; only the desk's reads (offline-api.ts) fall back to their last answer when the network fails.
 */
declare const self: ServiceWorkerGlobalScope;

/** What the server sends in a push message. */
interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
  /** A later notification with the same tag replaces this one. */
  tag?: string;
}

const SHELL = 'index.html';
/** The session block of index.html, as the server fills it: JSON with every `<` escaped. */
const SESSION_BLOCK = /<script type="application\/json" id="session">([^<]+)<\/script>/;
const ICON = '/icons/icon-192.png';

// A new version takes over open pages at once rather than after all of them have closed (which on a
// phone can be days). An open page then keeps running its own code, as it would after a deploy with
// no service worker, and its next navigation loads the new version.
self.skipWaiting();
clientsClaim();

// No `/` or `/index` for index.html: the server writes the signed-in user and the page's preloads into
// every page it answers, so the precached copy stands in for a page only when the network fails (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  // Each navigation starts its request while the service worker starts, instead of after it (where the
  // browser offers it: the handler below does without).
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

/**
 * Keeps the user the server wrote into a page (backend/src/web/serve-web-app.ts) as `/api/user`'s answer:
 * the shell, which has none, then knows who is there without a network. A page for no one forgets all.
 */
async function keepSessionOf(page: Response): Promise<void> {
  const session = SESSION_BLOCK.exec(await page.text())?.[1];
  if (session === undefined) return;
  if (session === 'null') await caches.delete(OFFLINE_API_CACHE);
  else {
    const kept = await caches.open(OFFLINE_API_CACHE);
    await kept.put('/api/user', new Response(session, { headers: { 'Content-Type': 'application/json' } }));
  }
}

/** The page from the network; the app's shell, which then routes the path itself, when there is none. */
async function pageOrShell({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const preloaded: Response | undefined = await (event as FetchEvent).preloadResponse;
    const page = preloaded ?? (await fetch(request));
    if (page.ok) (event as FetchEvent).waitUntil(keepSessionOf(page.clone()));
    return page;
  } catch {
    return (await matchPrecache(SHELL)) ?? Response.error();
  }
}

// Not the API's pages (its documentation at /api/docs, a product picture opened on its own).
registerRoute(new NavigationRoute(pageOrShell, { denylist: [/^\/api(\/|$)/] }));

/** The answer from the network, kept for later; the one kept last when the network fails. */
async function answerOrLastKept({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = await caches.open(OFFLINE_API_CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await kept.put(request, answer.clone());
    // Signed out (or the session expired): nothing of it may show offline.
    else if (answer.status === 401) await caches.delete(OFFLINE_API_CACHE);
    return answer;
  } catch {
    return (await kept.match(request, { ignoreVary: true })) ?? Response.error();
  }
}

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isKeptOffline(url.pathname),
  answerOrLastKept,
);

/** Another person's orders must never show on this device: a change of session forgets every kept answer. */
async function forgettingKept({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  await caches.delete(OFFLINE_API_CACHE);
  return fetch(request);
}

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && changesSession(request.method, url.pathname),
  forgettingKept,
  'POST',
);

self.addEventListener('push', (event) => {
  if (!event.data) return;
  const { title, body, url, tag } = event.data.json() as PushMessage;
  event.waitUntil(self.registration.showNotification(title, { body, tag, icon: ICON, data: { url } }));
});

/** `url` if it is a page of the app, else the home page: a push message opens no other site. */
function pageOfApp(url: unknown): string {
  const page = typeof url === 'string' ? new URL(url, self.location.origin) : undefined;
  return page?.origin === self.location.origin ? page.href : self.location.origin + '/';
}

async function showPage(url: string): Promise<void> {
  const [open] = await self.clients.matchAll({ type: 'window' });
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first: the click's permission to bring a window forward lasts only a moment.
  const focused = await open.focus();
  await focused.navigate(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(showPage(pageOfApp((event.notification.data as { url?: unknown } | null)?.url)));
});
