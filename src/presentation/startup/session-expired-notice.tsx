import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseTokens } from '@/application/tokens';
import { Dialog, DialogActions } from '../components/dialog/dialog';
import { useDependency } from '../di/dependency-context';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { expiredNoticeDismissed, selectExpiredNotice, sessionExpired } from '../store/session/session.slice';
import { StartupButton } from './startup-styles';

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

/** Tells the customer why they were signed out, whichever screen's request found the session expired. */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectExpiredNotice);
  if (!shown) return null;
  const dismiss = () => dispatch(expiredNoticeDismissed());
  return (
    <Dialog title={t('session.expired')} closeLabel={t('startup.close')} onClose={dismiss}>
      <p>{t('startup.sessionEndedBody')}</p>
      <DialogActions>
        <StartupButton type="button" onClick={dismiss}>
          {t('startup.ok')}
        </StartupButton>
      </DialogActions>
    </Dialog>
  );
}
