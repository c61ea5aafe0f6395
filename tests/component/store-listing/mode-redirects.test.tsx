import { screen } from '@testing-library/react';
import { useCases } from '../../support/fake-resolver';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';
import { browseStoresAnswering, ListingRoutes } from './listing-test-kit';

describe('Store listing in the other modes', () => {
  it('sends transport mode to the transport start page without loading stores', async () => {
    const { browse, requests } = browseStoresAnswering(async () => ({ stores: [], page: 1, totalStores: 0 }));
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      config: testConfig({ transportMode: true }),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/transport\/transport-start-journey$/);
    expect(requests).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Stores' })).not.toBeInTheDocument();
  });

  it("sends single-merchant mode to that merchant's products with industry 3", async () => {
    const { browse, requests } = browseStoresAnswering(async () => ({ stores: [], page: 1, totalStores: 0 }));
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      config: testConfig({ singleMerchantQueryId: 'sataman-helmi' }),
      route: '/products?trade_type_id=1',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      /^\/products\/product-list\/sataman-helmi\/ALL\/ALL\/3\?trade_type_id=1$/,
    );
    expect(requests).toEqual([]);
  });
});
