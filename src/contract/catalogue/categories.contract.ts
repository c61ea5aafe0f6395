import { boundedList, boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { inventoryLimits } from '@/domain/merchant-console/inventory-input';

/**
 * The most categories a store's menu lists: the LIMIT of the query, in menu order, and as many as the console lets a
 * store make (it makes a category with each product whose category is new, and nothing else does).
 */
export const largestStoreMenu = inventoryLimits.categoriesPerStore;

/** Sub-categories of one category: the seed's have at most three, the console's exactly one. */
export const mostSubCategories = 100;

export const subCategorySchema = z.object({
  id: nonEmptyText(),
  name: boundedText(textLimits.name),
});

export const categorySchema = z.object({
  id: nonEmptyText(),
  name: boundedText(textLimits.name),
  picture: z.nullable(z.object({ image_thumb_url: boundedText(textLimits.url) })),
  sub_categories: boundedList(subCategorySchema, mostSubCategories),
});

/** Answer of GET /api/v1/companies/{queryId}/categories. */
export const categoriesResponseSchema = z.object({
  categories: boundedList(categorySchema, largestStoreMenu),
});

export type CategoryDto = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
