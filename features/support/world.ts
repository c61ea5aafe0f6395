import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { createBrowseStores } from '@/application/catalog/browse-stores.use-case';
import type { StorePage } from '@/domain/catalog/store';
import { InMemoryStoreCatalog } from '../../tests/support/fakes/in-memory-store-catalog';

/** Industry ids analysts name in words. */
export const industries = { restaurants: 21, groceries: 22 } as const;

/** One scenario's state: in-memory adapters and the use cases built on them. No DOM, no network. */
export class StorefrontWorld extends World {
  readonly storeCatalog = new InMemoryStoreCatalog();
  readonly browseStores = createBrowseStores({ storeCatalog: this.storeCatalog });
  lastStorePage: StorePage | null = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get storePage(): StorePage {
    if (!this.lastStorePage) throw new Error('The customer has not opened a listing yet');
    return this.lastStorePage;
  }
}

setWorldConstructor(StorefrontWorld);
