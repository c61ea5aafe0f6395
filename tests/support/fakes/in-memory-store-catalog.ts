import type { StoreCatalog, StoreQuery } from '@/application/ports/store-catalog.port';
import type { Store, StorePage } from '@/domain/catalogue/store';

/** A store catalogue held in memory, grouped by industry, paged like the real one. */
export class InMemoryStoreCatalog implements StoreCatalog {
  private readonly storesByIndustry = new Map<number, Store[]>();
  readonly queries: StoreQuery[] = [];

  add(industryId: number, store: Store): void {
    this.storesByIndustry.set(industryId, [...(this.storesByIndustry.get(industryId) ?? []), store]);
  }

  async listStores(query: StoreQuery): Promise<StorePage> {
    this.queries.push(query);
    const all = this.storesByIndustry.get(query.industryId) ?? [];
    const start = (query.page - 1) * query.pageSize;
    return { stores: all.slice(start, start + query.pageSize), page: query.page, totalStores: all.length };
  }
}
