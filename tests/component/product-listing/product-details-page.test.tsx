import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLineId } from '@/domain/cart/selection';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';
import { testConfig } from '../support/render-with-providers';

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const shirt = aProduct({
  queryId: 'shirt',
  name: 'T-shirt',
  description: 'Organic cotton',
  price: 2500,
  priceAfterDiscount: 2500,
  sizes: [
    { id: 's', name: 'S' },
    { id: 'm', name: 'M' },
  ],
  colors: [
    { id: 'black', name: 'Black' },
    { id: 'white', name: 'White' },
  ],
  variants: [
    {
      id: 'print',
      name: 'Print',
      options: [
        { id: 'logo', name: 'Logo' },
        { id: 'plain', name: 'Plain' },
      ],
    },
  ],
  pictures: [{ thumbUrl: '/media/shirt-thumb.jpg', originalUrl: '/media/shirt.jpg' }],
});
const detailsPath = '/products/details/store-aalto/drinks/coffee/21/shirt/3?trade_type_id=1';

describe('Product details page', () => {
  it('prices in rupees on a Pakistan host that configured no symbol, as the spec asks', async () => {
    await renderCatalog(detailsPath, { store, products: [shirt], config: testConfig({ host: 'PAKISTAN' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'T-shirt' })).toBeInTheDocument();
    expect(screen.getByText('PKR 25,00')).toBeInTheDocument();
  });

  it('says it is loading, then shows the product with its picture, description and price', async () => {
    await renderCatalog(detailsPath, { store, products: [shirt] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product....');
    expect(await screen.findByRole('heading', { level: 1, name: 'T-shirt' })).toBeInTheDocument();
    expect(screen.getByText('Organic cotton')).toBeInTheDocument();
    expect(screen.getByText('€ 25,00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'T-shirt' })).toHaveAttribute('src', '/media/shirt.jpg');
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/products/product-list/store-aalto/drinks/coffee/21?trade_type_id=1&page=3',
    );
  });

  it("shows the server's message when the product cannot be read", async () => {
    await renderCatalog('/products/details/store-aalto/ALL/ALL/21/gone/1', { store, products: [shirt] });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such product');
  });

  it('keeps Add to cart disabled until a size, a colour and every variant are chosen, then adds that selection', async () => {
    const user = userEvent.setup();
    const view = await renderCatalog(detailsPath, { store, products: [shirt] });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(screen.getByText('Choose a size · Choose a colour · Choose Print')).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'M' }));
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('radio', { name: 'Black' }));
    expect(add).toBeDisabled();
    expect(screen.getByText('Choose Print')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Print' })).getByRole('radio', { name: 'Logo' }));
    expect(add).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of T-shirt' }));
    await user.click(add);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(view.cart.cart.lines).toHaveLength(1);
    expect(view.cart.cart.lines[0]).toMatchObject({
      lineId: cartLineId('shirt', { sizeId: 'm', colorId: 'black', variantOptionIds: ['logo'] }),
      quantity: 2,
      selection: { sizeId: 'm', colorId: 'black', variantOptionIds: ['logo'] },
    });
    const bar = screen.getByRole('region', { name: 'Your cart' });
    expect(bar).toHaveTextContent('2 items');
    expect(within(bar).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout/cart-summary?trade_type_id=1',
    );
  });

  it('lets the arrow keys move between the options of a group', async () => {
    const user = userEvent.setup();
    await renderCatalog(detailsPath, { store, products: [shirt] });
    const small = await screen.findByRole('radio', { name: 'S' });
    await user.click(small);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
  });

  it('stops at the units left with the spec text', async () => {
    const user = userEvent.setup();
    const lastTwo = aProduct({ queryId: 'cap', name: 'Cap', unlimited: false, availableQuantity: 2 });
    await renderCatalog('/products/details/store-aalto/ALL/ALL/21/cap/1', { store, products: [lastTwo] });
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Cap' });
    await user.click(increase);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(increase);
    expect(screen.getByRole('alert')).toHaveTextContent('Selected Product exceeds the total remaining units');
    expect(screen.getByRole('group', { name: 'Quantity of Cap' })).toHaveTextContent('2');
  });

  it("tells the domain's refusal: a closed merchant", async () => {
    const user = userEvent.setup();
    const closed = aProduct({ queryId: 'cap', name: 'Cap', store: aProductStore({ isOpen: false }) });
    await renderCatalog('/products/details/store-aalto/ALL/ALL/21/cap/1', { store, products: [closed] });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Merchant is closed, please try again later');
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('offers no add for a product out of stock', async () => {
    const soldOut = aProduct({ queryId: 'cap', name: 'Cap', unlimited: true, unlimitedOutOfStock: true });
    await renderCatalog('/products/details/store-aalto/ALL/ALL/21/cap/1', { store, products: [soldOut] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    await renderCatalog(detailsPath, { store, products: [shirt] }, 'fi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lisää ostoskoriin' })).toBeDisabled());
    expect(screen.getByText('Valitse koko · Valitse väri · Valitse Print')).toBeInTheDocument();
  });
});
