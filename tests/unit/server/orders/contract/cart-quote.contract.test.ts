import { cartQuoteRequestSchema, cartQuoteResponseSchema } from '@/contract/orders/cart-quote.contract';
import { quoteBody, pricedCartFromDto } from '@/infrastructure/api/http-invoice-mapping';

const cart = {
  invoice: {
    organization_query_id: 'sataman-helmi',
    invoice_items_attributes: [{ product_query_id: 'soup', quantity: 2 }],
  },
};

function fieldsOf(body: unknown): string[] {
  const result = cartQuoteRequestSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

const line = {
  product_name: 'Lohikeitto',
  product_query_id: 'soup',
  quantity: 2,
  tax_percent: 14,
  cost: 1490,
  cost_after_discount: 1490,
  amount: 2980,
  discount: { amount: 0, type: null },
  payble_amount: 29.8,
  cents: 2980,
  currency: 'EUR',
  item_description: '',
  instruction: '',
  promotion: null,
  size: null,
  color: null,
  variant_options: [],
};

const priced = {
  currency: 'EUR',
  invoice_items: [line],
  sub_total_amount: 2980,
  items_discount: 0,
  voucher: { code: 'WELCOME10', discount_amount: 298 },
  voucher_discount: 298,
  driver_tip: 200,
  service_fee: 0,
  delivery_fee: 0,
  tax_lines: [{ tax_percent: 14, gross: 2682, net: 2353, vat: 329 }],
  tax_total: 329,
  payble_amount: 28.82,
  cents: 2882,
};

describe('the cart quote payload', () => {
  it('takes the create-invoice cart without a payment method, with the tip and the voucher', () => {
    expect(cartQuoteRequestSchema.parse({ ...cart, invoice_tip: 2, voucher_code: 'WELCOME10' })).toMatchObject({
      invoice_tip: 2,
      voucher_code: 'WELCOME10',
    });
    expect(cartQuoteRequestSchema.parse(cart).invoice_tip).toBe(0);
  });

  it.each([
    [{ ...cart, voucher_code: 'NOT A CODE' }, 'voucher_code'],
    [{ ...cart, voucher_code: 'A'.repeat(51) }, 'voucher_code'],
    [{ ...cart, invoice_tip: 1.5 }, 'invoice_tip'],
    [{ invoice: { ...cart.invoice, invoice_items_attributes: [] } }, 'invoice.invoice_items_attributes'],
  ])('refuses %j naming %s', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });

  it('is what the adapter sends for a draft, the voucher included', () => {
    const body = quoteBody({
      storeQueryId: 'sataman-helmi',
      merchantAddressId: null,
      lines: [
        { productQueryId: 'soup', quantity: 2, selection: { sizeId: null, colorId: null, variantOptionIds: [] } },
      ],
      tip: 2,
      voucherCode: 'WELCOME10',
    });
    expect(body).not.toHaveProperty('paymentMethod');
    expect(cartQuoteRequestSchema.parse(body)).toMatchObject({ invoice_tip: 2, voucher_code: 'WELCOME10' });
  });
});

describe('the cart quote answer', () => {
  it('is the invoice\u2019s amounts, lines without ids, read by the adapter in integer minor units (cents)', () => {
    const answer = cartQuoteResponseSchema.parse({ quote: priced, voucher_refusal: null });
    expect(pricedCartFromDto(answer.quote)).toMatchObject({
      voucherCode: 'WELCOME10',
      voucherDiscount: 298,
      payable: 2882,
      tip: 200,
      amounts: { subTotal: 2980, itemsDiscount: 0, serviceFee: 0, deliveryFee: 0 },
      lines: [{ productQueryId: 'soup', quantity: 2, payable: 2980 }],
    });
  });

  it.each([
    [{ quote: { ...priced, cents: 28.82 }, voucher_refusal: null }],
    [{ quote: { ...priced, invoice_items: [] }, voucher_refusal: null }],
    [{ quote: priced, voucher_refusal: 'x'.repeat(2_001) }],
  ])('refuses %#: decimal cents, no lines, an unbounded refusal', (body) => {
    expect(cartQuoteResponseSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['the quote', { ...priced, payble_amount: 2882 }, 'quote.payble_amount'],
    ['a line', { ...priced, invoice_items: [{ ...line, payble_amount: 2980 }] }, 'quote.invoice_items.0.payble_amount'],
  ])('refuses %s whose payble_amount is not the decimal of its cents', (_, quote, field) => {
    const result = cartQuoteResponseSchema.safeParse({ quote, voucher_refusal: null });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
