import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddToCart, AddToCartRequest } from '@/application/cart/add-to-cart.use-case';
import { createCartFeature } from '@/app/features/cart.wiring';
import { useCases } from '../../support/fake-resolver';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { paintWaitLimitMs } from '@/presentation/startup/after-next-paint';
import { deliveryLocationChosen } from '@/presentation/store/stores/stores.slice';
import { renderCatalog } from '../cart/cart-test-kit';

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const listAll = '/products/product-list/store-aalto/ALL/ALL/21';

async function rowOf(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

describe('Product row', () => {
  it('shows the discounted price with the original struck through and the promotion tag', async () => {
    const vendace = aProduct({
      queryId: 'vendace',
      name: 'Fried vendace',
      price: 1690,
      priceAfterDiscount: 1521,
      promotion: { nature: 'discount', amount: 10 },
    });
    await renderCatalog(listAll, { store, products: [vendace] });
    const row = await rowOf('Fried vendace');
    expect(within(row).getByText('€ 15,21')).toBeInTheDocument();
    const original = within(row).getByText('€ 16,90');
    expect(original.tagName).toBe('DEL');
    expect(original).toHaveAccessibleName('Original price € 16,90');
    expect(within(row).getByText('10% OFF')).toBeInTheDocument();
  });

  it('shows a flat promotion as an amount off, and one price without a promotion', async () => {
    const flat = aProduct({
      queryId: 'flat',
      name: 'Bun',
      price: 500,
      priceAfterDiscount: 300,
      promotion: { nature: 'flat', amount: 200 },
    });
    const plain = aProduct({ queryId: 'plain', name: 'Tea', price: 350, priceAfterDiscount: 350 });
    await renderCatalog(listAll, { store, products: [flat, plain] });
    expect(within(await rowOf('Bun')).getByText('€ 2,00 OFF')).toBeInTheDocument();
    const tea = await rowOf('Tea');
    expect(within(tea).getByText('€ 3,50')).toBeInTheDocument();
    expect(tea.querySelector('del')).toBeNull();
  });

  it('covers an out-of-stock product and offers no way to add it', async () => {
    const soup = aProduct({ queryId: 'soup', name: 'Soup', unlimited: false, availableQuantity: 0 });
    await renderCatalog(listAll, { store, products: [soup] });
    const row = await rowOf('Soup');
    expect(within(row).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Add Soup to cart' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('group', { name: 'Quantity of Soup' })).not.toBeInTheDocument();
  });

  it('adds a product, then shows its counter; minus at 1 takes it out again', async () => {
    const user = userEvent.setup();
    const view = await renderCatalog(listAll, { store, products: [aProduct()] });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));

    const counter = await within(row).findByRole('group', { name: 'Quantity of Latte' });
    expect(within(counter).getByRole('status')).toHaveTextContent('1');
    expect(view.cart.cart.lines.map((line) => [line.productQueryId, line.quantity])).toEqual([['latte', 1]]);

    await user.click(within(counter).getByRole('button', { name: 'Increase quantity of Latte' }));
    await waitFor(() => expect(within(counter).getByRole('status')).toHaveTextContent('2'));
    await user.click(within(counter).getByRole('button', { name: 'Decrease quantity of Latte' }));
    // The counter waits, disabled, while a change is stored: the next press comes once it shows the new quantity.
    await waitFor(() => expect(within(counter).getByRole('status')).toHaveTextContent('1'));
    await user.click(within(row).getByRole('button', { name: 'Decrease quantity of Latte' }));
    expect(await within(row).findByRole('button', { name: 'Add Latte to cart' })).toBeInTheDocument();
    expect(view.cart.cart.lines).toEqual([]);
  });

  it('blocks the add button and then the counter with a skeleton while an add is pending', async () => {
    const user = userEvent.setup();
    const cart = new LiveInMemoryCart();
    const realAdd = createCartFeature({ cartRepository: cart }).addToCart;
    const held: Array<() => void> = [];
    const calls: AddToCartRequest[] = [];
    const slowAdd: AddToCart = async (request) => {
      calls.push(request);
      await new Promise<void>((release) => held.push(release));
      return realAdd(request);
    };
    // The add starts once the pending state is painted: wait for it to be under way, then let it finish.
    const release = async () => {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      await act(async () => held.splice(0).forEach((go) => go()));
    };
    await renderCatalog(listAll, {
      store,
      cart,
      products: [aProduct(), aProduct({ queryId: 'tea', name: 'Tea' })],
      overrides: [[useCases.addToCart, slowAdd]],
    });
    const row = await rowOf('Latte');
    const add = within(row).getByRole('button', { name: 'Add Latte to cart' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(within(add).getByTestId('counter-skeleton')).toBeInTheDocument();
    await user.click(add);
    // The add starts once its pending state is painted (at most paintWaitLimitMs later); a second one never does.
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, paintWaitLimitMs)));
    expect(calls).toHaveLength(1);
    expect(within(await rowOf('Tea')).getByRole('button', { name: 'Add Tea to cart' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await release();

    const counter = await within(row).findByRole('group', { name: 'Quantity of Latte' });
    await user.click(within(counter).getByRole('button', { name: 'Increase quantity of Latte' }));
    expect(counter).toHaveAttribute('aria-busy', 'true');
    expect(within(counter).getByTestId('counter-skeleton')).toBeInTheDocument();
    expect(within(counter).getByRole('button', { name: 'Increase quantity of Latte' })).toBeDisabled();
    expect(within(counter).getByRole('button', { name: 'Decrease quantity of Latte' })).toBeDisabled();
    await release();
    await waitFor(() => expect(within(counter).getByRole('status')).toHaveTextContent('2'));
    expect(calls.map((call) => call.quantity)).toEqual([1, 2]);
  });

  it('says "Selected Product exceeds the total remaining units" past the units left', async () => {
    const user = userEvent.setup();
    const lastTwo = aProduct({ unlimited: false, availableQuantity: 2 });
    const view = await renderCatalog(listAll, { store, products: [lastTwo] });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    const increase = await within(row).findByRole('button', { name: 'Increase quantity of Latte' });
    await user.click(increase);
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('2'));
    await user.click(increase);

    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Selected Product exceeds the total remaining units',
    );
    expect(within(row).getByRole('status')).toHaveTextContent('2');
    expect(view.cart.cart.lines[0]?.quantity).toBe(2);
  });

  it('refuses a closed merchant with the spec text', async () => {
    const user = userEvent.setup();
    const closed = aProduct({ store: aProductStore({ isOpen: false }) });
    await renderCatalog(listAll, { store, products: [closed] });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Merchant is closed, please try again later');
  });

  it('refuses a store whose staff paused new orders, saying until when', async () => {
    const user = userEvent.setup();
    const until = Date.parse('2026-11-29T16:40:00Z');
    const paused = aProduct({ store: aProductStore({ orderHold: { reason: 'ORDERS_PAUSED', until } }) });
    const view = await renderCatalog(listAll, { store, products: [paused] });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(until);
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      `The store has paused new orders until ${time}. Please order again then.`,
    );
    expect(view.cart.cart.lines).toEqual([]);
  });

  it('refuses at once a store that does not deliver to the chosen address, and puts nothing in the cart', async () => {
    const user = userEvent.setup();
    // A store in central Helsinki delivering 5 km around it; the address is in Tampere.
    const nearby = aProduct({ store: aProductStore({ serviceAreaRadiusKm: 5 }) });
    const view = await renderCatalog(listAll, {
      store,
      products: [nearby],
      beforeFirstRender: (appStore) =>
        void appStore.dispatch(
          deliveryLocationChosen({ description: 'Hämeenkatu 1, Tampere', coordinates: { lat: 61.4978, long: 23.761 } }),
        ),
    });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Sorry, the store is not delivering in your area');
    expect(view.cart.cart.lines).toEqual([]);
  });

  it('adds a product of a store that delivers to the chosen address', async () => {
    const user = userEvent.setup();
    const nearby = aProduct({ store: aProductStore({ serviceAreaRadiusKm: 5 }) });
    const view = await renderCatalog(listAll, {
      store,
      products: [nearby],
      beforeFirstRender: (appStore) =>
        void appStore.dispatch(
          deliveryLocationChosen({ description: 'Kamppi, Helsinki', coordinates: { lat: 60.1688, long: 24.9316 } }),
        ),
    });
    const row = await rowOf('Latte');
    await user.click(within(row).getByRole('button', { name: 'Add Latte to cart' }));
    await waitFor(() => expect(view.cart.cart.lines).toHaveLength(1));
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a product with sizes to its details page through "Show more"', async () => {
    const shirt = aProduct({ queryId: 'shirt', name: 'T-shirt', sizes: [{ id: 's', name: 'S' }] });
    await renderCatalog(listAll, { store, products: [shirt] });
    const row = await rowOf('T-shirt');
    expect(within(row).getByRole('link', { name: 'Show more of T-shirt' })).toHaveAttribute(
      'href',
      '/products/details/store-aalto/ALL/ALL/21/shirt/1',
    );
    expect(within(row).queryByRole('button', { name: 'Add T-shirt to cart' })).not.toBeInTheDocument();
  });

  it('zooms the picture in a dialog that Escape closes, giving focus back', async () => {
    const user = userEvent.setup();
    const latte = aProduct({
      pictures: [
        { thumbUrl: '/media/latte-thumb.jpg', originalUrl: '/media/latte.jpg' },
        { thumbUrl: '/media/latte-2-thumb.jpg', originalUrl: '/media/latte-2.jpg' },
      ],
    });
    await renderCatalog(listAll, { store, products: [latte] });
    const row = await rowOf('Latte');
    expect(within(row).getByRole('img', { name: 'Latte' })).toHaveAttribute('src', '/media/latte-thumb.jpg');
    const zoom = within(row).getByRole('button', { name: 'Enlarge the picture of Latte' });
    await user.click(zoom);

    const dialog = screen.getByRole('dialog', { name: 'Latte' });
    expect(within(dialog).getByRole('img', { name: 'Latte' })).toHaveAttribute('src', '/media/latte.jpg');
    expect(within(dialog).getByRole('img', { name: 'Latte, another picture' })).toHaveAttribute(
      'src',
      '/media/latte-2.jpg',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
  });

  it('folds a long description until "Read more" opens it', async () => {
    const user = userEvent.setup();
    const long = 'Slow-roasted single-origin beans, steamed oat milk and a hint of cardamom, served in a big cup.';
    await renderCatalog(listAll, { store, products: [aProduct({ description: long })] });
    const row = await rowOf('Latte');
    const toggle = within(row).getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(row).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByText(long)).toBeInTheDocument();
  });
});
