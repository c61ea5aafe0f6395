import { createInvoiceRequestSchema } from '@/contract/orders/create-invoice.contract';
import { createInvoiceBody, invoiceRefusalFrom } from '@/infrastructure/api/http-invoice-mapping';

describe('The invoice adapter mapping', () => {
  it('sends products, quantities, chosen options and the tip only, in a body the contract accepts', () => {
    const body = createInvoiceBody({
      storeQueryId: 'store-aalto',
      merchantAddressId: 'address-aalto',
      paymentMethod: 'CASH',
      lines: [
        { productQueryId: 'tee', quantity: 2, selection: { sizeId: 'm', colorId: null, variantOptionIds: ['x'] } },
      ],
      tip: 20,
    });
    expect(body).toEqual({
      invoice: {
        organization_query_id: 'store-aalto',
        invoice_items_attributes: [
          {
            product_query_id: 'tee',
            quantity: 2,
            instruction: '',
            item_description: '',
            size: { id: 'm' },
            color: null,
            variant_option_ids: ['x'],
          },
        ],
      },
      merchantAddressId: 'address-aalto',
      paymentMethod: 'CASH',
      invoice_tip: 20,
    });
    expect(createInvoiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the customer\u2019s note as invoice_note, and no field when there is none', () => {
    const draft = {
      storeQueryId: 'store-aalto',
      merchantAddressId: null,
      paymentMethod: 'STRIPE',
      lines: [{ productQueryId: 'tee', quantity: 1, selection: { sizeId: null, colorId: null, variantOptionIds: [] } }],
      tip: 0,
    } as const;
    const body = createInvoiceBody({ ...draft, note: 'Ovikoodi 1234' });
    expect(body.invoice_note).toBe('Ovikoodi 1234');
    expect(createInvoiceRequestSchema.safeParse(body).success).toBe(true);
    expect('invoice_note' in createInvoiceBody({ ...draft, note: null })).toBe(false);
    expect('invoice_note' in createInvoiceBody(draft)).toBe(false);
  });

  it.each([
    [
      { error: { message: 'Gone', code: 'PRODUCTS_UNAVAILABLE', unavailable_products: ['a', 'b'] } },
      { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['a', 'b'] },
    ],
    [
      {
        error: {
          message: 'Below',
          code: 'BELOW_MINIMUM_ORDER',
          unavailable_products: [],
          minimum_order: { min_amount: 1500, missing: 1150 },
        },
      },
      { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, message: 'Below' },
    ],
    [
      { error: { message: 'The store is closed', code: 'MERCHANT_CLOSED', unavailable_products: [] } },
      { ok: false, reason: 'REFUSED', message: 'The store is closed' },
    ],
  ])('reads the refusal body %j', (body, refusal) => {
    expect(invoiceRefusalFrom(body)).toEqual(refusal);
  });

  it('leaves any other error body to the error catalogue', () => {
    expect(invoiceRefusalFrom({ error: { message: 'Server error' } })).toBeNull();
    expect(invoiceRefusalFrom(undefined)).toBeNull();
  });
});
