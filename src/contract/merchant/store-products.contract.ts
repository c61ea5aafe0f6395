import { boundedList, boundedText, count, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';
import { promotionSchema } from '../catalogue/products.contract';

/** Where the inventory calls live under the merchant service's base (merchantApiV1). */
export const storeProductPaths = {
  products: 'products',
  product: (productQueryId: string) => `products/${encodeURIComponent(productQueryId)}`,
  /** A product's texts, category, sizes, colours and picture, as the edit form sends them. */
  productDetails: (productQueryId: string) => `products/${encodeURIComponent(productQueryId)}/details`,
  images: 'products/images',
  /** An entry of one of the product-add table's dropdowns, by its list and its text. */
  option: (list: ProductOptionList, value: string) => `products/options/${list}/${encodeURIComponent(value)}`,
} as const;

/** The product-add table's dropdowns with add-new and delete: what a store's products are sorted and told by. */
export const productOptionLists = ['category', 'brand', 'size'] as const;
export type ProductOptionList = (typeof productOptionLists)[number];

/** The limits the server holds the console's product fields to: the console's own rule, said once in the domain. */
export const storeProductLimits = inventoryLimits;

/** A product picture the console may upload: PNG or JPEG, judged by its content, at most 5 MB. */
export const productImageLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/** The name of an uploaded picture as the upload answered it: a random id and the extension of its type. */
export const productImageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;
/** What the pattern allows: 36 characters of id, a point and the extension. */
const productImageIdLength = 40;
const productImageId = () => z.string().check(z.maxLength(productImageIdLength), z.regex(productImageIdPattern));

/**
 * The sizes or colours a product lists: the product-add table gives a product one of each, and the host's menus
 * a handful; many times that, so a product's list is never cut.
 */
export const largestProductOptionList = 50;

/** Text that must hold more than spaces; the server trims it before keeping it. */
const requiredText = (max: number) =>
  z.string().check(z.regex(/\S/, { error: 'Required' }), z.maxLength(max, { error: `At most ${max} characters` }));

const optionalText = (max: number) =>
  z.optional(z.string().check(z.maxLength(max, { error: `At most ${max} characters` })));

const price = () =>
  z
    .int({ error: 'A whole number of cents' })
    .check(z.minimum(0, { error: 'Not below zero' }), z.maximum(storeProductLimits.maxPrice, { error: 'Too large' }));

const stock = () =>
  z
    .int({ error: 'A whole number' })
    .check(z.minimum(0, { error: 'Not below zero' }), z.maximum(storeProductLimits.maxStock, { error: 'Too large' }));

export const storeCategorySchema = z.object({ id: nonEmptyText(200), name: boundedText(textLimits.name) });

/** A product of the staff member's store as the console shows it: what it costs, how much is left, whether it sells. */
export const storeProductSchema = z.object({
  query_id: nonEmptyText(200),
  name: boundedText(textLimits.name),
  description: boundedText(textLimits.description),
  category: storeCategorySchema,
  brand: z.nullable(boundedText(textLimits.name)),
  /** Integer minor units. */
  cost: money(),
  /** The price the promotion leaves, as the server charges it. */
  cost_after_discount: money(),
  currency: nonEmptyText(10),
  promotion: z.nullable(promotionSchema),
  product_available_quantity: count(),
  /** Stock not counted: the product sells until the staff mark it out of stock. */
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  sizes: boundedList(boundedText(textLimits.name), largestProductOptionList),
  colors: boundedList(boundedText(textLimits.name), largestProductOptionList),
  picture_url: z.nullable(boundedText(textLimits.url)),
});

/**
 * Answer of GET /merchant/v1/products: every product of the store in menu order, and its categories in theirs;
 * all of them, as a store holds at most storeProductLimits.productsPerStore of each.
 */
export const storeProductsResponseSchema = z.object({
  products: boundedList(storeProductSchema, storeProductLimits.productsPerStore),
  categories: boundedList(storeCategorySchema, storeProductLimits.categoriesPerStore),
});

/** Path of PUT /merchant/v1/products/{productQueryId}. */
export const storeProductParamsSchema = z.object({ productQueryId: nonEmptyText(200) });

/**
 * Body of PUT /merchant/v1/products/{productQueryId}: the price, the stock and whether it sells. With
 * `unlimited` the count is not used and `unlimited_out_of_stock` says whether the product is off sale;
 * without it the product sells while the count is above zero.
 */
export const storeProductChangeBodySchema = z.strictObject({
  cost: price(),
  product_available_quantity: stock(),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
});

/** A colour as the colour picker gives it. */
const colour = z.optional(
  z.string().check(z.maxLength('#rrggbb'.length), z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'A colour as #rrggbb' })),
);

