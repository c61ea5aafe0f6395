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

interface ListeningTransport {
  /** Starts delivering every event published from now on to onEvent. */
  listen(onEvent: (notified: NotifiedEvent) => void): Promise<void>;
  close(): Promise<void>;
}

/** Carries the events it is handed itself: the in-process adapter. */
export interface CarryingTransport extends ListeningTransport {
  readonly notifyChannel?: undefined;
  /** Resolves once the event is handed over; delivery to listeners follows, also on this instance. */
  send(notified: NotifiedEvent): Promise<void>;
}

/**
 * Listens on a NOTIFY channel of the event log's own database (PostgreSQL over node-postgres, or PGlite): the log
 * sends each event in the statement that keeps it (EventLog.appendAndNotify), so an event is sent only if kept.
 */
export interface DatabaseTransport extends ListeningTransport {
  readonly notifyChannel: string;
}

/** Brings published events to every server instance, this one included, in one order for all of them. */
export type EventTransport = CarryingTransport | DatabaseTransport;
