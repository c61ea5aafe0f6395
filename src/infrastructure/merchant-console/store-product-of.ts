import type { StoreProductDto } from '@/contract/merchant/store-products.contract';
import type { StoreProduct } from '@/domain/merchant-console/store-product';

/** The merchant service's product as the console's domain type. */
export function storeProductOf(dto: StoreProductDto): StoreProduct {
  return {
    queryId: dto.query_id,
    name: dto.name,
    description: dto.description,
    categoryName: dto.category.name,
    brand: dto.brand,
    price: dto.cost,
    priceAfterPromotion: dto.cost_after_discount,
    currency: dto.currency,
    promotion:
      dto.promotion === null
        ? null
        : { nature: dto.promotion.promotion_nature, amount: dto.promotion.promotion_amount },
    stock: dto.product_available_quantity,
    unlimited: dto.unlimited,
    offSale: dto.unlimited_out_of_stock,
    sizes: dto.sizes,
    colors: dto.colors,
    pictureUrl: dto.picture_url,
  };
}
