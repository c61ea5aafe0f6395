import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Coordinates } from '@/domain/catalogue/store';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { PlaceMap } from '../../components/map/place-map';
import { useStorefrontConfig } from '../../config/config-context';
import { mapPickerClosed, pointConfirmed, selectAddressEditing } from '../../store/addresses/address-editing.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { AddressSearchField } from './address-search-field';
import { coordinateTexts, parsedCoordinate } from '../../format/coordinate-text';
import { TextField } from './text-field';
import { useAddressErrorText } from './use-address-error-text';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

/**
 * Where the new address is: search it by name (Google's or the host's Photon geocoder), click the map (when there
 * is a real one), type latitude and longitude, or take the host's map centre. Confirming opens the address form prefilled by the geocoder.
 */
export function MapPickerDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useAddressErrorText();
  const { pending, requestError } = useAppSelector(selectAddressEditing);
  const { mapCentre } = useStorefrontConfig();
  const [texts, setTexts] = useState(() => coordinateTexts(mapCentre));
  const [showErrors, setShowErrors] = useState(false);
  const latId = useId();
  const longId = useId();
  const lat = parsedCoordinate(texts.lat, 90);
  const long = parsedCoordinate(texts.long, 180);
  const point: Coordinates | null = lat !== null && long !== null ? { lat, long } : null;
  const moveTo = (next: Coordinates) => {
    setTexts(coordinateTexts(next));
    setShowErrors(false);
  };
  const confirm = () => {
    if (point === null) {
      setShowErrors(true);
      return;
    }
    void dispatch(pointConfirmed(point));
  };
  return (
    <Dialog
      title={t('addresses.map.title')}
      onClose={() => dispatch(mapPickerClosed())}
      closeLabel={t('addresses.back')}
    >
      <AddressSearchField onFound={moveTo} />
      <PlaceMap centre={point ?? mapCentre} label={t('addresses.map.label')} onPick={moveTo} />
      <Fields>
        <TextField
          id={latId}
          label={t('addresses.map.latitude')}
          inputMode="decimal"
          value={texts.lat}
          onChange={(value) => setTexts({ ...texts, lat: value })}
          error={showErrors && lat === null ? t('addresses.map.invalidLatitude') : null}
        />
        <TextField
          id={longId}
          label={t('addresses.map.longitude')}
          inputMode="decimal"
          value={texts.long}
          onChange={(value) => setTexts({ ...texts, long: value })}
          error={showErrors && long === null ? t('addresses.map.invalidLongitude') : null}
        />
      </Fields>
      {pending === 'pick' ? <p role="status">{t('addresses.map.locating')}</p> : null}
      {requestError ? <ErrorMessage>{errorText(requestError)}</ErrorMessage> : null}
      <DialogActions>
        <SecondaryButton type="button" onClick={() => moveTo(mapCentre)}>
          {t('addresses.map.useDefaultCentre')}
        </SecondaryButton>
        <PrimaryButton type="button" disabled={pending === 'pick'} onClick={confirm}>
          {t('addresses.map.confirm')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
