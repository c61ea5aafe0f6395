import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';

/** An event on its way to one user's streams, on whichever instance holds them. */
export interface PublishedEvent {
  readonly userQueryId: string;
  readonly event: RealtimeEvent;
}

/** An event with the id the event log gave it, as it travels and as every instance receives it. */
export interface NotifiedEvent extends PublishedEvent {
  readonly id: string;
}

/**
 * Carries published events to every server instance, this one included, in one order for all of them.
 * Adapters: PostgreSQL LISTEN/NOTIFY over node-postgres or over PGlite, and an in-process one.
 */
export interface EventTransport {
  /** Starts delivering every event published from now on to onEvent. */
  listen(onEvent: (notified: NotifiedEvent) => void): Promise<void>;
  /** Resolves once the event is handed over; delivery to listeners follows, also on this instance. */
  send(notified: NotifiedEvent): Promise<void>;
  /**
   * The NOTIFY channel this transport listens on in the event log's own database, when it does: the hub then
   * has the log send each event while keeping it (EventLog.appendAndNotify), in one statement.
   */
  readonly notifyChannel?: string;
  /** Sends several events at once, delivered in this order; optional. */
  sendMany?(notified: readonly NotifiedEvent[]): Promise<void>;
  close(): Promise<void>;
}
