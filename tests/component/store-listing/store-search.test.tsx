import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { storeSearchLength } from '@/domain/catalogue/store-search';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { browseStoresAnswering, deferred, ListingRoutes, searchStoresAnswering } from './listing-test-kit';

const listed: StorePage = {
  stores: [aStore({ queryId: 'aalto', name: 'Kahvila Aalto' }), aStore({ queryId: 'napoli', name: 'Pizzeria Napoli' })],
  page: 1,
  totalStores: 2,
};

/** Stores the loaded page does not hold: only the server's search can have found them. */
const pizzaPlaces: StorePage = {
  stores: [
    aStore({ queryId: 'kamppi', name: 'Pizza Kamppi 2' }),
    aStore({ queryId: 'vallila', name: 'Pizza Vallila' }),
  ],
  page: 1,
  totalStores: 2,
};

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

function listingWith(searchAnswer: Parameters<typeof searchStoresAnswering>[0]) {
  const browsing = browseStoresAnswering(async () => listed);
  const searching = searchStoresAnswering(searchAnswer);
  const resolver = fakeResolver([
    [useCases.browseStores, browsing.browse],
    [useCases.searchStores, searching.search],
  ]);
  return { resolver, browsed: browsing.requests, searched: searching.requests };
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Store listing: search on the server', () => {
  it('accepts letters, digits and spaces and ignores a change with a symbol', async () => {
    const { resolver } = listingWith(async () => pizzaPlaces);
    // No pause between the keys: on a busy machine a real one could outlast the search's pause.
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ListingRoutes />, { resolver });
    const field = await screen.findByRole('searchbox', { name: 'Search stores' });

    await user.type(field, 'Piz#za 2!');
    expect(field).toHaveValue('Pizza 2');
    await user.type(field, '<Ä>');
    expect(field).toHaveValue('Pizza 2Ä');
  });

  it('stops at the longest search the server answers', async () => {
    const { resolver } = listingWith(async () => pizzaPlaces);
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ListingRoutes />, { resolver });
    const field = await screen.findByRole('searchbox', { name: 'Search stores' });

    await user.type(field, 'a'.repeat(storeSearchLength + 5));
    expect(field).toHaveValue('a'.repeat(storeSearchLength));
  });

  it('searches once typing pauses, on page 1 of the industry, and keeps the search in the address', async () => {
    const { resolver, searched } = listingWith(async () => pizzaPlaces);
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?industryId=22&page=2' });
    await screen.findByRole('article', { name: 'Kahvila Aalto' });

    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'pizz');
    // Nothing is asked while the customer is still typing.
    expect(searched).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?industryId=22&page=2$/);

    expect(await screen.findByText(/^\/products\?industryId=22&search=pizz$/)).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Pizza Vallila' });
    expect(searched).toEqual([{ industryId: 22, page: 1, search: 'pizz' }]);
    expect(cardNames()).toEqual(['Pizza Kamppi 2', 'Pizza Vallila']);
  });

  it('shows the loading state while the search runs', async () => {
    const answer = deferred<StorePage>();
    const { resolver } = listingWith(() => answer.promise);
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=pizza' });

    expect(await screen.findByText('Loading Shops....')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(async () => answer.resolve(pizzaPlaces));
    expect(cardNames()).toEqual(['Pizza Kamppi 2', 'Pizza Vallila']);
    expect(screen.queryByText('Loading Shops....')).not.toBeInTheDocument();
  });

  it('says No Stores Found when the search finds nothing', async () => {
    const { resolver, browsed } = listingWith(async () => ({ stores: [], page: 1, totalStores: 0 }));
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=sushi' });
    expect(await screen.findByText('No Stores Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /page/i })).not.toBeInTheDocument();
    expect(browsed).toEqual([]);
  });

  it("shows the server's message in red when the search fails", async () => {
    const { resolver } = listingWith(() => Promise.reject({ code: 'SERVER_ERROR', message: 'Search is down' }));
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=pizza' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down');
    expect(screen.queryByText('Loading Shops....')).not.toBeInTheDocument();
  });

  it('pages the result 50 stores at a time and keeps search and page in the address', async () => {
    const { resolver, searched } = listingWith(async (request) => ({
      ...pizzaPlaces,
      page: request.page ?? 1,
      totalStores: 120,
    }));
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=pizza' });
    await screen.findByRole('article', { name: 'Pizza Vallila' });

    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=pizza&page=2$/);
    expect(searched.at(-1)).toEqual({ industryId: 21, page: 2, search: 'pizza' });
  });

  it('shows the newest search when an older answer arrives last', async () => {
    const answers = new Map([
      ['pi', deferred<StorePage>()],
      ['pizza', deferred<StorePage>()],
    ]);
    const { resolver, searched } = listingWith((request) => answers.get(request.search)?.promise ?? Promise.reject());
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=pi' });
    const field = await screen.findByRole('searchbox', { name: 'Search stores' });

    await user.type(field, 'zza');
    await screen.findByText(/^\/products\?search=pizza$/);
    expect(searched.map((request) => request.search)).toEqual(['pi', 'pizza']);

    await act(async () => answers.get('pizza')?.resolve(pizzaPlaces));
    await act(async () =>
      answers.get('pi')?.resolve({ stores: [aStore({ queryId: 'old', name: 'Pita Place' })], page: 1, totalStores: 1 }),
    );
    expect(cardNames()).toEqual(['Pizza Kamppi 2', 'Pizza Vallila']);
  });

  it('lists the industry again once the search is cleared', async () => {
    const { resolver, browsed } = listingWith(async () => pizzaPlaces);
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, { resolver, route: '/products?search=pizza' });
    await screen.findByRole('article', { name: 'Pizza Vallila' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search stores' }));

    expect(await screen.findByText(/^\/products$/)).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Kahvila Aalto' });
    expect(browsed).toEqual([{ industryId: 21, page: 1 }]);
    expect(cardNames()).toEqual(['Kahvila Aalto', 'Pizzeria Napoli']);
  });

  it('keeps letters typed after a search went out when its address comes back', async () => {
    const { resolver } = listingWith(async () => pizzaPlaces);
    await renderWithProviders(<ListingRoutes />, { resolver });
    const field = await screen.findByRole('searchbox', { name: 'Search stores' });
    jest.useFakeTimers();
    try {
      fireEvent.change(field, { target: { value: 'pizz' } });
      // The pause ends and the search goes out; the customer types on before its address has rendered.
      jest.advanceTimersByTime(300);
      fireEvent.change(field, { target: { value: 'pizza' } });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?search=pizz$/);
      expect(field).toHaveValue('pizza');
      act(() => jest.advanceTimersByTime(300));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText(/^\/\?search=pizza$/)).toBeInTheDocument();
    expect(field).toHaveValue('pizza');
  });
});
