import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { EventHub } from '@/server/realtime/event-hub';
import type { EventLog } from '@/server/realtime/store/event-log';
import { MemoryEventLog } from './support/memory-event-log';
import type { DatabaseTransport, NotifiedEvent, PublishedEvent } from '@/server/realtime/transport/event-transport';
import { MemoryTransport } from '@/server/realtime/transport/memory-transport';
import type { StreamedEvent } from '@/server/realtime/streamed-event';

const event = (invoiceQueryId: string): RealtimeEvent => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status: 'order_confirmed',
  invoiceQueryId,
  merchantQueryId: 'sushi-kamome',
});

const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
const settle = () => new Promise((done) => setImmediate(done));

async function startedHub(): Promise<EventHub> {
  const hub = new EventHub(new MemoryTransport(), new MemoryEventLog(), log);
  await hub.start();
  return hub;
}

/** A transport like a connection pool: a send may finish after a later one unless the hub waits its turn. */
class SlowFirstTransport extends MemoryTransport {
  private sends = 0;
  override async send(published: Parameters<MemoryTransport['send']>[0]): Promise<void> {
    this.sends += 1;
    if (this.sends === 1) await new Promise((done) => setTimeout(done, 20));
    return super.send(published);
  }
}

/**
 * A transport listening in the log's own database, and a log that sends while it keeps, as PostgreSQL's NOTIFY
 * does in the keeping statement: the log hands each kept event to the transport's listener itself.
 */
class ListeningTransport implements DatabaseTransport {
  readonly notifyChannel = 'events';
  private onEvent: ((notified: NotifiedEvent) => void) | undefined;
  listen(onEvent: (notified: NotifiedEvent) => void): Promise<void> {
    this.onEvent = onEvent;
    return Promise.resolve();
  }
  /** What the database does on commit: each notification reaches the listener. */
  notify(notified: NotifiedEvent): void {
    queueMicrotask(() => this.onEvent?.(notified));
  }
  close(): Promise<void> {
    this.onEvent = undefined;
    return Promise.resolve();
  }
}

class NotifyingLog extends MemoryEventLog {
  readonly turns: { channel: string; events: number }[] = [];
  failNext = false;
  constructor(private readonly transport: ListeningTransport) {
    super();
  }
  async appendAndNotify(events: readonly PublishedEvent[], channel: string): Promise<string[]> {
    this.turns.push({ channel, events: events.length });
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database down');
    }
    const ids: string[] = [];
    for (const { userQueryId, event: published } of events) ids.push(await this.append(userQueryId, published));
    events.forEach(({ userQueryId, event: published }, index) =>
      this.transport.notify({ id: ids[index]!, userQueryId, event: published }),
    );
    return ids;
  }
}

/** A hub on a notifying log and a listening transport, with what 'ann' received. */
async function startedListeningHub() {
  const transport = new ListeningTransport();
  const events = new NotifyingLog(transport);
  const hub = new EventHub(transport, events, log);
  await hub.start();
  const received: StreamedEvent[] = [];
  hub.subscribe('ann', (streamed) => received.push(streamed));
  return { events, hub, received };
}

