import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

export const subCategorySchema = z.object({
  id: nonEmptyText(),
  name: z.string(),
});

export const categorySchema = z.object({
  id: nonEmptyText(),
  name: z.string(),
  picture: z.nullable(z.object({ image_thumb_url: z.string() })),
  sub_categories: z.array(subCategorySchema),
});

/** Answer of GET /api/v1/companies/{queryId}/categories. */
export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
});

export type CategoryDto = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
