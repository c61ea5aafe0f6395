import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { StorePage } from '@/domain/catalogue/store';
import { catalogueOver } from '../../tests/support/catalogue-over';
import { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { InMemoryStoreCatalog } from '../../tests/support/fakes/in-memory-store-catalog';

/** Industry ids analysts name in words. */
export const industries = { restaurants: 21, groceries: 22 } as const;

/**
 * One scenario's state: in-memory adapters and the use cases built on them, a fixed clock.
 * No DOM, no network. Each business area keeps its own driver, made on first use in a scenario.
 */
export class StorefrontWorld extends World {
  readonly clock = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  readonly storeCatalog = new InMemoryStoreCatalog();
  readonly browseStores = catalogueOver({ storeCatalog: this.storeCatalog }).browseStores;
  lastStorePage: StorePage | null = null;
  private readonly drivers = new Map<string, unknown>();

  constructor(options: IWorldOptions) {
    super(options);
  }

  get storePage(): StorePage {
    if (!this.lastStorePage) throw new Error('The customer has not opened a listing yet');
    return this.lastStorePage;
  }

  /** The driver of one business area for this scenario, e.g. `this.driver('cart', () => new CartDriver(this.clock))`. */
  driver<T>(area: string, make: () => T): T {
    if (!this.drivers.has(area)) this.drivers.set(area, make());
    return this.drivers.get(area) as T;
  }
}

setWorldConstructor(StorefrontWorld);
