import { screen, waitFor } from '@testing-library/react';
import { createViewProduct, type ViewProduct } from '@/application/catalogue/view-product.use-case';
import { requestDetailsAhead } from '@/presentation/pages/product-details/request-details-ahead';
import { createAppStore } from '@/presentation/store/app-store';
import { detailRequestedAhead } from '@/presentation/store/products/products.slice';
import { useCases } from '../../support/fake-resolver';
import { aProduct } from '../../support/cart-fixtures';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';
import { fakeResolver, testConfig } from '../support/render-with-providers';

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const latte = aProduct({ queryId: 'latte', name: 'Latte' });
const mocha = aProduct({ queryId: 'mocha', name: 'Mocha' });
const detailsOf = (productQueryId: string) => `/products/details/store-aalto/ALL/ALL/21/${productQueryId}/1`;

/** The catalogue's product reads, counted. */
function countedProducts() {
  const catalog = new InMemoryProductCatalog(store, [], [latte, mocha]);
  const asked: string[] = [];
  const viewProduct: ViewProduct = (productQueryId) => {
    asked.push(productQueryId);
    return createViewProduct({ productCatalog: catalog })(productQueryId);
  };
  return { asked, overrides: [[useCases.viewProduct, viewProduct]] as const };
}

describe("The details page's product requested at start-up, beside the sign-in", () => {
  it('shows the product requested before the page was drawn, without asking again', async () => {
    const { asked, overrides } = countedProducts();
    await renderCatalog(detailsOf('latte'), {
      store,
      products: [latte, mocha],
      overrides,
      beforeFirstRender: (appStore) => void appStore.dispatch(detailRequestedAhead('latte')),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Latte' })).toBeInTheDocument();
    expect(asked).toEqual(['latte']);
  });

  it('asks for the page’s own product when another one was requested ahead', async () => {
    const { asked, overrides } = countedProducts();
    await renderCatalog(detailsOf('mocha'), {
      store,
      products: [latte, mocha],
      overrides,
      beforeFirstRender: (appStore) => void appStore.dispatch(detailRequestedAhead('latte')),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mocha' })).toBeInTheDocument();
    expect(asked).toEqual(['latte', 'mocha']);
  });

  it("starts the product's request from a details page's address, before any screen", async () => {
    const { asked, overrides } = countedProducts();
    const appStore = createAppStore(fakeResolver([...overrides]));
    requestDetailsAhead(appStore, testConfig(), { pathname: detailsOf('mocha') });

    await waitFor(() => expect(asked).toEqual(['mocha']));
  });

  it.each([
    ['another page', '/products/product-list/store-aalto/ALL/ALL/21', {}],
    ['a site switched off', detailsOf('latte'), { siteDisabled: true }],
    ['transport mode', detailsOf('latte'), { transportMode: true }],
  ])('sends nothing ahead on %s', async (_case, pathname, config) => {
    const { asked, overrides } = countedProducts();
    const appStore = createAppStore(fakeResolver([...overrides]));
    expect(requestDetailsAhead(appStore, testConfig(config), { pathname })).toBeNull();
    // Long enough for the page's code to load had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(asked).toEqual([]);
  });
});
