import { invoiceResponseSchema, type InvoiceDto } from '@/contract/orders/invoice.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { initQuery, stripeInitBody } from '../payments/payments-client';
import { createInvoice, guestSession, invoiceRequest, placeOrder, products, type Session } from './orders-client';
import { startOrdersServer } from './orders-server';

// The seed's HELMIFREE takes 100 % off Sataman Helmi's items; a pickup order has no fees, and no tip is given.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'nothing-to-pay-device');
});

afterAll(() => api?.stop());

async function cardInvoice(method: PaymentMethod = 'NEST_CARD_PAY', tip = 0): Promise<InvoiceDto> {
  const body = invoiceRequest('sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }], {
    paymentMethod: method,
    invoice_tip: tip,
  });
  const answer = await createInvoice(api, guest, body);
  expect(answer.status).toBe(200);
  return invoiceResponseSchema.parse(answer.body).invoice;
}

async function withVoucher(invoice: InvoiceDto, code: string) {
  const answer = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
    token: guest.token,
    body: { invoice: { voucher_code: code, query_id: invoice.query_id } },
  });
  expect(answer.status).toBe(200);
  return validateVoucherResponseSchema.parse(answer.body);
}

const netaxeptInit = (invoice: InvoiceDto, language: 'fi' | 'en') =>
  api.call('GET', `/api/v1/netaxept-payment-gateway/init?${initQuery(invoice)}`, { token: guest.token, language });

const stripeInit = (invoice: InvoiceDto, language: 'fi' | 'en') =>
  api.call('POST', '/api/v1/user/stripe/payment/init?random=0.5', {
    token: guest.token,
    body: stripeInitBody(invoice),
    language,
  });

describe('a card invoice a voucher brings to 0', () => {
  it("answers the payable after the voucher as the server computed it: 0, the voucher's discount the items' cost", async () => {
    const invoice = await cardInvoice();
    expect(invoice.cents).toBe(2980);
    const { voucher, invoice: repriced } = await withVoucher(invoice, 'HELMIFREE');
    expect(voucher.discount_amount).toBe(2980);
    expect(repriced).toMatchObject({ payble_amount: 0, cents: 0, voucher_discount: 2980 });
  });

  it('keeps the tip to pay: the voucher covers the items only, so a tipped invoice still costs the tip', async () => {
    const invoice = await cardInvoice('NEST_CARD_PAY', 2);
    const { invoice: repriced } = await withVoucher(invoice, 'HELMIFREE');
    expect(repriced.cents).toBe(200);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(402);
  });

  it.each([
    ['en', 'Nothing to pay', 'the invoice costs nothing'],
    ['fi', 'Ei maksettavaa', 'lasku ei maksa mitään'],
  ] as const)('refuses to start a card payment for it, in %s, naming the field', async (language, message, detail) => {
    const netaxept = await cardInvoice('NEST_CARD_PAY');
    const netaxeptFree = (await withVoucher(netaxept, 'HELMIFREE')).invoice;
    const refusedTerminal = await netaxeptInit(netaxeptFree, language);
    expect(refusedTerminal.status).toBe(400);
    expect(errorMessage(refusedTerminal.body)).toBe(message);
    expect(detailFields(refusedTerminal.body)).toEqual(['amount']);
    expect(JSON.stringify(refusedTerminal.body)).toContain(detail);

    const stripe = await cardInvoice('STRIPE');
    const stripeFree = (await withVoucher(stripe, 'HELMIFREE')).invoice;
    const refusedCheckout = await stripeInit(stripeFree, language);
    expect(refusedCheckout.status).toBe(400);
    expect(errorMessage(refusedCheckout.body)).toBe(message);
    expect(detailFields(refusedCheckout.body)).toEqual(['stripeInitDetails.invoiceQueryId']);
  });

  it('is placed without a payment, on the cash channel it was re-submitted on', async () => {
    const invoice = await cardInvoice('STRIPE');
    await withVoucher(invoice, 'HELMIFREE');
    const resubmitted = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}`, {
      token: guest.token,
      body: { channel_query_id: `${guest.userQueryId}-cash` },
    });
    expect([resubmitted.status, resubmitted.body]).toEqual([200, expect.anything()]);
    const placed = await placeOrder(api, guest, invoice.query_id);
    expect(placed.status).toBe(200);
    expect(invoiceResponseSchema.parse(placed.body).invoice).toMatchObject({
      status: 'order_pending',
      cents: 0,
    });
  });

  it('is refused without a payment while it still costs something (402), and placed once the voucher covers it', async () => {
    const invoice = await cardInvoice('NEST_CARD_PAY');
    const refused = await placeOrder(api, guest, invoice.query_id);
    expect(refused.status).toBe(402);
    const { invoice: repriced } = await withVoucher(invoice, 'HELMIFREE');
    expect(repriced.cents).toBe(0);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
  });
});
