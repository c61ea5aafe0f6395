import { createCartFeature } from '@/app/features/cart.wiring';
import { featureTokens, type DependencyResolver } from '@/application/tokens';
import { catalogueOver } from '../../support/catalogue-over';
import { loaded } from '../../support/fake-resolver';
import type { Category } from '@/domain/catalogue/category';
import type { PickupLocation } from '@/domain/catalogue/pickup-location';
import type { Product } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { CatalogRoutes } from '../cart/cart-test-kit';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

export const counterA: PickupLocation = {
  id: 'areena--portti-a',
  name: 'Portti A – Grilli',
  description: 'Lower concourse, next to gate A.',
  pictureUrl: '/media/arena/portti-a.svg',
};
export const counterB: PickupLocation = {
  id: 'areena--portti-b',
  name: 'Portti B – Pizza',
  description: 'Lower concourse, next to gate B.',
  pictureUrl: null,
};

/** The arena venue of the seed, as the storefront reads it. */
export const arenaVenue: Store = aStore({
  queryId: 'areena-keittio',
  name: 'Areena Keittiö',
  description: 'Food for match and concert nights at the arena.',
  addressDescription: 'Nordenskiöldinkatu 11, 00250 Helsinki',
  pickupLocations: [counterA, counterB],
});

export const arenaListPath = (category = 'ALL', sub = 'ALL') =>
  `/products/product-list/areena-keittio/${category}/${sub}/21`;

export interface VariantWorld {
  readonly store?: Store;
  readonly categories?: readonly Category[];
  readonly products?: readonly Product[];
  readonly cart?: LiveInMemoryCart;
  /** The configuration fields under test, e.g. `{ arena: true }` or `{ layout: 'STANDARD_PLUS' }`. */
  readonly config?: Record<string, unknown>;
  readonly language?: 'en' | 'fi';
}

/** The catalogue and the cart, wired as the app wires them, over in-memory ports. */
export function catalogResolver(world: VariantWorld): {
  resolver: DependencyResolver;
  catalog: InMemoryProductCatalog;
} {
  const cart = world.cart ?? new LiveInMemoryCart();
  const catalog = new InMemoryProductCatalog(world.store ?? arenaVenue, world.categories ?? [], world.products ?? []);
  const resolver = fakeResolver([
    [featureTokens.cart, loaded(createCartFeature({ cartRepository: cart }))],
    [featureTokens.catalogue, loaded(catalogueOver({ productCatalog: catalog }))],
  ]);
  return { resolver, catalog };
}

/** The product list (and its neighbours) at a route, under the given configuration. */
export async function renderListing(route: string, world: VariantWorld = {}) {
  const { resolver, catalog } = catalogResolver(world);
  const view = await renderWithProviders(<CatalogRoutes />, {
    resolver,
    route,
    language: world.language ?? 'en',
    config: testConfig(world.config ?? {}),
  });
  return { ...view, catalog };
}
