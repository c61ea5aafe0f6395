import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { browseStoresAnswering, deferred, ListingRoutes } from './listing-test-kit';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function scrollWindow(top: number): void {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const pageOf = (page: number): StorePage => ({
  stores: [aStore({ queryId: `s-${page}`, name: `Store on page ${page}` })],
  page,
  totalStores: 60,
});

describe('Store listing: back and forward', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    scrollWindow(0);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('going back from a store returns the listing to where it was scrolled once its stores are back', async () => {
    // Answers at once until the test holds them, to see the listing before its stores are back.
    let hold = false;
    const held: Array<ReturnType<typeof deferred<StorePage>>> = [];
    const { browse } = browseStoresAnswering((request) => {
      if (!hold) return Promise.resolve(pageOf(request.page ?? 1));
      const answer = deferred<StorePage>();
      held.push(answer);
      return answer.promise;
    });
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ListingRoutes />
        <BackButton />
      </>,
      { resolver: fakeResolver([[useCases.browseStores, browse]]), route: '/products' },
    );
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }),
    );
    await screen.findByRole('article', { name: 'Store on page 2' });
    scrollWindow(820);
    await user.click(screen.getByRole('link', { name: 'Store on page 2' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    scrollWindow(0);
    jest.mocked(window.scrollTo).mockClear();
    hold = true;

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Loading Shops....')).toBeInTheDocument();

    await act(async () => held.at(-1)?.resolve(pageOf(2)));
    await screen.findByRole('article', { name: 'Store on page 2' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 820, behavior: 'auto' }));
  });
});
