import type { StorePage } from '@/domain/catalog/store';

export interface StoreSearchQuery {
  /** Letters, digits and spaces, never empty. */
  readonly text: string;
  readonly page: number;
  readonly pageSize: number;
  /** Only the stores of this industry. */
  readonly industryId?: number;
}

/** The catalogue's full-text search, over every store rather than one loaded page. */
export interface CatalogSearch {
  /**
   * One page of the stores whose names hold the text, in any case.
   * @throws AppError when the search cannot be reached or answers something unreadable.
   */
  findStores(query: StoreSearchQuery): Promise<StorePage>;
}
