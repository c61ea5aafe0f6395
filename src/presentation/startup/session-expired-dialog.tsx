import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../components/dialog/dialog';
import { sessionExpiredMessageKey } from '../i18n/message-keys/session-message-keys';
import { useAppDispatch } from '../store/hooks';
import { expiredNoticeDismissed } from '../store/session/session.slice';
import { StartupButton } from './startup-styles';

/** Tells the customer why they were signed out, whichever screen's request found the session expired. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(expiredNoticeDismissed());
  return (
    <Dialog title={t(sessionExpiredMessageKey)} closeLabel={t('startup.close')} onClose={dismiss}>
      <p>{t('startup.sessionEndedBody')}</p>
      <DialogActions>
        <StartupButton type="button" onClick={dismiss}>
          {t('startup.ok')}
        </StartupButton>
      </DialogActions>
    </Dialog>
  );
}
