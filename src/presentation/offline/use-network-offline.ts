import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  globalThis.addEventListener('online', changed);
  globalThis.addEventListener('offline', changed);
  return () => {
    globalThis.removeEventListener('online', changed);
    globalThis.removeEventListener('offline', changed);
  };
}

const isOffline = () => globalThis.navigator.onLine === false;

/**
 * Whether the browser says the network is gone, followed through its offline and online events. A page loaded
 * offline (from the worker's copy) starts offline; only the browser's word counts, not a failed request.
 */
export function useNetworkOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
