import { errorBodySchema } from '@/contract/common/error.contract';
import { stripeInitResponseSchema, type StripeInitResponse } from '@/contract/payments/stripe.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import {
  guestSession,
  invoiceOf,
  placeOrder,
  products,
  stockOf,
  tshirtChoice,
  type Session,
} from '../orders/orders-client';
import { openStream } from '../realtime/sse-client';
import {
  confirmPayment,
  decliningCard,
  getPage,
  invoicePaidBy,
  pathOf,
  payingCard,
  stripeInit,
  stripeInitBody,
} from './payments-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'stripe-test-device');
  other = await guestSession(api, 'stripe-test-other');
});

afterAll(() => api?.stop());

const tshirts = (quantity: number) => [{ product: products.tshirt, quantity, ...tshirtChoice }];
const stripeInvoice = (quantity = 1) => invoicePaidBy(api, guest, 'STRIPE', tshirts(quantity));

async function startPayment(invoice: Awaited<ReturnType<typeof stripeInvoice>>): Promise<StripeInitResponse> {
  const answer = await stripeInit(api, guest, stripeInitBody(invoice));
  expect(answer.status).toBe(200);
  return stripeInitResponseSchema.parse(answer.body);
}

const streamOf = (session: Session) =>
  openStream(api.server.baseUrl, `/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(session.token)}`);

describe('POST /api/v1/user/stripe/payment/init', () => {
  it('starts an intent for the invoice\u2019s own amount, its secret in the confirm page\u2019s fragment', async () => {
    const invoice = await stripeInvoice(2);
    const intent = await startPayment(invoice);
    expect(intent.paymentIntentId).toMatch(/^pi_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_[0-9a-f]{48}$`));
    expect(intent).toEqual({
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
      amount: invoice.cents,
      currency: invoice.currency,
      confirmUrl: `${api.server.baseUrl}/sandbox/stripe/checkout?payment_intent=${intent.paymentIntentId}#client_secret=${intent.clientSecret}`,
    });
    expect(invoice.cents).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 404 for another user\u2019s or an unknown invoice', async () => {
    const invoice = await stripeInvoice();
    expect((await stripeInit(api, null, stripeInitBody(invoice))).status).toBe(401);
    expect(await stripeInit(api, other, stripeInitBody(invoice))).toEqual({
      status: 404,
      body: { error: { message: `No invoice ${invoice.query_id}` } },
    });
    const unknown = stripeInitBody(invoice, { stripeInitDetails: { invoiceQueryId: 'inv_unknown' } });
    expect((await stripeInit(api, guest, unknown)).status).toBe(404);
  });

  it('names a bad field: the invoice, the store, the cache-busting number', async () => {
    const invoice = await stripeInvoice();
    const missing = await stripeInit(api, guest, { stripeInitDetails: {}, merchantQueryId: 'toolon-burgeri' });
    expect(missing.status).toBe(400);
    expect(errorBodySchema.parse(missing.body).error.details?.map((detail) => detail.field)).toEqual([
      'stripeInitDetails.invoiceQueryId',
    ]);
    const random = await stripeInit(api, guest, stripeInitBody(invoice), 'abc');
    expect(random.status).toBe(400);
    expect(errorBodySchema.parse(random.body).error.details?.map((detail) => detail.field)).toEqual(['random']);
    const store = await stripeInit(api, guest, stripeInitBody(invoice, { merchantQueryId: 'sataman-helmi' }));
    expect(store).toEqual({
      status: 400,
      body: {
        error: {
          message: 'The payment does not match the invoice',
          details: [{ field: 'merchantQueryId', message: 'must be the invoice\u2019s store' }],
        },
      },
    });
  });

  it('refuses an invoice that is not paid by card, and one already paid', async () => {
    const cash = await invoicePaidBy(api, guest, 'CASH', tshirts(1));
    expect(await stripeInit(api, guest, stripeInitBody(cash))).toEqual({
      status: 400,
      body: {
        error: {
          message: 'The invoice is not paid by card',
          details: [{ field: 'stripeInitDetails.invoiceQueryId', message: 'is to be paid by CASH' }],
        },
      },
    });
    const invoice = await stripeInvoice();
    expect((await confirmPayment(api, await startPayment(invoice), { action: 'pay', ...payingCard })).status).toBe(200);
    expect(await stripeInit(api, guest, stripeInitBody(invoice))).toEqual({
      status: 402,
      body: { error: { message: 'The invoice is already paid' } },
    });
  });
});

