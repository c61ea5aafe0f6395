import { z } from 'zod';
import { coordinatesSchema } from './companies.contract';

const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const productOptionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});

export const productVariantSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  options: z.array(productOptionSchema),
});

export const promotionSchema = z.object({
  promotion_nature: z.enum(['flat', 'discount']),
  /** Minor units for `flat`, a percentage for `discount`. */
  promotion_amount: z.number().min(0),
});

export const pictureSchema = z.object({
  image_thumb_url: z.string(),
  image_original_url: z.string(),
});

/** A product as a store sells it. Prices are in integer minor units and decided by the server. */
export const productSchema = z.object({
  query_id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  cost: z.number().int().min(0),
  cost_after_discount: z.number().int().min(0),
  currency: z.string().min(1),
  /** VAT included in the price, in percent; may have decimals (25.5). */
  tax_percent: z.number().min(0).max(100),
  product_available_quantity: z.number().int().min(0),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  variant_count: z.number().int().min(0),
  product_sizes: z.array(productOptionSchema),
  product_colors: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  promotion: promotionSchema.nullable(),
  pictures: z.array(pictureSchema),
  merchant: z.object({ name: z.string(), query_id: z.string().min(1) }),
  merchant_address_id: z.string().nullable(),
  merchant_coordinates: coordinatesSchema.nullable(),
  /** Kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().min(0),
  shop_status: z.string(),
});

/** Query of GET /api/v1/products: one page of a store's products. */
export const productsQuerySchema = z.object({
  organization_query_id: z.string().min(1).max(100),
  page: queryInt(1, 100_000).default(1),
  per_page: queryInt(1, 100).default(100),
  name: z.string().max(100).optional(),
  category_id: z.string().min(1).max(100).optional(),
  sub_category_id: z.string().min(1).max(100).optional(),
});

/** Answer of GET /api/v1/products. */
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  total_products: z.number().int().min(0),
});

/** Path of GET /api/v1/products/{queryId}. */
export const productParamsSchema = z.object({
  queryId: z.string().min(1).max(200),
});

/** Answer of GET /api/v1/products/{queryId}. */
export const productResponseSchema = z.object({
  product: productSchema,
});

export type ProductDto = z.infer<typeof productSchema>;
export type ProductsQuery = z.input<typeof productsQuerySchema>;
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
