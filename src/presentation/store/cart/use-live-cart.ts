import { useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import { cartWatchStarted } from './watch-cart';

/** Keeps the store's cart in step with the saved cart while the screen is shown. */
export function useLiveCart(): void {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(cartWatchStarted()), [dispatch]);
}
