/**
 * Registers the app's service worker (sw.ts, built to /sw.js). Imported by main.tsx once the page has
 * loaded: neither this code nor the files the worker then keeps compete with the page's own downloads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A failed registration leaves the app as it is without one: working, only not offline.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
}
