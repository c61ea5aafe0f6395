import { newTestDatabase, testPostgresUrl, type TestDatabase } from '../postgres-database';
import { startRealtimeServer, type RealtimeTestServer } from './realtime-test-server';
import { openStream, type SseConnection } from './sse-client';

// Runs only where a PostgreSQL server is at hand: TEST_DATABASE_URL, which npm test sets to a throwaway cluster
// when Debian's postgresql binaries are installed. The test makes its own database there and drops it afterwards.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

const event = (status: string) => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status,
  invoiceQueryId: 'invoice-across',
  merchantQueryId: 'toolon-burgeri',
});

describeWithPostgres('real-time events across two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let instanceA: RealtimeTestServer;
  let instanceB: RealtimeTestServer;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    database = await newTestDatabase('storefront_realtime');
    [instanceA, instanceB] = await Promise.all([
      startRealtimeServer({ databaseUrl: database.url, ownProcess: true }),
      startRealtimeServer({ databaseUrl: database.url, ownProcess: true }),
    ]);
  });

  afterAll(async () => {
    for (const connection of open) connection.close();
    await Promise.all([instanceA?.stop(), instanceB?.stop()]);
    await database?.drop();
  });

  async function connect(server: RealtimeTestServer, token: string, lastEventId?: string): Promise<SseConnection> {
    const path = `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}`;
    const connection = await openStream(server.baseUrl, path, lastEventId);
    open.push(connection);
    await connection.next();
    return connection;
  }

  it('delivers an event published on instance A to streams held by A and by B, with one id', async () => {
    const guest = await instanceA.signInGuest('realtime-across');
    const other = await instanceB.signInGuest('realtime-across-other');
    const onA = await connect(instanceA, guest.token);
    const onB = await connect(instanceB, guest.token);
    const otherOnB = await connect(instanceB, other.token);

    await instanceA.publish(guest.userQueryId, event('order_confirmed'));

    const fromA = await onA.nextEvent();
    const fromB = await onB.nextEvent();
    expect(fromB.data).toEqual(event('order_confirmed'));
    expect(fromB).toEqual(fromA);
    const strays = await otherOnB.pending(300);
    expect(strays.filter((block) => block.kind === 'event')).toEqual([]);
  });

  it('replays on instance B what was published on A after the Last-Event-ID a browser had from A', async () => {
    const guest = await instanceA.signInGuest('realtime-across-replay');
    const onA = await connect(instanceA, guest.token);
    await instanceA.publish(guest.userQueryId, event('order_confirmed'));
    const seen = await onA.nextEvent();
    onA.close();
    await instanceA.publish(guest.userQueryId, event('order_dispatched'));
    // Published and delivered on B before the browser reconnects there.
    await new Promise((done) => setTimeout(done, 200));

    const onB = await connect(instanceB, guest.token, seen.id);
    const missed = await onB.nextEvent();
    expect(missed.data).toEqual(event('order_dispatched'));
    expect(BigInt(missed.id!)).toBeGreaterThan(BigInt(seen.id!));
  });

  it('replays on an instance that was not running when the events were published', async () => {
    const guest = await instanceA.signInGuest('realtime-across-late');
    const onA = await connect(instanceA, guest.token);
    await instanceA.publish(guest.userQueryId, event('order_confirmed'));
    const seen = await onA.nextEvent();
    onA.close();
    await instanceA.publish(guest.userQueryId, event('order_dispatched'));
    await instanceA.publish(guest.userQueryId, event('order_delivered'));

    const late = await startRealtimeServer({ databaseUrl: database.url, ownProcess: true });
    try {
      const onLate = await connect(late, guest.token, seen.id);
      const missed = [await onLate.nextEvent(), await onLate.nextEvent()];
      expect(missed.map((block) => block.data)).toEqual([event('order_dispatched'), event('order_delivered')]);
    } finally {
      await late.stop();
    }
  });
});
