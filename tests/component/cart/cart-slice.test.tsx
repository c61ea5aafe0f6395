import { createCartFeature } from '@/app/features/cart.wiring';
import { featureTokens } from '@/application/tokens';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { createAppStore } from '@/presentation/store/app-store';
import {
  cartClearedAndProductAdded,
  cartRequested,
  cartStorageFailed,
  conflictDismissed,
  productAddedToCart,
  quantityChanged,
  selectCartState,
  storageNoticeDismissed,
} from '@/presentation/store/cart/cart.slice';
import { selectCartItemCount, selectCartTotal } from '@/presentation/store/cart/cart.selectors';
import { cartWatchStarted } from '@/presentation/store/cart/watch-cart';
import { aProduct, aProductStore } from '../../support/cart-fixtures';
import { fakeResolver, loaded } from '../../support/fake-resolver';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
// For its structuredClone stand-in: jsdom has none, and the in-memory cart clones.
import './cart-test-kit';

function storeOver(cart: LiveInMemoryCart) {
  return createAppStore(fakeResolver([[featureTokens.cart, loaded(createCartFeature({ cartRepository: cart }))]]));
}

const latte = aProduct();
const pizza = aProduct({ queryId: 'pizza', name: 'Pizza', store: aProductStore({ queryId: 'napoli' }) });

describe('cart slice', () => {
  it('loads the saved cart and counts its units and total', async () => {
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 3)]));
    const store = storeOver(cart);
    await store.dispatch(cartRequested());
    expect(selectCartState(store.getState()).loaded).toBe(true);
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(selectCartTotal(store.getState())).toBe(1350);
  });

  it('marks a product pending while its add runs, and clears the mark after', async () => {
    const store = storeOver(new LiveInMemoryCart());
    const adding = store.dispatch(productAddedToCart({ product: latte, quantity: 1 }));
    expect(selectCartState(store.getState()).pendingProductIds).toEqual(['latte']);
    await adding;
    expect(selectCartState(store.getState()).pendingProductIds).toEqual([]);
    expect(selectCartState(store.getState()).cart.lines.map((line) => line.quantity)).toEqual([1]);
  });

  it('keeps the refused add as the conflict, and carries it out on "Clear Cart and Add New Item"', async () => {
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(pizza.store), [cartLineFor(pizza, noSelection, 1)]));
    const store = storeOver(cart);
    await store.dispatch(productAddedToCart({ product: latte, quantity: 2 }));
    const conflict = selectCartState(store.getState()).conflict;
    expect(conflict?.product.queryId).toBe('latte');
    expect(conflict?.quantity).toBe(2);

    await store.dispatch(cartClearedAndProductAdded(conflict ?? { product: latte, quantity: 2 }));
    expect(selectCartState(store.getState()).conflict).toBeNull();
    expect(cart.cart.lines.map((line) => [line.productQueryId, line.quantity])).toEqual([['latte', 2]]);
  });

  it('forgets the conflict when the customer proceeds to the cart instead', async () => {
    const cart = new LiveInMemoryCart(cartOf(cartStoreOf(pizza.store), [cartLineFor(pizza, noSelection, 1)]));
    const store = storeOver(cart);
    await store.dispatch(productAddedToCart({ product: latte, quantity: 1 }));
    store.dispatch(conflictDismissed());
    expect(selectCartState(store.getState()).conflict).toBeNull();
    expect(cart.cart.lines.map((line) => line.productQueryId)).toEqual(['pizza']);
  });

  it('keeps a refusal beside its product', async () => {
    const lastOne = aProduct({ unlimited: false, availableQuantity: 1 });
    const store = storeOver(new LiveInMemoryCart());
    await store.dispatch(productAddedToCart({ product: lastOne, quantity: 1 }));
    const [line] = selectCartState(store.getState()).cart.lines;
    await store.dispatch(quantityChanged({ productQueryId: 'latte', lineId: line?.lineId ?? '', quantity: 2 }));
    expect(selectCartState(store.getState()).refusal).toEqual({
      productQueryId: 'latte',
      reason: 'EXCEEDS_REMAINING_UNITS',
    });
  });

  it('shows the storage notice once: after dismissal a second failure stays quiet', () => {
    const store = storeOver(new LiveInMemoryCart());
    store.dispatch(cartStorageFailed());
    expect(selectCartState(store.getState()).storageNotice).toBe('showing');
    store.dispatch(storageNoticeDismissed());
    store.dispatch(cartStorageFailed());
    expect(selectCartState(store.getState()).storageNotice).toBe('dismissed');
  });

  it('follows the live feed until stopped', async () => {
    const cart = new LiveInMemoryCart();
    const store = storeOver(cart);
    const stop = store.dispatch(cartWatchStarted());
    await cart.saveFromAnotherTab(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 5)]));
    expect(selectCartItemCount(store.getState())).toBe(5);
    stop();
    await cart.saveFromAnotherTab(cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]));
    expect(selectCartItemCount(store.getState())).toBe(5);
  });
});
