import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { openStream } from '../realtime/sse-client';
import { guestSession, newInvoice, placeOrder, products } from './orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

describe('placing an order tells the customer\u2019s live stream', () => {
  it('sends one order_pending event for the order, and none when it is placed again', async () => {
    const guest = await guestSession(api, 'place-order-event-device');
    const other = await guestSession(api, 'place-order-event-other');
    const streamOf = (token: string) =>
      openStream(api.server.baseUrl, `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}`);
    const [own, others] = await Promise.all([streamOf(guest.token), streamOf(other.token)]);
    try {
      const invoice = await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 1 }]);
      expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
      const event = await own.nextEvent();
      expect(event.data).toEqual({
        type: 'SSE_ORDER_STATUS_CHANGED',
        status: 'order_pending',
        invoiceQueryId: invoice.query_id,
        merchantQueryId: 'toolon-burgeri',
      });

      expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
      const later = await own.pending(300);
      expect(later.filter((block) => block.kind === 'event')).toEqual([]);
      const leaked = await others.pending(0);
      expect(leaked.filter((block) => block.kind === 'event')).toEqual([]);
    } finally {
      own.close();
      others.close();
    }
  });
});
