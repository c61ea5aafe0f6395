import { translatedText } from '../translated-text';
import type { ServerLanguage } from '../../i18n/server-language';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { companies, products } from '../catalogue-schema';
import { orderIntakeHoldDto } from '../order-intake-row';
import type { NewProduct } from './product-repository';

type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;
type CompanyRow = typeof companies.$inferSelect;

const basisPointsPerPercent = 100;

/** The contract shape of a stored product; the store's own fields come from its company row. */
export function toProductDto(
  row: ProductRow,
  company: CompanyRow,
  language: ServerLanguage | null,
  /** The server's time, for whether the store takes new orders; left out where no one is told (pricing). */
  now?: number,
): ProductDto {
  return {
    query_id: row.queryId,
    name: translatedText(row.translations, language, 'name', row.name),
    description: translatedText(row.translations, language, 'description', row.description),
    category_id: row.categoryId,
    sub_category_id: row.subCategoryId,
    cost: row.cost,
    cost_after_discount: row.costAfterDiscount,
    currency: company.currency,
    tax_percent: row.taxBasisPoints / basisPointsPerPercent,
    tax_percent_applicable: row.taxPercentApplicable,
    default_tax_percent: row.defaultTaxBasisPoints / basisPointsPerPercent,
    // A catalogue's product is in no order; the products of an order state their ordered quantity instead.
    quantity: 0,
    product_available_quantity: row.availableQuantity,
    unlimited: row.unlimited,
    unlimited_out_of_stock: row.unlimitedOutOfStock,
    variant_count: row.variants.length,
    product_sizes: row.sizes,
    product_colors: row.colors,
    variants: row.variants,
    promotion:
      row.promotionNature === 'flat' || row.promotionNature === 'discount'
        ? { promotion_nature: row.promotionNature, promotion_amount: row.promotionAmount ?? 0 }
        : null,
    pictures: row.pictures.map((picture) => ({
      image_thumb_url: picture.thumb_url,
      image_original_url: picture.original_url,
    })),
    merchant: { name: company.name, query_id: company.queryId },
    merchant_address_id: company.addressQueryId,
    merchant_coordinates: { lat: company.merchantLat, long: company.merchantLong },
    service_area_radius: company.serviceAreaRadiusKm,
    shop_status: company.shopStatus,
    ...(now === undefined ? {} : { order_intake: orderIntakeHoldDto(company, now) }),
  };
}

export function toProductInsert(
  product: NewProduct,
  placement: { companyId: number; categoryId: string; subCategoryId: string; position: number },
): ProductInsert {
  return {
    ...placement,
    queryId: product.query_id,
    name: product.name,
    description: product.description,
    translations: product.translations ?? {},
    cost: product.cost,
    costAfterDiscount: product.cost_after_discount,
    promotionNature: product.promotion?.promotion_nature ?? null,
    promotionAmount: product.promotion?.promotion_amount ?? null,
    taxBasisPoints: Math.round(product.tax_percent * basisPointsPerPercent),
    taxPercentApplicable: product.tax_percent_applicable ?? true,
    ...(product.default_tax_percent === undefined
      ? {}
      : { defaultTaxBasisPoints: Math.round(product.default_tax_percent * basisPointsPerPercent) }),
    availableQuantity: product.product_available_quantity,
    unlimited: product.unlimited,
    unlimitedOutOfStock: product.unlimited_out_of_stock,
    sizes: product.product_sizes,
    colors: product.product_colors,
    variants: product.variants,
    pictures: product.pictures.map((picture) => ({
      thumb_url: picture.image_thumb_url,
      original_url: picture.image_original_url,
    })),
  };
}
