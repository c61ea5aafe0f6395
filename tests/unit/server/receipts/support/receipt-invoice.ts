import type { InvoiceDto, InvoiceItemDto } from '@/contract/orders/invoice.contract';

export function anItem(overrides: Partial<InvoiceItemDto> = {}): InvoiceItemDto {
  return {
    id: 'itm_23456789ABCDEFGH',
    product_name: 'Kahvi',
    product_query_id: 'kahvi',
    quantity: 2,
    tax_percent: 14,
    cost: 350,
    cost_after_discount: 350,
    amount: 700,
    discount: { amount: 0, type: null },
    payble_amount: 7,
    cents: 700,
    currency: 'EUR',
    item_description: '',
    instruction: '',
    promotion: null,
    size: null,
    color: null,
    variant_options: [],
    ...overrides,
  };
}

/**
 * A café order in euros: two rates (14 % and 25.5 %), a line promotion, a voucher, a tip, a service fee and
 * free delivery. 1 246,00 − 0,50 − 5,00 + 2,00 + 0,99 + 0,00 = 1 243,49. VAT: 11,00 at 14 % is 9,65 + 1,35;
 * 1 234,50 at 25,5 % is 983,67 + 250,83.
 */
export function aCafeInvoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    query_id: 'inv_23456789ABCDEFGHJKLMNPQRST',
    order_id: 'ORD-23456789AB',
    short_order_id: '234567',
    status: 'order_pending',
    merchant: {
      query_id: 'kahvila-aanekoski',
      name: 'Kahvila Äänekoski',
      shop_name: null,
      address: { description: 'Keskustie 12, 44100 Äänekoski' },
      merchant_banner: '/media/kahvila.svg',
      shop_status: 'open',
      preparation_time: { day: 0, hour: 0, minute: 10 },
      delivery_time: { day: 0, hour: 0, minute: 30 },
    },
    created_date: '2026-11-21',
    created_time: '06:45',
    qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
    currency: 'EUR',
    invoice_items: [
      anItem(),
      anItem({
        id: 'itm_3456789ABCDEFGHJ',
        product_name: 'Korvapuusti',
        product_query_id: 'korvapuusti',
        quantity: 1,
        cost: 450,
        cost_after_discount: 400,
        amount: 450,
        discount: { amount: 50, type: 'flat' },
        payble_amount: 4,
        cents: 400,
        promotion: { promotion_nature: 'flat', promotion_amount: 50 },
        size: { id: 'size-l', name: 'Iso' },
      }),
      anItem({
        id: 'itm_456789ABCDEFGHJK',
        product_name: 'Kahvipaketti',
        product_query_id: 'kahvipaketti',
        quantity: 1,
        tax_percent: 25.5,
        cost: 123450,
        cost_after_discount: 123450,
        amount: 123450,
        payble_amount: 1234.5,
        cents: 123450,
      }),
    ],
    sub_total_amount: 124600,
    items_discount: 50,
    voucher: { code: 'KAHVI10', discount_amount: 500 },
    voucher_discount: 500,
    driver_tip: 200,
    service_fee: 99,
    delivery_fee: 0,
    tax_lines: [
      { tax_percent: 14, gross: 1100, net: 965, vat: 135 },
      { tax_percent: 25.5, gross: 123450, net: 98367, vat: 25083 },
    ],
    tax_total: 25218,
    payble_amount: 1243.49,
    cents: 124349,
    payments: [{ payment_type: 'NEST_CARD_PAY' }],
    delivery_address: null,
    rider_assigned: false,
    zapp_man: null,
    status_and_time: [{ status: 'order_pending', time: '2026-11-21T06:45:00+02:00' }],
    ...overrides,
  };
}
