import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@/domain/addresses/address';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { deleteCancelled, deleteConfirmed, selectAddressEditing } from '../../store/addresses/address-editing.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { useAddressErrorText } from './use-address-error-text';

/** Asks before a saved address is deleted; Cancel and Escape go back to the list. */
export function DeleteAddressDialog(props: { readonly address: SavedAddress }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useAddressErrorText();
  const { pending, requestError } = useAppSelector(selectAddressEditing);
  const cancel = () => dispatch(deleteCancelled());
  return (
    <Dialog title={t('addresses.deleteDialog.title')} onClose={cancel} closeLabel={t('addresses.close')}>
      <p>{t('addresses.deleteDialog.question', { title: props.address.title })}</p>
      {requestError ? <ErrorMessage>{errorText(requestError)}</ErrorMessage> : null}
      <DialogActions>
        <SecondaryButton type="button" onClick={cancel}>
          {t('addresses.deleteDialog.cancel')}
        </SecondaryButton>
        <PrimaryButton
          type="button"
          disabled={pending === 'delete'}
          aria-busy={pending === 'delete'}
          onClick={() => void dispatch(deleteConfirmed(props.address))}
        >
          {t('addresses.deleteDialog.confirm')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
