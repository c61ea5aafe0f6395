import type { SessionEvent, SessionEvents } from '@/application/ports/session-events.port';

/** Session events within this page: the request layer's failure handler tells, the screens listen. */
export class SessionEventHub implements SessionEvents {
  private readonly listeners = new Set<(event: SessionEvent) => void>();

  publish(event: SessionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  subscribe(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
