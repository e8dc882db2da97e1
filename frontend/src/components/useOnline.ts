import { useSyncExternalStore } from 'react';

function onOnlineChange(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network; false for sure when it says so, true perhaps wrongly (a router without internet). */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, () => navigator.onLine);
}
