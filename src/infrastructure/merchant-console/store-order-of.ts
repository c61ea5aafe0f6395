import type { MerchantOrderDto } from '@/contract/merchant/merchant-order.contract';
import type { StoreOrder } from '@/domain/merchant-console/store-order';

/** The merchant service's order as the console's domain type. */
export function storeOrderOf(dto: MerchantOrderDto): StoreOrder {
  return {
    queryId: dto.query_id,
    shortOrderId: dto.short_order_id,
    status: dto.status,
    nextStatuses: dto.next_statuses,
    placedAt: Date.parse(dto.placed_at),
    customerName: dto.customer_name,
    paymentType: dto.payment_type,
    paid: dto.paid,
    currency: dto.currency,
    payable: dto.payble_amount,
    readyBy: dto.ready_by ? Date.parse(dto.ready_by) : null,
    lines: dto.items.map((item) => ({
      productName: item.product_name,
      quantity: item.quantity,
      size: item.size?.name ?? null,
      color: item.color?.name ?? null,
      variants: item.variant_options.map((option) => option.name),
      instruction: item.instruction,
    })),
  };
}
