import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import type { Category } from '@/domain/catalogue/category';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { arenaListPath, arenaVenue, counterA, renderListing } from './variants-test-kit';

const grill: Category = {
  id: 'grill',
  name: 'Grill',
  pictureUrl: null,
  subCategories: [{ id: 'burgers', name: 'Burgers' }],
};
const drinks: Category = {
  id: 'drinks',
  name: 'Drinks',
  pictureUrl: null,
  subCategories: [{ id: 'soda', name: 'Soda' }],
};
const venueStore = aProductStore({
  queryId: 'areena-keittio',
  name: 'Areena Keittiö',
  merchantAddressId: 'addr-areena',
});
const burger = aProduct({
  queryId: 'burger',
  name: 'Areena burger',
  categoryId: 'grill',
  subCategoryId: 'burgers',
  store: venueStore,
});
const cola = aProduct({
  queryId: 'cola',
  name: 'Cola',
  categoryId: 'drinks',
  subCategoryId: 'soda',
  store: venueStore,
});

function kitchenBanner() {
  return screen.getByRole('region', { name: 'Kitchen' });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Arena variant on the product list', () => {
  it('shows the kitchen banner with the line saying where the kitchen is', async () => {
    await renderListing(arenaListPath(), { products: [burger], config: { arena: true } });
    await screen.findByRole('article', { name: 'Areena burger' });
    const banner = kitchenBanner();
    expect(within(banner).getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Order from your seat and collect your food at a pickup location.');
    expect(within(banner).getByText('Kitchen location: Nordenskiöldinkatu 11, 00250 Helsinki')).toBeInTheDocument();
  });

  it('lists every food pickup location in the footer, with a picture and its alternative text when there is one', async () => {
    await renderListing(arenaListPath(), { products: [burger], config: { arena: true } });
    const footer = await screen.findByRole('region', { name: 'Food pickup locations' });
    const items = within(footer).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Portti A – Grilli', 'Portti B – Pizza']);
    expect(
      within(footer)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Portti A – Grilli', 'Portti B – Pizza']);
    expect(within(items[0]!).getByText('Lower concourse, next to gate A.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Portti A – Grilli pickup location' })).toHaveAttribute(
      'src',
      '/media/arena/portti-a.svg',
    );
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Lower concourse, next to gate B.')).toBeInTheDocument();
  });

  it('puts the banner after the store header and the footer after the products', async () => {
    await renderListing(arenaListPath(), { products: [burger], config: { arena: true } });
    const product = await screen.findByRole('article', { name: 'Areena burger' });
    const header = screen.getByRole('heading', { level: 1, name: 'Areena Keittiö' });
    const footer = screen.getByRole('region', { name: 'Food pickup locations' });
    const follows = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(header, kitchenBanner())).toBe(true);
    expect(follows(kitchenBanner(), product)).toBe(true);
    expect(follows(product, footer)).toBe(true);
  });

  it('has no footer for a venue without pickup locations, but keeps the kitchen banner', async () => {
    await renderListing(arenaListPath(), {
      store: { ...arenaVenue, pickupLocations: [] },
      products: [burger],
      config: { arena: true },
    });
    await screen.findByRole('article', { name: 'Areena burger' });
    expect(kitchenBanner()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Food pickup locations' })).not.toBeInTheDocument();
  });

  it('speaks of the menu and dishes instead of categories and products', async () => {
    await renderListing(arenaListPath('grill', 'burgers'), {
      categories: [grill, drinks],
      products: [burger, cola],
      config: { arena: true },
    });
    await screen.findByRole('article', { name: 'Areena burger' });
    expect(screen.getByRole('group', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Dishes')).getByRole('article', { name: 'Areena burger' })).toBeInTheDocument();
  });

  it("calls the other store's items those of another kitchen in the cart conflict", async () => {
    const user = userEvent.setup();
    const pizza = aProduct({ queryId: 'pizza', name: 'Pizza', store: aProductStore({ queryId: 'napoli' }) });
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(pizza.store), [cartLineFor(pizza, noSelection, 1)]));
    await renderListing(arenaListPath(), { products: [burger], cart, config: { arena: true } });
    const row = await screen.findByRole('article', { name: 'Areena burger' });
    await user.click(within(row).getByRole('button', { name: 'Add Areena burger to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Items from another kitchen' })).toBeInTheDocument();
  });

  it('shows none of it with the arena flag off, even for a venue with pickup locations', async () => {
    const user = userEvent.setup();
    const pizza = aProduct({ queryId: 'pizza', name: 'Pizza', store: aProductStore({ queryId: 'napoli' }) });
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(pizza.store), [cartLineFor(pizza, noSelection, 1)]));
    await renderListing(arenaListPath('grill', 'burgers'), {
      categories: [grill, drinks],
      products: [burger, cola],
      cart,
    });
    const row = await screen.findByRole('article', { name: 'Areena burger' });
    expect(screen.queryByRole('region', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Kitchen location/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Food pickup locations' })).not.toBeInTheDocument();
    expect(screen.queryByText(counterA.name)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByLabelText('Products')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Add Areena burger to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Items from another store' })).toBeInTheDocument();
  });

  it('speaks Finnish in the arena', async () => {
    await renderListing(arenaListPath('grill', 'burgers'), {
      categories: [grill, drinks],
      products: [burger],
      config: { arena: true },
      language: 'fi',
    });
    await screen.findByRole('article', { name: 'Areena burger' });
    const banner = screen.getByRole('region', { name: 'Keittiö' });
    expect(banner).toHaveTextContent('Tilaa paikaltasi ja nouda ruokasi noutopisteestä.');
    expect(within(banner).getByText('Keittiön sijainti: Nordenskiöldinkatu 11, 00250 Helsinki')).toBeInTheDocument();
    const footer = screen.getByRole('region', { name: 'Ruoan noutopisteet' });
    expect(within(footer).getByRole('img', { name: 'Noutopiste Portti A – Grilli' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ruokalista' })).toBeInTheDocument();
    expect(screen.getByLabelText('Annokset')).toBeInTheDocument();
  });
});
