import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchByStoreCategoryId } from '@/domain/catalogue/category-header';
import type { Category } from '@/domain/catalogue/category';
import { ProductGrid } from '@/presentation/pages/product-listing/product-grid';
import { aProduct } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderWithProviders } from '../support/render-with-providers';
import { catalogResolver, renderListing } from './variants-test-kit';

const drinks: Category = {
  id: 'drinks',
  name: 'Drinks',
  pictureUrl: null,
  subCategories: [
    { id: 'coffee', name: 'Coffee' },
    { id: 'tea', name: 'Tea' },
  ],
};
const buns: Category = { id: 'buns', name: 'Buns', pictureUrl: null, subCategories: [{ id: 'buns', name: 'Buns' }] };

const latte = aProduct({ queryId: 'latte', name: 'Latte', categoryId: 'drinks', subCategoryId: 'coffee' });
const greenTea = aProduct({ queryId: 'green-tea', name: 'Green tea', categoryId: 'drinks', subCategoryId: 'tea' });
const bun = aProduct({ queryId: 'bun', name: 'Cinnamon bun', categoryId: 'buns', subCategoryId: 'buns' });
const stray = aProduct({ queryId: 'stray', name: 'Mystery box', categoryId: 'gone', subCategoryId: 'gone' });
const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });

const listPath = (category: string, sub: string, query = '') =>
  `/products/product-list/store-aalto/${category}/${sub}/21${query}`;

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Category header row', () => {
  it('opens each section of the ALL list with its title, its category and a link to that listing', async () => {
    await renderListing(listPath('ALL', 'ALL', '?trade_type_id=1'), {
      store,
      categories: [drinks, buns],
      products: [latte, greenTea, bun],
    });
    const coffee = await screen.findByRole('region', { name: 'Coffee' });
    expect(within(coffee).getByRole('heading', { level: 2 })).toHaveTextContent(/^Coffee$/);
    expect(within(coffee).getByText('Drinks')).toBeInTheDocument();
    const link = within(coffee).getByRole('link', { name: 'View all in Coffee' });
    expect(link).toHaveTextContent('View all');
    expect(link).toHaveAttribute('href', listPath('drinks', 'coffee', '?trade_type_id=1'));
    expect(screen.getAllByRole('link', { name: /^View all in / }).map((each) => each.getAttribute('href'))).toEqual([
      listPath('drinks', 'coffee', '?trade_type_id=1'),
      listPath('drinks', 'tea', '?trade_type_id=1'),
      listPath('buns', 'buns', '?trade_type_id=1'),
    ]);
  });

  it('leaves the name out when the category is called like the section', async () => {
    await renderListing(listPath('ALL', 'ALL'), { store, categories: [drinks, buns], products: [latte, bun] });
    const section = await screen.findByRole('region', { name: 'Buns' });
    expect(within(section).getAllByText('Buns')).toHaveLength(1);
  });

  it('goes to the listing of that category by keyboard', async () => {
    const user = userEvent.setup();
    await renderListing(listPath('ALL', 'ALL'), {
      store,
      categories: [drinks, buns],
      products: [latte, greenTea, bun],
    });
    const link = await screen.findByRole('link', { name: 'View all in Tea' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe(listPath('drinks', 'tea'));
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Latte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View all in / })).not.toBeInTheDocument();
  });

  it('gives a section the menu does not know a title but no link', async () => {
    await renderListing(listPath('ALL', 'ALL'), { store, categories: [drinks], products: [latte, stray] });
    const other = await screen.findByRole('region', { name: 'Other products' });
    expect(within(other).getByRole('heading', { level: 2, name: 'Other products' })).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown when the page holds one section only', async () => {
    await renderListing(listPath('drinks', 'coffee'), { store, categories: [drinks, buns], products: [latte] });
    await screen.findByRole('article', { name: 'Latte' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('is hidden for the search-by-store category', async () => {
    const { resolver } = catalogResolver({});
    const place = {
      storeQueryId: 'store-aalto',
      categoryId: searchByStoreCategoryId,
      subCategoryId: 'ALL',
      industryId: '21',
    };
    await renderWithProviders(
      <ProductGrid products={[latte, greenTea, bun]} categories={[drinks, buns]} place={place} page={1} />,
      { resolver },
    );
    const grid = screen.getByLabelText('Products');
    expect(
      within(grid)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Latte', 'Green tea', 'Cinnamon bun']);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    await renderListing(listPath('ALL', 'ALL'), {
      store,
      categories: [drinks, buns],
      products: [latte, bun],
      language: 'fi',
    });
    const link = await screen.findByRole('link', { name: 'Näytä kaikki: Coffee' });
    expect(link).toHaveTextContent('Näytä kaikki');
  });
});
