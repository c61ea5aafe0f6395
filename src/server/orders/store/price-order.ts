import type { InvoiceItemAttributes } from '@/contract/orders/create-invoice.contract';
import { isBusinessUser } from '@/domain/accounts/user-type';
import type { Money } from '@/domain/pricing/money';
import { configuredFee } from '../../platform/index';
import type { StoredDeliveryAddress } from '../orders-schema';
import type { InvoicePricing, VoucherTerms } from '../pricing/invoice-pricing';
import { priceInvoice } from '../pricing/price-invoice';
import type { PricingProducts, PricingSources, PricingStoreRecord } from './pricing-sources';

export interface OrderPricing {
  readonly pricing: InvoicePricing;
  readonly deliveryAddress: StoredDeliveryAddress | null;
  readonly productIdOf: ReadonlyMap<string, number>;
}

/**
 * Prices an order from what the server stores: the products, the store, the customer's selected address
 * and the fees of the global configuration list, the very values GET /api/v1/configurations answers, unless the
 * store charges its own delivery fee. The delivery fee applies when the order has an address to go to; without
 * one the customer picks it up (the spec's default checkout type) and pays no delivery.
 */
export async function priceOrder(
  sources: PricingSources,
  order: {
    readonly store: PricingStoreRecord;
    readonly userId: number;
    readonly items: readonly InvoiceItemAttributes[];
    readonly voucher: VoucherTerms | null;
    /** The rider tip in minor units. */
    readonly tip: Money;
    /** The store's products among the items', when they were read with the store (storeWithProducts). */
    readonly products?: PricingProducts;
  },
): Promise<OrderPricing> {
  const [stored, { deliveryAddress, tradeTypes }] = await Promise.all([
    order.products ??
      sources.products(
        order.store.row,
        order.items.map((item) => item.product_query_id),
      ),
    sources.customer(order.userId),
  ]);
  const pricing = priceInvoice({
    items: order.items,
    products: stored.products,
    store: order.store.company,
    customerLocation: deliveryAddress && { lat: deliveryAddress.lat, long: deliveryAddress.long },
    voucher: order.voucher,
    tip: order.tip,
    businessCustomer: isBusinessUser({ tradeTypes }),
    fees: { deliveryFee: configuredFee('delivery_fee'), serviceFee: configuredFee('service_fee') },
    delivered: deliveryAddress !== null,
  });
  return { pricing, deliveryAddress, productIdOf: stored.idOf };
}
