import { storeSearchText } from '@/domain/catalogue/store-search';
import type { CatalogSearch } from '../ports/catalog-search.port';

/** How many names the search row offers at once: a short list to pick from, not a page. */
export const productSuggestionCount = 8;

export interface SuggestProductsRequest {
  readonly storeQueryId: string;
  /** As typed; see storeSearchText. */
  readonly search: string;
}

/** While the customer types in a store's search row, the names of that store's products the text begins. */
export type SuggestProducts = (request: SuggestProductsRequest) => Promise<readonly string[]>;

export function createSuggestProducts(deps: { catalogSearch: CatalogSearch }): SuggestProducts {
  return async (request) => {
    const text = storeSearchText(request.search);
    if (text === null) return [];
    return deps.catalogSearch.productNames({
      text,
      storeQueryId: request.storeQueryId,
      limit: productSuggestionCount,
    });
  };
}
