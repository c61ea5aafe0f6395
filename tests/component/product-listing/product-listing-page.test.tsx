import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createViewStore } from '@/application/catalogue/view-store.use-case';
import { useCases } from '../../support/fake-resolver';
import type { Category } from '@/domain/catalogue/category';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { aProduct } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';

const store = aStore({
  queryId: 'store-aalto',
  name: 'Kahvila Aalto',
  description: 'Coffee and pastries by the sea',
  logoUrl: '/media/aalto-logo.png',
  industries: ['Restaurants', 'Cafes'],
  minimumOrder: 1000,
  deliveryTime: { days: 0, hours: 0, minutes: 30 },
  preparationTime: { days: 0, hours: 0, minutes: 15 },
  coordinates: { lat: 60.17, long: 24.94 },
  openingSlots: [
    { day: 'tuesday', startTime: '08:00', endTime: '16:00' },
    { day: 'Mon', startTime: '09:00', endTime: '17:00' },
  ],
});

const drinks: Category = {
  id: 'drinks',
  name: 'Drinks',
  pictureUrl: null,
  subCategories: [
    { id: 'coffee', name: 'Coffee' },
    { id: 'tea', name: 'Tea' },
  ],
};
const food: Category = { id: 'food', name: 'Food', pictureUrl: null, subCategories: [{ id: 'buns', name: 'Buns' }] };

const latte = aProduct({ queryId: 'latte', name: 'Latte', categoryId: 'drinks', subCategoryId: 'coffee' });
const greenTea = aProduct({ queryId: 'green-tea', name: 'Green tea', categoryId: 'drinks', subCategoryId: 'tea' });
const bun = aProduct({ queryId: 'bun', name: 'Cinnamon bun', categoryId: 'food', subCategoryId: 'buns' });

