import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStorefrontConfig } from '../../config/config-context';
import { selectCart, selectCartState } from '../../store/cart/cart.slice';
import { checkoutOpened, selectCheckout, termsDialogOpened } from '../../store/checkout/checkout.slice';
import {
  checkoutNoteRestored,
  checkoutQuoted,
  pushNotificationFailedHandled,
  waitingOrderChecked,
} from '../../store/checkout/checkout.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStoreHeader, storeRequested } from '../../store/products/products.slice';
import { selectIsBusinessUser } from '../../store/session/user-flags';
import { useNetworkOffline } from '../../offline/use-network-offline';
import { cartKeyOf } from './cart-key';

/**
 * What the cart screen does by itself: a fresh checkout on entry (the PROMINENT terms dialog opens at once, and a
 * cash order made offline still waiting is shown), the
 * note the customer was writing for this cart's store, the pushNotificationFailed recovery, the store's details
 * for the minimum and the delivery time, and a new server price whenever the cart changes.
 */
export function useCheckoutEntry(): void {
  const dispatch = useAppDispatch();
  const config = useStorefrontConfig();
  const [searchParams] = useSearchParams();
  const cart = useAppSelector(selectCart);
  const loaded = useAppSelector(selectCartState).loaded;
  const quote = useAppSelector(selectCheckout).quote;
  const storeHeader = useAppSelector(selectStoreHeader);
  const pushFailed = searchParams.get('pushNotificationFailed') === 'true';
  const invoiceQueryId = searchParams.get('invoiceQueryId');
  const merchantQueryId = searchParams.get('merchantQueryId');
  const isBusinessUser = useAppSelector(selectIsBusinessUser);

  useEffect(() => {
    // A business user gets no tip selector, and with it no tip on the invoice (the tip stays 0).
    dispatch(checkoutOpened({ isBusinessUser }));
    if (config.layout === 'PROMINENT') dispatch(termsDialogOpened());
    void dispatch(waitingOrderChecked());
  }, [dispatch, config.layout, isBusinessUser]);

  useEffect(() => {
    if (!pushFailed) return;
    const order = invoiceQueryId && merchantQueryId ? { invoiceQueryId, merchantQueryId } : null;
    void dispatch(pushNotificationFailedHandled(order));
  }, [dispatch, pushFailed, invoiceQueryId, merchantQueryId]);

  const storeQueryId = cart.store?.queryId ?? null;
  const storeKnown = storeHeader.storeQueryId === storeQueryId && storeHeader.status !== 'idle';
  useEffect(() => {
    if (storeQueryId !== null && !storeKnown) void dispatch(storeRequested(storeQueryId));
  }, [dispatch, storeQueryId, storeKnown]);

  const cartKey = cartKeyOf(cart, useAppSelector(selectCheckout).tip.tip);
  const hasLines = cart.lines.length > 0;
  // Asked once the saved cart is read (an unread cart looks empty, which would drop the note), and again when
  // it empties or changes store, which drops it.
  useEffect(() => {
    if (loaded) void dispatch(checkoutNoteRestored());
  }, [dispatch, loaded, storeQueryId, hasLines]);
  useEffect(() => {
    if (!loaded || !hasLines || quote.cartKey === cartKey) return;
    // A new cart object with the same key prices the same, so the key check above keeps it from asking twice.
    void dispatch(checkoutQuoted({ cart, cartKey }));
  }, [dispatch, loaded, hasLines, cart, cartKey, quote.cartKey]);

  // A price asked for without the network is asked again when the network returns; only its return asks again,
  // so a failure while online is not retried in a loop.
  const offline = useNetworkOffline();
  const quoteFailed = quote.status === 'error';
  const retry = useRef({ quoteFailed, loaded, hasLines, cart, cartKey });
  retry.current = { quoteFailed, loaded, hasLines, cart, cartKey };
  useEffect(() => {
    const now = retry.current;
    if (!offline && now.quoteFailed && now.loaded && now.hasLines) {
      void dispatch(checkoutQuoted({ cart: now.cart, cartKey: now.cartKey }));
    }
  }, [dispatch, offline]);
}
