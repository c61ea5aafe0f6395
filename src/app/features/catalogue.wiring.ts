import type { CatalogueFeature } from '@/application/catalogue/catalogue.feature';
import { createBrowseProducts } from '@/application/catalogue/browse-products.use-case';
import { createBrowseStores } from '@/application/catalogue/browse-stores.use-case';
import { createSearchStores } from '@/application/catalogue/search-stores.use-case';
import { createSuggestProducts } from '@/application/catalogue/suggest-products.use-case';
import { createViewProduct } from '@/application/catalogue/view-product.use-case';
import { createViewStore } from '@/application/catalogue/view-store.use-case';
import type { CatalogSearch } from '@/application/ports/catalog-search.port';
import type { ProductCatalog } from '@/application/ports/product-catalog.port';
import type { StoreCatalog } from '@/application/ports/store-catalog.port';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { loadOnce } from '../load-once';
import { catalogSearchOnFirstCall, productCatalogOnFirstCall } from './on-first-call';
import type { Build } from './feature-binding';

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

/**
 * The catalogue as the store listing runs it, built with the first screen. The store search and the menus load
 * with the first search or store, not with the first screen.
 */
export const buildFeature: Build<CatalogueFeature> = ({ walletV1 }) =>
  createCatalogueFeature({
    storeCatalog: new HttpStoreCatalog(walletV1),
    catalogSearch: catalogSearchOnFirstCall(
      loadOnce(async () => {
        const { HttpCatalogSearch } = await import(
          /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-catalog-search'
        );
        return new HttpCatalogSearch(walletV1);
      }),
    ),
    productCatalog: productCatalogOnFirstCall(
      loadOnce(async () => {
        const { HttpProductCatalog } = await import(
          /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-product-catalog'
        );
        return new HttpProductCatalog(walletV1);
      }),
    ),
  });
