import type { OrderDetail } from '@/application/orders/order-detail';
import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { parseOrderStatus } from '@/domain/orders/order-status';
import type { OrderSummary } from '@/domain/orders/order-summary';

/**
 * When the order was created. status_and_time carries instants with their offset; created_date and
 * created_time are the store's wall clock without a zone, so they are only the fallback.
 */
function createdAtOf(invoice: InvoiceDto): number {
  const received = invoice.status_and_time.find((step) => step.status === 'order_pending');
  const instant = received ? Date.parse(received.time) : Number.NaN;
  return Number.isNaN(instant) ? Date.parse(`${invoice.created_date}T${invoice.created_time}:00`) : instant;
}

export function orderSummaryFromInvoice(invoice: InvoiceDto): OrderSummary {
  const preparation = invoice.merchant.preparation_time;
  return {
    queryId: invoice.query_id,
    shortOrderId: invoice.short_order_id,
    status: parseOrderStatus(invoice.status),
    merchantQueryId: invoice.merchant.query_id,
    merchantName: invoice.merchant.shop_name ?? invoice.merchant.name,
    preparationTime: { days: preparation.day, hours: preparation.hour, minutes: preparation.minute },
    createdAt: createdAtOf(invoice),
    readyBy: invoice.ready_by ? Date.parse(invoice.ready_by) : null,
    preparationTimeFlag: invoice.merchant.preparation_time_flag ?? true,
  };
}

export function orderDetailFromInvoice(invoice: InvoiceDto): OrderDetail {
  return {
    summary: orderSummaryFromInvoice(invoice),
    orderId: invoice.order_id,
    qrDataUrl: invoice.qr_data_url === '' ? null : invoice.qr_data_url,
    location: invoice.merchant.address.description,
    merchantIsOpen: invoice.merchant.shop_status === 'open',
    lines: invoice.invoice_items.map((item) => ({
      productName: item.product_name,
      quantity: item.quantity,
      amount: item.cents,
    })),
    total: invoice.cents,
    refunds: (invoice.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      refundedAt: Date.parse(refund.refunded_at),
    })),
  };
}
