import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, products, stockOf, tshirtChoice, type Line, type Session } from '../orders/orders-client';
import { openStream } from '../realtime/sse-client';
import { initPayment, initQuery, invoicePaidBy, postForm } from './payments-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'pay-race-device');
});

afterAll(() => api?.stop());

const cardInvoice = (lines: readonly Line[]) => invoicePaidBy(api, guest, 'NEST_CARD_PAY', lines);

describe('paying one invoice many times at once', () => {
  it('charges once: stock taken once, one payment event and one order event', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await cardInvoice([{ product: products.tshirt, quantity: 3, ...tshirtChoice }]);
    const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    const stream = await openStream(
      api.server.baseUrl,
      `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(guest.token)}`,
    );
    try {
      const pay = { transactionId: init.transactionId, invoiceQueryId: invoice.query_id, action: 'pay' };
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => postForm(api, '/sandbox/netaxept/terminal', pay)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
      expect(await stockOf(api, products.tshirt)).toBe(before - 3);
      const events = (await stream.pending(500)).filter((block) => block.kind === 'event');
      expect(events.map((event) => (event.kind === 'event' ? event.data : null))).toEqual([
        {
          type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
          status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
          invoiceQueryId: invoice.query_id,
          merchantQueryId: 'toolon-burgeri',
        },
        {
          type: 'SSE_ORDER_STATUS_CHANGED',
          status: 'order_pending',
          invoiceQueryId: invoice.query_id,
          merchantQueryId: 'toolon-burgeri',
        },
      ]);
    } finally {
      stream.close();
    }
  });

  it('takes the payment back when stock ran out before paying, so nothing is charged', async () => {
    const left = await stockOf(api, products.tshirt);
    const late = await cardInvoice([{ product: products.tshirt, quantity: left, ...tshirtChoice }]);
    const first = await cardInvoice([{ product: products.tshirt, quantity: 1, ...tshirtChoice }]);
    const pay = async (invoice: typeof late) => {
      const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
      return postForm(api, '/sandbox/netaxept/terminal', {
        transactionId: init.transactionId,
        invoiceQueryId: invoice.query_id,
        action: 'pay',
      });
    };
    expect((await pay(first)).status).toBe(200);
    const refused = await pay(late);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('<h1>Payment not taken</h1>');
    expect(await stockOf(api, products.tshirt)).toBe(left - 1);
    const again = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(late))).body);
    expect(again.status).toBe('REGISTERED');
  });
});
