import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';

/** One event of a user's stream: what the browser receives, and the id it names on reconnect. */
export interface StreamedEvent {
  readonly id: string;
  readonly event: RealtimeEvent;
}
