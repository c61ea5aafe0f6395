import { useEffect, type ReactNode } from 'react';
import { useStorefrontConfig } from '../config/config-context';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  selectSessionError,
  selectSessionStatus,
  selectSignedIn,
  sessionStartRequested,
} from '../store/session/session.slice';
import { DrawnScreenGate } from './drawn-screen-gate';
import { SignInFailed, SigningIn } from './sign-in-states';
import { SplashScreen } from './splash-screen';
import { useSplashDone } from './use-splash';

/**
 * The access rule of start-up: the app shows only once the visitor is signed in (a guest counts) and the
 * splash is over. Transport mode is open without a login and signs in its own way. `drawnScreenPath`: the browser
 * takes over a public screen the server drew for a first-time visitor, which comes alive before the sign-in.
 */
export function StartupGate(props: {
  readonly children: ReactNode;
  readonly renderedOnServer: boolean;
  readonly drawnScreenPath?: string | undefined;
}) {
  const config = useStorefrontConfig();
  if (config.transportMode || props.renderedOnServer) return <>{props.children}</>;
  if (props.drawnScreenPath !== undefined)
    return <DrawnScreenGate path={props.drawnScreenPath}>{props.children}</DrawnScreenGate>;
  return <SignedInGate splash={config.splash}>{props.children}</SignedInGate>;
}

function SignedInGate(props: { readonly splash: boolean; readonly children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectSignedIn);
  const error = useAppSelector(selectSessionError);
  const splashDone = useSplashDone(props.splash);

  useEffect(() => {
    if (status === 'idle') void dispatch(sessionStartRequested());
  }, [dispatch, status]);

  if (!splashDone) return <SplashScreen />;
  // A renewal after logout or expiry keeps the screens up; only a visitor with no user waits.
  if (signedIn) return <>{props.children}</>;
  if (status === 'failed') return <SignInFailed error={error} onRetry={() => void dispatch(sessionStartRequested())} />;
  return <SigningIn />;
}
