import type { FastifyBaseLogger } from 'fastify';
import { Client, type Notification, type Pool } from 'pg';
import type { DatabaseTransport, NotifiedEvent } from './event-transport';
import { eventChannel, parseNotification } from './notify-channel';

const firstRetryMs = 500;
const longestRetryMs = 30_000;

/**
 * LISTEN/NOTIFY on a PostgreSQL server shared by every instance. Sending goes through the pool; listening
 * holds one connection of its own, outside the pool, since a pooled one would be handed back and lose its LISTEN.
 * A lost listening connection is opened again with growing pauses; events published meanwhile do not reach
 * this instance's live streams, but stay in the event log for their browsers' next reconnect.
 */
export class NodePostgresTransport implements DatabaseTransport {
  readonly notifyChannel = eventChannel;
  private listener: Client | undefined;
  private onEvent: ((notified: NotifiedEvent) => void) | undefined;
  private closed = false;
  private retryMs = firstRetryMs;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(onEvent: (notified: NotifiedEvent) => void): Promise<void> {
    this.onEvent = onEvent;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client(this.pool.options);
    client.on('notification', (message: Notification) => this.receive(message));
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`listen ${eventChannel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
    this.retryMs = firstRetryMs;
  }

  private receive(message: Notification): void {
    if (message.channel !== eventChannel || message.payload === undefined) return;
    const notified = parseNotification(message.payload);
    if (notified !== null) this.onEvent?.(notified);
  }

  private lost(client: Client, error: Error): void {
    if (this.listener !== client || this.closed) return;
    this.listener = undefined;
    this.log.error(`Real-time listening connection lost: ${error.message}; reconnecting`);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.log.error(`Real-time listening connection failed: ${error instanceof Error ? error.message : 'unknown'}`);
        this.retryMs = Math.min(this.retryMs * 2, longestRetryMs);
        this.scheduleReconnect();
      });
    }, this.retryMs);
  }
}
