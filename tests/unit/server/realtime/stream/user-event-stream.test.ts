import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore, SessionUser } from '@/server/shared/session/session-store';
import { EventHub } from '@/server/realtime/event-hub';
import { MemoryEventLog } from '../support/memory-event-log';
import { MemoryTransport } from '@/server/realtime/transport/memory-transport';
import { openUserEventStream, type UserEventStream } from '@/server/realtime/stream/user-event-stream';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const event = (invoiceQueryId: string) => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status: 'order_pending',
  invoiceQueryId,
  merchantQueryId: 'm-1',
});
const settle = () => new Promise((done) => setImmediate(done));

function sessionsWith(valid: { current: boolean }): SessionStore {
  const user: SessionUser = { userId: 1, userQueryId: 'ann' };
  return { find: () => Promise.resolve(valid.current ? user : null) } as unknown as SessionStore;
}

function textOf(stream: UserEventStream): () => string {
  let text = '';
  stream.body.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe('openUserEventStream', () => {
  let hub: EventHub;

  beforeEach(async () => {
    hub = new EventHub(new MemoryTransport(), new MemoryEventLog(), log);
    await hub.start();
  });

  it('writes the opening, the missed events after Last-Event-ID, then new ones', async () => {
    await hub.publish('ann', event('i-1'));
    await hub.publish('ann', event('i-2'));
    await settle();
    const stream = openUserEventStream({
      hub,
      sessions: sessionsWith({ current: true }),
      settings: { heartbeatMs: 60_000 },
      userQueryId: 'ann',
      token: 't',
      lastEventId: '1',
    });
    const text = textOf(stream);
    await hub.publish('ann', event('i-3'));
    await settle();
    expect(text()).toBe(
      ': open\n\n' +
        `id: 2\ndata: ${JSON.stringify(event('i-2'))}\n\n` +
        `id: 3\ndata: ${JSON.stringify(event('i-3'))}\n\n`,
    );
    stream.end();
    stream.end();
    expect(hub.listenerCount()).toBe(0);
  });

  /** A log whose replay answers only when let go; readFirst says whether it reads before waiting or after. */
  function slowReplayHub(readFirst: boolean): { hub: EventHub; letGo: () => void } {
    const events = new MemoryEventLog();
    let letGo = () => undefined as void;
    const gate = new Promise<void>((done) => (letGo = done));
    const after = events.after.bind(events);
    events.after = async (...args) => {
      const read = readFirst ? await after(...args) : null;
      await gate;
      return read ?? after(...args);
    };
    return { hub: new EventHub(new MemoryTransport(), events, log), letGo };
  }

  it.each([
    ['read before the live event came', true],
    ['read after the live event came, so it holds it too', false],
  ])('writes an event arriving during the replay once, after the replay (replay %s)', async (_case, readFirst) => {
    const slow = slowReplayHub(readFirst);
    await slow.hub.start();
    await slow.hub.publish('ann', event('i-1'));
    await slow.hub.publish('ann', event('i-2'));
    const stream = openUserEventStream({
      hub: slow.hub,
      sessions: sessionsWith({ current: true }),
      settings: { heartbeatMs: 60_000 },
      userQueryId: 'ann',
      token: 't',
      lastEventId: '1',
    });
    const text = textOf(stream);
    await settle();
    await slow.hub.publish('ann', event('i-3'));
    await settle();
    expect(text()).toBe(': open\n\n');
    slow.letGo();
    await settle();
    expect(text()).toBe(
      ': open\n\n' +
        `id: 2\ndata: ${JSON.stringify(event('i-2'))}\n\n` +
        `id: 3\ndata: ${JSON.stringify(event('i-3'))}\n\n`,
    );
    await slow.hub.publish('ann', event('i-4'));
    await settle();
    expect(text().endsWith(`id: 4\ndata: ${JSON.stringify(event('i-4'))}\n\n`)).toBe(true);
    stream.end();
  });

  it('writes nothing of a replay that answers after the stream ended', async () => {
    const slow = slowReplayHub(true);
    await slow.hub.start();
    await slow.hub.publish('ann', event('i-1'));
    const stream = openUserEventStream({
      hub: slow.hub,
      sessions: sessionsWith({ current: true }),
      settings: { heartbeatMs: 60_000 },
      userQueryId: 'ann',
      token: 't',
      lastEventId: '0',
    });
    const text = textOf(stream);
    stream.end();
    slow.letGo();
    await settle();
    expect(text()).toBe(': open\n\n');
    expect(slow.hub.listenerCount()).toBe(0);
  });

  it('writes to the socket of the response its body is piped into, once the body has sent all it held', async () => {
    const stream = openUserEventStream({
      hub,
      sessions: sessionsWith({ current: true }),
      settings: { heartbeatMs: 60_000 },
      userQueryId: 'ann',
      token: 't',
      lastEventId: undefined,
    });
    const written: string[] = [];
    const response = {
      headersSent: true,
      chunkedEncoding: true,
      socket: { writableLength: 0, write: (bytes: Buffer) => written.push(bytes.toString()) },
    };
    stream.sendThrough(response as unknown as ServerResponse);
    // The opening is still in the body, so an event now queues behind it there.
    await hub.publish('ann', event('i-1'));
    await settle();
    expect(written).toEqual([]);
    const text = textOf(stream);
    await settle();
    await hub.publish('ann', event('i-2'));
    await settle();
    const second = `id: 2\ndata: ${JSON.stringify(event('i-2'))}\n\n`;
    expect(text()).toBe(': open\n\n' + `id: 1\ndata: ${JSON.stringify(event('i-1'))}\n\n`);
    expect(written).toEqual([`${Buffer.byteLength(second).toString(16)}\r\n${second}\r\n`]);
    stream.end();
    expect(hub.listenerCount()).toBe(0);
  });

  describe('with a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('beats at the set pace and ends once a check finds the session gone', async () => {
      const valid = { current: true };
      const stream = openUserEventStream({
        hub,
        sessions: sessionsWith(valid),
        settings: { heartbeatMs: 1_000 },
        userQueryId: 'ann',
        token: 't',
        lastEventId: undefined,
      });
      const text = textOf(stream);
      let ended = false;
      stream.body.on('end', () => (ended = true));
      await jest.advanceTimersByTimeAsync(4_000);
      expect(text()).toBe(': open\n\n' + ': heartbeat\n\n'.repeat(4));
      expect(hub.listenerCount('ann')).toBe(1);
      valid.current = false;
      await jest.advanceTimersByTimeAsync(3_000);
      expect(hub.listenerCount('ann')).toBe(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(hub.listenerCount('ann')).toBe(0);
      await jest.advanceTimersByTimeAsync(10);
      expect(ended).toBe(true);
    });

    it('skips the beat of a stream that sent an event since the last one, and beats once it is idle', async () => {
      const stream = openUserEventStream({
        hub,
        sessions: sessionsWith({ current: true }),
        settings: { heartbeatMs: 1_000 },
        userQueryId: 'ann',
        token: 't',
        lastEventId: undefined,
      });
      const text = textOf(stream);
      await jest.advanceTimersByTimeAsync(500);
      // The fake clock holds the hub's and the transport's microtasks too: it lets them run in the next 10 ms.
      const published = hub.publish('ann', event('i-1'));
      await jest.advanceTimersByTimeAsync(10);
      await published;
      await jest.advanceTimersByTimeAsync(490);
      const withEvent = ': open\n\n' + `id: 1\ndata: ${JSON.stringify(event('i-1'))}\n\n`;
      expect(text()).toBe(withEvent);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(text()).toBe(withEvent + ': heartbeat\n\n');
      stream.end();
    });
  });
});
