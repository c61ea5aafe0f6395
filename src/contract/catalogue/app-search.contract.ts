import { storeSearchLength } from '@/domain/catalogue/store-search';
import { passesInputFilter } from '@/domain/validation/input-filter';
import { boundedList, boundedText, count, nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { companySchema } from './companies.contract';
import { productSchema } from './products.contract';

/** The spec's page size for a search. */
export const appSearchPageSize = 50;

/**
 * The most stores, and the most products, one page of a search holds: the largest per_page, and the LIMIT of
 * both of the search's queries.
 */
export const largestSearchPage = 100;

/** The longest search text, as the store search field takes it; the answer repeats it, trimmed. */
export const searchTextLength = storeSearchLength;

/** The search text: what the store search field lets a customer type (letters, digits and spaces). */
const searchText = z.string().check(
  z.maxLength(searchTextLength),
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
  per_page: z._default(queryInt(1, largestSearchPage), appSearchPageSize),
  store_id: z.optional(nonEmptyText(100)),
  industry_id: z.optional(queryInt(1, 2_147_483_647)),
  autocomplete: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((flag) => flag === 'true'),
    ),
    false,
  ),
});

/** Answer of GET /api/v1/users/app_search. */
export const appSearchResponseSchema = z.object({
  query: boundedText(searchTextLength),
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1), z.maximum(largestSearchPage)),
  stores: boundedList(companySchema, largestSearchPage),
  total_stores: count(),
  products: boundedList(productSchema, largestSearchPage),
  total_products: count(),
});

export type AppSearchQuery = z.input<typeof appSearchQuerySchema>;
export type AppSearchResponse = z.infer<typeof appSearchResponseSchema>;
