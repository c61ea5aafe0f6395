import { screen } from '@testing-library/react';
import { aProduct } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';

const latte = aProduct({ queryId: 'latte', name: 'Latte' });
const listPath = '/products/product-list/store-aalto/ALL/ALL/21';
const aalto = (overrides: Parameters<typeof aStore>[0]) =>
  aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto', bannerUrl: '/media/aalto.svg', ...overrides });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the store header's banner and delivery fee", () => {
  it("shows the store's own banner and the delivery fee the server states", async () => {
    await renderCatalog(listPath, {
      store: aalto({ merchantBanner: '/media/aalto-page.svg', deliveryFee: 250 }),
      products: [latte],
    });
    expect(await screen.findByRole('img', { name: 'Kahvila Aalto banner' })).toHaveAttribute(
      'src',
      '/media/aalto-page.svg',
    );
    expect(screen.getByText('Delivery € 2,50')).toBeInTheDocument();
  });

  it('reads "Free Delivery" when the delivery fee is 0', async () => {
    await renderCatalog(listPath, { store: aalto({ deliveryFee: 0 }), products: [latte] });
    expect(await screen.findByText('Free Delivery')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kahvila Aalto banner' })).toHaveAttribute('src', '/media/aalto.svg');
  });

  it('states no fee for a store whose backend sends none', async () => {
    await renderCatalog(listPath, { store: aalto({}), products: [latte] });
    await screen.findByRole('heading', { level: 1, name: 'Kahvila Aalto' });
    expect(screen.queryByText(/^Delivery /)).not.toBeInTheDocument();
    expect(screen.queryByText('Free Delivery')).not.toBeInTheDocument();
  });
});
