import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestProductsRequest } from '@/application/catalogue/suggest-products.use-case';
import type { Category } from '@/domain/catalogue/category';
import { useCases } from '../../support/fake-resolver';
import { aProduct } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
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
const teaBun = aProduct({ queryId: 'tea-bun', name: 'Tea bun', categoryId: 'food', subCategoryId: 'buns' });
const world = { store, categories: [drinks, food], products: [latte, greenTea, teaBun] };

const listAll = '/products/product-list/store-aalto/ALL/ALL/21';

/** A type-ahead that offers the names it is given for any text, and remembers what it was asked. */
function suggestionsOf(names: readonly string[]) {
  const asked: SuggestProductsRequest[] = [];
  const suggestProducts = async (request: SuggestProductsRequest) => {
    asked.push(request);
    return names;
  };
  return { asked, override: [useCases.suggestProducts, suggestProducts] as const };
}

async function openSearch(
  user: ReturnType<typeof userEvent.setup>,
  opener = 'Search products',
  field = "Search this store's products",
) {
  await user.click(await screen.findByRole('button', { name: opener }));
  return screen.findByRole('combobox', { name: field });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("A store's product search row", () => {
  it('is hidden until its button opens it', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world);
    await screen.findByRole('article', { name: 'Latte' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const field = await openSearch(user);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it("lists the store's products whose names hold the text, as one grid without category header rows", async () => {
    const user = userEvent.setup();
    const view = await renderCatalog(listAll, world);
    // The store's own listing introduces its sections with header rows.
    expect(await screen.findByRole('region', { name: 'Tea' })).toBeInTheDocument();
    await user.type(await openSearch(user), 'TEA{Enter}');

    const results = await screen.findByLabelText('Products matching “TEA”');
    expect(
      within(results)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Green tea', 'Tea bun']);
    expect(screen.queryByRole('article', { name: 'Latte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
    expect(view.catalog.queries.at(-1)).toEqual({ storeQueryId: 'store-aalto', page: 1, pageSize: 100, name: 'TEA' });
  });

  it('says "No Data Found" when nothing matches', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world);
    await user.type(await openSearch(user), 'pizza{Enter}');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('brings the listing back when the field is cleared, and when the row is closed', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world);
    const field = await openSearch(user);
    await user.type(field, 'latte{Enter}');
    await screen.findByLabelText('Products matching “latte”');
    await user.clear(field);
    expect(screen.queryByLabelText('Products matching “latte”')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tea bun' })).toBeInTheDocument();

    await user.type(field, 'latte{Enter}');
    await screen.findByLabelText('Products matching “latte”');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tea bun' })).toBeInTheDocument();
  });

  it('clears the searched products when another category is chosen', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world);
    await user.type(await openSearch(user), 'latte{Enter}');
    await screen.findByLabelText('Products matching “latte”');
    await user.click(screen.getByRole('button', { name: 'Food' }));
    expect(await screen.findByRole('article', { name: 'Tea bun' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Products matching “latte”')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "Search this store's products" })).toHaveValue('');
  });

  it('takes letters, digits and spaces only', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world);
    const field = await openSearch(user);
    await user.type(field, 'te#a!');
    expect(field).toHaveValue('tea');
  });

  it("offers the store's product names as the customer types, and a picked name is searched at once", async () => {
    const user = userEvent.setup();
    const suggestions = suggestionsOf(['Green tea']);
    await renderCatalog(listAll, { ...world, overrides: [suggestions.override] });
    const field = await openSearch(user);
    await user.type(field, 'gre');
    const offered = screen.getByTestId('product-suggestions');
    await waitFor(() => expect(within(offered).getByRole('option', { hidden: true })).toHaveValue('Green tea'));
    expect(field).toHaveAttribute('list', offered.id);
    expect(suggestions.asked.at(-1)).toEqual({ storeQueryId: 'store-aalto', search: 'gre' });

    // Picking an offered name fills the field with it, as a browser's list does.
    fireEvent.change(field, { target: { value: 'Green tea' } });
    const results = await screen.findByLabelText('Products matching “Green tea”');
    expect(
      within(results)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Green tea']);
  });

  it('adds a found product to the cart', async () => {
    const user = userEvent.setup();
    const view = await renderCatalog(listAll, world);
    await user.type(await openSearch(user), 'green{Enter}');
    const results = await screen.findByLabelText('Products matching “green”');
    await user.click(within(results).getByRole('button', { name: 'Add Green tea to cart' }));
    await waitFor(() =>
      expect(view.cart.cart.lines.map((line) => [line.productQueryId, line.quantity])).toEqual([['green-tea', 1]]),
    );
  });

  it('speaks Finnish', async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, world, 'fi');
    const field = await openSearch(user, 'Hae tuotteita', 'Hae tämän kaupan tuotteita');
    await user.type(field, 'latte{Enter}');
    expect(await screen.findByLabelText('Tuotteet haulla ”latte”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sulje haku' })).toBeInTheDocument();
  });
});
