import type { InvoiceDto, InvoiceItemDto } from '@/contract/orders/invoice.contract';
import { knownOrderStatuses, type KnownOrderStatus } from '@/domain/orders/order-status';
import { fromMinutes } from '../../shared/duration-minutes';
import type { InvoiceItemRow, InvoiceRecord } from './invoice-records';
import { basisPointsPerPercent } from './priced-rows';
import { storeClockOf } from '../../catalogue/index';
import { decimalFromMoney } from '@/domain/pricing/money';

function knownStatus(status: string): KnownOrderStatus {
  return knownOrderStatuses.find((known) => known === status) ?? 'order_pending';
}

/** The invoice answer of a stored invoice; the QR code is drawn by the caller's function. */
export function toInvoiceDto(record: InvoiceRecord, qrDataUrl: string): InvoiceDto {
  const { invoice, items, company } = record;
  return {
    query_id: invoice.queryId,
    order_id: invoice.orderId,
    short_order_id: invoice.shortOrderId,
    status: knownStatus(invoice.status),
    merchant: {
      query_id: company.queryId,
      name: company.name,
      shop_name: company.shopName,
      address: { description: company.addressDescription },
      merchant_banner: company.merchantBanner ?? company.bannerUrl,
      shop_status: company.shopStatus,
      preparation_time: fromMinutes(company.preparationMinutes),
      preparation_time_flag: company.preparationTimeFlag,
      delivery_time: fromMinutes(company.deliveryMinutes),
    },
    created_date: storeClockOf(company.timeZone).date.format(invoice.createdAt),
    created_time: storeClockOf(company.timeZone).time.format(invoice.createdAt),
    qr_data_url: qrDataUrl,
    currency: invoice.currency,
    invoice_items: items.map(toInvoiceItemDto),
    sub_total_amount: invoice.subTotal,
    items_discount: invoice.itemsDiscount,
    voucher:
      invoice.voucherCode === null ? null : { code: invoice.voucherCode, discount_amount: invoice.voucherDiscount },
    voucher_discount: invoice.voucherDiscount,
    driver_tip: invoice.tip,
    service_fee: invoice.serviceFee,
    delivery_fee: invoice.deliveryFee,
    tax_lines: invoice.taxLines,
    tax_total: invoice.taxTotal,
    payble_amount: decimalFromMoney(invoice.payable),
    cents: invoice.payable,
    payments: [{ payment_type: invoice.paymentMethod }],
    delivery_address: invoice.deliveryAddress,
    rider_assigned: false,
    zapp_man: null,
    status_and_time: invoice.statusHistory.map((step) => ({ status: knownStatus(step.status), time: step.time })),
    refunds: (record.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      refunded_at: refund.createdAt.toISOString(),
    })),
    ready_by: invoice.readyAt?.toISOString() ?? null,
  };
}

export function toInvoiceItemDto(item: InvoiceItemRow): InvoiceItemDto {
  const discountType = item.discountType === 'flat' || item.discountType === 'discount' ? item.discountType : null;
  return {
    id: item.id,
    product_name: item.productName,
    product_query_id: item.productQueryId,
    quantity: item.quantity,
    tax_percent: item.taxBasisPoints / basisPointsPerPercent,
    cost: item.cost,
    cost_after_discount: item.costAfterDiscount,
    amount: item.amount,
    discount: { amount: item.discount, type: discountType },
    payble_amount: decimalFromMoney(item.payable),
    cents: item.payable,
    currency: item.currency,
    item_description: item.itemDescription,
    instruction: item.instruction,
    promotion: item.promotion,
    size: item.size,
    color: item.color,
    variant_options: item.variantOptions,
  };
}

/** The lines of a stored invoice as the create-invoice request would have sent them, to price them again. */
export function itemAttributesOf(items: readonly InvoiceItemRow[]) {
  return items.map((item) => ({
    product_query_id: item.productQueryId,
    quantity: item.quantity,
    instruction: item.instruction,
    item_description: item.itemDescription,
    size: item.size,
    color: item.color,
    variant_option_ids: item.variantOptions.map((option) => option.id),
  }));
}
