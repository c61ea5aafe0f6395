import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddToCart } from '@/application/cart/add-to-cart.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { createCartFeature } from '@/app/features/cart.wiring';
import { useCases } from '../../support/fake-resolver';
import { aProduct } from '../../support/cart-fixtures';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from './cart-test-kit';

// Issue 28, row 11 (storefront.md §8): "Cart update error: server message in red under the checkout bar".
const latte = aProduct({ queryId: 'latte', name: 'Latte' });
const listPath = '/products/product-list/store-aalto/ALL/ALL/21';

/**
 * The cart's counters add through AddToCart; this one fails outright once, as storage that throws would, and then
 * works as the wired one does.
 */
function failingOnceAddToCart(message: string, cart: LiveInMemoryCart): AddToCart {
  const { addToCart } = createCartFeature({ cartRepository: cart });
  let failures = 0;
  return async (request) => {
    if (failures++ === 0) throw { code: 'SERVER_ERROR', message };
    return addToCart(request);
  };
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('The checkout bar: a failed cart update', () => {
  it("shows the failure's message in red right under the bar, and clears it on the next change", async () => {
    const user = userEvent.setup();
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]));
    await renderCatalog(listPath, {
      store: aStore({ queryId: 'store-aalto' }),
      products: [latte],
      cart,
      overrides: [[useCases.addToCart, failingOnceAddToCart('The cart could not be saved', cart)]],
    });
    const bar = await screen.findByRole('region', { name: 'Your cart' });
    const row = screen.getByRole('article', { name: 'Latte' });
    await user.click(within(row).getByRole('button', { name: 'Increase quantity of Latte' }));

    const alert = await screen.findByText('The cart could not be saved');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(bar.nextElementSibling).toBe(alert);
    expect(within(bar).getByText('1 item')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Increase quantity of Latte' }));
    expect(await within(bar).findByText('2 items')).toBeInTheDocument();
    expect(screen.queryByText('The cart could not be saved')).not.toBeInTheDocument();
  });

  it('says the catalogue text when the failure carries no message', async () => {
    const user = userEvent.setup();
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]));
    await renderCatalog(listPath, {
      store: aStore({ queryId: 'store-aalto' }),
      products: [latte],
      cart,
      overrides: [[useCases.addToCart, failingOnceAddToCart('', cart)]],
    });
    await screen.findByRole('region', { name: 'Your cart' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Latte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });
});
