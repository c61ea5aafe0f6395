import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { DependencyResolver } from '@/application/tokens';
import { storesSlice } from './stores/stores.slice';
import { appInfoSlice } from './app-info/app-info.slice';
import { sessionSlice } from './session/session.slice';
import { addressesSlice } from './addresses/addresses.slice';
import { accountMenuSlice } from './accounts/account-menu.slice';

/**
 * The slices of screens that `/` does not show (cart, products, checkout, orders, the account forms). Each slice module adds
 * itself here (`declare module '../app-store'`) and injects its reducer into the root reducer when it is
 * loaded, that is with the first screen that imports it; until then its selectors answer its initial state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging.
export interface LazyLoadedSlices {}

/** What the first screen and the app shell need; the rest is injected with the screens that use it. */
export const rootReducer = combineSlices(
  storesSlice,
  appInfoSlice,
  sessionSlice,
  addressesSlice,
  accountMenuSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The Redux store; thunks reach use cases through the resolver passed as the thunk's extra argument. */
export function createAppStore(resolver: DependencyResolver, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: resolver } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
