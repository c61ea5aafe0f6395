import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseTransport, NotifiedEvent } from './event-transport';
import { eventChannel, parseNotification } from './notify-channel';

/**
 * LISTEN/NOTIFY inside the embedded database. PGlite has one connection and one process, so this reaches this
 * instance only, which is all there is: a PGlite folder is never opened by two servers.
 */
export class PgliteTransport implements DatabaseTransport {
  readonly notifyChannel = eventChannel;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly client: PGlite) {}

  async listen(onEvent: (notified: NotifiedEvent) => void): Promise<void> {
    this.stopListening = await this.client.listen(eventChannel, (payload) => {
      const notified = parseNotification(payload);
      if (notified !== null) onEvent(notified);
    });
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    // The database may already be closed when the server stops; there is nothing left to unlisten then.
    if (stop && !this.client.closed) await stop();
  }
}
