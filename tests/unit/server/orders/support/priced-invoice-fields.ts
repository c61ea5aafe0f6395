import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import type { PricedInvoice } from '@/server/orders/pricing/invoice-pricing';
import { toInvoiceDto } from '@/server/orders/store/invoice-dto';
import type { CompanyRow, InvoiceItemRow, InvoiceRow } from '@/server/orders/store/invoice-records';
import { invoiceItemRows, invoiceMoneyColumns } from '@/server/orders/store/priced-rows';

/** The money part of an invoice answer: every amount the server decided, in minor units (payble_amount also as the decimal). */
export type PricedInvoiceFields = Pick<
  InvoiceDto,
  | 'currency'
  | 'invoice_items'
  | 'sub_total_amount'
  | 'items_discount'
  | 'voucher'
  | 'voucher_discount'
  | 'driver_tip'
  | 'service_fee'
  | 'delivery_fee'
  | 'tax_lines'
  | 'tax_total'
  | 'payble_amount'
  | 'cents'
>;

const createdAt = new Date('2026-11-21T02:45:00Z');

const unpricedInvoice = {
  id: 1,
  queryId: 'inv_23456789ABCDEFGHJKLMNPQRST',
  orderId: 'ORD-23456789AB',
  shortOrderId: '234567',
  userId: 7,
  companyId: 3,
  status: 'order_pending',
  paymentMethod: 'CASH',
  deliveryAddress: null,
  email: null,
  channelQueryId: null,
  invoiceNote: null,
  statusHistory: [],
  createdAt,
  placedAt: null,
  paidAt: null,
  readyAt: null,
} satisfies Partial<InvoiceRow>;

const store: CompanyRow = {
  id: 3,
  queryId: 'kallion-keittio',
  name: 'Kallion Keittiö',
  shopName: null,
  description: '',
  bannerUrl: '/media/kallion-keittio.svg',
  merchantBanner: null,
  overrideDeliveryFee: false,
  deliveryFeeValue: 0,
  pictureMediumUrl: null,
  tag: null,
  shopStatus: 'open',
  addressQueryId: 'addr-kallio',
  addressDescription: 'Helsinginkatu 1, Helsinki',
  addressLat: 60.18,
  addressLong: 24.95,
  merchantLat: 60.18,
  merchantLong: 24.95,
  serviceAreaRadiusKm: 5,
  minAmount: 0,
  currency: 'EUR',
  deliveryMinutes: 30,
  preparationMinutes: 20,
  preparationTimeFlag: true,
  openingHours: [],
  footerDescription: null,
  pickupLocations: [],
  translations: {},
  ordersPausedUntil: null,
  ordersPausedUntilResumed: false,
  orderCapPerQuarterHour: null,
  ordersFullUntil: null,
  timeZone: 'Europe/Helsinki',
};

/**
 * The amounts of a priced invoice as the server answers them: stored as the invoice repository stores them
 * (`invoiceMoneyColumns`, `invoiceItemRows`), then read back into the answer (`toInvoiceDto`). `itemIds[i]`
 * is the stored id of line i.
 */
export function pricedInvoiceFields(priced: PricedInvoice, itemIds: readonly string[]): PricedInvoiceFields {
  const productIdOf = new Map(priced.lines.map((line, index) => [line.product.query_id, index + 1]));
  const items: InvoiceItemRow[] = invoiceItemRows(unpricedInvoice.id, priced, itemIds, productIdOf).map((row) => ({
    ...row,
    discountType: row.discountType ?? null,
    promotion: row.promotion ?? null,
    size: row.size ?? null,
    color: row.color ?? null,
  }));
  const invoice: InvoiceRow = { ...unpricedInvoice, ...invoiceMoneyColumns(priced) };
  const answer = toInvoiceDto({ invoice, items, company: store }, 'data:image/png;base64,iVBORw0KGgo=');
  return {
    currency: answer.currency,
    invoice_items: answer.invoice_items,
    sub_total_amount: answer.sub_total_amount,
    items_discount: answer.items_discount,
    voucher: answer.voucher,
    voucher_discount: answer.voucher_discount,
    driver_tip: answer.driver_tip,
    service_fee: answer.service_fee,
    delivery_fee: answer.delivery_fee,
    tax_lines: answer.tax_lines,
    tax_total: answer.tax_total,
    payble_amount: answer.payble_amount,
    cents: answer.cents,
  };
}
