import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, newInvoice, placeOrder } from '../orders/orders-client';
import { openStream } from '../realtime/sse-client';
import { helmiSoup, helmiStaff, setStatus, staffToken } from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const streamOf = (token: string) =>
  openStream(api.server.baseUrl, `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}`);

describe('a status change reaches the customer\u2019s live stream at once', () => {
  it('sends each change to the customer who ordered, and nothing to anyone else', async () => {
    const token = await staffToken(api, helmiStaff);
    const customer = await guestSession(api, 'merchant-event-customer');
    const other = await guestSession(api, 'merchant-event-other');
    const [own, others] = await Promise.all([streamOf(customer.token), streamOf(other.token)]);
    try {
      const invoice = await newInvoice(api, customer, 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
      expect((await placeOrder(api, customer, invoice.query_id)).status).toBe(200);
      expect((await own.nextEvent()).data).toMatchObject({ status: 'order_pending' });

      const seen: unknown[] = [];
      for (const status of ['order_confirmed', 'order_dispatched', 'order_delivered']) {
        expect((await setStatus(api, token, invoice.query_id, status)).status).toBe(200);
        const event = await own.nextEvent(2_000);
        expect(event.id).toMatch(/^\d+$/);
        seen.push(event.data);
      }
      expect(seen).toEqual(
        ['order_confirmed', 'order_dispatched', 'order_delivered'].map((status) => ({
          type: 'SSE_ORDER_STATUS_CHANGED',
          status,
          invoiceQueryId: invoice.query_id,
          merchantQueryId: 'sataman-helmi',
        })),
      );

      expect((await setStatus(api, token, invoice.query_id, 'order_cancelled')).status).toBe(400);
      const afterRefusal = await own.pending(300);
      expect(afterRefusal.filter((block) => block.kind === 'event')).toEqual([]);
      const leaked = await others.pending(0);
      expect(leaked.filter((block) => block.kind === 'event')).toEqual([]);
    } finally {
      own.close();
      others.close();
    }
  });
});
