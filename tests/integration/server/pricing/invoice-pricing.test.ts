import { configurationsResponseSchema } from '@/contract/platform/configurations.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { demoLogin, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { createInvoice, guestSession, invoiceOf, invoiceRequest, newInvoice, products } from '../orders/orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

/** 2 × 14.90 + 16.90 − 10 % + 3.50: lines of 29.80 and 15.21 at 13.5 % VAT and 3.50 at 25.5 %. */
const helmiLines = [
  { product: products.lohikeitto, quantity: 2 },
  { product: products.muikut, quantity: 1 },
  { product: products.kotikalja, quantity: 1 },
];

async function listedFees(): Promise<{ delivery_fee: unknown; service_fee: unknown }> {
  const answer = await api.call('GET', '/api/v1/configurations');
  const { configurations } = configurationsResponseSchema.parse(answer.body);
  const valueOf = (identifier: string) => configurations.find((entry) => entry.identifier === identifier)?.value;
  return { delivery_fee: valueOf('delivery_fee'), service_fee: valueOf('service_fee') };
}

describe('the global configuration list and invoice pricing', () => {
  it('lists the fees in minor units', async () => {
    expect(await listedFees()).toEqual({ delivery_fee: 390, service_fee: 0 });
  });

  it('charges a delivery order exactly the listed fees, and adds them to what the customer pays', async () => {
    const fees = await listedFees();
    const token = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const answer = await createInvoice(api, { token, userQueryId: '' }, invoiceRequest('sataman-helmi', helmiLines));
    expect(answer.status).toBe(200);
    const invoice = invoiceOf(answer);
    expect({ delivery_fee: invoice.delivery_fee, service_fee: invoice.service_fee }).toEqual(fees);
    expect(invoice.cents).toBe(4851 + 390 + 0);
  });
});

describe('VAT after the voucher', () => {
  it('states the VAT of the goods less the voucher, shared over the lines in proportion to their totals', async () => {
    const guest = await guestSession(api, 'invoice-pricing-vat-device');
    const invoice = await newInvoice(api, guest, 'sataman-helmi', helmiLines);
    expect(invoice.tax_lines).toEqual([
      { tax_percent: 13.5, gross: 4501, net: 3966, vat: 535 },
      { tax_percent: 25.5, gross: 350, net: 279, vat: 71 },
    ]);
    const answer = await api.call('PUT', `/api/v1/invoices/${invoice.query_id}/validate_voucher`, {
      token: guest.token,
      body: { invoice: { voucher_code: 'HELMI5', query_id: invoice.query_id } },
    });
    expect(answer.status).toBe(200);
    const repriced = validateVoucherResponseSchema.parse(answer.body).invoice;
    // 5,00 over 29,80, 15,21 and 3,50 (48,51): 3,07, 1,57 and 0,36; the spare cent to 15,21's bigger fraction.
    expect(repriced.tax_lines).toEqual([
      { tax_percent: 13.5, gross: 4037, net: 3557, vat: 480 },
      { tax_percent: 25.5, gross: 314, net: 250, vat: 64 },
    ]);
    expect(repriced.tax_total).toBe(544);
    expect(repriced.cents).toBe(4351);
    const checkout = await api.call('GET', `/api/v1/invoices/${invoice.query_id}/checkout`, { token: guest.token });
    expect(invoiceOf(checkout)).toMatchObject({ tax_lines: repriced.tax_lines, tax_total: 544 });
  });
});
