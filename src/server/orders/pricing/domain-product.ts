import type { ProductDto } from '@/contract/catalog/products.contract';
import type { Product } from '@/domain/catalog/product';

/** The spec's store status: the value `open` means open, anything else closed. */
export function isShopOpen(shopStatus: string): boolean {
  return shopStatus === 'open';
}

/**
 * A stored product in the domain's words, so the server prices and checks it with the very rules the
 * browser uses (cart line, stock, quantity) instead of restating them on the contract's field names.
 */
export function toDomainProduct(product: ProductDto): Product {
  return {
    queryId: product.query_id,
    name: product.name,
    description: product.description,
    categoryId: product.category_id,
    subCategoryId: product.sub_category_id,
    price: product.cost,
    priceAfterDiscount: product.cost_after_discount,
    currency: product.currency,
    taxPercent: product.tax_percent,
    availableQuantity: product.product_available_quantity,
    unlimited: product.unlimited,
    unlimitedOutOfStock: product.unlimited_out_of_stock,
    sizes: product.product_sizes,
    colors: product.product_colors,
    variants: product.variants,
    promotion: product.promotion && {
      nature: product.promotion.promotion_nature,
      amount: product.promotion.promotion_amount,
    },
    pictures: product.pictures.map((picture) => ({
      thumbUrl: picture.image_thumb_url,
      originalUrl: picture.image_original_url,
    })),
    store: {
      queryId: product.merchant.query_id,
      name: product.merchant.name,
      isOpen: isShopOpen(product.shop_status),
      coordinates: product.merchant_coordinates,
      serviceAreaRadiusKm: product.service_area_radius,
      merchantAddressId: product.merchant_address_id,
    },
  };
}
