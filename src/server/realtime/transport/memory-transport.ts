import type { CarryingTransport, NotifiedEvent } from './event-transport';

/**
 * Delivers within this process only: for unit tests, and for a database driver without LISTEN/NOTIFY.
 * Delivery is asynchronous, as it is through PostgreSQL, so callers cannot come to rely on the opposite.
 */
export class MemoryTransport implements CarryingTransport {
  private onEvent: ((notified: NotifiedEvent) => void) | undefined;

  listen(onEvent: (notified: NotifiedEvent) => void): Promise<void> {
    this.onEvent = onEvent;
    return Promise.resolve();
  }

  send(notified: NotifiedEvent): Promise<void> {
    queueMicrotask(() => this.onEvent?.(notified));
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onEvent = undefined;
    return Promise.resolve();
  }
}
