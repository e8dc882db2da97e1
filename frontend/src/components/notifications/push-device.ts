import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { registerServiceWorker } from '../../service-worker/register';

/**
 * Without a service worker ready by then, this page cannot receive pushes: the switch stays hidden. A
 * first registration keeps the app's files before it is ready: a few seconds on a phone's network.
 */
const SERVICE_WORKER_WAIT_MS = 15_000;

/** This browser's side of pushes: null when it cannot receive them. */
export interface PushDevice {
  registration: ServiceWorkerRegistration;
  subscription: PushSubscription | null;
  permission: NotificationPermission;
}

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  // Registered here for a customer or an admin, who have none until they think of pushes.
  void registerServiceWorker();
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (giveUp = setTimeout(resolve, SERVICE_WORKER_WAIT_MS, null)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(giveUp);
  }
}

async function readPushDevice(): Promise<PushDevice | null> {
  const registration = await serviceWorkerRegistration();
  if (!registration) return null;
  const subscription = await registration.pushManager.getSubscription();
  return { registration, subscription, permission: Notification.permission };
}

/** The VAPID key as the push manager takes it: the API sends it in URL-safe base64. */
function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') return;
  const { publicKey } = await dataOf(api.GET('/api/notifications/push-key'));
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await api.POST('/api/notifications/push-subscriptions', {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh, auth: keys!.auth } },
  });
}

async function unsubscribe(subscription: PushSubscription): Promise<void> {
  await subscription.unsubscribe();
  await api.DELETE('/api/notifications/push-subscriptions', { body: { endpoint: subscription.endpoint } });
}

/** Whether this device receives pushes, and the switch that changes it. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: queryKeys.pushDevice, queryFn: readPushDevice });
  const change = useMutation({
    mutationFn: async ({ registration, subscription }: PushDevice) =>
      subscription ? unsubscribe(subscription) : subscribe(registration),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice }),
  });
  return { device: device.data ?? null, toggle: change.mutate, isChanging: change.isPending, error: change.error };
}
