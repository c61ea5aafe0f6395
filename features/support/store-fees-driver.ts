import type { InvoicePricing, PricedInvoice, PricingStore } from '@/server/orders/pricing/invoice-pricing';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import type { Money } from '@/domain/pricing/money';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import { aProduct, aStore, anInput, anItem } from '../../tests/unit/server/orders/support/pricing-fixtures';

/** The reference server's pricing (src/server/orders/pricing) of one store's order, as the scenario sets it up. */
export class StoreFeesDriver {
  hostDeliveryFee: Money = 0;
  store: PricingStore = aStore();
  product: ProductDto = aProduct('food');
  quantity = 1;
  delivered = true;
  invoice: PricedInvoice | null = null;

  /** The store charges its own fee instead of the host's (0 is free delivery), or null for the host's. */
  storeFee(ownFee: Money | null): void {
    this.store = aStore({ override_delivery_fee: ownFee !== null, delivery_fee_value: ownFee ?? this.hostDeliveryFee });
  }

  price(): void {
    const result: InvoicePricing = priceInvoice(
      anInput({
        store: this.store,
        products: [this.product],
        items: [anItem(this.product.query_id, this.quantity)],
        fees: { deliveryFee: this.hostDeliveryFee, serviceFee: 0 },
        delivered: this.delivered,
      }),
    );
    if (!result.ok) throw new Error(`The server refused the order: ${result.reason}`);
    this.invoice = result.invoice;
  }

  priced(): PricedInvoice {
    if (this.invoice === null) throw new Error('The order was not priced');
    return this.invoice;
  }
}
