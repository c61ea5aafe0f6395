import type { PGlite } from '@electric-sql/pglite';
import type { EventTransport, NotifiedEvent } from './event-transport';
import {
  eventChannel,
  notifyManyParameters,
  notifyManySql,
  notifyParameters,
  notifySql,
  parseNotification,
} from './notify-channel';

/**
 * LISTEN/NOTIFY inside the embedded database. PGlite has one connection and one process, so this reaches this
 * instance only, which is all there is: a PGlite folder is never opened by two servers.
 */
export class PgliteTransport implements EventTransport {
  readonly notifyChannel = eventChannel;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly client: PGlite) {}

  async listen(onEvent: (notified: NotifiedEvent) => void): Promise<void> {
    this.stopListening = await this.client.listen(eventChannel, (payload) => {
      const notified = parseNotification(payload);
      if (notified !== null) onEvent(notified);
    });
  }

  async send(notified: NotifiedEvent): Promise<void> {
    await this.client.query(notifySql, notifyParameters(notified));
  }

  async sendMany(notified: readonly NotifiedEvent[]): Promise<void> {
    await this.client.query(notifyManySql, notifyManyParameters(notified));
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    // The database may already be closed when the server stops; there is nothing left to unlisten then.
    if (stop && !this.client.closed) await stop();
  }
}
