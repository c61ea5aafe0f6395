import type { NetworkState } from '@/application/ports/network-state.port';

/** The browser's word on the network: navigator.onLine, and its `online` event. */
export class BrowserNetworkState implements NetworkState {
  constructor(private readonly window: Window & typeof globalThis = globalThis as Window & typeof globalThis) {}

  isOnline(): boolean {
    return this.window.navigator.onLine !== false;
  }

  onOnline(listener: () => void): () => void {
    this.window.addEventListener('online', listener);
    return () => this.window.removeEventListener('online', listener);
  }
}
