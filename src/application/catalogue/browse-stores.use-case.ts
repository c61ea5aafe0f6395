import type { Coordinates, StorePage } from '@/domain/catalogue/store';
import { pageSizes } from '@/domain/catalogue/paging';
import type { StoreCatalog } from '../ports/store-catalog.port';

export interface BrowseStoresRequest {
  readonly industryId: number;
  readonly page?: number;
  readonly near?: Coordinates;
  readonly tradeTypeId?: number;
}

/** The customer opens the store listing of an industry, or turns its page. */
export type BrowseStores = (request: BrowseStoresRequest) => Promise<StorePage>;

export function createBrowseStores(deps: { storeCatalog: StoreCatalog }): BrowseStores {
  return (request) =>
    deps.storeCatalog.listStores({
      industryId: request.industryId,
      page: Math.max(1, Math.floor(request.page ?? 1)),
      pageSize: pageSizes.stores,
      ...(request.near ? { near: request.near } : {}),
      ...(request.tradeTypeId !== undefined ? { tradeTypeId: request.tradeTypeId } : {}),
    });
}
