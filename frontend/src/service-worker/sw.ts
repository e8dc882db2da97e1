import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The app's service worker, built by vite-plugin-pwa (vite.config.ts), which writes the list of the
 * build's files in place of `self.__WB_MANIFEST`. It keeps the app's shell for a reload without network,
 * shows the push notifications and opens their page. It never answers an API request: those go to the
 * network as if it were not there, and no answer of the API is ever kept.
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

/** The page from the network; the app's shell, which then routes the path itself, when there is none. */
async function pageOrShell({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const preloaded: Response | undefined = await (event as FetchEvent).preloadResponse;
    return preloaded ?? (await fetch(request));
  } catch {
    return (await matchPrecache(SHELL)) ?? Response.error();
  }
}

// Not the API's pages (its documentation at /api/docs, a product picture opened on its own).
registerRoute(new NavigationRoute(pageOrShell, { denylist: [/^\/api(\/|$)/] }));

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
