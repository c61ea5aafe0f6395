import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from './cart-test-kit';

const otherStoreProduct = aProduct({
  queryId: 'pizza',
  name: 'Pizza',
  price: 1200,
  priceAfterDiscount: 1200,
  store: aProductStore({ queryId: 'napoli', name: 'Pizzeria Napoli', merchantAddressId: 'address-napoli' }),
});

function cartWithPizza(quantity = 2): LiveInMemoryCart {
  return new LiveInMemoryCart(
    cartOf(cartStoreOf(otherStoreProduct.store), [cartLineFor(otherStoreProduct, noSelection, quantity)]),
  );
}

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const listAll = '/products/product-list/store-aalto/ALL/ALL/21';

describe('Cart conflict', () => {
  it("asks what to do when the cart holds another store's products; nothing changes yet", async () => {
    const user = userEvent.setup();
    const cart = cartWithPizza();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const row = await screen.findByRole('article', { name: 'Latte' });
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "You've already got items in your cart, please complete your first order or clear your cart to add new items.",
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'Proceed to Cart', 'Clear Cart and Add New Item']);
    expect(cart.cart.lines.map((line) => line.productQueryId)).toEqual(['pizza']);
  });

  it('"Clear Cart and Add New Item" empties the cart and adds this product only', async () => {
    const user = userEvent.setup();
    const cart = cartWithPizza();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const row = await screen.findByRole('article', { name: 'Latte' });
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Clear Cart and Add New Item' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const counter = await within(row).findByRole('group', { name: 'Quantity of Latte' });
    expect(within(counter).getByRole('status')).toHaveTextContent('1');
    expect(cart.cart.store?.queryId).toBe('store-aalto');
    expect(cart.cart.lines.map((line) => [line.productQueryId, line.quantity])).toEqual([['latte', 1]]);
    expect(screen.getByRole('region', { name: 'Your cart' })).toHaveTextContent('1 item');
  });

  it('"Proceed to Cart" goes to the cart summary and keeps the cart', async () => {
    const user = userEvent.setup();
    const cart = cartWithPizza();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const row = await screen.findByRole('article', { name: 'Latte' });
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Cart' }));

    expect(await screen.findByRole('heading', { name: 'Cart summary stand-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/cart-summary');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.cart.lines.map((line) => [line.productQueryId, line.quantity])).toEqual([['pizza', 2]]);
  });

  it('closes on Escape without changing the cart, and keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    const cart = cartWithPizza();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const add = within(await screen.findByRole('article', { name: 'Latte' })).getByRole('button', {
      name: 'Add Latte to cart',
    });
    await user.click(add);
    const dialog = await screen.findByRole('dialog');
    const [close, proceed, clear] = within(dialog).getAllByRole('button');
    expect(close).toHaveFocus();
    await user.tab();
    expect(proceed).toHaveFocus();
    await user.tab();
    expect(clear).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(clear).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(cart.cart.lines.map((line) => line.productQueryId)).toEqual(['pizza']);
  });
});

describe('Live cart and checkout bar', () => {
  it('shows the count and total of the saved cart and links to the cart summary', async () => {
    await renderCatalog(listAll, { store, products: [aProduct()], cart: cartWithPizza(3) });
    const bar = await screen.findByRole('region', { name: 'Your cart' });
    expect(bar).toHaveTextContent('3 items');
    expect(bar).toHaveTextContent('Total € 36,00');
    expect(within(bar).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout/cart-summary',
    );
  });

  it('has no checkout bar while the cart is empty', async () => {
    await renderCatalog(listAll, { store, products: [aProduct()] });
    await screen.findByRole('article', { name: 'Latte' });
    expect(screen.queryByRole('region', { name: 'Your cart' })).not.toBeInTheDocument();
  });

  it("follows another tab's changes without a reload", async () => {
    const cart = new LiveInMemoryCart();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const row = await screen.findByRole('article', { name: 'Latte' });
    const latte = aProduct();
    await act(() => cart.saveFromAnotherTab(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 4)])));

    expect(await within(row).findByRole('group', { name: 'Quantity of Latte' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Your cart' })).toHaveTextContent('4 items');
    expect(screen.getByRole('region', { name: 'Your cart' })).toHaveTextContent('Total € 18,00');
  });

  it('stops listening when the page goes away', async () => {
    const cart = new LiveInMemoryCart();
    const view = await renderCatalog(listAll, { store, products: [aProduct()], cart });
    await screen.findByRole('article', { name: 'Latte' });
    expect(cart.listenerCount).toBe(1);
    view.unmount();
    expect(cart.listenerCount).toBe(0);
  });

  it("says 'IndexedDb Operation failed' once, and the cart keeps working", async () => {
    const user = userEvent.setup();
    const cart = new LiveInMemoryCart();
    await renderCatalog(listAll, { store, products: [aProduct()], cart });
    const row = await screen.findByRole('article', { name: 'Latte' });
    act(() => cart.reportStorageFailure());

    const notice = await screen.findByRole('dialog', { name: 'IndexedDb Operation failed' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => cart.reportStorageFailure());
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    await waitFor(() => expect(within(row).getByRole('group', { name: 'Quantity of Latte' })).toHaveTextContent('1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
