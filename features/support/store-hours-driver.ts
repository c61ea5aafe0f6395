import type { OpeningSlot, Store, StorePage } from '@/domain/catalogue/store';
import { catalogueOver } from '../../tests/support/catalogue-over';
import { aStore } from '../../tests/support/store-fixtures';
import { InMemoryStoreCatalog } from '../../tests/support/fakes/in-memory-store-catalog';
import { industries } from './world';

/** One scenario's store catalogue, browsed through the store listing use case. */
export class StoreHoursDriver {
  readonly storeCatalog = new InMemoryStoreCatalog();
  private readonly browseStores = catalogueOver({ storeCatalog: this.storeCatalog }).browseStores;
  private lastPage: StorePage | null = null;
  /** The store whose information dialog the customer opened. */
  reading: string | null = null;

  addRestaurant(name: string, openingSlots: readonly OpeningSlot[]): void {
    this.storeCatalog.add(industries.restaurants, aStore({ queryId: name, name, openingSlots }));
  }

  addGroceries(open: number, closed: number): void {
    for (let index = 1; index <= open + closed; index += 1) {
      this.storeCatalog.add(
        industries.groceries,
        aStore({ queryId: `grocery-${index}`, name: `Grocery ${index}`, isOpen: index <= open }),
      );
    }
  }

  async openListing(industryId: number): Promise<void> {
    this.lastPage = await this.browseStores({ industryId });
  }

  get page(): StorePage {
    if (!this.lastPage) throw new Error('The customer has not opened a listing yet');
    return this.lastPage;
  }

  get storeRead(): Store {
    const store = this.page.stores.find((candidate) => candidate.name === this.reading);
    if (!store) throw new Error(`${this.reading ?? 'No store'} is not in the listing`);
    return store;
  }
}
