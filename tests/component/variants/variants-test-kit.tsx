import { createAddToCart } from '@/application/cart/add-to-cart.use-case';
import { createChangeQuantity } from '@/application/cart/change-quantity.use-case';
import { createClearCartAndAdd } from '@/application/cart/clear-cart-and-add.use-case';
import { createRemoveCartLine } from '@/application/cart/remove-cart-line.use-case';
import { createViewCart } from '@/application/cart/view-cart.use-case';
import { createBrowseProducts } from '@/application/catalog/browse-products.use-case';
import { createViewProduct } from '@/application/catalog/view-product.use-case';
import { createViewStore } from '@/application/catalog/view-store.use-case';
import { type DependencyResolver, type Token } from '@/application/tokens';
import { useCases } from '../../support/fake-resolver';
import type { Category } from '@/domain/catalog/category';
import type { PickupLocation } from '@/domain/catalog/pickup-location';
import type { Product } from '@/domain/catalog/product';
import type { Store } from '@/domain/catalog/store';
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

/** The catalogue and cart use cases over in-memory ports, resolving viewStore for any screen that asks. */
export function catalogResolver(world: VariantWorld): {
  resolver: DependencyResolver;
  catalog: InMemoryProductCatalog;
} {
  const cart = world.cart ?? new LiveInMemoryCart();
  const catalog = new InMemoryProductCatalog(world.store ?? arenaVenue, world.categories ?? [], world.products ?? []);
  const bindings: Array<readonly [Token<unknown>, unknown]> = [
    [useCases.viewCart, createViewCart({ cartRepository: cart })],
    [useCases.addToCart, createAddToCart({ cartRepository: cart })],
    [useCases.changeQuantity, createChangeQuantity({ cartRepository: cart })],
    [useCases.removeCartLine, createRemoveCartLine({ cartRepository: cart })],
    [useCases.clearCartAndAdd, createClearCartAndAdd({ cartRepository: cart })],
    [useCases.cartChanges, cart],
    [useCases.browseProducts, createBrowseProducts({ productCatalog: catalog })],
    [useCases.viewStore, createViewStore({ productCatalog: catalog })],
    [useCases.viewProduct, createViewProduct({ productCatalog: catalog })],
  ];
  return { resolver: fakeResolver(bindings), catalog };
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
