import type { BrowseProducts } from './browse-products.use-case';
import type { BrowseStores } from './browse-stores.use-case';
import type { SearchStores } from './search-stores.use-case';
import type { SuggestProducts } from './suggest-products.use-case';
import type { ViewProduct } from './view-product.use-case';
import type { ViewStore } from './view-store.use-case';

/**
 * The stores and their products, as the store listing, a store's menu (and its search) and a product's details
 * show them.
 */
export interface CatalogueFeature {
  readonly browseStores: BrowseStores;
  readonly searchStores: SearchStores;
  readonly suggestProducts: SuggestProducts;
  readonly browseProducts: BrowseProducts;
  readonly viewStore: ViewStore;
  readonly viewProduct: ViewProduct;
}
