import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { PublishedEvent } from '../transport/event-transport';
import type { StreamedEvent } from '../streamed-event';

/**
 * Every event published to a user's stream, kept for a while so a browser that reconnects with Last-Event-ID
 * gets what it missed, whichever instance it lands on and however often the servers restarted meanwhile.
 */
export interface EventLog {
  /** Keeps the event and answers its id: a decimal number, larger than any id the log answered before. */
  append(userQueryId: string, event: RealtimeEvent): Promise<string>;
  /**
   * Keeps several events and, in the same write, sends each through the database's NOTIFY on the channel, in
   * order; answers their ids in order. Optional: for a log whose database a transport listens in.
   */
  appendAndNotify?(events: readonly PublishedEvent[], channel: string): Promise<string[]>;
  /** The user's newest events after lastEventId, at most limit of them, oldest first. */
  after(userQueryId: string, lastEventId: string, limit: number): Promise<StreamedEvent[]>;
  /** Forgets the events kept before the instant; answers how many. */
  pruneBefore(instant: Date): Promise<number>;
}
