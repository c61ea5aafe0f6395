import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { allAddresses, selectedAddress } from '@/domain/addresses/address';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { PlaceMap } from '../../components/map/place-map';
import {
  addressChosen,
  addressDialogsClosed,
  mapPickerOpened,
  selectAddressEditing,
} from '../../store/addresses/address-editing.slice';
import { selectAddressesState } from '../../store/addresses/addresses.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton } from '../../components/buttons';
import { AddressOption } from './address-option';
import { useAddressErrorText } from './use-address-error-text';

const Options = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

const Status = styled.p`
  text-align: center;
`;

/** The customer's addresses as radio options (choosing one selects it), with edit, delete and add. */
export function AddressListDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useAddressErrorText();
  const { listStatus, addresses, listError } = useAppSelector(selectAddressesState);
  const { pending, requestError } = useAppSelector(selectAddressEditing);
  const saved = allAddresses(addresses);
  const selected = selectedAddress(addresses);
  return (
    <Dialog
      title={t('addresses.title')}
      onClose={() => dispatch(addressDialogsClosed())}
      closeLabel={t('addresses.close')}
    >
      {listStatus === 'pending' ? <Status role="status">{t('addresses.loading')}</Status> : null}
      {listStatus === 'failed' && listError ? <ErrorMessage>{errorText(listError)}</ErrorMessage> : null}
      {listStatus === 'succeeded' && saved.length === 0 ? <Status>{t('address.empty')}</Status> : null}
      {listStatus === 'succeeded' && saved.length > 0 ? (
        <Options aria-busy={pending === 'select'}>
          <legend>{t('addresses.listLabel')}</legend>
          {saved.map((address) => (
            <AddressOption
              key={address.queryId}
              address={address}
              selected={address.queryId === addresses.selectedAddressId}
              disabled={pending !== null}
              onChoose={() => void dispatch(addressChosen(address))}
            />
          ))}
        </Options>
      ) : null}
      {selected?.coordinates ? (
        <PlaceMap centre={selected.coordinates} label={t('addresses.selectedMapLabel', { title: selected.title })} />
      ) : null}
      {requestError ? <ErrorMessage>{errorText(requestError)}</ErrorMessage> : null}
      <DialogActions>
        <PrimaryButton type="button" onClick={() => dispatch(mapPickerOpened())}>
          {t('addresses.addNew')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
