import type { Product } from '@/domain/catalogue/product';
import { isShopOpen } from '@/domain/catalogue/shop-status';
import type { ProductDto } from './products.contract';
import { orderIntakeHoldFromDto } from './store-from-dto';

/** The contract's product in the domain's words; the browser's adapters and the server's pricing both use it. */
export function productFromDto(dto: ProductDto): Product {
  return {
    queryId: dto.query_id,
    name: dto.name,
    description: dto.description,
    categoryId: dto.category_id,
    subCategoryId: dto.sub_category_id,
    price: dto.cost,
    priceAfterDiscount: dto.cost_after_discount,
    currency: dto.currency,
    taxPercent: dto.tax_percent,
    availableQuantity: dto.product_available_quantity,
    unlimited: dto.unlimited,
    unlimitedOutOfStock: dto.unlimited_out_of_stock,
    sizes: dto.product_sizes,
    colors: dto.product_colors,
    variants: dto.variants,
    promotion: dto.promotion
      ? { nature: dto.promotion.promotion_nature, amount: dto.promotion.promotion_amount }
      : null,
    pictures: dto.pictures.map((picture) => ({
      thumbUrl: picture.image_thumb_url,
      originalUrl: picture.image_original_url,
    })),
    store: {
      queryId: dto.merchant.query_id,
      name: dto.merchant.name,
      isOpen: isShopOpen(dto.shop_status),
      orderHold: orderIntakeHoldFromDto(dto.order_intake),
      coordinates: dto.merchant_coordinates,
      serviceAreaRadiusKm: dto.service_area_radius,
      merchantAddressId: dto.merchant_address_id,
    },
  };
}
