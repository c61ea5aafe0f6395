import { z } from 'zod';

export const subCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});

export const categorySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  picture: z.object({ image_thumb_url: z.string() }).nullable(),
  sub_categories: z.array(subCategorySchema),
});

/** Answer of GET /api/v1/companies/{queryId}/categories. */
export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
});

export type CategoryDto = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