describe('EventHub', () => {
  beforeEach(() => errors.splice(0));

  it("keeps and sends in one statement per turn where the transport listens in the log's own database", async () => {
    const { events, hub, received } = await startedListeningHub();
    hub.subscribe('store:sushi-kamome', (streamed) => received.push(streamed));
    await Promise.all([hub.publish('ann', event('placed')), hub.publish('store:sushi-kamome', event('placed'))]);
    await hub.publish('ann', event('ready'));
    await settle();
    expect(events.turns).toEqual([
      { channel: 'events', events: 2 },
      { channel: 'events', events: 1 },
    ]);
    expect(received.map((streamed) => [streamed.id, streamed.event])).toEqual([
      ['1', event('placed')],
      ['2', event('placed')],
      ['3', event('ready')],
    ]);
  });

  it('fails a publish when the transport listens in a database the log cannot send through', async () => {
    const hub = new EventHub(new ListeningTransport(), new MemoryEventLog(), log);
    await hub.start();
    await expect(hub.publish('ann', event('placed'))).rejects.toThrow(
      'This event log cannot send through the database it keeps events in',
    );
  });

  it('fails each publish of a turn the log could not keep, and goes on with the next', async () => {
    const { events, hub, received } = await startedListeningHub();
    events.failNext = true;
    const failed = [hub.publish('ann', event('placed')), hub.publish('ann', event('paid'))];
    await expect(failed[0]).rejects.toThrow('database down');
    await expect(failed[1]).rejects.toThrow('database down');
    await hub.publish('ann', event('ready'));
    await settle();
    expect(received.map((streamed) => streamed.event)).toEqual([event('ready')]);
  });

  it('delivers events in the order they were published, even when nobody waits for a publish', async () => {
    const hub = new EventHub(new SlowFirstTransport(), new MemoryEventLog(), log);
    await hub.start();
    const ann: StreamedEvent[] = [];
    hub.subscribe('ann', (streamed) => ann.push(streamed));
    const first = hub.publish('ann', event('paid'));
    const second = hub.publish('ann', event('placed'));
    await Promise.all([first, second]);
    await settle();
    expect(ann.map((streamed) => streamed.event.invoiceQueryId)).toEqual(['paid', 'placed']);
  });

  it("delivers an event to every listener of its user and to no one else's, with growing ids", async () => {
    const hub = await startedHub();
    const ann: StreamedEvent[] = [];
    const annToo: StreamedEvent[] = [];
    const bob: StreamedEvent[] = [];
    hub.subscribe('ann', (streamed) => ann.push(streamed));
    hub.subscribe('ann', (streamed) => annToo.push(streamed));
    hub.subscribe('bob', (streamed) => bob.push(streamed));
    await hub.publish('ann', event('a-1'));
    await hub.publish('bob', event('b-1'));
    await hub.publish('ann', event('a-2'));
    await settle();
    expect(ann).toEqual([
      { id: '1', event: event('a-1') },
      { id: '3', event: event('a-2') },
    ]);
    expect(annToo).toEqual(ann);
    expect(bob).toEqual([{ id: '2', event: event('b-1') }]);
  });

  it('stops delivering once unsubscribed and forgets a user with no listener left', async () => {
    const hub = await startedHub();
    const received: StreamedEvent[] = [];
    const unsubscribe = hub.subscribe('ann', (streamed) => received.push(streamed));
    expect(hub.listenerCount('ann')).toBe(1);
    unsubscribe();
    unsubscribe();
    expect(hub.listenerCount('ann')).toBe(0);
    expect(hub.listenerCount()).toBe(0);
    await hub.publish('ann', event('a-1'));
    await settle();
    expect(received).toEqual([]);
  });

  it("keeps published events for replay after an id, the user's own only", async () => {
    const hub = await startedHub();
    await hub.publish('ann', event('a-1'));
    await hub.publish('bob', event('b-1'));
    await hub.publish('ann', event('a-2'));
    await hub.publish('ann', event('a-3'));
    expect(await hub.eventsAfter('ann', '1')).toEqual([
      { id: '3', event: event('a-2') },
      { id: '4', event: event('a-3') },
    ]);
    expect(await hub.eventsAfter('bob', '0')).toEqual([{ id: '2', event: event('b-1') }]);
    expect(await hub.eventsAfter('carol', '0')).toEqual([]);
  });

  it('replays the newest 100 events of a user who missed more, oldest first', async () => {
    const hub = await startedHub();
    for (let number = 1; number <= 105; number += 1) await hub.publish('ann', event(`a-${number}`));
    const replayed = await hub.eventsAfter('ann', '0');
    expect(replayed).toHaveLength(100);
    expect(replayed[0]).toEqual({ id: '6', event: event('a-6') });
    expect(replayed[99]).toEqual({ id: '105', event: event('a-105') });
  });

  it('forgets events kept before an instant', async () => {
    let now = Date.UTC(2026, 0, 1);
    const hub = new EventHub(new MemoryTransport(), new MemoryEventLog(() => now), log);
    await hub.publish('ann', event('a-1'));
    now += 60_000;
    await hub.publish('ann', event('a-2'));
    expect(await hub.pruneEventsBefore(new Date(now))).toBe(1);
    expect(await hub.eventsAfter('ann', '0')).toEqual([{ id: '2', event: event('a-2') }]);
  });

  it('answers no missed events, and logs why, when the log cannot be read', async () => {
    const broken: EventLog = {
      append: () => Promise.resolve('1'),
      after: () => Promise.reject(new Error('connection lost')),
      pruneBefore: () => Promise.resolve(0),
    };
    const hub = new EventHub(new MemoryTransport(), broken, log);
    expect(await hub.eventsAfter('ann', '0')).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('sends nothing when the event could not be kept, and publishes the next one', async () => {
    const failingOnce = new MemoryEventLog();
    const append = failingOnce.append.bind(failingOnce);
    let calls = 0;
    failingOnce.append = (userQueryId, published) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('disk full')) : append(userQueryId, published);
    };
    const hub = new EventHub(new MemoryTransport(), failingOnce, log);
    await hub.start();
    const received: StreamedEvent[] = [];
    hub.subscribe('ann', (streamed) => received.push(streamed));
    await expect(hub.publish('ann', event('lost'))).rejects.toThrow('disk full');
    await hub.publish('ann', event('kept'));
    await settle();
    expect(received).toEqual([{ id: '1', event: event('kept') }]);
  });

  it('refuses an event that breaks its contract, naming the field', async () => {
    const hub = await startedHub();
    await expect(hub.publish('ann', { ...event('a-1'), invoiceQueryId: '' })).rejects.toThrow(/invoiceQueryId/);
  });

  it("still delivers to a user's other listeners when one throws, and logs it", async () => {
    const hub = await startedHub();
    const received: string[] = [];
    hub.subscribe('ann', () => {
      throw new Error('broken stream');
    });
    hub.subscribe('ann', (streamed) => received.push(streamed.event.invoiceQueryId));
    await hub.publish('ann', event('a-1'));
    await settle();
    expect(received).toEqual(['a-1']);
    expect(errors).toHaveLength(1);
  });

  it('delivers nothing after close', async () => {
    const hub = await startedHub();
    const received: StreamedEvent[] = [];
    hub.subscribe('ann', (streamed) => received.push(streamed));
    await hub.close();
    await hub.publish('ann', event('a-1'));
    await settle();
    expect(received).toEqual([]);
    expect(hub.listenerCount()).toBe(0);
  });
});
