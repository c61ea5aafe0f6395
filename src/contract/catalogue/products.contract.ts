import { boundedList, boundedText, count, money, nonEmptyText, queryInt, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { coordinatesSchema } from './companies.contract';
import { orderIntakeHoldSchema } from './companies.contract';

/** The most products one page holds: the largest per_page, and the LIMIT of the listing's query. */
export const largestProductsPage = 100;

/**
 * An id the server makes from names (a category's: the store's id, the name's slug of at most 60 letters and a
 * random suffix), so longer than textLimits.id; the store products contract bounds the same ids at 200.
 */
export const catalogIdLength = 200;

/**
 * How many of each list a product states. The console adds a product with at most one size, one colour and one
 * picture; the seed's menus have at most four sizes and two variants of three options. So these are far above
 * any product's real use, not caps on data that grows.
 */
export const productListLimits = {
  sizes: 50,
  colours: 50,
  variants: 20,
  optionsPerVariant: 50,
  pictures: 20,
  /** As many variant options as an invoice line takes (create-invoice's variant_option_ids). */
  orderedVariantOptions: 50,
} as const;

export const productOptionSchema = z.object({
  id: nonEmptyText(),
  name: boundedText(textLimits.name),
});

export const productVariantSchema = z.object({
  id: nonEmptyText(),
  name: boundedText(textLimits.name),
  options: boundedList(productOptionSchema, productListLimits.optionsPerVariant),
});

export const promotionSchema = z.object({
  promotion_nature: z.enum(['flat', 'discount']),
  /** Minor units for `flat`, a percentage for `discount`. */
  promotion_amount: z.number().check(z.minimum(0)),
});

export const pictureSchema = z.object({
  image_thumb_url: boundedText(textLimits.url),
  image_original_url: boundedText(textLimits.url),
});

/** What one line of a past order held: the quantity and the choices made then. */
export const orderedLineSchema = z.object({
  quantity: z.int().check(z.minimum(1)),
  size: z.nullable(productOptionSchema),
  color: z.nullable(productOptionSchema),
  variant_options: boundedList(productOptionSchema, productListLimits.orderedVariantOptions),
});

/** A product as a store sells it. Prices are in integer minor units and decided by the server. */
export const productSchema = z.object({
  query_id: nonEmptyText(),
  name: boundedText(textLimits.name),
  description: boundedText(textLimits.description),
  category_id: boundedText(catalogIdLength),
  sub_category_id: boundedText(catalogIdLength),
  cost: money(),
  cost_after_discount: money(),
  currency: nonEmptyText(),
  /** VAT included in the price, in percent; may have decimals (25.5). */
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** The product's own tax_percent applies; when false, default_tax_percent does. */
  tax_percent_applicable: z.boolean(),
  /** The VAT rate the product is sold at when its own does not apply, in percent. */
  default_tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** How many of it the answer's line holds: the ordered quantity in the products of an order, else 0. */
  quantity: count(),
  product_available_quantity: count(),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  variant_count: count(),
  product_sizes: boundedList(productOptionSchema, productListLimits.sizes),
  product_colors: boundedList(productOptionSchema, productListLimits.colours),
  variants: boundedList(productVariantSchema, productListLimits.variants),
  promotion: z.nullable(promotionSchema),
  pictures: boundedList(pictureSchema, productListLimits.pictures),
  merchant: z.object({ name: boundedText(textLimits.name), query_id: nonEmptyText() }),
  merchant_address_id: z.nullable(boundedText(textLimits.id)),
  merchant_coordinates: z.nullable(coordinatesSchema),
  /** Kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().check(z.minimum(0)),
  shop_status: boundedText(textLimits.code),
  /** The store is not taking new orders for now (paused, or its cap reached); absent while it takes them. */
  order_intake: z.optional(orderIntakeHoldSchema),
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
    per_page: z._default(queryInt(1, largestProductsPage), largestProductsPage),
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
  products: boundedList(productSchema, largestProductsPage),
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
