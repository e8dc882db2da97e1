/**
 * A while after the back office opened: the worker's first install downloads and compiles every chunk
 * of the app, in the page's own renderer process on a phone, and must not compete with the desk
 * becoming usable.
 */
const SHOPKEEPER_REGISTERS_AFTER_MS = 10_000;

/**
 * Registers the app's service worker (sw.ts, built to /sw.js), which keeps the app for a reload without
 * network and shows pushes. Only where they are wanted: the shopkeeper's back office (the desk offline,
 * the installed app) and a person turning pushes on. A customer's pages download only what they show.
 */
export async function registerServiceWorker(): Promise<void> {
  // Not under `vite dev`, whose modules a service worker's copies would hide.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A failed registration leaves the app as it is without one: working, only not offline.
  await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** The shopkeeper's back office: registers the worker a while after it opened. */
export function registerServiceWorkerSoon(): () => void {
  const timer = setTimeout(() => void registerServiceWorker(), SHOPKEEPER_REGISTERS_AFTER_MS);
  return () => clearTimeout(timer);
}
