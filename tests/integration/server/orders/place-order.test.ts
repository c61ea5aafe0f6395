import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import {
  guestSession,
  invoiceOf,
  newInvoice,
  placeOrder,
  products,
  stockOf,
  tshirtChoice,
  type Session,
} from './orders-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'place-order-test-device');
});

afterAll(() => api?.stop());

const soup = [{ product: products.lohikeitto, quantity: 2 }];

describe('GET /api/v1/invoices/{id}/checkout and GET /api/v2/invoices/{id}/fetch_invoice', () => {
  it('answers the user\u2019s invoice as it was priced', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', soup);
    const checkout = await api.call('GET', `/api/v1/invoices/${invoice.query_id}/checkout`, { token: guest.token });
    expect(checkout.status).toBe(200);
    expect(invoiceOf(checkout)).toEqual(invoice);
    const fetched = await api.call('GET', `/api/v2/invoices/${invoice.query_id}/fetch_invoice`, { token: guest.token });
    expect(fetched.status).toBe(200);
    expect(invoiceOf(fetched)).toEqual(invoice);
  });

  it('answers 404 for another user\u2019s invoice and for an unknown id, 401 without a session', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', soup);
    const stranger = await guestSession(api, 'place-order-stranger');
    for (const path of [
      `/api/v1/invoices/${invoice.query_id}/checkout`,
      `/api/v2/invoices/${invoice.query_id}/fetch_invoice`,
    ]) {
      expect((await api.call('GET', path, { token: stranger.token })).status).toBe(404);
      expect((await api.call('GET', path)).status).toBe(401);
    }
    expect((await api.call('GET', '/api/v1/invoices/inv_NOPE/checkout', { token: guest.token })).status).toBe(404);
  });
});

describe('PUT /api/v1/invoices/{id}/place_order', () => {
  it('places the order once, takes its units from stock and starts its history', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', [
      { product: products.tshirt, quantity: 2, ...tshirtChoice },
    ]);
    expect(await stockOf(api, products.tshirt)).toBe(before);

    const first = await placeOrder(api, guest, invoice.query_id);
    expect(first.status).toBe(200);
    const placed = invoiceOf(first);
    expect(placed.status).toBe('order_pending');
    expect(placed.status_and_time.map((step) => step.status)).toEqual(['order_pending']);
    expect(await stockOf(api, products.tshirt)).toBe(before - 2);

    const again = await placeOrder(api, guest, invoice.query_id);
    expect(again.status).toBe(200);
    expect(invoiceOf(again)).toEqual(placed);
    expect(await stockOf(api, products.tshirt)).toBe(before - 2);
  });

  it('accepts no body at all', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', soup);
    const answer = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/place_order`, { token: guest.token });
    expect(answer.status).toBe(200);
  });

  it('refuses, changing nothing, when a line ran out of stock after the invoice was made', async () => {
    const before = await stockOf(api, products.tshirt);
    const late = await newInvoice(api, guest, 'toolon-burgeri', [
      { product: products.fries, quantity: 1 },
      { product: products.tshirt, quantity: before, ...tshirtChoice },
    ]);
    const early = await newInvoice(api, guest, 'toolon-burgeri', [
      { product: products.tshirt, quantity: 1, ...tshirtChoice },
    ]);
    expect((await placeOrder(api, guest, early.query_id)).status).toBe(200);

    const answer = await placeOrder(api, guest, late.query_id);
    expect(answer.status).toBe(400);
    expect(invoiceRefusalBodySchema.parse(answer.body).error).toMatchObject({
      code: 'PRODUCTS_UNAVAILABLE',
      unavailable_products: [products.tshirt],
    });
    expect(await stockOf(api, products.tshirt)).toBe(before - 1);
    const unplaced = await api.call('GET', `/api/v2/invoices/${late.query_id}/fetch_invoice`, { token: guest.token });
    expect(invoiceOf(unplaced).status_and_time).toEqual([]);
  });

  it('answers 400 for a body with fields, 404 for another user\u2019s invoice, 401 without a session', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', soup);
    const withField = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/place_order`, {
      token: guest.token,
      body: { amount: 1 },
    });
    expect(withField.status).toBe(400);
    expect(detailFields(withField.body)).toEqual(['amount']);
    const stranger = await guestSession(api, 'place-order-stranger');
    expect((await placeOrder(api, stranger, invoice.query_id)).status).toBe(404);
    const anonymous = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/place_order`, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
