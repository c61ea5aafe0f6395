import { invoiceSchema, type InvoiceDto } from '@/contract/orders/invoice.contract';
import { ordersResponseSchema } from '@/contract/orders/orders-list.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import { pricedInvoiceFields } from '../support/priced-invoice-fields';
import { anInvoice } from '../support/invoice-fixture';
import { aProduct, anInput, anItem } from '../support/pricing-fixtures';

function anyInvoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  const result = priceInvoice(anInput({ items: [anItem('p', 1)], products: [aProduct('p')] }));
  if (!result.ok) throw new Error(result.reason);
  return anInvoice(pricedInvoiceFields(result.invoice, ['itm_1']), overrides);
}

function refusedFields(invoice: unknown): string[] {
  const result = invoiceSchema.safeParse(invoice);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the invoice answer', () => {
  it('accepts a priced invoice', () => {
    expect(refusedFields(anyInvoice())).toEqual([]);
  });

  it.each([
    ['a negative amount', { payble_amount: -0.01, cents: -1 }, ['payble_amount', 'cents']],
    ['cents that are not whole', { payble_amount: 19.99, cents: 1998.5 }, ['cents']],
    ['a decimal with three fraction digits', { payble_amount: 19.995, cents: 1999 }, ['payble_amount']],
    [
      'a decimal too large to name one amount of cents',
      { payble_amount: 10000000000000, cents: 1000000000000000 },
      ['payble_amount'],
    ],
  ])('refuses %s', (_, overrides, fields) => {
    expect(refusedFields(anyInvoice(overrides))).toEqual(fields);
  });

  it.each([
    ['a status the server never writes', { status: 'order_lost' as InvoiceDto['status'] }, 'status'],
    ['a created time with seconds', { created_time: '04:45:10' }, 'created_time'],
    ['a QR code that is not a data URL', { qr_data_url: 'https://qr.example/1' }, 'qr_data_url'],
    ['no lines', { invoice_items: [] }, 'invoice_items'],
  ])('refuses %s', (_, overrides, field) => {
    expect(refusedFields(anyInvoice(overrides))).toEqual([field]);
  });

  it('states the amount to pay twice, as the spec does: payble_amount in major units (14.9) and cents (1490)', () => {
    expect(refusedFields(anyInvoice({ payble_amount: 14.9, cents: 1490 }))).toEqual([]);
    expect(refusedFields(anyInvoice({ payble_amount: 0, cents: 0 }))).toEqual([]);
    expect(refusedFields(anyInvoice({ payble_amount: 9999999999999.99, cents: 999999999999999 }))).toEqual([]);
  });

  it.each([
    ['cents where the decimal belongs (a server that answers 1490 for 14,90)', { payble_amount: 1490, cents: 1490 }],
    ['a decimal a cent away from the cents', { payble_amount: 14.91, cents: 1490 }],
    ['the decimal where the cents belong', { payble_amount: 14.9, cents: 15 }],
  ])('refuses %s, naming payble_amount', (_, overrides) => {
    expect(refusedFields(anyInvoice(overrides))).toEqual(['payble_amount']);
  });

  it('holds each line to the same pair: its payble_amount is the decimal of its cents', () => {
    const invoice = anyInvoice();
    const [line] = invoice.invoice_items;
    if (!line) throw new Error('the priced invoice has a line');
    const withLine = (amounts: { payble_amount: number; cents: number }) => ({
      ...invoice,
      invoice_items: [{ ...line, ...amounts }],
    });
    expect(refusedFields(withLine({ payble_amount: 14.9, cents: 1490 }))).toEqual([]);
    expect(refusedFields(withLine({ payble_amount: 1490, cents: 1490 }))).toEqual(['invoice_items.0.payble_amount']);
  });

  it("takes the store's preparation-time flag as a boolean, and an invoice without it from another backend", () => {
    const invoice = anyInvoice();
    const withFlag = (flag: unknown) => ({
      ...invoice,
      merchant: { ...invoice.merchant, preparation_time_flag: flag },
    });
    expect(refusedFields(withFlag(false))).toEqual([]);
    expect(refusedFields(withFlag('no'))).toEqual(['merchant.preparation_time_flag']);
    const { preparation_time_flag: _left, ...merchantWithout } = invoice.merchant;
    expect(refusedFields({ ...invoice, merchant: merchantWithout })).toEqual([]);
  });

  it('carries a rider when one is assigned', () => {
    expect(refusedFields(anyInvoice({ rider_assigned: true, zapp_man: { full_name: 'Rider' } }))).toEqual([]);
  });
});

describe('the answers that carry invoices', () => {
  it('pages the orders list with pagination.total_items', () => {
    const page = {
      invoices: [{ invoice: anyInvoice() }],
      pagination: { page: 1, per_page: 24, total_items: 1, total_pages: 1 },
    };
    expect(ordersResponseSchema.safeParse(page).success).toBe(true);
    expect(ordersResponseSchema.safeParse({ invoices: [anyInvoice()], pagination: page.pagination }).success).toBe(
      false,
    );
  });

  it('answers validate_voucher with voucher.discount_amount', () => {
    const answer = { voucher: { code: 'SPRING', name: 'Spring', discount_amount: 500 }, invoice: anyInvoice() };
    expect(validateVoucherResponseSchema.safeParse(answer).success).toBe(true);
    const decimal = { ...answer, voucher: { ...answer.voucher, discount_amount: 5.5 } };
    expect(validateVoucherResponseSchema.safeParse(decimal).success).toBe(false);
  });
});
