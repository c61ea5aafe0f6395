import type { FastifyBaseLogger } from 'fastify';
import { realtimeEventSchema, type RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { EventTransport, NotifiedEvent } from './event-transport';
import { ReplayBuffer } from './replay-buffer';
import type { StreamedEvent } from './streamed-event';

export type EventListener = (streamed: StreamedEvent) => void;

/**
 * Real-time events by user. publish() goes through the transport, so an event published on any instance reaches
 * the streams every instance holds for that user, and only that user's.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private started: Promise<void> | undefined;
  /** The previous send: a pool may run two NOTIFYs on two connections, so sends wait their turn to keep order. */
  private lastSend: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly transport: EventTransport,
    private readonly log: FastifyBaseLogger,
    private readonly replay: ReplayBuffer = new ReplayBuffer(),
  ) {}

  /** Starts receiving; once resolved, every event published anywhere reaches this instance's listeners. */
  start(): Promise<void> {
    this.started ??= this.transport.listen((notified) => this.deliver(notified));
    return this.started;
  }

  /**
   * Sends an event to every stream of the user, on every instance, after every event this instance published
   * before it. Resolves when the event has been handed to the database, before streams receive it.
   * @throws Error when the event breaks its contract: a caller's bug, not the client's.
   */
  async publish(userQueryId: string, event: RealtimeEvent): Promise<void> {
    const parsed = realtimeEventSchema.safeParse(event);
    if (!parsed.success) throw new Error(`A real-time event breaks its contract: ${parsed.error.message}`);
    const send = this.lastSend.then(() => this.transport.send({ userQueryId, event: parsed.data }));
    this.lastSend = send.catch(() => undefined);
    await send;
  }

  /** Calls listener with each event of the user from now on; the answer stops it. */
  subscribe(userQueryId: string, listener: EventListener): () => void {
    const own = this.listeners.get(userQueryId) ?? new Set<EventListener>();
    own.add(listener);
    this.listeners.set(userQueryId, own);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.listeners.get(userQueryId) === own) this.listeners.delete(userQueryId);
    };
  }

  /** The user's kept events after lastEventId (see ReplayBuffer); call it in the same turn as subscribe. */
  eventsAfter(userQueryId: string, lastEventId: string): StreamedEvent[] {
    return this.replay.after(userQueryId, lastEventId);
  }

  /** Listeners of one user, or of everyone: lets tests see that a closed stream left nothing behind. */
  listenerCount(userQueryId?: string): number {
    if (userQueryId !== undefined) return this.listeners.get(userQueryId)?.size ?? 0;
    let total = 0;
    for (const own of this.listeners.values()) total += own.size;
    return total;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.transport.close();
  }

  private deliver({ id, userQueryId, event }: NotifiedEvent): void {
    const streamed: StreamedEvent = { id, event };
    this.replay.add(userQueryId, streamed);
    for (const listener of [...(this.listeners.get(userQueryId) ?? [])]) {
      try {
        listener(streamed);
      } catch (error) {
        // One broken stream must not keep the event from the user's other streams.
        this.log.error({ err: error }, 'A real-time listener failed');
      }
    }
  }
}
