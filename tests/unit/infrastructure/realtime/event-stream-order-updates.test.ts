import type { OrderStatusUpdate } from '@/domain/orders/status-update';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';
import { eventSourceRecorder, ManualScheduler } from './fake-event-source';

const streamAddress = '/api/v1/user/sse?x-p3-mwallet-session-token=token-1&x-udid=visitor_1';

/** Lets the adapter's awaited address lookup finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function aStream(address: () => Promise<string | null> = async () => streamAddress) {
  const sources = eventSourceRecorder();
  const scheduler = new ManualScheduler();
  const stream = new EventStreamOrderUpdates({ streamUrl: address, openEventSource: sources.open, scheduler });
  return { sources, scheduler, stream };
}

const confirmed = {
  type: 'SSE_ORDER_STATUS_CHANGED',
  status: 'order_confirmed',
  invoiceQueryId: 'invoice-1',
  merchantQueryId: 'store-1',
};

describe('EventStreamOrderUpdates', () => {
  it('opens the stream at its address on the first subscriber and hands parsed messages to every subscriber', async () => {
    const { sources, stream } = aStream();
    const first: OrderStatusUpdate[] = [];
    const second: OrderStatusUpdate[] = [];
    stream.subscribe((update) => first.push(update));
    stream.subscribe((update) => second.push(update));
    await settle();

    expect(sources.opened.map((source) => source.url)).toEqual([streamAddress]);
    sources.latest().send(confirmed);
    expect(first).toEqual([confirmed]);
    expect(second).toEqual([confirmed]);
  });

  it('reads the kitchen\u2019s estimate an event carries as an instant', async () => {
    const { sources, stream } = aStream();
    const received: OrderStatusUpdate[] = [];
    stream.subscribe((update) => received.push(update));
    await settle();
    sources.latest().send({ ...confirmed, ready_by: '2026-11-29T16:40:00.000Z' });
    expect(received).toEqual([{ ...confirmed, readyBy: Date.parse('2026-11-29T16:40:00.000Z') }]);
  });

  it('passes the card payment message on as it is: the payment flow tells it apart', async () => {
    const { sources, stream } = aStream();
    const received: OrderStatusUpdate[] = [];
    stream.subscribe((update) => received.push(update));
    await settle();
    const payment = { ...confirmed, type: 'SSE_NETS_PAYMENT_SUCCESSFULL', status: 'SSE_NETS_PAYMENT_SUCCESSFULL' };
    sources.latest().send(payment);
    expect(received).toEqual([payment]);
  });

  it('drops messages that are not JSON or break the contract, and keeps listening', async () => {
    const { sources, stream } = aStream();
    const received: OrderStatusUpdate[] = [];
    stream.subscribe((update) => received.push(update));
    await settle();
    sources.latest().send('not json {');
    sources.latest().send({ type: 'SSE_ORDER_STATUS_CHANGED', status: 'order_confirmed' });
    sources.latest().send(confirmed);
    expect(received).toEqual([confirmed]);
  });

  it('stays closed without a session, and the watchdog opens it within 30 s once there is one', async () => {
    let address: string | null = null;
    const { sources, scheduler, stream } = aStream(async () => address);
    stream.subscribe(() => undefined);
    await settle();
    expect(sources.opened).toHaveLength(0);

    address = streamAddress;
    scheduler.pass(29_999);
    await settle();
    expect(sources.opened).toHaveLength(0);
    scheduler.pass(1);
    await settle();
    expect(sources.opened).toHaveLength(1);
  });

  it('on an error closes the stream and reopens it after 1 s, 2 s, 4 s … up to 30 s', async () => {
    const { sources, scheduler, stream } = aStream();
    stream.subscribe(() => undefined);
    await settle();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const failing = sources.latest();
      failing.fail();
      expect(failing.closed).toBe(true);
      const before = sources.opened.length;
      let waited = 0;
      while (sources.opened.length === before) {
        scheduler.pass(500);
        await settle();
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('tells reopen listeners after a reopen of its own, not after the first open, and starts back-off afresh', async () => {
    const { sources, scheduler, stream } = aStream();
    let reopened = 0;
    stream.onReopened(() => {
      reopened += 1;
    });
    stream.subscribe(() => undefined);
    await settle();
    sources.latest().open();
    expect(reopened).toBe(0);

    sources.latest().fail();
    scheduler.pass(1_000);
    await settle();
    sources.latest().open();
    expect(reopened).toBe(1);

    sources.latest().fail();
    scheduler.pass(1_000);
    await settle();
    expect(sources.opened).toHaveLength(3);
  });

  it('closes the stream and stops every timer when the last subscriber leaves', async () => {
    const { sources, scheduler, stream } = aStream();
    const leaveFirst = stream.subscribe(() => undefined);
    const leaveSecond = stream.subscribe(() => undefined);
    await settle();
    leaveFirst();
    expect(sources.latest().closed).toBe(false);
    leaveSecond();
    expect(sources.latest().closed).toBe(true);
    expect(stream.isConnected).toBe(false);
    expect(scheduler.pending).toBe(0);
  });

  it('ignores an error of a stream it already replaced', async () => {
    const { sources, scheduler, stream } = aStream();
    stream.subscribe(() => undefined);
    await settle();
    const old = sources.latest();
    old.fail();
    scheduler.pass(1_000);
    await settle();
    old.fail();
    scheduler.pass(60_000);
    await settle();
    expect(sources.opened).toHaveLength(2);
    expect(sources.latest().closed).toBe(false);
  });
});
