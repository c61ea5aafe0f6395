import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { featureTokens, type DependencyResolver } from '@/application/tokens';
import { startWhenLoaded } from '../../di/start-when-loaded';
import type { RootState } from '../app-store';
import { cartChanged, cartRequested, cartStorageFailed } from './cart.slice';

/**
 * Loads the cart and follows the saved cart live (another tab's changes too) until the returned function
 * is called. A plain thunk rather than an async one: it hands back the way to stop, not a payload.
 */
export function cartWatchStarted(): ThunkAction<() => void, RootState, DependencyResolver, UnknownAction> {
  return (dispatch, _getState, resolver) => {
    void dispatch(cartRequested());
    const storageFailed = () => void dispatch(cartStorageFailed());
    // A cart whose code cannot load is a cart whose storage failed.
    return startWhenLoaded(
      () => resolver.feature(featureTokens.cart),
      (cart) => cart.cartChanges.subscribe({ cartChanged: (saved) => dispatch(cartChanged(saved)), storageFailed }),
      storageFailed,
    );
  };
}