describe('the sandbox checkout page', () => {
  it('shows the card form and Pay and Cancel under a strict policy, never holding the secret itself', async () => {
    const invoice = await stripeInvoice();
    const intent = await startPayment(invoice);
    const page = await getPage(api, pathOf(api, intent.confirmUrl.split('#')[0] ?? ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'nonce-([A-Za-z0-9+/=]+)'; script-src 'nonce-\1'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'$/,
    );
    expect(page.text).toContain('<form method="post" action="/sandbox/stripe/checkout">');
    for (const field of ['card_number', 'card_expiry', 'card_cvc']) expect(page.text).toContain(`name="${field}"`);
    expect(page.text).toContain('<button type="submit" name="action" value="pay">Pay</button>');
    expect(page.text).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');
    expect(page.text).toContain('<input type="hidden" id="client-secret" name="client_secret" value="">');
    expect(page.text).not.toContain(intent.clientSecret);
    expect(page.text).toContain(`<dt>Order</dt><dd>${invoice.short_order_id}</dd>`);
    expect((await getPage(api, '/sandbox/stripe/checkout?payment_intent=pi_000000000000000000000000')).status).toBe(
      404,
    );
  });
});

describe('confirming a payment', () => {
  it('pays once: the invoice is placed, stock is taken once and the customer\u2019s stream hears it once', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await stripeInvoice(2);
    const intent = await startPayment(invoice);
    const [own, others] = await Promise.all([streamOf(guest), streamOf(other)]);
    try {
      const paid = await confirmPayment(api, intent, { action: 'pay', ...payingCard });
      expect(paid.status).toBe(200);
      expect(paid.text).toContain('<h1>Payment succeeded</h1>');
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

      const again = await Promise.all([
        confirmPayment(api, intent, { action: 'pay', ...payingCard }),
        confirmPayment(api, intent, { action: 'pay', ...payingCard }),
      ]);
      expect(again.map((answer) => answer.status)).toEqual([200, 200]);
      expect(again[0]?.text).toContain('<h1>Payment succeeded</h1>');
      const placed = await placeOrder(api, guest, invoice.query_id);
      expect(placed.status).toBe(200);
      expect(invoiceOf(placed).status).toBe('order_pending');
      expect(await stockOf(api, products.tshirt)).toBe(before - 2);
      expect((await own.pending(300)).filter((block) => block.kind === 'event')).toEqual([]);
      expect((await others.pending(0)).filter((block) => block.kind === 'event')).toEqual([]);
    } finally {
      own.close();
      others.close();
    }
  });

  it('declines the declining test card with a clear message and charges nothing; a good card then pays', async () => {
    const invoice = await stripeInvoice();
    const intent = await startPayment(invoice);
    const declined = await confirmPayment(api, intent, { action: 'pay', ...decliningCard });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('<p id="card-error" role="alert">Your card was declined. Nothing was charged.</p>');
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(402);
    expect((await confirmPayment(api, intent, { action: 'pay', ...payingCard })).status).toBe(200);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
  });

  it('asks again for a card that cannot be one, keeping the secret in the form', async () => {
    const intent = await startPayment(await stripeInvoice());
    const cases = [
      [{ ...payingCard, card_number: '4242 4242 4242 4241' }, 'Please enter a valid card number.'],
      [{ ...payingCard, card_expiry: '01/20' }, 'Your card has expired.'],
      [{ ...payingCard, card_expiry: '1234' }, 'Please enter the expiry as MM/YY.'],
      [{ ...payingCard, card_cvc: '' }, 'Please enter the 3 or 4 digit security code.'],
    ] as const;
    for (const [card, message] of cases) {
      const answer = await confirmPayment(api, intent, { action: 'pay', ...card });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(`<p id="card-error" role="alert">${message}</p>`);
      expect(answer.text).toContain(`name="client_secret" value="${intent.clientSecret}"`);
    }
  });

  it('answers 404 for a wrong client secret and 400 for a bad button', async () => {
    const intent = await startPayment(await stripeInvoice());
    const forged = { ...intent, clientSecret: `${intent.paymentIntentId}_secret_${'0'.repeat(48)}` };
    const refused = await confirmPayment(api, forged, { action: 'pay', ...payingCard });
    expect(refused.status).toBe(404);
    const bad = await confirmPayment(api, intent, { action: 'refund', ...payingCard });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ error: { details: [{ field: 'action' }] } });
  });

  it('Cancel ends the intent: nothing is charged and it cannot be paid afterwards', async () => {
    const invoice = await stripeInvoice();
    const intent = await startPayment(invoice);
    const cancelled = await confirmPayment(api, intent, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('<h1>Payment cancelled</h1>');
    const late = await confirmPayment(api, intent, { action: 'pay', ...payingCard });
    expect(late.status).toBe(409);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(402);
  });

  it('a second intent of an invoice paid by the first charges nothing', async () => {
    const invoice = await stripeInvoice();
    const first = await startPayment(invoice);
    const second = await startPayment(invoice);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await confirmPayment(api, first, { action: 'pay', ...payingCard })).status).toBe(200);
    const twice = await confirmPayment(api, second, { action: 'pay', ...payingCard });
    expect(twice.status).toBe(409);
    expect(twice.text).toContain('<h1>Payment not taken</h1>');
  });
});
