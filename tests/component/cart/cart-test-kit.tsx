import { deserialize, serialize } from 'node:v8';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppError } from '@/application/errors/app-error';
import { featureTokens, type Token } from '@/application/tokens';
import { createCartFeature } from '@/app/features/cart.wiring';
import { catalogueOver } from '../../support/catalogue-over';
import { loaded } from '../../support/fake-resolver';
import type { Category } from '@/domain/catalogue/category';
import type { Product } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';
import { ProductDetailsPage } from '@/presentation/pages/product-details/product-details-page';
import { ProductListingPage } from '@/presentation/pages/product-listing/product-listing-page';
import { StoreEntryPage } from '@/presentation/pages/product-listing/store-entry-page';
import type { AppStore } from '@/presentation/store/app-store';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

// jsdom leaves structuredClone out; the in-memory cart clones as the browser's database would.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => deserialize(serialize(value)) as T;
}

/** Shows where the router is, so a test can assert the address a click led to. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The storefront routes of this area, with a stand-in for the cart summary screen. */
export function CatalogRoutes() {
  return (
    <>
      <Routes>
        <Route path="/products/store/:storeQueryId/:industryId" element={<StoreEntryPage />} />
        <Route
          path="/products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId"
          element={<ProductListingPage />}
        />
        <Route
          path="/products/details/:storeQueryId/:categoryId/:subCategoryId/:industryId/:productQueryId/:page"
          element={<ProductDetailsPage />}
        />
        <Route path="/checkout/cart-summary" element={<h1>Cart summary stand-in</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

export interface CatalogWorld {
  readonly store?: Store;
  readonly categories?: readonly Category[];
  readonly products?: readonly Product[];
  readonly cart?: LiveInMemoryCart;
  /** Every catalogue call fails with this. */
  readonly catalogFailure?: AppError;
  /** Products answer only when the test calls catalog.releaseProducts(). */
  readonly holdProducts?: boolean;
  /** Replaces one use case (e.g. a slow add) while the others stay real. */
  readonly overrides?: ReadonlyArray<readonly [Token<unknown>, unknown]>;
  /** Runs on the store before the screen is drawn, as the app's start-up does. */
  readonly beforeFirstRender?: (store: AppStore) => void;
  /** The host's configuration; the defaults' otherwise. */
  readonly config?: StorefrontConfig;
}

/** The real cart and catalogue use cases over in-memory ports, rendered at a route. */
export async function renderCatalog(route: string, world: CatalogWorld = {}, language: 'en' | 'fi' = 'en') {
  const cart = world.cart ?? new LiveInMemoryCart();
  const catalog = new InMemoryProductCatalog(
    world.store ?? aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' }),
    world.categories ?? [],
    world.products ?? [],
  );
  catalog.failWith = world.catalogFailure ?? null;
  catalog.holdProducts = world.holdProducts ?? false;
  const resolver = fakeResolver([
    [featureTokens.cart, loaded(createCartFeature({ cartRepository: cart }))],
    [featureTokens.catalogue, loaded(catalogueOver({ productCatalog: catalog }))],
    // A use case a test replaces (useCases.x) takes the place of the wired one.
    ...(world.overrides ?? []),
  ]);
  const view = await renderWithProviders(<CatalogRoutes />, {
    resolver,
    route,
    language,
    ...(world.beforeFirstRender ? { beforeFirstRender: world.beforeFirstRender } : {}),
    ...(world.config ? { config: world.config } : {}),
  });
  return { ...view, cart, catalog };
}
