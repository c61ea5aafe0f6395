import {
  bankPaymentQuery,
  bankPaymentType,
  bankReturnUrl,
  type BankPaymentParams,
} from '@/domain/payments/bank-payment';
import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, newInvoice, products, stockOf, tshirtChoice, type Session } from '../orders/orders-client';
import { getPage, postForm } from './payments-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'soneri-test-device');
});

afterAll(() => api?.stop());

/** The bank's query as the storefront's payment adapter builds it (`HttpPaymentProviders.bankLoginUrl`). */
function bankFields(invoice: InvoiceDto, redirectUrl = bankReturnUrl(api.server.baseUrl, invoice.query_id)) {
  const params: BankPaymentParams = {
    invoiceQueryId: invoice.query_id,
    amount: invoice.cents,
    orderId: invoice.short_order_id,
    type: bankPaymentType,
    redirectUrl,
  };
  return { params, query: bankPaymentQuery(params) };
}

const tshirt = [{ product: products.tshirt, quantity: 1, ...tshirtChoice }];

describe('the sandbox bank login page', () => {
  it('approves once: placed, stock taken once, back to the storefront\u2019s success page', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', tshirt);
    const { params, query } = bankFields(invoice);
    const page = await getPage(api, `/sandbox/soneri/login?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
    );
    expect(page.text).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
    expect(page.text).toContain('<button type="submit" name="decision" value="reject">Reject</button>');

    const fields = { ...params, amount: String(params.amount), decision: 'approve' };
    const approved = await postForm(api, '/sandbox/soneri/login', fields);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `${api.server.baseUrl}/user/soneri-payment/success/${invoice.query_id}/html`,
    );
    expect(await stockOf(api, products.tshirt)).toBe(before - 1);

    expect((await postForm(api, '/sandbox/soneri/login', fields)).status).toBe(303);
    expect(await stockOf(api, products.tshirt)).toBe(before - 1);
    const paidPage = await getPage(api, `/sandbox/soneri/login?${query}`);
    expect(paidPage.text).toContain('<h1>Already paid</h1>');
  });

  it('rejects without charging', async () => {
    const before = await stockOf(api, products.tshirt);
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', tshirt);
    const { params } = bankFields(invoice);
    const rejected = await postForm(api, '/sandbox/soneri/login', {
      ...params,
      amount: String(params.amount),
      decision: 'reject',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.text).toContain('<h1>Payment rejected</h1>');
    expect(await stockOf(api, products.tshirt)).toBe(before);
  });

  it('refuses a return address on another origin, in the page and in the post', async () => {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', tshirt);
    const foreign = bankReturnUrl('https://evil.example', invoice.query_id);
    const { params, query } = bankFields(invoice, foreign);
    const expected = {
      error: {
        message: 'The return address is not this storefront',
        details: [{ field: 'redirectUrl', message: 'must be on the storefront\u2019s own origin' }],
      },
    };
    const page = await getPage(api, `/sandbox/soneri/login?${query}`);
    expect(page.status).toBe(400);
    expect(JSON.parse(page.text)).toEqual(expected);
    const post = await postForm(api, '/sandbox/soneri/login', {
      ...params,
      amount: String(params.amount),
      decision: 'approve',
    });
    expect(post.status).toBe(400);
    expect(JSON.parse(post.text)).toEqual(expected);
    const relative = await getPage(api, `/sandbox/soneri/login?${bankFields(invoice, '//evil.example/x').query}`);
    expect(relative.status).toBe(400);
  });

  it('refuses an amount that is not the invoice\u2019s, a wrong type, and an unknown invoice', async () => {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', tshirt);
    const { params } = bankFields(invoice);
    const query = (fields: Record<string, string>) =>
      new URLSearchParams({ ...params, amount: String(params.amount), ...fields }).toString();
    const cheaper = await getPage(api, `/sandbox/soneri/login?${query({ amount: '1' })}`);
    expect(cheaper.status).toBe(400);
    expect(JSON.parse(cheaper.text)).toEqual({
      error: {
        message: 'The payment does not match the invoice',
        details: [{ field: 'amount', message: `must be the invoice\u2019s payable amount, ${invoice.cents}` }],
      },
    });
    const type = await getPage(api, `/sandbox/soneri/login?${query({ type: 'PAY_BY_CARD' })}`);
    expect(type.status).toBe(400);
    expect(JSON.parse(type.text)).toMatchObject({ error: { details: [{ field: 'type' }] } });
    const unknown = await getPage(api, `/sandbox/soneri/login?${query({ invoiceQueryId: 'inv_UNKNOWN' })}`);
    expect(unknown.status).toBe(404);
  });
});
