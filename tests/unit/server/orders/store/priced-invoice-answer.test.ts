import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import type { PricedInvoice } from '@/server/orders/pricing/invoice-pricing';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import { pricedInvoiceFields } from '../support/priced-invoice-fields';
import { anInvoice } from '../support/invoice-fixture';
import { aProduct, anInput, anItem } from '../support/pricing-fixtures';

const soup = aProduct('soup', {
  name: 'Salmon soup',
  cost: 1450,
  cost_after_discount: 1160,
  tax_percent: 14,
  promotion: { promotion_nature: 'discount', promotion_amount: 20 },
  product_sizes: [{ id: 'large', name: 'Large' }],
});
const water = aProduct('water', { name: 'Sparkling water', cost: 300, cost_after_discount: 300, tax_percent: 25.5 });

function pricedOrder(): PricedInvoice {
  const result = priceInvoice(
    anInput({
      items: [anItem('soup', 2, { size: { id: 'large' }, instruction: 'Extra bread' }), anItem('water', 1)],
      products: [soup, water],
      voucher: { code: 'WELCOME', kind: 'flat', amount: 200 },
      tip: 100,
      fees: { deliveryFee: 0, serviceFee: 50 },
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

describe('a priced invoice, stored and answered', () => {
  it('writes every amount in cents under the spec names', () => {
    const fields = pricedInvoiceFields(pricedOrder(), ['itm_A', 'itm_B']);
    expect(fields).toEqual({
      currency: 'EUR',
      invoice_items: [
        {
          id: 'itm_A',
          product_name: 'Salmon soup',
          product_query_id: 'soup',
          quantity: 2,
          tax_percent: 14,
          cost: 1450,
          cost_after_discount: 1160,
          amount: 2900,
          discount: { amount: 580, type: 'discount' },
          payble_amount: 23.2,
          cents: 2320,
          currency: 'EUR',
          item_description: '',
          instruction: 'Extra bread',
          promotion: { promotion_nature: 'discount', promotion_amount: 20 },
          size: { id: 'large', name: 'Large' },
          color: null,
          variant_options: [],
        },
        {
          id: 'itm_B',
          product_name: 'Sparkling water',
          product_query_id: 'water',
          quantity: 1,
          tax_percent: 25.5,
          cost: 300,
          cost_after_discount: 300,
          amount: 300,
          discount: { amount: 0, type: null },
          payble_amount: 3,
          cents: 300,
          currency: 'EUR',
          item_description: '',
          instruction: '',
          promotion: null,
          size: null,
          color: null,
          variant_options: [],
        },
      ],
      sub_total_amount: 3200,
      items_discount: 580,
      voucher: { code: 'WELCOME', discount_amount: 200 },
      voucher_discount: 200,
      driver_tip: 100,
      service_fee: 50,
      delivery_fee: 0,
      tax_lines: [
        { tax_percent: 14, gross: 2143, net: 1880, vat: 263 },
        { tax_percent: 25.5, gross: 277, net: 221, vat: 56 },
      ],
      tax_total: 319,
      payble_amount: 25.7,
      cents: 2570,
    });
  });

  it('makes an invoice answer the contract accepts', () => {
    const invoice = anInvoice(pricedInvoiceFields(pricedOrder(), ['itm_A', 'itm_B']));
    expect(invoiceResponseSchema.safeParse({ invoice }).success).toBe(true);
  });
});
