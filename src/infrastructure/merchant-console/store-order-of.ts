import type { MerchantDeliveryAddressDto, MerchantOrderDto } from '@/contract/merchant/merchant-order.contract';
import type { StoreDeliveryAddress, StoreOrder } from '@/domain/merchant-console/store-order';

/** The merchant service's order as the console's domain type. */
export function storeOrderOf(dto: MerchantOrderDto): StoreOrder {
  return {
    queryId: dto.query_id,
    shortOrderId: dto.short_order_id,
    status: dto.status,
    nextStatuses: dto.next_statuses,
    placedAt: Date.parse(dto.placed_at),
    customerName: dto.customer_name,
    customerPhone: dto.customer_phone,
    delivery: dto.delivery_address === null ? null : storeDeliveryAddressOf(dto.delivery_address),
    paymentType: dto.payment_type,
    paid: dto.paid,
    currency: dto.currency,
    payable: dto.cents,
    amounts: {
      subTotal: dto.sub_total_amount,
      itemsDiscount: dto.items_discount,
      voucher: dto.voucher === null ? null : { code: dto.voucher.code, discount: dto.voucher.discount_amount },
      tip: dto.driver_tip,
      serviceFee: dto.service_fee,
      deliveryFee: dto.delivery_fee,
    },
    readyBy: dto.ready_by ? Date.parse(dto.ready_by) : null,
    lines: dto.items.map((item) => ({
      productName: item.product_name,
      quantity: item.quantity,
      size: item.size?.name ?? null,
      color: item.color?.name ?? null,
      variants: item.variant_options.map((option) => option.name),
      instruction: item.instruction,
    })),
    note: dto.invoice_note,
  };
}

function storeDeliveryAddressOf(dto: MerchantDeliveryAddressDto): StoreDeliveryAddress {
  return {
    name: dto.name,
    building: dto.building,
    street: dto.street,
    floor: dto.floor,
    room: dto.room,
    landmark: dto.landmark,
    district: dto.district,
    description: dto.description,
    lat: dto.lat,
    long: dto.long,
  };
}
