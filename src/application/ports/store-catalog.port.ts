import type { Coordinates, StorePage } from '@/domain/catalogue/store';

export interface StoreQuery {
  readonly industryId: number;
  readonly page: number;
  readonly pageSize: number;
  readonly near?: Coordinates;
  readonly tradeTypeId?: number;
}

/** The stores a customer can browse, by industry and page. */
export interface StoreCatalog {
  /**
   * One page of stores of an industry.
   * @throws AppError when the catalogue cannot be reached or answers something unreadable.
   */
  listStores(query: StoreQuery): Promise<StorePage>;
}
