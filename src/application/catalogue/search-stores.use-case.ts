import { pageSizes } from '@/domain/catalogue/paging';
import type { StorePage } from '@/domain/catalogue/store';
import { storeSearchText } from '@/domain/catalogue/store-search';
import type { CatalogSearch } from '../ports/catalog-search.port';

export interface SearchStoresRequest {
  readonly industryId: number;
  /** As typed; see storeSearchText. */
  readonly search: string;
  readonly page?: number;
}

/** The customer searches the stores of an industry by name, or turns the result's page. */
export type SearchStores = (request: SearchStoresRequest) => Promise<StorePage>;

const nothingFound = (page: number): StorePage => ({ stores: [], page, totalStores: 0 });

export function createSearchStores(deps: { catalogSearch: CatalogSearch }): SearchStores {
  return async (request) => {
    const page = Math.max(1, Math.floor(request.page ?? 1));
    const text = storeSearchText(request.search);
    if (text === null) return nothingFound(page);
    return deps.catalogSearch.findStores({
      text,
      page,
      pageSize: pageSizes.storeSearch,
      industryId: request.industryId,
    });
  };
}
