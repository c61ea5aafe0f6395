import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { stripeInitResponseSchema } from '@/contract/payments/stripe.contract';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { helmiStaff, kallioStaff, staffToken } from '../merchant/merchant-client';
import { confirmPayment, payingCard, stripeInit, stripeInitBody } from '../payments/payments-client';
import {
  createInvoice,
  guestSession,
  invoiceOf,
  invoiceRequest,
  placeOrder,
  products,
  type Session,
} from './orders-client';
import { startOrdersServer } from './orders-server';

// Issue 26, the order note: a card paid in the provider's page (or a bank's) never re-submits the invoice, so
// the note has to come with the invoice's creation, or the kitchen never reads it.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'invoice-note-at-creation');
});

afterAll(() => api?.stop());

const soup = [{ product: products.lohikeitto, quantity: 2 }];

async function invoiceWith(extra: Record<string, unknown>) {
  const answer = await createInvoice(api, guest, invoiceRequest('sataman-helmi', soup, extra));
  if (answer.status !== 200) throw new Error(`Create invoice failed: ${JSON.stringify(answer.body)}`);
  return invoiceOf(answer);
}

const staffView = async (credentials: { username: string; password: string }, queryId: string) =>
  api.call('GET', `/merchant/v1/orders/${queryId}`, { bearer: await staffToken(api, credentials) });

async function noteOnTheCard(queryId: string) {
  const view = await staffView(helmiStaff, queryId);
  expect(view.status).toBe(200);
  return merchantOrderResponseSchema.parse(view.body).order.invoice_note;
}

describe('The order note given when the invoice is created', () => {
  it('reaches the store\u2019s order of a card paid in the sandbox, trimmed, and no other store', async () => {
    const invoice = await invoiceWith({ paymentMethod: 'STRIPE', invoice_note: '  Pähkinäallergia.\nOvikoodi 1234 ' });
    const intent = stripeInitResponseSchema.parse((await stripeInit(api, guest, stripeInitBody(invoice))).body);
    expect((await confirmPayment(api, intent, { action: 'pay', ...payingCard })).status).toBe(200);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);

    expect(await noteOnTheCard(invoice.query_id)).toBe('Pähkinäallergia.\nOvikoodi 1234');
    expect((await staffView(kallioStaff, invoice.query_id)).status).toBe(404);
  });

  it('is overridden by a later re-submission that names a note, and kept by one that does not', async () => {
    const resubmit = (queryId: string, payload: Record<string, unknown>) =>
      api.call('PUT', `/api/v1/invoices/${queryId}`, {
        body: { channel_query_id: `${guest.userQueryId}-cash`, ...payload },
        token: guest.token,
      });
    const renamed = await invoiceWith({ paymentMethod: 'CASH', invoice_note: 'Soita ovikelloa' });
    expect((await resubmit(renamed.query_id, { invoice_note: 'Älä soita ovikelloa' })).status).toBe(200);
    const kept = await invoiceWith({ paymentMethod: 'CASH', invoice_note: 'Soita ovikelloa' });
    expect((await resubmit(kept.query_id, {})).status).toBe(200);
    for (const invoice of [renamed, kept]) expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);

    expect(await noteOnTheCard(renamed.query_id)).toBe('Älä soita ovikelloa');
    expect(await noteOnTheCard(kept.query_id)).toBe('Soita ovikelloa');
  });

  it('keeps a blank note as none, and refuses a note over the limit with 400 naming invoice_note', async () => {
    const blank = await invoiceWith({ paymentMethod: 'CASH', invoice_note: '  \n ' });
    expect((await placeOrder(api, guest, blank.query_id)).status).toBe(200);
    expect(await noteOnTheCard(blank.query_id)).toBeNull();

    const long = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', soup, { invoice_note: 'x'.repeat(orderNoteMaxLength + 1) }),
    );
    expect(long.status).toBe(400);
    expect(detailFields(long.body)).toEqual(['invoice_note']);
  });
});
