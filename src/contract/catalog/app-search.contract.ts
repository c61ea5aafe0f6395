import { passesInputFilter } from '@/domain/validation/input-filter';
import { count, nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { companySchema } from './companies.contract';
import { productSchema } from './products.contract';

/** The spec's page size for a search. */
export const appSearchPageSize = 50;

/** The search text: what the store search field lets a customer type (letters, digits and spaces). */
const searchText = z.string().check(
  z.maxLength(100),
  z.refine((text) => text.trim() !== '', { message: 'Enter something to search for' }),
  z.refine((text) => passesInputFilter('alphanumericWithSpace', text), {
    message: 'Use letters, digits and spaces only',
  }),
);

/**
 * Query of GET /api/v1/users/app_search: stores and products whose names hold the text, in any case.
 * store_id keeps both lists to one store, industry_id to the stores of one industry; autocomplete matches
 * only where a word of the name begins, as a type-ahead wants. Both lists are paged alike.
 */
export const appSearchQuerySchema = z.object({
  query: searchText,
  page: z._default(queryInt(1, 100_000), 1),
  per_page: z._default(queryInt(1, 100), appSearchPageSize),
  store_id: z.optional(nonEmptyText(100)),
  industry_id: z.optional(queryInt(1, 2_147_483_647)),
  autocomplete: z._default(z.stringbool(), false),
});

/** Answer of GET /api/v1/users/app_search. */
export const appSearchResponseSchema = z.object({
  query: z.string(),
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  stores: z.array(companySchema),
  total_stores: count(),
  products: z.array(productSchema),
  total_products: count(),
});

export type AppSearchQuery = z.input<typeof appSearchQuerySchema>;
export type AppSearchResponse = z.infer<typeof appSearchResponseSchema>;
