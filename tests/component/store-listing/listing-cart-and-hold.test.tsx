import { deserialize, serialize } from 'node:v8';
import { screen, within } from '@testing-library/react';
import { createCartFeature } from '@/app/features/cart.wiring';
import { featureTokens } from '@/application/tokens';
import { cartOf } from '@/domain/cart/cart-changes';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import type { StorePage } from '@/domain/catalogue/store';
import type { Session } from '@/domain/session/session';
import type { Language } from '@/presentation/i18n/i18n';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { loaded, useCases } from '../../support/fake-resolver';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { guestSession } from '../startup/startup-test-kit';
import { browseStoresAnswering, ListingRoutes } from './listing-test-kit';

// jsdom leaves structuredClone out; the in-memory cart clones as the browser's database would.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => deserialize(serialize(value)) as T;
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const until = Date.parse('2026-11-29T16:40:00Z');

const stores: StorePage = {
  stores: [
    aStore({ queryId: 'paused', name: 'Sataman Helmi', orderHold: { reason: 'ORDERS_PAUSED', until } }),
    aStore({ queryId: 'full', name: 'Kallion Keittiö', orderHold: { reason: 'KITCHEN_FULL', until: null } }),
    aStore({ queryId: 'taking', name: 'Kahvila Aalto' }),
  ],
  page: 1,
  totalStores: 3,
};

const latte = aProduct({
  queryId: 'latte',
  name: 'Latte',
  price: 450,
  priceAfterDiscount: 450,
  store: aProductStore(),
});

function renderListing(language: Language, cart: LiveInMemoryCart, session: Session | null) {
  const { browse } = browseStoresAnswering(async () => stores);
  const viewCart = jest.fn(createCartFeature({ cartRepository: cart }).viewCart);
  const resolver = fakeResolver([
    [featureTokens.cart, loaded(createCartFeature({ cartRepository: cart }))],
    [useCases.viewCart, viewCart],
    [useCases.browseStores, browse],
  ]);
  const rendered = renderWithProviders(<ListingRoutes />, {
    resolver,
    language,
    beforeFirstRender: (store) => {
      if (session !== null) store.dispatch(sessionStarted(session));
    },
  });
  return { rendered, viewCart };
}

describe('Store listing: a store not taking orders (issue 26, part 5)', () => {
  it.each([
    ['en', 'Not taking orders until', 'Not taking orders'],
    ['fi', 'Ei ota tilauksia klo', 'Ei ota tilauksia'],
  ] as const)('marks a paused or full store\u2019s card, in %s', async (language, untilWords, forNow) => {
    const { rendered } = renderListing(language, new LiveInMemoryCart(), null);
    await rendered;
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(until);
    const paused = await screen.findByRole('article', { name: 'Sataman Helmi' });
    // The note's code and texts arrive after the card: it is awaited.
    expect(await within(paused).findByRole('note')).toHaveTextContent(`${untilWords} ${time}`);
    const full = screen.getByRole('article', { name: 'Kallion Keittiö' });
    expect(within(full).getByRole('note').textContent).toBe(forNow);
    const taking = screen.getByRole('article', { name: 'Kahvila Aalto' });
    expect(within(taking).queryByRole('note')).not.toBeInTheDocument();
  });

  it('leaves a closed store as closed, without a hold', async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [aStore({ name: 'Kiinni', isOpen: false, orderHold: { reason: 'ORDERS_PAUSED', until } })],
      page: 1,
      totalStores: 1,
    }));
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    const closed = await screen.findByRole('article', { name: 'Kiinni' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('Store listing: the cart as it opens (issue 28, row 10)', () => {
  it.each([
    ['en', 'Your cart', '2 items'],
    ['fi', 'Ostoskorisi', '2 tuotetta'],
  ] as const)(
    'shows a returning visitor\u2019s cart without a store visited first, in %s',
    async (language, label, items) => {
      const cart = new LiveInMemoryCart(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 2)]));
      // A kept session: its sign-in answered nothing about a selected address.
      const { rendered } = renderListing(language, cart, guestSession);
      await rendered;
      const entry = await screen.findByRole('region', { name: label });
      expect(entry).toHaveTextContent(items);
    },
  );

  it('does not load the cart for a first visit\u2019s new guest, who has none yet', async () => {
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 2)]));
    const { rendered, viewCart } = renderListing('en', cart, { ...guestSession, addressSelected: false });
    await rendered;
    await screen.findByRole('article', { name: 'Kahvila Aalto' });
    expect(viewCart).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Your cart' })).not.toBeInTheDocument();
  });
});
