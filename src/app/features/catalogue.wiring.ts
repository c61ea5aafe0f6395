import type { CatalogueFeature } from '@/application/catalog/catalogue.feature';
import { createBrowseProducts } from '@/application/catalog/browse-products.use-case';
import { createBrowseStores } from '@/application/catalog/browse-stores.use-case';
import { createSearchStores } from '@/application/catalog/search-stores.use-case';
import { createSuggestProducts } from '@/application/catalog/suggest-products.use-case';
import { createViewProduct } from '@/application/catalog/view-product.use-case';
import { createViewStore } from '@/application/catalog/view-store.use-case';
import type { CatalogSearch } from '@/application/ports/catalog-search.port';
import type { ProductCatalog } from '@/application/ports/product-catalog.port';
import type { StoreCatalog } from '@/application/ports/store-catalog.port';

export interface CataloguePorts {
  readonly storeCatalog: StoreCatalog;
  readonly catalogSearch: CatalogSearch;
  readonly productCatalog: ProductCatalog;
}

export function createCatalogueFeature(ports: CataloguePorts): CatalogueFeature {
  const { storeCatalog, catalogSearch, productCatalog } = ports;
  return {
    browseStores: createBrowseStores({ storeCatalog }),
    searchStores: createSearchStores({ catalogSearch }),
    suggestProducts: createSuggestProducts({ catalogSearch }),
    browseProducts: createBrowseProducts({ productCatalog }),
    viewStore: createViewStore({ productCatalog }),
    viewProduct: createViewProduct({ productCatalog }),
  };
}
