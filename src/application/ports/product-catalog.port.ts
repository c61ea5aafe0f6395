import type { Category } from '@/domain/catalogue/category';
import type { Product, ProductPage } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';

export interface ProductQuery {
  readonly storeQueryId: string;
  readonly page: number;
  readonly pageSize: number;
  readonly name?: string;
  readonly categoryId?: string;
  readonly subCategoryId?: string;
}

/** A store's own catalogue: its details, its menu sections and its products. */
export interface ProductCatalog {
  /** @throws AppError (NOT_FOUND when there is no such store). */
  store(storeQueryId: string): Promise<Store>;
  /** The store's categories with their sub-categories, in the merchant's order. @throws AppError */
  categories(storeQueryId: string): Promise<readonly Category[]>;
  /** One page of the store's products, filtered. @throws AppError */
  products(query: ProductQuery): Promise<ProductPage>;
  /** @throws AppError (NOT_FOUND when there is no such product). */
  product(productQueryId: string): Promise<Product>;
}
