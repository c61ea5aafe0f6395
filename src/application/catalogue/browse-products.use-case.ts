import { pageSizes } from '@/domain/catalogue/paging';
import type { ProductPage } from '@/domain/catalogue/product';
import type { ProductCatalog } from '../ports/product-catalog.port';

export interface BrowseProductsRequest {
  readonly storeQueryId: string;
  readonly page?: number;
  readonly name?: string;
  /** `ALL` (or nothing) means every category. */
  readonly categoryId?: string;
  /** `ALL` (or nothing) means every sub-category. */
  readonly subCategoryId?: string;
}

/** The customer opens a store's product list, picks a category or sub-category, searches, or turns the page. */
export type BrowseProducts = (request: BrowseProductsRequest) => Promise<ProductPage>;

const every = 'ALL';

export function createBrowseProducts(deps: { productCatalog: ProductCatalog }): BrowseProducts {
  return (request) => {
    const name = request.name?.trim();
    return deps.productCatalog.products({
      storeQueryId: request.storeQueryId,
      page: Math.max(1, Math.floor(request.page ?? 1)),
      pageSize: pageSizes.products,
      ...(name ? { name } : {}),
      ...(request.categoryId && request.categoryId !== every ? { categoryId: request.categoryId } : {}),
      ...(request.subCategoryId && request.subCategoryId !== every ? { subCategoryId: request.subCategoryId } : {}),
    });
  };
}
