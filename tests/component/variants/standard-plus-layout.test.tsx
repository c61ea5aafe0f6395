import { screen, within } from '@testing-library/react';
import { aProduct } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderListing } from './variants-test-kit';

const longDescription =
  'Slow-roasted pulled oats with smoked paprika, pickled red onion, coriander and lime mayonnaise in a brioche bun.';
const burger = aProduct({ queryId: 'oat-burger', name: 'Oat burger', description: longDescription });
const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto', description: 'Coffee and pastries by the sea' });
const listAll = '/products/product-list/store-aalto/ALL/ALL/21';

/** The picture's place in the row: its zoom button fills it. */
function picture() {
  return screen.getByRole('button', { name: 'Enlarge the picture of Oat burger' }).parentElement;
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('STANDARD_PLUS layout on the product list', () => {
  it('shows large product cards: the picture across the card and the whole description, with no fold', async () => {
    await renderListing(listAll, { store, products: [burger], config: { layout: 'STANDARD_PLUS' } });
    const row = await screen.findByRole('article', { name: 'Oat burger' });
    expect(within(row).getByText(longDescription)).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(row).toHaveStyle({ gridTemplateColumns: '1fr' });
    expect(picture()).toHaveStyle({ width: '100%', height: 'auto' });
  });

  it("shows the store's description under its name in the header", async () => {
    await renderListing(listAll, { store, products: [burger], config: { layout: 'STANDARD_PLUS' } });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Kahvila Aalto' })).closest('header');
    expect(within(header!).getByText('Coffee and pastries by the sea')).toBeInTheDocument();
  });

  it.each(['STANDARD', 'PROMINENT'])('%s keeps the compact rows with the folded description', async (layout) => {
    await renderListing(listAll, { store, products: [burger], config: { layout } });
    const row = await screen.findByRole('article', { name: 'Oat burger' });
    expect(within(row).getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveStyle({ gridTemplateColumns: '96px 1fr' });
    expect(picture()).toHaveStyle({ width: '96px', height: '96px' });
    const header = screen.getByRole('heading', { level: 1, name: 'Kahvila Aalto' }).closest('header');
    expect(within(header!).queryByText('Coffee and pastries by the sea')).not.toBeInTheDocument();
  });
});
