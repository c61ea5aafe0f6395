import { useTranslation } from 'react-i18next';
import { cartReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import { Dialog, DialogActions } from '../dialog/dialog';
import { selectCartState, storageNoticeDismissed } from '../../store/cart/cart.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton } from '../buttons';

/** Told once per visit: the browser's database failed and the cart lives in this tab's memory only. */
export function CartStorageNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { storageNotice } = useAppSelector(selectCartState);
  if (storageNotice !== 'showing') return null;
  const dismiss = () => dispatch(storageNoticeDismissed());
  return (
    <Dialog title={t(cartReasonMessageKeys.STORAGE_FAILED ?? '')} onClose={dismiss}>
      <DialogActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('catalog.ok')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
