/** Chrome's `beforeinstallprompt` event, which TypeScript's DOM types do not know. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the app, kept for the shopkeeper's Install app button
 * (shopkeeper/install-app). The browser makes it once per page, as soon as the page qualifies, maybe
 * before the back office's code has loaded: hence kept by the entry, which is there first. Held back
 * from the browser's own banner, which would offer the app to every visitor.
 */
export const installOffer: { event?: InstallPromptEvent } = {};

export function keepInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.event = event as InstallPromptEvent;
  });
}
