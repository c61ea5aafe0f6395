import { Suspense, useEffect } from 'react';
import { useCaseTokens } from '@/application/tokens';
import { useDependency } from '../di/dependency-context';
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
  const feed = useDependency(useCaseTokens.sessionEvents);
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.type === 'EXPIRED') dispatch(sessionExpired(event.session));
      }),
    [feed, dispatch],
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
