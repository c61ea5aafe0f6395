import type { CatalogSearch, ProductNameQuery, StoreSearchQuery } from '@/application/ports/catalog-search.port';
import { appSearchResponseSchema } from '@/contract/catalogue/app-search.contract';
import { catalogPaths } from '@/contract/catalogue/catalog-paths';
import { storeFromDto } from '@/contract/catalogue/store-from-dto';
import type { StorePage } from '@/domain/catalogue/store';
import type { HttpClient } from '../http/http-client';

/**
 * The wallet service's app search (users/app_search): the store listing's search over whole names, and the
 * type-ahead inside one store (store_id), which matches where a word begins (autocomplete).
 */
export class HttpCatalogSearch implements CatalogSearch {
  constructor(private readonly http: HttpClient) {}

  async findStores(query: StoreSearchQuery): Promise<StorePage> {
    const body = await this.http.get(
      catalogPaths.appSearch,
      {
        query: query.text,
        page: query.page,
        per_page: query.pageSize,
        industry_id: query.industryId,
        autocomplete: false,
      },
      appSearchResponseSchema,
    );
    return { stores: body.stores.map(storeFromDto), page: body.page, totalStores: body.total_stores };
  }

  async productNames(query: ProductNameQuery): Promise<readonly string[]> {
    const body = await this.http.get(
      catalogPaths.appSearch,
      { query: query.text, page: 1, per_page: query.limit, store_id: query.storeQueryId, autocomplete: true },
      appSearchResponseSchema,
    );
    return [...new Set(body.products.map((product) => product.name))];
  }
}
