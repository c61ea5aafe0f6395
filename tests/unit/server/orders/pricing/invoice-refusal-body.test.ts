import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import type { InvoicePricingRefusal } from '@/server/orders/pricing/invoice-pricing';
import { invoiceRefusalBody } from '@/server/orders/pricing/invoice-refusal-body';

describe('invoiceRefusalBody', () => {
  it.each<[InvoicePricingRefusal, unknown]>([
    [
      { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['ghost', 'sold-out'] },
      {
        error: {
          message: 'Following products no longer available, and will be removed from your shopping cart.',
          code: 'PRODUCTS_UNAVAILABLE',
          unavailable_products: ['ghost', 'sold-out'],
        },
      },
    ],
    [
      { ok: false, reason: 'MERCHANT_CLOSED' },
      {
        error: {
          message: 'Merchant is closed, please try again later',
          code: 'MERCHANT_CLOSED',
          unavailable_products: [],
        },
      },
    ],
    [
      { ok: false, reason: 'OUTSIDE_DELIVERY_AREA' },
      {
        error: {
          message: 'Sorry, the store is not delivering in your area',
          code: 'OUTSIDE_DELIVERY_AREA',
          unavailable_products: [],
        },
      },
    ],
    [
      { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 250 },
      {
        error: {
          message: 'The order is below the store\u2019s minimum order',
          code: 'BELOW_MINIMUM_ORDER',
          unavailable_products: [],
          minimum_order: { min_amount: 1500, missing: 250 },
        },
      },
    ],
  ])('answers %p with the contract body', (refusal, expected) => {
    const body = invoiceRefusalBody(refusal, 'en');
    expect(body).toEqual(expected);
    expect(invoiceRefusalBodySchema.parse(body)).toEqual(expected);
  });

  it('answers a Finnish reader in Finnish, with the same code', () => {
    const body = invoiceRefusalBody({ ok: false, reason: 'OUTSIDE_DELIVERY_AREA' }, 'fi');
    expect(body.error.message).toBe('Valitettavasti kauppa ei toimita alueellesi');
    expect(body.error.code).toBe('OUTSIDE_DELIVERY_AREA');
  });
});
