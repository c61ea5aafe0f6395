import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';

/** Asks before a line leaves the cart. */
export function DeleteLineDialog(props: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('checkout.lines.deleteTitle')} onClose={props.onCancel} closeLabel={t('checkout.voucher.close')}>
      <p>{t('cart.deleteLine.message')}</p>
      <p>
        <strong>{props.name}</strong>
      </p>
      <DialogActions>
        <SecondaryButton type="button" onClick={props.onCancel}>
          {t('cart.deleteLine.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={props.onConfirm}>
          {t('cart.deleteLine.confirm')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
