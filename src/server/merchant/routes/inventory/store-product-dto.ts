import type { StoreProductDto } from '@/contract/merchant/store-products.contract';
import type { StoreProductRecord } from '../../store/inventory/store-product-repository';

/** A stored product as the console's contract describes it. */
export function toStoreProductDto({ product, category, currency }: StoreProductRecord): StoreProductDto {
  return {
    query_id: product.queryId,
    name: product.name,
    description: product.description,
    category: { id: category.id, name: category.name },
    brand: product.brand,
    cost: product.cost,
    cost_after_discount: product.costAfterDiscount,
    currency,
    promotion:
      product.promotionNature === 'flat' || product.promotionNature === 'discount'
        ? { promotion_nature: product.promotionNature, promotion_amount: product.promotionAmount ?? 0 }
        : null,
    product_available_quantity: product.availableQuantity,
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimitedOutOfStock,
    sizes: product.sizes.map((size) => size.name),
    colors: product.colors.map((colour) => colour.name),
    picture_url: product.pictures[0]?.original_url ?? null,
  };
}
