import { Suspense, useEffect } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../di/dependency-context';
import { startWhenLoaded } from '../di/start-when-loaded';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectExpiredNotice, sessionExpired } from '../store/session/session.slice';
import { lazyFirstScreen } from '../i18n/lazy-with-texts';

// The dialog (and the dialog component) are fetched only when a session has ended; its texts are the first screen's.
const SessionExpiredDialog = lazyFirstScreen(() =>
  import(/* webpackChunkName: "session-expired" */ './session-expired-dialog').then((module) => ({
    default: module.SessionExpiredDialog,
  })),
);

/** Hands the session events of the request layer (an expired session was renewed) to the store. */
export function SessionEventsListener() {
  const loadSession = useFeatureLoader(featureTokens.session);
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      startWhenLoaded(loadSession, ({ sessionEvents }) =>
        sessionEvents.subscribe((event) => {
          if (event.type === 'EXPIRED') dispatch(sessionExpired(event.session));
        }),
      ),
    [loadSession, dispatch],
  );
  return null;
}

/** Shows why the customer was signed out, whichever screen's request found the session expired. */
export function SessionExpiredNotice() {
  const shown = useAppSelector(selectExpiredNotice);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
