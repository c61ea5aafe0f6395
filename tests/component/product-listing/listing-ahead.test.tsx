import { screen, waitFor } from '@testing-library/react';
import type { BrowseProducts, BrowseProductsRequest } from '@/application/catalogue/browse-products.use-case';
import { createBrowseProducts } from '@/application/catalogue/browse-products.use-case';
import type { ViewStore } from '@/application/catalogue/view-store.use-case';
import { createViewStore } from '@/application/catalogue/view-store.use-case';
import { requestListingAhead } from '@/presentation/pages/product-listing/request-listing-ahead';
import { createAppStore } from '@/presentation/store/app-store';
import { listingRequestedAhead } from '@/presentation/store/products/products.slice';
import { useCases } from '../../support/fake-resolver';
import { aProduct } from '../../support/cart-fixtures';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';
import { fakeResolver, testConfig } from '../support/render-with-providers';

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const latte = aProduct({ queryId: 'latte', name: 'Latte' });
const listAll = { storeQueryId: 'store-aalto', categoryId: 'ALL', subCategoryId: 'ALL', page: 1 };

/** The catalogue's two reads of the list, counted. */
function countedCatalogue() {
  const catalog = new InMemoryProductCatalog(store, [], [latte]);
  const storesAsked: string[] = [];
  const productsAsked: BrowseProductsRequest[] = [];
  const viewStore: ViewStore = (storeQueryId) => {
    storesAsked.push(storeQueryId);
    return createViewStore({ productCatalog: catalog })(storeQueryId);
  };
  const browseProducts: BrowseProducts = (request) => {
    productsAsked.push(request);
    return createBrowseProducts({ productCatalog: catalog })(request);
  };
  const overrides = [
    [useCases.viewStore, viewStore],
    [useCases.browseProducts, browseProducts],
  ] as const;
  return { storesAsked, productsAsked, overrides };
}

describe('The product list requested at start-up, beside the sign-in', () => {
  it('shows the store and the products requested before the list was drawn, without asking again', async () => {
    const { storesAsked, productsAsked, overrides } = countedCatalogue();
    await renderCatalog('/products/product-list/store-aalto/ALL/ALL/21', {
      store,
      products: [latte],
      overrides,
      beforeFirstRender: (appStore) => void appStore.dispatch(listingRequestedAhead('store-aalto', listAll)),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kahvila Aalto' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Latte' })).toBeInTheDocument();
    expect(storesAsked).toEqual(['store-aalto']);
    expect(productsAsked).toEqual([listAll]);
  });

  it("asks for the list's own page when it is not the one requested ahead", async () => {
    const { productsAsked, overrides } = countedCatalogue();
    await renderCatalog('/products/product-list/store-aalto/ALL/ALL/21?page=2', {
      store,
      products: [latte],
      overrides,
      beforeFirstRender: (appStore) => void appStore.dispatch(listingRequestedAhead('store-aalto', listAll)),
    });

    await waitFor(() => expect(productsAsked).toEqual([listAll, { ...listAll, page: 2 }]));
  });

  it("starts the store's and the products' requests from a product list's address, before any screen", async () => {
    const { storesAsked, productsAsked, overrides } = countedCatalogue();
    const appStore = createAppStore(fakeResolver([...overrides]));
    requestListingAhead(appStore, testConfig(), {
      pathname: '/products/product-list/store-aalto/drinks/coffee/21',
      search: '?page=3',
    });

    await waitFor(() => expect(productsAsked).toHaveLength(1));
    expect(productsAsked).toEqual([
      { storeQueryId: 'store-aalto', categoryId: 'drinks', subCategoryId: 'coffee', page: 3 },
    ]);
    expect(storesAsked).toEqual(['store-aalto']);
  });

  it.each([
    ['another page', '/about-us', {}],
    ['a list that waits for the menu to name its first category', '/products/product-list/store-aalto/-1/-1/21', {}],
    ['a site switched off', '/products/product-list/store-aalto/ALL/ALL/21', { siteDisabled: true }],
  ])('sends nothing ahead on %s', async (_case, pathname, overrides) => {
    const counted = countedCatalogue();
    const appStore = createAppStore(fakeResolver([...counted.overrides]));
    requestListingAhead(appStore, testConfig(overrides), { pathname, search: '' });
    // Long enough for the list's code to load had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(counted.productsAsked).toEqual([]);
    expect(counted.storesAsked).toEqual([]);
  });
});
