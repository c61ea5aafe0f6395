import { screen } from '@testing-library/react';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { appInfoResolver, ShellRoutes } from './navigation-test-kit';

async function landingOf(route: string, config = testConfig()) {
  await renderWithProviders(<ShellRoutes />, { resolver: appInfoResolver('1.0.0'), route, config });
  return (await screen.findByTestId('location')).textContent;
}

describe('/home', () => {
  it('goes to the store listing of the retail trade type', async () => {
    expect(await landingOf('/home')).toBe('/products?trade_type_id=1');
  });

  it('keeps the trade type it was given', async () => {
    expect(await landingOf('/home?trade_type_id=4')).toBe('/products?trade_type_id=4');
  });

  it('goes to the transport start page in transport mode', async () => {
    expect(await landingOf('/home', testConfig({ transportMode: true }))).toBe('/transport/transport-start-journey');
  });

  it("goes to the single merchant's product list in single-merchant mode", async () => {
    expect(await landingOf('/home?trade_type_id=4', testConfig({ singleMerchantQueryId: 'kahvila-aalto' }))).toBe(
      '/products/product-list/kahvila-aalto/ALL/ALL/3?trade_type_id=4',
    );
  });
});
