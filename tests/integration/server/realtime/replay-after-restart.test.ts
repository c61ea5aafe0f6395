import { rm } from 'node:fs/promises';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { newSeededTestDataDir } from '../pglite-template';
import { startRealtimeServer, type RealtimeTestServer } from './realtime-test-server';
import { openStream, type SseConnection } from './sse-client';

const streamPath = (token: string) => `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}`;

const event = (invoiceQueryId: string, status: string): RealtimeEvent => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status,
  invoiceQueryId,
  merchantQueryId: 'sataman-helmi',
});

let dataDir: string;
const running: RealtimeTestServer[] = [];
const open: SseConnection[] = [];

async function start(): Promise<RealtimeTestServer> {
  const server = await startRealtimeServer({ dataDir });
  running.push(server);
  return server;
}

async function connect(server: RealtimeTestServer, token: string, lastEventId?: string): Promise<SseConnection> {
  const connection = await openStream(server.baseUrl, streamPath(token), lastEventId);
  open.push(connection);
  expect(await connection.next()).toEqual({ kind: 'comment', text: 'open' });
  return connection;
}

/** The events that arrive within a short pause, with their ids. */
async function eventsOf(connection: SseConnection): Promise<{ id: string | undefined; data: unknown }[]> {
  const blocks = await connection.pending(300);
  return blocks.flatMap((block) => (block.kind === 'event' ? [{ id: block.id, data: block.data }] : []));
}

beforeEach(async () => {
  dataDir = await newSeededTestDataDir();
});

afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('Last-Event-ID across a server restart', () => {
  it('replays the events missed while the browser was away, published before the restart', async () => {
    const before = await start();
    const ann = await before.signInGuest('replay-restart-ann');
    const bob = await before.signInGuest('replay-restart-bob');
    const stream = await connect(before, ann.token);
    await before.publish(ann.userQueryId, event('inv-a', 'order_pending'));
    const seen = await stream.nextEvent();
    stream.close();
    await before.publish(ann.userQueryId, event('inv-a', 'order_confirmed'));
    await before.publish(bob.userQueryId, event('inv-b', 'order_confirmed'));
    await before.publish(ann.userQueryId, event('inv-a', 'order_dispatched'));
    await before.stop();

    const after = await start();
    const again = await connect(after, ann.token, seen.id);
    const missed = [await again.nextEvent(), await again.nextEvent()];
    expect(missed.map((block) => block.data)).toEqual([
      event('inv-a', 'order_confirmed'),
      event('inv-a', 'order_dispatched'),
    ]);
    expect(BigInt(missed[0]!.id!)).toBeGreaterThan(BigInt(seen.id!));
    expect(BigInt(missed[1]!.id!)).toBeGreaterThan(BigInt(missed[0]!.id!));
    expect(await eventsOf(again)).toEqual([]);

    // Ids keep growing after the restart, so the browser's next Last-Event-ID still compares.
    await after.publish(ann.userQueryId, event('inv-a', 'order_delivered'));
    const live = await again.nextEvent();
    expect(live.data).toEqual(event('inv-a', 'order_delivered'));
    expect(BigInt(live.id!)).toBeGreaterThan(BigInt(missed[1]!.id!));
  });

  it("never replays one user's events to another, whatever id the browser names", async () => {
    const server = await start();
    const ann = await server.signInGuest('replay-apart-ann');
    const bob = await server.signInGuest('replay-apart-bob');
    await server.publish(ann.userQueryId, event('inv-a', 'order_pending'));
    await server.publish(bob.userQueryId, event('inv-b', 'order_pending'));
    await server.publish(ann.userQueryId, event('inv-a', 'order_confirmed'));

    const annAgain = await connect(server, ann.token, '0');
    const bobAgain = await connect(server, bob.token, '0');
    expect((await eventsOf(annAgain)).map((replayed) => replayed.data)).toEqual([
      event('inv-a', 'order_pending'),
      event('inv-a', 'order_confirmed'),
    ]);
    expect((await eventsOf(bobAgain)).map((replayed) => replayed.data)).toEqual([event('inv-b', 'order_pending')]);
  });

  it('replays nothing for an id past every event, and nothing once the events are pruned', async () => {
    const server = await start();
    const ann = await server.signInGuest('replay-pruned-ann');
    await server.publish(ann.userQueryId, event('inv-a', 'order_pending'));
    await server.publish(ann.userQueryId, event('inv-a', 'order_confirmed'));
    expect(await eventsOf(await connect(server, ann.token, '99999999999999999999'))).toEqual([]);

    expect(await server.pruneEventsBefore(new Date(Date.now() - 60 * 60 * 1000))).toBe(0);
    expect(await eventsOf(await connect(server, ann.token, '0'))).toHaveLength(2);
    expect(await server.pruneEventsBefore(new Date(Date.now() + 60 * 1000))).toBe(2);
    expect(await eventsOf(await connect(server, ann.token, '0'))).toEqual([]);
  });
});
