import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, newInvoice, placeOrder, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'invoice-settlement-device');
  other = await guestSession(api, 'invoice-settlement-other');
});

afterAll(() => api?.stop());

const soupInvoice = (session: Session) =>
  newInvoice(api, session, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);

const resubmit = (session: Session, invoiceQueryId: string, body: unknown, language = 'en') =>
  api.call('PUT', `/api/v1/invoices/${invoiceQueryId}`, { body, token: session.token, language });

describe('PUT /api/v1/invoices/{id}: the invoice re-submitted on the user\u2019s channel (payment step 3)', () => {
  it('answers the invoice re-submitted on the user\u2019s cash channel, which then places', async () => {
    const invoice = await soupInvoice(guest);
    const answer = await resubmit(guest, invoice.query_id, { channel_query_id: `${guest.userQueryId}-cash` });
    expect(answer.status).toBe(200);
    expect(invoiceResponseSchema.parse(answer.body).invoice.query_id).toBe(invoice.query_id);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
  });

  it('refuses another user\u2019s channel with a 400 naming channel_query_id, in the asked language', async () => {
    const invoice = await soupInvoice(guest);
    const answer = await resubmit(guest, invoice.query_id, { channel_query_id: `${other.userQueryId}-cash` }, 'fi');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['channel_query_id']);
    expect(errorMessage(answer.body)).toBe('Tämä ei ole yksi maksutavoistasi');
  });

  it('refuses the card channel without the bank card form\u2019s session, naming session_id', async () => {
    const invoice = await soupInvoice(guest);
    const answer = await resubmit(guest, invoice.query_id, { channel_query_id: `${guest.userQueryId}-card` });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['session_id']);
  });

  it('answers another user\u2019s invoice as unknown (404)', async () => {
    const invoice = await soupInvoice(other);
    const answer = await resubmit(guest, invoice.query_id, { channel_query_id: `${guest.userQueryId}-cash` });
    expect(answer.status).toBe(404);
  });

  it('names an unknown field and a missing channel as a 400', async () => {
    const invoice = await soupInvoice(guest);
    const answer = await resubmit(guest, invoice.query_id, { channel: 'x' });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(expect.arrayContaining(['channel_query_id']));
  });
});
