import type { NetworkState } from '@/application/ports/network-state.port';

/** A network a test cuts and restores; restoring it tells every listener, as the browser's online event does. */
export class ManualNetworkState implements NetworkState {
  private readonly listeners = new Set<() => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  onOnline(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  goOffline(): void {
    this.online = false;
  }

  goOnline(): void {
    this.online = true;
    for (const listener of [...this.listeners]) listener();
  }

  get listening(): number {
    return this.listeners.size;
  }
}
