import { largestInvoiceLines } from '@/contract/orders/create-invoice.contract';
import { fullNameMaxLength } from '@/domain/accounts/account-field-limits';
import { voucherCodeMaxLength } from '@/domain/voucher/voucher-code';
import { registerResponseSchema } from '@/contract/accounts/sign-in.contract';
import { detailFields, freshMobileNumber, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { createInvoice, guestSession, invoiceRequest, newInvoice, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'input-bounds-test-device');
});

afterAll(() => api?.stop());

/** Over-long values the OpenAPI document forbids are refused with 400 naming the field, before anything is kept. */
describe('the bounds the document states are the bounds the server keeps', () => {
  it(`refuses an invoice of more than ${largestInvoiceLines} lines, the most a cart holds`, async () => {
    const lines = Array.from({ length: largestInvoiceLines + 1 }, () => ({ product: products.kotikalja, quantity: 1 }));
    const answer = await createInvoice(api, guest, invoiceRequest('sataman-helmi', lines));
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.invoice_items_attributes']);
  });

  it('refuses a voucher code longer than a voucher code once, naming it', async () => {
    const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
    const answer = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
      token: guest.token,
      body: { invoice: { voucher_code: 'A'.repeat(voucherCodeMaxLength + 1), query_id: invoice.query_id } },
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['invoice.voucher_code']);
  });

  it('refuses a profile name longer than the sign-up form takes', async () => {
    const registration = await api.call('POST', '/api/v1/users', {
      body: { user: { mobile_number: freshMobileNumber('345') } },
    });
    const { user_query_id } = registerResponseSchema.parse(registration.body);
    const answer = await api.call('POST', `/api/v1/users/${user_query_id}/update_user`, {
      body: { user: { full_name: 'N'.repeat(fullNameMaxLength + 1), password: '123456' }, sign_up_token: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['user.full_name']);
  });

  it('refuses a push token longer than a push subscription', async () => {
    const answer = await api.call('POST', '/api/v1/users/register_device', {
      token: guest.token,
      body: { device_uuid: 'input-bounds-test-device', push_token: 'p'.repeat(4097) },
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['push_token']);
  });
});
