import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { demoLogin, detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, invoiceOf, newInvoice, placeOrder, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'validate-voucher-test-device');
});

afterAll(() => api?.stop());

/** 2 × 14.90 + 16.90 − 10 % + 3.50: items cost 48.51 after their promotion. */
const helmiLines = [
  { product: products.lohikeitto, quantity: 2 },
  { product: products.muikut, quantity: 1 },
  { product: products.kotikalja, quantity: 1 },
];

function applyVoucher(session: Session, invoiceQueryId: string, code: string, bodyQueryId = invoiceQueryId) {
  return api.call('PUT', `/api/v1/invoices/${invoiceQueryId}/validate_voucher`, {
    token: session.token,
    body: { invoice: { voucher_code: code, query_id: bodyQueryId } },
  });
}

describe('PUT /api/v1/invoices/{id}/validate_voucher', () => {
  it('takes a store voucher\u2019s flat amount off and prices the invoice again', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    const answer = await applyVoucher(guest, invoice.query_id, 'HELMI5');
    expect(answer.status).toBe(200);
    const { voucher, invoice: repriced } = validateVoucherResponseSchema.parse(answer.body);
    expect(voucher).toEqual({ code: 'HELMI5', name: '5 € off at Sataman Helmi', discount_amount: 500 });
    expect(repriced).toMatchObject({
      query_id: invoice.query_id,
      order_id: invoice.order_id,
      voucher: { code: 'HELMI5', discount_amount: 500 },
      voucher_discount: 500,
      sub_total_amount: 5020,
      items_discount: 169,
      payble_amount: 43.51,
      cents: 4351,
    });
    // The stored invoice carries the voucher from now on.
    const checkout = await api.call('GET', `/api/v1/invoices/${invoice.query_id}/checkout`, { token: guest.token });
    expect(invoiceOf(checkout).cents).toBe(4351);
  });

  it('takes a percentage off the items after their promotions, and a later voucher replaces the earlier', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    await applyVoucher(guest, invoice.query_id, 'HELMI5');
    const answer = await applyVoucher(guest, invoice.query_id, 'welcome10');
    const { voucher, invoice: repriced } = validateVoucherResponseSchema.parse(answer.body);
    expect(voucher.discount_amount).toBe(485);
    expect(repriced).toMatchObject({ voucher: { code: 'WELCOME10', discount_amount: 485 }, cents: 4366 });
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE'],
    ['an expired voucher', 'SUMMER2020'],
    ['another store\u2019s voucher', 'PIZZA3'],
    ['another user\u2019s voucher', 'LOYAL15'],
  ])('answers 400 for %s, naming voucher_code', async (_case, code) => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    const answer = await applyVoucher(guest, invoice.query_id, code);
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body)).toBe('This voucher is not valid for this order');
    expect(detailFields(answer.body)).toEqual(['invoice.voucher_code']);
  });

  it('lets the customer a personal voucher belongs to use it', async () => {
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const customer = { token, userQueryId: '' };
    const invoice = await newInvoice(api, customer, 'sataman-helmi', helmiLines);
    const { voucher } = validateVoucherResponseSchema.parse(
      (await applyVoucher(customer, invoice.query_id, 'LOYAL15')).body,
    );
    expect(voucher.discount_amount).toBe(728);
  });

  it('answers 400 for a code with other characters than letters and digits', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    const answer = await applyVoucher(guest, invoice.query_id, 'HELMI 5');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.voucher_code']);
  });

  it('answers 400 when the body names another invoice than the path', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    const answer = await applyVoucher(guest, invoice.query_id, 'HELMI5', 'inv_OTHER');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.query_id']);
  });

  it('answers 400 once the order is placed', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
    const answer = await applyVoucher(guest, invoice.query_id, 'HELMI5');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.voucher_code']);
  });

  it('answers 404 for another user\u2019s invoice and 401 without a session', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    const stranger = await guestSession(api, 'validate-voucher-stranger');
    expect((await applyVoucher(stranger, invoice.query_id, 'HELMI5')).status).toBe(404);
    const anonymous = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
      body: { invoice: { voucher_code: 'HELMI5', query_id: invoice.query_id } },
    });
    expect(anonymous.status).toBe(401);
  });
});
