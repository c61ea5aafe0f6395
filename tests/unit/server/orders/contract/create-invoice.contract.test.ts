import { createInvoiceRequestSchema } from '@/contract/orders/create-invoice.contract';
import { orderNoteMaxLength } from '@/domain/orders/order-note';

const validBody = {
  invoice: {
    organization_query_id: 'kallion-keittio',
    invoice_items_attributes: [
      {
        instruction: 'No onion',
        product_query_id: 'soup',
        quantity: 2,
        tax_percent: 14,
        item_description: 'Large',
        color: {},
        size: { id: 'large', name: 'Large' },
        variant_option_ids: ['garlic'],
      },
    ],
  },
  email: 'maija@example.fi',
  merchantAddressId: 'addr-1',
  paymentMethod: 'NEST_CARD_PAY',
};

function fieldsOf(body: unknown): string[] {
  const result = createInvoiceRequestSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the create-invoice payload', () => {
  it('accepts the spec payload as the cart builds it', () => {
    expect(createInvoiceRequestSchema.parse(validBody)).toEqual({ ...validBody, invoice_tip: 0 });
  });

  it('fills the optional parts of a line with empty values', () => {
    const minimal = {
      invoice: { organization_query_id: 's', invoice_items_attributes: [{ product_query_id: 'p', quantity: 1 }] },
      paymentMethod: 'CASH',
    };
    expect(createInvoiceRequestSchema.parse(minimal).invoice.invoice_items_attributes).toEqual([
      { product_query_id: 'p', quantity: 1, instruction: '', item_description: '', variant_option_ids: [] },
    ]);
  });

  it('takes the bank card session and token', () => {
    const body = { ...validBody, paymentMethod: 'PAYMENT_BY_CARD_BANK_ALFALAH', sessionId: 's-1', cardToken: 'tok' };
    expect(createInvoiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('takes the customer\u2019s note for the store, up to the note field\u2019s length, or none', () => {
    const note = 'x'.repeat(orderNoteMaxLength);
    expect(createInvoiceRequestSchema.parse({ ...validBody, invoice_note: note }).invoice_note).toBe(note);
    expect(createInvoiceRequestSchema.parse({ ...validBody, invoice_note: null }).invoice_note).toBeNull();
    expect(createInvoiceRequestSchema.parse(validBody).invoice_note).toBeUndefined();
  });

  const line = validBody.invoice.invoice_items_attributes[0]!;
  const withLine = (change: object) => ({
    ...validBody,
    invoice: { ...validBody.invoice, invoice_items_attributes: [{ ...line, ...change }] },
  });

  it.each([
    ['a quantity of 0', withLine({ quantity: 0 }), 'invoice.invoice_items_attributes.0.quantity'],
    ['a fractional quantity', withLine({ quantity: 1.5 }), 'invoice.invoice_items_attributes.0.quantity'],
    ['a missing product id', withLine({ product_query_id: '' }), 'invoice.invoice_items_attributes.0.product_query_id'],
    [
      'no lines',
      { ...validBody, invoice: { ...validBody.invoice, invoice_items_attributes: [] } },
      'invoice.invoice_items_attributes',
    ],
    [
      'no store',
      { ...validBody, invoice: { ...validBody.invoice, organization_query_id: '' } },
      'invoice.organization_query_id',
    ],
    ['an unknown payment method', { ...validBody, paymentMethod: 'BITCOIN' }, 'paymentMethod'],
    ['an invalid email', { ...validBody, email: 'maija@' }, 'email'],
    [
      'a note longer than the field',
      { ...validBody, invoice_note: 'x'.repeat(orderNoteMaxLength + 1) },
      'invoice_note',
    ],
    ['a note that is not text', { ...validBody, invoice_note: 42 }, 'invoice_note'],
    ['a price sent as text', withLine({ quantity: '2' }), 'invoice.invoice_items_attributes.0.quantity'],
  ])('refuses %s, naming the field', (_, body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});
