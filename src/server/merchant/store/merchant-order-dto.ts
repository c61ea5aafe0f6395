import type {
  MerchantDeliveryAddressDto,
  MerchantOrderDto,
  MerchantOrderItemDto,
} from '@/contract/merchant/merchant-order.contract';
import { parseOrderStatus, type KnownOrderStatus } from '@/domain/orders/order-status';
import { allowedNextStatuses } from '@/domain/orders/status-transitions';
import type { StoredDeliveryAddress } from '../../orders/index';
import type { MerchantItemRow, MerchantOrderRecord } from './merchant-order-repository';
import { decimalFromMoney } from '@/domain/pricing/money';

/**
 * An order's stored status as a known one. The database's check allows only the known five, so the fallback
 * is never taken; it keeps a type, not a cast.
 */
export function storedStatus(raw: string): KnownOrderStatus {
  const status = parseOrderStatus(raw);
  return status === 'unknown' ? 'order_pending' : status;
}

/** The merchant's view of a placed order; the next statuses come from the domain's transition rule. */
export function toMerchantOrderDto(record: MerchantOrderRecord): MerchantOrderDto {
  const { invoice } = record;
  const status = storedStatus(invoice.status);
  // Only placed orders reach this view; the invoice's creation time stands in should placed_at ever be missing.
  const placedAt = invoice.placedAt ?? invoice.createdAt;
  return {
    query_id: invoice.queryId,
    order_id: invoice.orderId,
    short_order_id: invoice.shortOrderId,
    status,
    next_statuses: [...allowedNextStatuses(status)],
    placed_at: placedAt.toISOString(),
    customer_name: record.customerName,
    // The rider calls a delivery's customer; a pickup's customer comes to the counter, so their number stays private.
    customer_phone: invoice.deliveryAddress === null ? null : record.customerPhone,
    payment_type: invoice.paymentMethod,
    paid: invoice.paidAt !== null,
    currency: invoice.currency,
    sub_total_amount: invoice.subTotal,
    items_discount: invoice.itemsDiscount,
    voucher:
      invoice.voucherCode === null ? null : { code: invoice.voucherCode, discount_amount: invoice.voucherDiscount },
    driver_tip: invoice.tip,
    service_fee: invoice.serviceFee,
    delivery_fee: invoice.deliveryFee,
    payble_amount: decimalFromMoney(invoice.payable),
    cents: invoice.payable,
    delivery_address: invoice.deliveryAddress === null ? null : toMerchantDeliveryAddressDto(invoice.deliveryAddress),
    items: record.items.map(toMerchantOrderItemDto),
    invoice_note: invoice.invoiceNote,
    status_and_time: invoice.statusHistory.map((step) => ({ status: storedStatus(step.status), time: step.time })),
    ready_by: invoice.readyAt?.toISOString() ?? null,
  };
}

function toMerchantOrderItemDto(item: MerchantItemRow): MerchantOrderItemDto {
  return {
    product_query_id: item.productQueryId,
    product_name: item.productName,
    quantity: item.quantity,
    item_description: item.itemDescription,
    instruction: item.instruction,
    size: item.size,
    color: item.color,
    variant_options: item.variantOptions,
  };
}

/** The invoice's copy of the address; an older invoice kept no parts, which then read as empty. */
function toMerchantDeliveryAddressDto(address: StoredDeliveryAddress): MerchantDeliveryAddressDto {
  return {
    query_id: address.query_id,
    name: address.name,
    description: address.description,
    lat: address.lat,
    long: address.long,
    building: address.building ?? '',
    street: address.street ?? '',
    floor: address.floor ?? '',
    room: address.room ?? '',
    landmark: address.landmark ?? '',
    district: address.district ?? '',
  };
}