/**
 * Body of POST /merchant/v1/products: one row of the console's product-add table. `category` is a category's
 * name: an existing one of the store, or a new one the server creates. `image` is the id an upload answered.
 */
export const newStoreProductBodySchema = z.strictObject({
  name: requiredText(storeProductLimits.nameLength),
  category: requiredText(storeProductLimits.categoryLength),
  brand: optionalText(storeProductLimits.brandLength),
  color: colour,
  size: optionalText(storeProductLimits.sizeLength),
  cost: price(),
  description: optionalText(storeProductLimits.descriptionLength),
  image: z.optional(
    z
      .string()
      .check(z.maxLength(productImageIdLength), z.regex(productImageIdPattern, { error: 'Upload the picture first' })),
  ),
});

/** A size or a colour as the edit form lists it: its name. */
const optionName = () => requiredText(storeProductLimits.sizeLength);

/**
 * Body of PUT /merchant/v1/products/{productQueryId}/details: what the edit form holds, the fields of the
 * product-add table with every size and colour the product lists (by name: a name the product had keeps its id,
 * so carts holding it still match). `image` is a newly uploaded picture's id; without it the picture stays.
 */
export const storeProductEditBodySchema = z.strictObject({
  name: requiredText(storeProductLimits.nameLength),
  category: requiredText(storeProductLimits.categoryLength),
  brand: optionalText(storeProductLimits.brandLength),
  description: optionalText(storeProductLimits.descriptionLength),
  sizes: boundedList(optionName(), largestProductOptionList),
  colors: boundedList(optionName(), largestProductOptionList),
  image: z.optional(
    z
      .string()
      .check(z.maxLength(productImageIdLength), z.regex(productImageIdPattern, { error: 'Upload the picture first' })),
  ),
});

/** Answer of DELETE /merchant/v1/products/{productQueryId}: the product customers no longer see. */
export const storeProductRemovedSchema = z.object({
  removed: z.object({ query_id: nonEmptyText(200), name: boundedText(textLimits.name) }),
});

/**
 * Path of DELETE /merchant/v1/products/options/{list}/{value}: an entry of a dropdown of the product-add table.
 * The value is compared without case, as the server names categories.
 */
export const productOptionParamsSchema = z.strictObject({
  list: z.enum(productOptionLists),
  value: requiredText(storeProductLimits.categoryLength),
});

/** Answer of DELETE /merchant/v1/products/options/{list}/{value}: the entry is no longer on the store's list. */
export const productOptionDeletedSchema = z.object({
  deleted: z.object({ list: z.enum(productOptionLists), value: boundedText(storeProductLimits.categoryLength) }),
});

/** Answer of PUT /merchant/v1/products/{id} and POST /merchant/v1/products: the product as now stored. */
export const storeProductResponseSchema = z.object({ product: storeProductSchema });

/** Answer of POST /merchant/v1/products/images: the picture's id for the product, and where customers load it. */
export const productImageResponseSchema = z.object({
  image: z.object({ id: productImageId(), url: nonEmptyText(500) }),
});

export type StoreProductDto = z.infer<typeof storeProductSchema>;
export type StoreProductsResponse = z.infer<typeof storeProductsResponseSchema>;
export type StoreProductChangeBody = z.infer<typeof storeProductChangeBodySchema>;
export type NewStoreProductBody = z.input<typeof newStoreProductBodySchema>;
export type StoreProductEditBody = z.input<typeof storeProductEditBodySchema>;
