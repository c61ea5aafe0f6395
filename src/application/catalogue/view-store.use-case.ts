import type { Category } from '@/domain/catalogue/category';
import type { Store } from '@/domain/catalogue/store';
import type { ProductCatalog } from '../ports/product-catalog.port';

export interface StoreWithMenu {
  readonly store: Store;
  readonly categories: readonly Category[];
}

/**
 * The customer opens a store: its details for the header and its menu sections for the chips, asked for
 * together. @throws AppError when either cannot be read.
 */
export type ViewStore = (storeQueryId: string) => Promise<StoreWithMenu>;

export function createViewStore(deps: { productCatalog: ProductCatalog }): ViewStore {
  return async (storeQueryId) => {
    const [store, categories] = await Promise.all([
      deps.productCatalog.store(storeQueryId),
      deps.productCatalog.categories(storeQueryId),
    ]);
    return { store, categories };
  };
}
