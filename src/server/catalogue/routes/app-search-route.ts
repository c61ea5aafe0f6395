import { catalogueLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  appSearchQuerySchema,
  appSearchResponseSchema,
  largestSearchPage,
} from '@/contract/catalogue/app-search.contract';
import { catalogPaths } from '@/contract/catalogue/catalog-paths';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../../http/route-contract';
import type { CatalogSearch } from '../store/catalog-search';
import { searchTextOf } from './search-text';

/**
 * GET /api/v1/users/app_search: the stores and products whose names hold the search text, in any case.
 * A public catalogue read like the listing, so no session is needed.
 */
export function registerAppSearchRoute(app: FastifyInstance, catalogSearch: CatalogSearch): void {
  const contract = withContract({
    summary: 'Stores and products whose names hold the search text, paged alike',
    description:
      `Both lists by name; a page holds at most ${largestSearchPage} stores and ${largestSearchPage} products ` +
      '(per_page), total_stores and total_products count them all.',
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    query: appSearchQuerySchema,
    response: appSearchResponseSchema,
  });
  app.get(`${walletApiV1}/${catalogPaths.appSearch}`, contract, async (request) => {
    const query = parseQuery(appSearchQuerySchema, request.query);
    const text = searchTextOf(query.query);
    const found = await catalogSearch.search({
      language: catalogueLanguage(request),
      text,
      wordStart: query.autocomplete,
      page: query.page,
      pageSize: query.per_page,
      ...(query.store_id === undefined ? {} : { companyQueryId: query.store_id }),
      ...(query.industry_id === undefined ? {} : { industryId: query.industry_id }),
    });
    return checkResponse(appSearchResponseSchema, {
      query: text,
      page: query.page,
      per_page: query.per_page,
      stores: found.stores,
      total_stores: found.totalStores,
      products: found.products,
      total_products: found.totalProducts,
    });
  });
}
