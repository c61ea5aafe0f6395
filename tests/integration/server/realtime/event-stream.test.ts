import { errorBodySchema } from '@/contract/common/error.contract';
import { realtimeEventSchema, type RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { startRealtimeServer, type RealtimeTestServer } from './realtime-test-server';
import { openStream, type SseConnection } from './sse-client';

const heartbeatMs = 300;

const streamPath = (token: string) =>
  `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}&x-udid=visitor-1_1`;

const event = (invoiceQueryId: string, status = 'order_confirmed'): RealtimeEvent => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status,
  invoiceQueryId,
  merchantQueryId: 'pizzeria-vallila',
});

describe('GET /api/v1/user/sse, the real-time event stream', () => {
  let server: RealtimeTestServer;
  const open: SseConnection[] = [];

  async function connect(token: string, lastEventId?: string): Promise<SseConnection> {
    const connection = await openStream(server.baseUrl, streamPath(token), lastEventId);
    open.push(connection);
    return connection;
  }

  beforeAll(async () => {
    server = await startRealtimeServer({ heartbeatMs });
  });

  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
  });

  afterAll(() => server.stop());

  it('opens as an uncompressed event stream that starts with a comment', async () => {
    const guest = await server.signInGuest('realtime-open');
    const stream = await connect(guest.token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'open' });
  });

  it("delivers each user's events to that user's streams only, with an id line", async () => {
    const ann = await server.signInGuest('realtime-ann');
    const bob = await server.signInGuest('realtime-bob');
    const annPhone = await connect(ann.token);
    const annLaptop = await connect(ann.token);
    const bobPhone = await connect(bob.token);
    for (const stream of [annPhone, annLaptop, bobPhone]) await stream.next();

    await server.publish(ann.userQueryId, event('invoice-ann'));
    await server.publish(bob.userQueryId, event('invoice-bob', 'order_dispatched'));

    const annFirst = await annPhone.nextEvent();
    expect(annFirst.data).toEqual(event('invoice-ann'));
    expect(realtimeEventSchema.parse(annFirst.data)).toEqual(event('invoice-ann'));
    expect(annFirst.id).toMatch(/^\d+$/);
    expect(await annLaptop.nextEvent()).toEqual(annFirst);
    const bobFirst = await bobPhone.nextEvent();
    expect(bobFirst.data).toEqual(event('invoice-bob', 'order_dispatched'));
    expect(BigInt(bobFirst.id!)).toBeGreaterThan(BigInt(annFirst.id!));
    // Heartbeats may arrive meanwhile; no other event may.
    const events = (stream: SseConnection) =>
      stream.pending(heartbeatMs).then((blocks) => blocks.filter((block) => block.kind === 'event'));
    expect(await events(annPhone)).toEqual([]);
    expect(await events(annLaptop)).toEqual([]);
    expect(await events(bobPhone)).toEqual([]);
  });

  it('replays the events after Last-Event-ID to a reconnecting stream, then continues live', async () => {
    const guest = await server.signInGuest('realtime-replay');
    const first = await connect(guest.token);
    await first.next();
    await server.publish(guest.userQueryId, event('invoice-1', 'order_pending'));
    const seen = await first.nextEvent();
    first.close();
    await server.publish(guest.userQueryId, event('invoice-1', 'order_confirmed'));
    await server.publish(guest.userQueryId, event('invoice-1', 'order_dispatched'));

    const again = await connect(guest.token, seen.id);
    expect(await again.next()).toEqual({ kind: 'comment', text: 'open' });
    const missed = [await again.nextEvent(), await again.nextEvent()];
    expect(missed.map((block) => block.data)).toEqual([
      event('invoice-1', 'order_confirmed'),
      event('invoice-1', 'order_dispatched'),
    ]);
    expect(BigInt(missed[0]!.id!)).toBeGreaterThan(BigInt(seen.id!));
    expect(BigInt(missed[1]!.id!)).toBeGreaterThan(BigInt(missed[0]!.id!));
    await server.publish(guest.userQueryId, event('invoice-1', 'order_delivered'));
    expect((await again.nextEvent()).data).toEqual(event('invoice-1', 'order_delivered'));
  });

  it('replays nothing to a reconnect that had seen the newest event', async () => {
    const guest = await server.signInGuest('realtime-up-to-date');
    const first = await connect(guest.token);
    await first.next();
    await server.publish(guest.userQueryId, event('invoice-2'));
    const seen = await first.nextEvent();
    first.close();
    const again = await connect(guest.token, seen.id);
    await again.next();
    const blocks = await again.pending(heartbeatMs / 2);
    expect(blocks.filter((block) => block.kind === 'event')).toEqual([]);
  });

  it('sends a heartbeat comment when idle', async () => {
    const guest = await server.signInGuest('realtime-heartbeat');
    const stream = await connect(guest.token);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'open' });
    const started = Date.now();
    expect(await stream.next(heartbeatMs * 5)).toEqual({ kind: 'comment', text: 'heartbeat' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(heartbeatMs - 50);
  });

  it('removes the listener when the browser goes away', async () => {
    const guest = await server.signInGuest('realtime-leaves');
    const stream = await connect(guest.token);
    await stream.next();
    expect(await server.listenerCount(guest.userQueryId)).toBe(1);
    stream.close();
    await waitFor(async () => (await server.listenerCount(guest.userQueryId)) === 0);
    expect(await server.listenerCount(guest.userQueryId)).toBe(0);
  });

  it('ends the stream after a logout, at the next session check (every 4th heartbeat)', async () => {
    const guest = await server.signInGuest('realtime-logout');
    const other = await server.signInGuest('realtime-stays');
    const stream = await connect(guest.token);
    const staying = await connect(other.token);
    await stream.next();
    await staying.next();
    const out = await fetch(`${server.baseUrl}/api/v1/users/logout`, {
      method: 'POST',
      headers: { 'x-p3-mwallet-session-token': guest.token },
    });
    expect(out.status).toBe(200);
    await stream.ended();
    await waitFor(async () => (await server.listenerCount(guest.userQueryId)) === 0);
    expect(await server.listenerCount(other.userQueryId)).toBe(1);
    await server.publish(other.userQueryId, event('invoice-still-open'));
    expect((await staying.nextEvent()).data).toEqual(event('invoice-still-open'));
  });

  it.each([
    ['no token', '/api/v1/user/sse?x-udid=visitor-1_1'],
    ['an empty token', '/api/v1/user/sse?x-p3-mwallet-session-token=&x-udid=visitor-1_1'],
    ['an unknown token', streamPath('not-a-session-token')],
  ])('answers 401 "Session Expired" with %s, before any stream', async (_case, path) => {
    const stream = await openStream(server.baseUrl, path);
    expect(stream.status).toBe(401);
    expect(stream.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(await stream.body())).toEqual({ error: { message: 'Session Expired' } });
  });

  it('answers 400 naming a malformed Last-Event-ID', async () => {
    const guest = await server.signInGuest('realtime-bad-id');
    const stream = await openStream(server.baseUrl, streamPath(guest.token), 'not-an-id');
    expect(stream.status).toBe(400);
    expect(errorBodySchema.parse(await stream.body())).toEqual({
      error: {
        message: 'Invalid headers: last-event-id',
        details: [{ field: 'last-event-id', message: 'must be a decimal event id' }],
      },
    });
  });

  it('answers 400 naming an oversized device id', async () => {
    const guest = await server.signInGuest('realtime-bad-udid');
    const path = `/api/v1/user/sse?x-p3-mwallet-session-token=${guest.token}&x-udid=${'u'.repeat(201)}`;
    const stream = await openStream(server.baseUrl, path);
    expect(stream.status).toBe(400);
    const body = errorBodySchema.parse(await stream.body());
    expect(body.error.message).toBe('Invalid query parameters: x-udid');
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((done) => setTimeout(done, 25));
  }
}

describe('stopping the server with event streams open', () => {
  it('ends every open stream, so the server stops at once', async () => {
    const server = await startRealtimeServer();
    const guest = await server.signInGuest('realtime-stop');
    const path = `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(guest.token)}`;
    const streams = await Promise.all([openStream(server.baseUrl, path), openStream(server.baseUrl, path)]);
    for (const stream of streams) await stream.next();
    // The server waits for open requests as it closes: a stream it left open would hold stop() until the test's
    // timeout, whatever the machine's speed.
    await server.stop();
    for (const stream of streams) await expect(stream.ended()).resolves.toBeUndefined();
  });
});
