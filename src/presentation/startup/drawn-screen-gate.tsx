import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  selectSessionError,
  selectSessionStatus,
  selectSignedIn,
  sessionStartRequested,
} from '../store/session/session.slice';
import { whenFirstScreenAlive } from './screen-alive';
import { SignInFailed, SigningIn } from './sign-in-states';

/**
 * The access rule for a first-time visitor on a screen of the public catalogue the server drew (the store listing,
 * a store's products, a product): that screen, already on show as a guest sees it, comes alive before the guest's
 * sign-in, which starts once it has (so the request library arrives after the screen answers input). Any other
 * screen waits for the sign-in as it does without a drawing, and a failed sign-in takes the drawn screen away too.
 */
export function DrawnScreenGate(props: { readonly path: string; readonly children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectSignedIn);
  const error = useAppSelector(selectSessionError);
  const onDrawnScreen = useLocation().pathname === props.path;

  useEffect(() => {
    if (status !== 'idle') return undefined;
    const signIn = () => void dispatch(sessionStartRequested());
    if (!onDrawnScreen) {
      signIn();
      return undefined;
    }
    return whenFirstScreenAlive(signIn);
  }, [dispatch, status, onDrawnScreen]);

  // One element type whether signed in or not yet, so the screen React took over stays mounted through the sign-in.
  if (signedIn || (onDrawnScreen && status !== 'failed')) return <>{props.children}</>;
  if (status === 'failed') return <SignInFailed error={error} onRetry={() => void dispatch(sessionStartRequested())} />;
  return <SigningIn />;
}
