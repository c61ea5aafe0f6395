import { rm } from 'node:fs/promises';
import { cartQuoteResponseSchema } from '@/contract/orders/cart-quote.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { detailFields, jsonCaller, type AccountsServer } from '../accounts/accounts-client';
import { newSeededTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';
import { startTestServer, type TestServer } from '../start-test-server';
import {
  createInvoice,
  guestSession,
  invoiceOf,
  invoiceRequest,
  placeOrder,
  products,
  type Session,
} from './orders-client';

let server: TestServer | null = null;
let dataDir: string;
let call: AccountsServer['call'];
let guest: Session;

beforeAll(async () => {
  // A data folder of the test's own, read once the server has stopped: no API lists invoices not placed.
  dataDir = await newSeededTestDataDir();
  server = await startTestServer({ dataDir, onPostgres: false });
  call = jsonCaller(server.baseUrl);
  guest = await guestSession({ call }, 'cart-quote-test-device');
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** 2 × 14.90 + 16.90 − 10 % + 3.50: items cost 48.51 after their promotion. */
const helmiLines = [
  { product: products.lohikeitto, quantity: 2 },
  { product: products.muikut, quantity: 1 },
  { product: products.kotikalja, quantity: 1 },
];

/** The quote body of the lines: the create-invoice body without a payment method, with a tip and a voucher. */
function quoteRequest(tip: number, voucherCode: string | null = null, lines = helmiLines) {
  const { invoice } = invoiceRequest('sataman-helmi', lines);
  return { invoice, invoice_tip: tip, voucher_code: voucherCode };
}

function quote(session: Session, body: unknown, language?: string) {
  return call('POST', '/api/v1/invoices/quote', { body, token: session.token, language });
}

describe('POST /api/v1/invoices/quote', () => {
  it('prices the cart exactly as creating its invoice does, tip included', async () => {
    const answer = await quote(guest, quoteRequest(3));
    expect(answer.status).toBe(200);
    const { quote: priced, voucher_refusal } = cartQuoteResponseSchema.parse(answer.body);
    const created = invoiceOf(
      await createInvoice(api(), guest, invoiceRequest('sataman-helmi', helmiLines, { invoice_tip: 3 })),
    );
    expect(voucher_refusal).toBeNull();
    expect(priced).toMatchObject({ sub_total_amount: 5020, items_discount: 169, driver_tip: 300 });
    expect(priced).toEqual({
      currency: created.currency,
      invoice_items: created.invoice_items.map(({ id: _id, ...item }) => item),
      sub_total_amount: created.sub_total_amount,
      items_discount: created.items_discount,
      voucher: created.voucher,
      voucher_discount: created.voucher_discount,
      driver_tip: created.driver_tip,
      service_fee: created.service_fee,
      delivery_fee: created.delivery_fee,
      tax_lines: created.tax_lines,
      tax_total: created.tax_total,
      payble_amount: created.payble_amount,
      cents: created.cents,
    });
  });

  it('takes off what validate_voucher takes off the same cart', async () => {
    const answer = await quote(guest, quoteRequest(0, 'welcome10'));
    const { quote: priced, voucher_refusal } = cartQuoteResponseSchema.parse(answer.body);
    const created = invoiceOf(await createInvoice(api(), guest, invoiceRequest('sataman-helmi', helmiLines)));
    const validated = validateVoucherResponseSchema.parse(
      (
        await call('PUT', `/api/v1/invoices/${created.query_id}/validate_voucher`, {
          token: guest.token,
          body: { invoice: { voucher_code: 'WELCOME10', query_id: created.query_id } },
        })
      ).body,
    );
    expect(voucher_refusal).toBeNull();
    expect(priced.voucher).toEqual({ code: 'WELCOME10', discount_amount: 485 });
    expect(priced.voucher_discount).toBe(validated.invoice.voucher_discount);
    expect(priced.cents).toBe(validated.invoice.cents);
  });

  it('prices without a voucher that does not apply, and says why in the reader\u2019s language', async () => {
    const answer = await quote(guest, quoteRequest(0, 'SUMMER2020'), 'fi');
    expect(answer.status).toBe(200);
    const { quote: priced, voucher_refusal } = cartQuoteResponseSchema.parse(answer.body);
    expect(priced).toMatchObject({ voucher: null, voucher_discount: 0, cents: 4851 });
    expect(voucher_refusal).toEqual(expect.any(String));
    const english = cartQuoteResponseSchema.parse((await quote(guest, quoteRequest(0, 'SUMMER2020'), 'en')).body);
    expect(english.voucher_refusal).not.toEqual(voucher_refusal);
  });

  it('refuses a cart below the minimum with the create-invoice refusal body', async () => {
    const answer = await quote(guest, quoteRequest(0, null, [{ product: products.lohikeitto, quantity: 1 }]));
    expect(answer.status).toBe(400);
    expect(invoiceRefusalBodySchema.parse(answer.body).error).toMatchObject({
      code: 'BELOW_MINIMUM_ORDER',
      minimum_order: { min_amount: 1500, missing: 10 },
    });
  });

  it('answers bad input with 400 naming the field, and a guest without a session with 401', async () => {
    const tooMuch = await quote(guest, { ...quoteRequest(0), invoice_tip: -1 });
    expect(tooMuch.status).toBe(400);
    expect(detailFields(tooMuch.body)).toEqual(['invoice_tip']);
    const badCode = await quote(guest, quoteRequest(0, 'NOT A CODE'));
    expect(badCode.status).toBe(400);
    expect(detailFields(badCode.body)).toEqual(['voucher_code']);
    const anonymous = await call('POST', '/api/v1/invoices/quote', { body: quoteRequest(0) });
    expect(anonymous.status).toBe(401);
  });

  // Last: it stops the server to read its data folder.
  it('leaves one invoice after ten quotes and a cash payment', async () => {
    const customer = await guestSession({ call }, 'cart-quote-one-invoice-device');
    for (let tip = 1; tip <= 10; tip += 1) expect((await quote(customer, quoteRequest(tip))).status).toBe(200);
    const created = invoiceOf(
      await createInvoice(api(), customer, invoiceRequest('sataman-helmi', helmiLines, { invoice_tip: 10 })),
    );
    expect((await placeOrder(api(), customer, created.query_id)).status).toBe(200);

    await server?.stop();
    server = null;
    const read = await runTask('tests/integration/server/tasks/user-invoices.task.ts', [dataDir, created.query_id]);
    expect(read).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(read.stdout)).toEqual([{ queryId: created.query_id, paymentMethod: 'CASH', placed: true }]);
  });
});

/** The order helpers take the accounts server; only its call is used. */
function api(): AccountsServer {
  return { call } as AccountsServer;
}
