import { count, money, nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { coordinatesSchema } from './companies.contract';

export const productOptionSchema = z.object({
  id: nonEmptyText(),
  name: z.string(),
});

export const productVariantSchema = z.object({
  id: nonEmptyText(),
  name: z.string(),
  options: z.array(productOptionSchema),
});

export const promotionSchema = z.object({
  promotion_nature: z.enum(['flat', 'discount']),
  /** Minor units for `flat`, a percentage for `discount`. */
  promotion_amount: z.number().check(z.minimum(0)),
});

export const pictureSchema = z.object({
  image_thumb_url: z.string(),
  image_original_url: z.string(),
});

/** What one line of a past order held: the quantity and the choices made then. */
export const orderedLineSchema = z.object({
  quantity: z.int().check(z.minimum(1)),
  size: z.nullable(productOptionSchema),
  color: z.nullable(productOptionSchema),
  variant_options: z.array(productOptionSchema),
});

/** A product as a store sells it. Prices are in integer minor units and decided by the server. */
export const productSchema = z.object({
  query_id: nonEmptyText(),
  name: z.string(),
  description: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  cost: money(),
  cost_after_discount: money(),
  currency: nonEmptyText(),
  /** VAT included in the price, in percent; may have decimals (25.5). */
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
  product_available_quantity: count(),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  variant_count: count(),
  product_sizes: z.array(productOptionSchema),
  product_colors: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  promotion: z.nullable(promotionSchema),
  pictures: z.array(pictureSchema),
  merchant: z.object({ name: z.string(), query_id: nonEmptyText() }),
  merchant_address_id: z.nullable(z.string()),
  merchant_coordinates: z.nullable(coordinatesSchema),
  /** Kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().check(z.minimum(0)),
  shop_status: z.string(),
  /** Only in the products of an order (order_id): what that order line held, so a re-order can rebuild it. */
  ordered: z.optional(orderedLineSchema),
});

/**
 * Query of GET /api/v1/products: one page of a store's products (organization_query_id), or of the products
 * of one of the caller's orders (order_id, the invoice query id or its order id; needs a session). With
 * order_id every other filter narrows that order's lines, organization_query_id included.
 */
export const productsQuerySchema = z
  .object({
    organization_query_id: z.optional(nonEmptyText(100)),
    order_id: z.optional(nonEmptyText(100)),
    page: z._default(queryInt(1, 100_000), 1),
    per_page: z._default(queryInt(1, 100), 100),
    name: z.optional(z.string().check(z.maxLength(100))),
    category_id: z.optional(nonEmptyText(100)),
    sub_category_id: z.optional(nonEmptyText(100)),
  })
  .check(
    z.refine((query) => query.organization_query_id !== undefined || query.order_id !== undefined, {
      message: 'organization_query_id or order_id is required',
      path: ['organization_query_id'],
    }),
  );

/** Answer of GET /api/v1/products. */
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  total_products: count(),
});

/** Path of GET /api/v1/products/{queryId}. */
export const productParamsSchema = z.object({
  queryId: nonEmptyText(200),
});

/** Answer of GET /api/v1/products/{queryId}. */
export const productResponseSchema = z.object({
  product: productSchema,
});

export type ProductDto = z.infer<typeof productSchema>;
export type OrderedLineDto = z.infer<typeof orderedLineSchema>;
export type ProductsQuery = z.input<typeof productsQuerySchema>;
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
