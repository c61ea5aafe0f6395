import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { PrimaryButton } from '../../components/buttons';

/** The server no longer sells these products; closing the notice removes them from the cart. */
export function UnavailableProductsDialog(props: { names: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('checkout.unavailable.title')} onClose={props.onClose}>
      <p>{t('cart.unavailableProducts.message')}</p>
      <ul>
        {props.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <DialogActions>
        <PrimaryButton type="button" onClick={props.onClose}>
          {t('cart.unavailableProducts.close')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
