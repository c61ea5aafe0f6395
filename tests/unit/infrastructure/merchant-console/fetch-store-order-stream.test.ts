import type { StoreOrderStreamListener } from '@/application/ports/store-order-stream.port';
import { FetchStoreOrderStream } from '@/infrastructure/merchant-console/fetch-store-order-stream';
import type { RealtimeScheduler } from '@/infrastructure/realtime/scheduler';

/** Timers run only when the test says so. */
class ManualScheduler implements RealtimeScheduler {
  readonly waiting: { ms: number; run: () => void; cancelled: boolean }[] = [];
  after(ms: number, run: () => void): () => void {
    const timer = { ms, run, cancelled: false };
    this.waiting.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }
  every(): () => void {
    throw new Error('not used');
  }
  /** Runs the pending timers of this length. */
  fire(ms: number): void {
    for (const timer of this.waiting.splice(0)) {
      if (!timer.cancelled && timer.ms === ms) timer.run();
      else if (!timer.cancelled) this.waiting.push(timer);
    }
  }
}

/** A server's answer whose body the test writes to and ends. */
function streamedAnswer(status = 200) {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status }), push, end };
}

function recordingListener() {
  const seen: string[] = [];
  const listener: StoreOrderStreamListener = {
    onOrderEvent: (id) => seen.push(`event ${id}`),
    onConnection: (live) => seen.push(live ? 'live' : 'lost'),
    onSessionEnded: () => seen.push('session ended'),
  };
  return { seen, listener };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !check(); turn += 1) await settle();
  expect(check()).toBe(true);
}

describe('the store\u2019s event stream read with fetch', () => {
  it('sends the staff headers, tells each order event, and reconnects with Last-Event-ID after a loss', async () => {
    const first = streamedAnswer();
    const second = streamedAnswer();
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const answers = [first.response, second.response];
    const scheduler = new ManualScheduler();
    const stream = new FetchStoreOrderStream({
      url: '/merchant/v1/orders/events',
      headers: async () => ({ authorization: 'Bearer staff-1', 'x-user-name': 'helmi-staff' }),
      scheduler,
      fetch: async (url, init) => {
        requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return answers.shift()!;
      },
    });
    const { seen, listener } = recordingListener();
    const stop = stream.follow(listener);

    await until(() => seen.includes('live'));
    first.push(': connected\n\nid: 5\ndata: {"invoiceQueryId":"inv-1"}\n\n');
    await until(() => seen.includes('event inv-1'));
    first.end();
    await until(() => seen.includes('lost'));
    expect(requests).toHaveLength(1);

    scheduler.fire(1_000);
    await until(() => requests.length === 2);
    await until(() => seen.filter((entry) => entry === 'live').length === 2);
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer staff-1', accept: 'text/event-stream' });
    expect(requests[0]?.headers).not.toHaveProperty('last-event-id');
    expect(requests[1]?.headers).toMatchObject({ authorization: 'Bearer staff-1', 'last-event-id': '5' });
    expect(requests.every((request) => !request.url.includes('staff-1'))).toBe(true);
    expect(seen).toEqual(['live', 'event inv-1', 'lost', 'live']);
    stop();
  });

  it('stops and says so when the server no longer accepts the session', async () => {
    const scheduler = new ManualScheduler();
    const stream = new FetchStoreOrderStream({
      url: '/merchant/v1/orders/events',
      headers: async () => ({}),
      scheduler,
      fetch: async () => new Response('{"error":{"message":"Session Expired"}}', { status: 401 }),
    });
    const { seen, listener } = recordingListener();
    stream.follow(listener);
    await until(() => seen.length > 0);
    expect(seen).toEqual(['session ended']);
    expect(scheduler.waiting).toEqual([]);
  });

  it('tries again later, waiting longer each time, while the server cannot be reached', async () => {
    const scheduler = new ManualScheduler();
    let calls = 0;
    const stream = new FetchStoreOrderStream({
      url: '/merchant/v1/orders/events',
      headers: async () => ({}),
      scheduler,
      fetch: async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    const { seen, listener } = recordingListener();
    const stop = stream.follow(listener);
    await until(() => scheduler.waiting.length === 1);
    expect(scheduler.waiting.map((timer) => timer.ms)).toEqual([1_000]);
    scheduler.fire(1_000);
    await until(() => calls === 2 && scheduler.waiting.length === 1);
    expect(scheduler.waiting.map((timer) => timer.ms)).toEqual([2_000]);
    expect(seen).toEqual(['lost', 'lost']);
    stop();
    expect(scheduler.waiting.every((timer) => timer.cancelled)).toBe(true);
  });
});
