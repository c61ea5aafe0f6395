import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import type { PricedInvoiceFields } from './priced-invoice-fields';

/** A whole invoice answer around the priced fields, as the create-invoice route will send it. */
export function anInvoice(priced: PricedInvoiceFields, overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    query_id: 'inv_23456789ABCDEFGHJKLMNPQRST',
    order_id: 'ORD-23456789AB',
    short_order_id: '234567',
    status: 'order_pending',
    merchant: {
      query_id: 'kallion-keittio',
      name: 'Kallion Keittiö',
      shop_name: null,
      address: { description: 'Helsinginkatu 1, Helsinki' },
      merchant_banner: '/media/kallion-keittio.svg',
      shop_status: 'open',
      preparation_time: { day: 0, hour: 0, minute: 20 },
      delivery_time: { day: 0, hour: 0, minute: 30 },
    },
    created_date: '2026-11-21',
    created_time: '04:45',
    qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
    payments: [{ payment_type: 'CASH' }],
    delivery_address: null,
    rider_assigned: false,
    zapp_man: null,
    status_and_time: [{ status: 'order_pending', time: '2026-11-21T04:45:00+02:00' }],
    ...priced,
    ...overrides,
  };
}