const listPath = (category: string, sub: string, query = '') =>
  `/products/product-list/store-aalto/${category}/${sub}/21${query}`;

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Store product listing page', () => {
  it('shows six skeleton rows with "Loading Products...." on the third while products load', async () => {
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [latte], holdProducts: true });
    const rows = await screen.findAllByTestId('product-skeleton');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveTextContent('Loading Products....');
    expect(rows[0]).toHaveTextContent('');
  });

  it("holds the store header's place while the store loads, and gives it to the header when it arrives", async () => {
    let releaseStore = () => undefined as void;
    const storeHeld = new Promise<void>((resolve) => {
      releaseStore = resolve;
    });
    const viewStore = createViewStore({ productCatalog: new InMemoryProductCatalog(store, [drinks, food], [latte]) });
    await renderCatalog(listPath('ALL', 'ALL'), {
      store,
      categories: [drinks, food],
      products: [latte],
      overrides: [[useCases.viewStore, (queryId: string) => storeHeld.then(() => viewStore(queryId))]],
    });
    expect(await screen.findByTestId('store-header-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => releaseStore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kahvila Aalto' })).toBeInTheDocument();
    expect(screen.queryByTestId('store-header-placeholder')).not.toBeInTheDocument();
  });

  it('says "No Data Found" when the store has no products', async () => {
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [] });
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it("shows the server's message in red when the products cannot be loaded", async () => {
    const view = await renderCatalog(listPath('ALL', 'ALL'), { store, products: [latte], holdProducts: true });
    await screen.findAllByTestId('product-skeleton');
    view.catalog.failWith = { code: 'SERVER_ERROR', message: 'Catalogue is down' };
    await act(async () => view.catalog.releaseProducts());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Catalogue is down');
    expect(alert).toHaveStyle({ color: '#c62828' });
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it('shows the merchant header: name, industries, minimum in euros (no symbol configured, an international host), delivery time, status', async () => {
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [latte] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kahvila Aalto' })).toBeInTheDocument();
    expect(screen.getByText('Restaurants, Cafes')).toBeInTheDocument();
    expect(screen.getByText('€ 10,00 Minimum')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kahvila Aalto logo' })).toHaveAttribute('src', '/media/aalto-logo.png');
    expect(screen.getByRole('img', { name: 'Kahvila Aalto banner' })).toHaveAttribute('src', '/media/aalto.svg');
  });

  it('opens the info dialog with description, minimum, time, status, open days and the map; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderCatalog(listPath('ALL', 'ALL'), { store: { ...store, isOpen: false }, products: [latte] });
    const infoButton = await screen.findByRole('button', { name: 'About Kahvila Aalto' });
    await user.click(infoButton);

    const dialog = screen.getByRole('dialog', { name: 'Kahvila Aalto' });
    expect(within(dialog).getByText('Coffee and pastries by the sea')).toBeInTheDocument();
    expect(within(dialog).getByText('€ 10,00 Minimum')).toBeInTheDocument();
    expect(within(dialog).getByText('45 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Closed')).toHaveStyle({ color: '#c62828' });
    const days = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(days).toEqual(['Monday: 09:00–17:00', 'Tuesday: 08:00–16:00']);
    expect(within(dialog).getByText('Available days').closest('details')).toHaveAttribute('open');
    expect(within(dialog).getByRole('img', { name: 'Map of Kahvila Aalto at 60.17, 24.94' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(infoButton).toHaveFocus();
  });

  it('shows an open store in green in the info dialog', async () => {
    const user = userEvent.setup();
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [latte] });
    await user.click(await screen.findByRole('button', { name: 'About Kahvila Aalto' }));
    expect(within(screen.getByRole('dialog')).getByText('Open')).toHaveStyle({ color: '#2e7d32' });
  });

  it('hides the category chips when the store has one category, and the sub-category chips with one sub-category', async () => {
    await renderCatalog(listPath('food', 'buns'), { store, categories: [food], products: [bun] });
    await screen.findByRole('article', { name: 'Cinnamon bun' });
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sub-categories' })).not.toBeInTheDocument();
  });

  it('offers ALL first and every category, and the sub-categories of a category with several', async () => {
    await renderCatalog(listPath('drinks', 'coffee'), { store, categories: [drinks, food], products: [latte] });
    const categories = await screen.findByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['ALL', 'Drinks', 'Food']);
    expect(within(categories).getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');
    const subs = screen.getByRole('group', { name: 'Sub-categories' });
    expect(
      within(subs)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Coffee', 'Tea']);
    expect(within(subs).getByRole('button', { name: 'Coffee' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists every product under ALL/ALL with a heading per sub-category', async () => {
    const view = await renderCatalog(listPath('ALL', 'ALL'), {
      store,
      categories: [drinks, food],
      products: [latte, greenTea, bun],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Coffee' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Coffee',
      'Tea',
      'Buns',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Tea' })).getByRole('article', { name: 'Green tea' }),
    ).toBeVisible();
    expect(view.catalog.queries.at(-1)).toEqual({ storeQueryId: 'store-aalto', page: 1, pageSize: 100 });
  });

  it('turns -1/-1 into the first category and its first sub-category', async () => {
    const view = await renderCatalog(listPath('-1', '-1', '?trade_type_id=1'), {
      store,
      categories: [drinks, food],
      products: [latte, greenTea, bun],
    });
    await waitFor(() => expect(location()).toBe(listPath('drinks', 'coffee', '?trade_type_id=1')));
    await screen.findByRole('article', { name: 'Latte' });
    expect(screen.queryByRole('article', { name: 'Green tea' })).not.toBeInTheDocument();
    expect(view.catalog.queries).toEqual([
      { storeQueryId: 'store-aalto', page: 1, pageSize: 100, categoryId: 'drinks', subCategoryId: 'coffee' },
    ]);
  });

  it('turns a -1 sub-category into the first sub-category of the named category', async () => {
    await renderCatalog(listPath('food', '-1'), { store, categories: [drinks, food], products: [latte, bun] });
    await waitFor(() => expect(location()).toBe(listPath('food', 'buns')));
  });

  it('goes to a category with its first sub-category, and back to ALL/ALL, scrolling to 350 px', async () => {
    const user = userEvent.setup();
    await renderCatalog(listPath('ALL', 'ALL', '?page=2'), {
      store,
      categories: [drinks, food],
      products: [latte, greenTea, bun],
    });
    await user.click(await screen.findByRole('button', { name: 'Drinks' }));
    expect(location()).toBe(listPath('drinks', 'coffee'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'smooth' });
    await user.click(await screen.findByRole('button', { name: 'Tea' }));
    expect(location()).toBe(listPath('drinks', 'tea'));
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ALL' }));
    expect(location()).toBe(listPath('ALL', 'ALL'));
  });

  it('pages 100 products at a time and keeps the page in the address', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 230 }, (_, index) =>
      aProduct({ queryId: `p${index + 1}`, name: `Product ${index + 1}` }),
    );
    const view = await renderCatalog(listPath('ALL', 'ALL'), { store, products: many });
    expect(await screen.findAllByRole('article')).toHaveLength(100);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe(listPath('ALL', 'ALL', '?page=3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByRole('article', { name: 'Product 201' })).toBeInTheDocument();
    expect(view.catalog.queries.at(-1)).toMatchObject({ page: 3, pageSize: 100 });
  });

  it('has no pager when one page holds everything', async () => {
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [latte] });
    await screen.findByRole('article', { name: 'Latte' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('sends the store entry into the product list with ALL/ALL', async () => {
    await renderCatalog('/products/store/store-aalto/21?trade_type_id=1', { store, products: [latte] });
    await waitFor(() => expect(location()).toBe(listPath('ALL', 'ALL', '?trade_type_id=1')));
    expect(await screen.findByRole('article', { name: 'Latte' })).toBeInTheDocument();
  });

  it('centres the server message when the store cannot be read', async () => {
    const view = await renderCatalog(listPath('ALL', 'ALL'), { store, products: [] });
    view.unmount();
    const failing = await renderCatalog('/products/product-list/no-such-store/ALL/ALL/21', { store, products: [] });
    expect(await screen.findByText('No such store')).toHaveStyle({ textAlign: 'center' });
    failing.unmount();
  });

  it('speaks Finnish', async () => {
    await renderCatalog(listPath('ALL', 'ALL'), { store, products: [] }, 'fi');
    expect(await screen.findByText('Tietoja ei löytynyt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tietoa: Kahvila Aalto' })).toBeInTheDocument();
    expect(screen.getByText('Avoinna')).toBeInTheDocument();
  });
});
