import { createTrackOrder } from '@/application/orders/track-order.use-case';
import type { OrderStatusUpdate, TrackedOrders } from '@/domain/orders/status-update';
import { HttpOrderHistory } from '@/infrastructure/api/http-order-history';
import { HttpClient } from '@/infrastructure/http/http-client';
import type { EventSourceLike } from '@/infrastructure/realtime/event-stream-order-updates';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';
import type { AccountsServer } from './server/accounts/accounts-client';
import { helmiSoup, helmiStaff, placedOrder, setStatus, staffToken } from './server/merchant/merchant-client';
import { startOrdersServer } from './server/orders/orders-server';
import { openStream, type SseConnection } from './server/realtime/sse-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

/** Node has no EventSource: this one reads the stream with the server tests' client and hands on each event. */
class NodeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private connection: SseConnection | null = null;
  private closed = false;

  constructor(url: string) {
    void this.read(url);
  }

  close(): void {
    this.closed = true;
    this.connection?.close();
  }

  private async read(url: string): Promise<void> {
    const address = new URL(url);
    this.connection = await openStream(`${address.protocol}//${address.host}`, `${address.pathname}${address.search}`);
    if (this.closed) return this.connection.close();
    this.onopen?.(new Event('open'));
    // Short waits, so a closed source stops reading at once and leaves no timer behind.
    while (!this.closed) {
      const event = await this.connection.nextEvent(200).catch(() => null);
      if (this.closed) return;
      if (event) this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event.data) }));
    }
  }
}

function waitFor<T>(values: T[], count: number, timeoutMs = 5_000): Promise<T[]> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (values.length >= count) resolve(values.slice(0, count));
      else if (Date.now() - started > timeoutMs) reject(new Error(`only ${values.length} of ${count} arrived`));
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('EventStreamOrderUpdates against the reference server', () => {
  it('receives the status changes the merchant makes, and the tracking use case moves the order with them', async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-updates', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const stream = new EventStreamOrderUpdates({
      streamUrl: async () =>
        `${api.server.baseUrl}/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(guest.token)}&x-udid=it_1`,
      openEventSource: (url) => new NodeEventSource(url),
    });
    const headers = async () => ({ 'x-p3-mwallet-session-token': guest.token });
    const history = new HttpOrderHistory(
      new HttpClient({ baseUrl: `${api.server.baseUrl}/api/v1`, headers, adapter: 'http' }),
      new HttpClient({ baseUrl: `${api.server.baseUrl}/api/v2`, headers, adapter: 'http' }),
    );
    const trackOrder = createTrackOrder({ orderHistory: history, orderUpdates: stream });
    let tracked: TrackedOrders = { currentOrder: await trackOrder.showOrder(invoiceQueryId), activeOrders: null };
    const received: OrderStatusUpdate[] = [];
    const stopRaw = stream.subscribe((update) => received.push(update));
    const stopTracking = trackOrder.followUpdates({
      read: () => tracked,
      write: (next) => {
        tracked = next;
      },
    });
    try {
      // The stream replays nothing without Last-Event-ID; wait until it is open before the change is made.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const staff = await staffToken(api, helmiStaff);
      expect((await setStatus(api, staff, invoiceQueryId, 'order_confirmed')).status).toBe(200);
      expect((await setStatus(api, staff, invoiceQueryId, 'order_dispatched')).status).toBe(200);

      const updates = await waitFor(received, 2);
      expect(updates).toEqual(
        ['order_confirmed', 'order_dispatched'].map((status) => ({
          type: 'SSE_ORDER_STATUS_CHANGED',
          status,
          invoiceQueryId,
          merchantQueryId: 'sataman-helmi',
        })),
      );
      expect(tracked.currentOrder?.status).toBe('order_dispatched');
    } finally {
      stopTracking();
      stopRaw();
    }
    expect(stream.isConnected).toBe(false);
  });
});
