import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCaseTokens, type DependencyResolver } from '@/application/tokens';
import type { RootState } from '../app-store';
import { cartChanged, cartRequested, cartStorageFailed } from './cart.slice';

/**
 * Loads the cart and follows the saved cart live (another tab's changes too) until the returned function
 * is called. A plain thunk rather than an async one: it hands back the way to stop, not a payload.
 */
export function cartWatchStarted(): ThunkAction<() => void, RootState, DependencyResolver, UnknownAction> {
  return (dispatch, _getState, resolver) => {
    void dispatch(cartRequested());
    return resolver.resolve(useCaseTokens.cartChanges).subscribe({
      cartChanged: (cart) => dispatch(cartChanged(cart)),
      storageFailed: () => dispatch(cartStorageFailed()),
    });
  };
}
