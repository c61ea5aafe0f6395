import { errorBodySchema } from '@/contract/common/error.contract';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { initPayment, initQuery, postForm } from '../payments/payments-client';
import { createInvoice, guestSession, invoiceRequest, placeOrder, products, type Session } from './orders-client';
import { startOrdersServer } from './orders-server';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'pay-first-device');
});

afterAll(() => api?.stop());

async function cardInvoice() {
  const answer = await createInvoice(
    api,
    guest,
    invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }], {
      paymentMethod: 'NEST_CARD_PAY',
    }),
  );
  expect(answer.status).toBe(200);
  return invoiceResponseSchema.parse(answer.body).invoice;
}

describe('an invoice paid by card', () => {
  it('is not placed on the client’s word: place_order answers 402 until the provider says it is paid', async () => {
    const invoice = await cardInvoice();
    const refused = await placeOrder(api, guest, invoice.query_id);
    expect(refused.status).toBe(402);
    expect(errorBodySchema.parse(refused.body).error.message).toContain('Payment required');
    expect(
      (await api.call('GET', '/api/v1/users/orders?order_type=active', { token: guest.token })).body,
    ).toMatchObject({
      pagination: { total_items: 0 },
    });
  });

  it('becomes an order once paid at the terminal, and place_order then answers that order', async () => {
    const invoice = await cardInvoice();
    const init = netaxeptInitResponseSchema.parse((await initPayment(api, guest, initQuery(invoice))).body);
    const paid = await postForm(api, '/sandbox/netaxept/terminal', {
      transactionId: init.transactionId,
      invoiceQueryId: invoice.query_id,
      action: 'pay',
    });
    expect(paid.status).toBe(200);
    const placed = await placeOrder(api, guest, invoice.query_id);
    expect(placed.status).toBe(200);
    expect(invoiceResponseSchema.parse(placed.body).invoice.status).toBe('order_pending');
  });

  it('a cash invoice is placed without a provider', async () => {
    const answer = await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', [
        { product: products.lohikeitto, quantity: 1 },
        { product: products.kotikalja, quantity: 1 },
      ]),
    );
    const invoice = invoiceResponseSchema.parse(answer.body).invoice;
    const placed = await placeOrder(api, guest, invoice.query_id);
    expect(placed.status).toBe(200);
    expect(invoiceResponseSchema.parse(placed.body).invoice.status).toBe('order_pending');
  });
});
