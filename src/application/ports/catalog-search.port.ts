import type { StorePage } from '@/domain/catalogue/store';

export interface StoreSearchQuery {
  /** Letters, digits and spaces, never empty. */
  readonly text: string;
  readonly page: number;
  readonly pageSize: number;
  /** Only the stores of this industry. */
  readonly industryId?: number;
}

export interface ProductNameQuery {
  /** Letters, digits and spaces, never empty. */
  readonly text: string;
  /** Only this store's products. */
  readonly storeQueryId: string;
  /** How many names at most. */
  readonly limit: number;
}

/** The catalogue's full-text search, over every store rather than one loaded page. */
export interface CatalogSearch {
  /**
   * One page of the stores whose names hold the text, in any case.
   * @throws AppError when the search cannot be reached or answers something unreadable.
   */
  findStores(query: StoreSearchQuery): Promise<StorePage>;
  /**
   * A type-ahead inside one store: the names of its products where a word begins with the text, in any case.
   * @throws AppError when the search cannot be reached or answers something unreadable.
   */
  productNames(query: ProductNameQuery): Promise<readonly string[]>;
}
