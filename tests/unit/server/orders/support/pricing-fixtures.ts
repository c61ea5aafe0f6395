import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoiceItemAttributes } from '@/contract/orders/create-invoice.contract';
import type { InvoicePricingInput, PricingStore } from '@/server/orders/pricing/invoice-pricing';

export const storeQueryId = 'kallion-keittio';

/** Helsinki, Kallio. */
export const storeCoordinates = { lat: 60.1841, long: 24.9497 };

export function aStore(overrides: Partial<PricingStore> = {}): PricingStore {
  return {
    query_id: storeQueryId,
    shop_status: 'open',
    service_area_radius: 5,
    merchant_coordinates: storeCoordinates,
    min_amount: 0,
    currency: 'EUR',
    override_delivery_fee: false,
    delivery_fee_value: 0,
    ...overrides,
  };
}

export function aProduct(queryId: string, overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    query_id: queryId,
    name: `Product ${queryId}`,
    description: '',
    category_id: 'cat-1',
    sub_category_id: 'sub-1',
    cost: 1000,
    cost_after_discount: 1000,
    currency: 'EUR',
    tax_percent: 14,
    tax_percent_applicable: true,
    default_tax_percent: 25.5,
    quantity: 0,
    product_available_quantity: 10,
    unlimited: false,
    unlimited_out_of_stock: false,
    variant_count: 0,
    product_sizes: [],
    product_colors: [],
    variants: [],
    promotion: null,
    pictures: [],
    merchant: { name: 'Kallion Keittiö', query_id: storeQueryId },
    merchant_address_id: 'addr-1',
    merchant_coordinates: storeCoordinates,
    service_area_radius: 5,
    shop_status: 'open',
    ...overrides,
  };
}

export function anItem(productQueryId: string, quantity: number, overrides: Partial<InvoiceItemAttributes> = {}) {
  return {
    product_query_id: productQueryId,
    quantity,
    instruction: '',
    item_description: '',
    variant_option_ids: [],
    ...overrides,
  } satisfies InvoiceItemAttributes;
}

export function anInput(overrides: Partial<InvoicePricingInput> = {}): InvoicePricingInput {
  return {
    items: [],
    products: [],
    store: aStore(),
    customerLocation: null,
    voucher: null,
    tip: 0,
    businessCustomer: false,
    fees: { deliveryFee: 0, serviceFee: 0 },
    delivered: true,
    ...overrides,
  };
}
