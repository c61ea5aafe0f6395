import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { deliveryLocationChosen } from '@/presentation/store/stores/stores.slice';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { browseStoresAnswering, ListingRoutes } from './listing-test-kit';

function pageOf(total: number) {
  return async (request: { page?: number }): Promise<StorePage> => ({
    stores: [aStore({ queryId: `s-${request.page ?? 1}`, name: `Store on page ${request.page ?? 1}` })],
    page: request.page ?? 1,
    totalStores: total,
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Store listing: pager', () => {
  it('shows no pager when every store fits on one page of 25', async () => {
    const { browse } = browseStoresAnswering(pageOf(25));
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    await screen.findByRole('article', { name: 'Store on page 1' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages through 26 stores and keeps the page in the address', async () => {
    const { browse, requests } = browseStoresAnswering(pageOf(26));
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      route: '/products?industryId=22',
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    // A new page starts at the top, where its first stores are.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    expect(await screen.findByRole('article', { name: 'Store on page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?industryId=22&page=2$/);
    expect(requests.at(-1)).toEqual({ industryId: 22, page: 2 });
    const after = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(after).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(after).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('article', { name: 'Store on page 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?industryId=22$/);
  });

  it('opens on the page the address names, as back and forward need', async () => {
    const { browse, requests } = browseStoresAnswering(pageOf(130));
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      route: '/products?page=4',
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(requests).toEqual([{ industryId: 21, page: 4 }]);
    expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['‹', '1', '3', '4', '5', '6', '›']);
  });
});

describe('Store listing: closed stores', () => {
  it("says we're closed when stores were found and none is open", async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [aStore({ queryId: 'a', isOpen: false }), aStore({ queryId: 'b', name: 'Sushi Kamome', isOpen: false })],
      page: 1,
      totalStores: 2,
    }));
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We're closed, sorry!There are currently no open stores, come back later.");
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('stays quiet when one store is open', async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [aStore({ queryId: 'a', isOpen: false }), aStore({ queryId: 'b', name: 'Sushi Kamome', isOpen: true })],
      page: 1,
      totalStores: 2,
    }));
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    await screen.findByRole('article', { name: 'Sushi Kamome' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in Finnish too', async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [aStore({ isOpen: false })],
      page: 1,
      totalStores: 1,
    }));
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      language: 'fi',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Olemme kiinni, pahoittelut!Yhtään myymälää ei ole juuri nyt auki, tule myöhemmin uudelleen.',
    );
  });
});

describe('Store listing: cards, delivery area and the Deliver to chip', () => {
  const helsinkiCentre = { lat: 60.1699, long: 24.9384 };
  const page: StorePage = {
    stores: [
      aStore({
        queryId: 'near',
        name: 'Kahvila Aalto',
        coordinates: { lat: 60.1681, long: 24.9459 },
        serviceAreaRadiusKm: 3,
      }),
      aStore({
        queryId: 'tampere',
        name: 'Tampereen Pizzapaja',
        coordinates: { lat: 61.4978, long: 23.761 },
        serviceAreaRadiusKm: 10,
        footerDescription: 'Free delivery in Tampere',
      }),
    ],
    page: 1,
    totalStores: 2,
  };

  it('reads "Not in your delivery area" on stores whose radius misses the selected address', async () => {
    const { browse, requests } = browseStoresAnswering(async () => page);
    const view = await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
    });
    const tampere = await screen.findByRole('article', { name: 'Tampereen Pizzapaja' });
    // Without an address nobody is outside.
    expect(within(tampere).getByText('Free delivery in Tampere')).toBeInTheDocument();
    expect(screen.queryByText('Not in your delivery area')).not.toBeInTheDocument();

    await act(async () => {
      view.store.dispatch(deliveryLocationChosen({ description: 'Kotikatu 1, Kamppi', coordinates: helsinkiCentre }));
    });

    // The address reloads the stores, so the cards are new ones.
    const outside = await screen.findByText('Not in your delivery area');
    expect(outside.closest('article')).toHaveAttribute('aria-label', 'Tampereen Pizzapaja');
    expect(screen.queryByText('Free delivery in Tampere')).not.toBeInTheDocument();
    const aalto = screen.getByRole('article', { name: 'Kahvila Aalto' });
    expect(within(aalto).getByText('Pickup at the counter')).toBeInTheDocument();
    expect(within(aalto).queryByText('Not in your delivery area')).not.toBeInTheDocument();
    // A new address reloads the stores near it.
    expect(requests.at(-1)).toEqual({ industryId: 21, page: 1, near: helsinkiCentre });
    expect(
      screen.getByRole('button', { name: 'Deliver to Kotikatu 1, Kamppi: change the delivery address' }),
    ).toHaveTextContent('Deliver to Kotikatu 1, Kamppi');
  });

  it('shows a neutral chip before an address is chosen, and asks for the address dialog when pressed', async () => {
    const { browse } = browseStoresAnswering(async () => page);
    const opened: string[] = [];
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes onOpenAddresses={() => opened.push('addresses')} />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
    });
    const chip = await screen.findByRole('button', {
      name: 'Deliver to Choose an address: change the delivery address',
    });
    expect(chip).toHaveTextContent('Deliver to Choose an address');
    chip.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['addresses']);
  });

  it("opens the store's products, every category, with the industry and trade type", async () => {
    const { browse } = browseStoresAnswering(async () => page);
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      route: '/products?industryId=22&trade_type_id=4',
    });
    const card = await screen.findByRole('article', { name: 'Kahvila Aalto' });
    const link = within(card).getByRole('link', { name: 'Kahvila Aalto' });
    expect(link).toHaveAttribute('href', '/products/product-list/near/ALL/ALL/22?trade_type_id=4');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/products\/product-list\/near\/ALL\/ALL\/22\?trade_type_id=4$/,
    );
  });

  it('shows the tag, the address and the status as the button text of each store', async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [aStore({ name: 'Sushi Kamome', tag: 'Sushi', addressDescription: 'Bulevardi 5', isOpen: false })],
      page: 1,
      totalStores: 1,
    }));
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    const card = await screen.findByRole('article', { name: 'Sushi Kamome' });
    expect(within(card).getByText('Sushi')).toBeInTheDocument();
    expect(within(card).getByText('Bulevardi 5')).toBeInTheDocument();
    expect(within(card).getByText('Closed')).toBeInTheDocument();
  });
});
