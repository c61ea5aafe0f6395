import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import {
  guestSession,
  placeOrder,
  products,
  stockOf,
  tshirtChoice,
  type Line,
  type Session,
} from '../orders/orders-client';
import { openStream } from '../realtime/sse-client';
import { getPage, initPayment, initQuery, invoicePaidBy, postForm } from './payments-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'netaxept-test-device');
  other = await guestSession(api, 'netaxept-test-other');
});

afterAll(() => api?.stop());

const tshirts = (quantity: number) => [{ product: products.tshirt, quantity, ...tshirtChoice }];
const cardInvoice = (lines: readonly Line[]) => invoicePaidBy(api, guest, 'NEST_CARD_PAY', lines);

function terminalPath(transactionId: string, invoiceQueryId: string): string {
  return `/sandbox/netaxept/terminal?${new URLSearchParams({ transactionId, invoiceQueryId }).toString()}`;
}

describe('GET /api/v1/netaxept-payment-gateway/init', () => {
  it('registers the invoice\u2019s own transaction at the test merchant', async () => {
    const invoice = await cardInvoice(tshirts(1));
    const answer = await initPayment(api, guest, initQuery(invoice));
    expect(answer.status).toBe(200);
    const transactionId = `${invoice.short_order_id}---${invoice.cents}`;
    expect(netaxeptInitResponseSchema.parse(answer.body)).toEqual({
      transactionId,
      merchantId: 'SANDBOX-MERCHANT',
      merchantIdDev: 'TEST',
      status: 'REGISTERED',
      terminalUrl: `${api.server.baseUrl}${terminalPath(transactionId, invoice.query_id)}`,
    });
  });

  it('refuses an amount or a transaction id that is not the invoice\u2019s', async () => {
    const invoice = await cardInvoice(tshirts(1));
    const cheaper = await initPayment(
      api,
      guest,
      initQuery(invoice, {
        amount: String(invoice.cents - 1),
        transactionId: `${invoice.short_order_id}---${invoice.cents - 1}`,
      }),
    );
    expect(cheaper.status).toBe(400);
    expect(cheaper.body).toEqual({
      error: {
        message: 'The payment does not match the invoice',
        details: [
          { field: 'amount', message: `must be the invoice\u2019s payable amount, ${invoice.cents}` },
          { field: 'transactionId', message: 'must be the invoice\u2019s transaction id' },
        ],
      },
    });
    const forged = await initPayment(api, guest, initQuery(invoice, { transactionId: 'ABCDEF---1' }));
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      error: {
        message: 'The payment does not match the invoice',
        details: [{ field: 'transactionId', message: 'must be the invoice\u2019s transaction id' }],
      },
    });
  });

  it('refuses an invoice the terminal does not take: cash, the bank card form, or another method than asked', async () => {
    for (const method of ['CASH', 'STRIPE', 'PAYMENT_BY_SONERI'] as const) {
      const invoice = await invoicePaidBy(api, guest, method, tshirts(1));
      const refused = await initPayment(api, guest, initQuery(invoice));
      expect(refused).toEqual({
        status: 400,
        body: {
          error: {
            message: 'The invoice is not paid at the card terminal',
            details: [{ field: 'paymentMethod', message: `must be the invoice\u2019s method, ${method}` }],
          },
        },
      });
    }
    const mobile = await invoicePaidBy(api, guest, 'NEST_MOBILE_PAY', tshirts(1));
    expect((await initPayment(api, guest, initQuery(mobile))).status).toBe(400);
    expect((await initPayment(api, guest, initQuery(mobile, { paymentMethod: 'NEST_MOBILE_PAY' }))).status).toBe(200);
  });

  it('names a bad query field, answers 404 for another user\u2019s invoice and 401 without a session', async () => {
    const invoice = await cardInvoice(tshirts(1));
    const bad = await initPayment(api, guest, initQuery(invoice, { paymentMethod: 'GOLD' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { details: [{ field: 'paymentMethod' }] } });
    expect((await initPayment(api, other, initQuery(invoice))).status).toBe(404);
    expect((await initPayment(api, null, initQuery(invoice))).status).toBe(401);
  });
});

describe('the sandbox terminal', () => {
  it('shows Pay and Cancel under a strict policy, and Cancel leaves the invoice unpaid', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await cardInvoice(tshirts(1));
    const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    const page = await getPage(api, terminalPath(init.transactionId, invoice.query_id));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'$/,
    );
    expect(page.text).toContain('<button type="submit" name="action" value="pay">Pay</button>');
    expect(page.text).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');
    expect(page.text).not.toMatch(/<script|src=|href=/);

    const cancelled = await postForm(api, '/sandbox/netaxept/terminal', {
      transactionId: init.transactionId,
      invoiceQueryId: invoice.query_id,
      action: 'cancel',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('<h1>Payment cancelled</h1>');
    const again = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    expect(again.status).toBe('REGISTERED');
    expect(await stockOf(api, products.tshirt)).toBe(before);
  });

  it('pays once: the invoice is placed, stock is taken once and the customer\u2019s stream hears it', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await cardInvoice(tshirts(2));
    const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    const streamOf = (session: Session) =>
      openStream(
        api.server.baseUrl,
        `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(session.token)}`,
      );
    const [own, others] = await Promise.all([streamOf(guest), streamOf(other)]);
    try {
      const pay = { transactionId: init.transactionId, invoiceQueryId: invoice.query_id, action: 'pay' };
      const paid = await postForm(api, '/sandbox/netaxept/terminal', pay);
      expect(paid.status).toBe(200);
      expect(paid.text).toContain('<h1>Payment is successfull</h1>');
      const about = { invoiceQueryId: invoice.query_id, merchantQueryId: 'toolon-burgeri' };
      expect((await own.nextEvent()).data).toEqual({
        type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
        status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
        ...about,
      });
      expect((await own.nextEvent()).data).toEqual({
        type: 'SSE_ORDER_STATUS_CHANGED',
        status: 'order_pending',
        ...about,
      });
      expect(await stockOf(api, products.tshirt)).toBe(before - 2);

      const twice = await postForm(api, '/sandbox/netaxept/terminal', pay);
      expect(twice.status).toBe(200);
      expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
      expect(await stockOf(api, products.tshirt)).toBe(before - 2);
      expect((await own.pending(300)).filter((block) => block.kind === 'event')).toEqual([]);
      expect((await others.pending(0)).filter((block) => block.kind === 'event')).toEqual([]);

      const after = await initPayment(api, guest, initQuery(invoice));
      expect(after).toEqual({ status: 402, body: { error: { message: 'The invoice is already paid' } } });
    } finally {
      own.close();
      others.close();
    }
  });

  it('answers 404 for a transaction id that is not the invoice\u2019s and 400 for a bad button', async () => {
    const invoice = await cardInvoice(tshirts(1));
    expect((await getPage(api, terminalPath(`${invoice.short_order_id}---1`, invoice.query_id))).status).toBe(404);
    const forged = await postForm(api, '/sandbox/netaxept/terminal', {
      transactionId: `${invoice.short_order_id}---1`,
      invoiceQueryId: invoice.query_id,
      action: 'pay',
    });
    expect(forged.status).toBe(404);
    const bad = await postForm(api, '/sandbox/netaxept/terminal', {
      transactionId: `${invoice.short_order_id}---${invoice.cents}`,
      invoiceQueryId: invoice.query_id,
      action: 'refund',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ error: { details: [{ field: 'action' }] } });
  });
});
