import type { FastifyBaseLogger } from 'fastify';
import { realtimeEventSchema, type RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { EventLog } from './store/event-log';
import { replayLimit } from './event-log-retention';
import type { EventTransport, NotifiedEvent, PublishedEvent } from './transport/event-transport';
import type { StreamedEvent } from './streamed-event';

export type EventListener = (streamed: StreamedEvent) => void;

/** A published event waiting for its turn to be kept and sent. */
interface Waiting extends PublishedEvent {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Real-time events by user. publish() keeps the event in the event log, which gives it its id, then sends it
 * through the transport, so an event published on any instance reaches the streams every instance holds for
 * that user, and only that user's; a reconnect replays from the log.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private started: Promise<void> | undefined;
  /**
   * Events waiting for the publish before them: a pool may run two statements on two connections, so publishes
   * take turns to keep their order, and those that queued up meanwhile go together in the next turn.
   */
  private waiting: Waiting[] = [];
  private sending = false;

  constructor(
    private readonly transport: EventTransport,
    private readonly events: EventLog,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts receiving; once resolved, every event published anywhere reaches this instance's listeners. */
  start(): Promise<void> {
    this.started ??= this.transport.listen((notified) => this.deliver(notified));
    return this.started;
  }

  /**
   * Keeps the event and sends it to every stream of the user, on every instance, after every event this
   * instance published before it. Resolves when the event is in the log and handed to the transport, before
   * streams receive it.
   * @throws Error when the event breaks its contract: a caller's bug, not the client's.
   */
  async publish(userQueryId: string, event: RealtimeEvent): Promise<void> {
    const parsed = realtimeEventSchema.safeParse(event);
    if (!parsed.success) throw new Error(`A real-time event breaks its contract: ${parsed.error.message}`);
    await new Promise<void>((resolve, reject) => {
      this.waiting.push({ userQueryId, event: parsed.data, resolve, reject });
      if (this.sending) return;
      this.sending = true;
      // Started once the publisher's own code has run: the events it publishes together (an order's event to its
      // customer and to its store) then go in one turn, one statement instead of two.
      queueMicrotask(() => void this.sendWaiting());
    });
  }

  /** Sends the waiting events in turns until none is left. */
  private async sendWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const turn = this.waiting;
      this.waiting = [];
      await this.send(turn);
    }
    this.sending = false;
  }

  /**
   * Keeps the events in the log, which gives them their ids, and sends them, in their order: in one statement
   * with their NOTIFY where the transport listens in the log's own database (a failure then fails each of them),
   * else each kept then handed to the transport.
   */
  private async send(turn: readonly Waiting[]): Promise<void> {
    const { events, transport } = this;
    if (transport.notifyChannel !== undefined) {
      try {
        if (!events.appendAndNotify)
          throw new Error('This event log cannot send through the database it keeps events in');
        await events.appendAndNotify(turn, transport.notifyChannel);
        for (const one of turn) one.resolve();
      } catch (error) {
        for (const one of turn) one.reject(error);
      }
      return;
    }
    for (const one of turn) {
      try {
        const id = await events.append(one.userQueryId, one.event);
        await transport.send({ id, userQueryId: one.userQueryId, event: one.event });
        one.resolve();
      } catch (error) {
        one.reject(error);
      }
    }
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

  /**
   * The user's newest kept events after lastEventId (at most replayLimit), oldest first. A log that cannot be
   * read answers none: the stream still goes on live, and the browser's page shows the orders as they are.
   */
  async eventsAfter(userQueryId: string, lastEventId: string): Promise<StreamedEvent[]> {
    try {
      return await this.events.after(userQueryId, lastEventId, replayLimit);
    } catch (error) {
      this.log.error({ err: error }, 'Missed real-time events could not be read');
      return [];
    }
  }

  /** Forgets the events kept before the instant (see startPruningEvents); answers how many. */
  pruneEventsBefore(instant: Date): Promise<number> {
    return this.events.pruneBefore(instant);
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
    const own = this.listeners.get(userQueryId);
    if (own === undefined) return;
    // Not copied first: a listener that ends its stream deletes itself from the set, which a Set's iteration
    // allows, and none is added while this runs. The copy cost an array of every stream per event.
    for (const listener of own) {
      try {
        listener(streamed);
      } catch (error) {
        // One broken stream must not keep the event from the user's other streams.
        this.log.error({ err: error }, 'A real-time listener failed');
      }
    }
  }
}
