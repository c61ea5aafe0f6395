import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { DependencyResolver } from '@/application/tokens';
import { storesSlice } from './stores/stores.slice';

const rootReducer = combineReducers({
  [storesSlice.reducerPath]: storesSlice.reducer,
});

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
