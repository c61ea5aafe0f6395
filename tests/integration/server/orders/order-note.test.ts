import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { helmiStaff, kallioStaff, staffToken } from '../merchant/merchant-client';
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

// Issue 26, item 1: the customer's note for the store travels with the spec's re-submission payload, is kept
// on the invoice and reaches the store's staff only; the amounts the payload names must be the priced ones.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'order-note-device');
});

afterAll(() => api?.stop());

async function soupInvoice(tip = 0) {
  const lines = [{ product: products.lohikeitto, quantity: 2 }];
  const answer = await createInvoice(api, guest, invoiceRequest('sataman-helmi', lines, { invoice_tip: tip }));
  if (answer.status !== 200) throw new Error(`Create invoice failed: ${JSON.stringify(answer.body)}`);
  return invoiceOf(answer);
}

const resubmit = (invoiceQueryId: string, payload: Record<string, unknown>, language = 'en') =>
  api.call('PUT', `/api/v1/invoices/${invoiceQueryId}`, {
    body: { channel_query_id: `${guest.userQueryId}-cash`, ...payload },
    token: guest.token,
    language,
  });

const staffView = async (credentials: { username: string; password: string }, queryId: string) =>
  api.call('GET', `/merchant/v1/orders/${queryId}`, { bearer: await staffToken(api, credentials) });

describe('The order note in the spec\u2019s re-submission payload', () => {
  it('is kept trimmed on the invoice and shown to the store\u2019s staff, and to no other store', async () => {
    const invoice = await soupInvoice(5);
    const answer = await resubmit(invoice.query_id, {
      invoice_note: '  Pähkinäallergia.\nOvikoodi 1234  ',
      checkout_type: 'pickup',
      invoice_tip: 5,
      save_card: false,
      voucher_id: null,
      address_id: null,
      recipient_name: null,
      recipient_phone_number: null,
      invoice_items_attributes: [{ product_query_id: products.lohikeitto, quantity: 2 }],
    });
    expect(answer.status).toBe(200);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);

    const helmi = await staffView(helmiStaff, invoice.query_id);
    expect(helmi.status).toBe(200);
    expect(merchantOrderResponseSchema.parse(helmi.body).order.invoice_note).toBe('Pähkinäallergia.\nOvikoodi 1234');
    expect((await staffView(kallioStaff, invoice.query_id)).status).toBe(404);
  });

  it('keeps a blank note as none, and an older client\u2019s body without one still re-submits', async () => {
    const blank = await soupInvoice();
    expect((await resubmit(blank.query_id, { invoice_note: '   ' })).status).toBe(200);
    const older = await soupInvoice();
    expect((await resubmit(older.query_id, {})).status).toBe(200);
    for (const invoice of [blank, older]) {
      expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
      const view = await staffView(helmiStaff, invoice.query_id);
      expect(merchantOrderResponseSchema.parse(view.body).order.invoice_note).toBeNull();
    }
  });

  it('refuses a tip the invoice was not priced with, naming invoice_tip in the asked language', async () => {
    const invoice = await soupInvoice(5);
    const answer = await resubmit(invoice.query_id, { invoice_tip: 0 }, 'fi');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice_tip']);
    expect(errorMessage(answer.body)).toBe('Tippi ei ole se, jolla lasku hinnoiteltiin (5)');
  });

  it('refuses delivery for an invoice priced for pickup, naming checkout_type', async () => {
    const invoice = await soupInvoice();
    const answer = await resubmit(invoice.query_id, { checkout_type: 'delivery' });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['checkout_type']);
  });

  it('refuses a note over the limit, a control character in it and an unknown checkout type with 400 naming the field', async () => {
    const invoice = await soupInvoice();
    const long = await resubmit(invoice.query_id, { invoice_note: 'x'.repeat(orderNoteMaxLength + 1) });
    expect(long.status).toBe(400);
    expect(detailFields(long.body)).toEqual(['invoice_note']);
    const control = await resubmit(invoice.query_id, { invoice_note: 'ovi\u0007koodi' });
    expect(control.status).toBe(400);
    expect(detailFields(control.body)).toEqual(['invoice_note']);
    const type = await resubmit(invoice.query_id, { checkout_type: 'drone' });
    expect(type.status).toBe(400);
    expect(detailFields(type.body)).toEqual(['checkout_type']);
  });
});
