/**
 * A while after the page has loaded: the worker's first install downloads and compiles every chunk of
 * the app, in the page's own renderer process on a phone, and must not compete with the first page
 * becoming usable.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

/**
 * Registers the app's service worker (sw.ts, built to /sw.js). Imported by main.tsx once the page has
 * loaded: neither this code nor the files the worker then keeps compete with the page's own downloads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  setTimeout(() => {
    // A failed registration leaves the app as it is without one: working, only not offline.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  }, REGISTER_AFTER_LOAD_MS);
}
