import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextInputField } from '../accounts/text-input-field';
import type { BookingFieldErrors, PlaceTexts } from './booking-form-schema';

const Group = styled.fieldset`
  border: 1px solid rgba(0, 0, 0, 0.15);
  border-radius: 8px;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  legend {
    font-weight: 600;
  }
`;

const Coordinates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** A pickup or drop-off: its address as the driver reads it, and the point it lies at. */
export function PlaceFields(props: {
  readonly which: 'pickup' | 'dropoff';
  readonly texts: PlaceTexts;
  readonly errors: BookingFieldErrors;
  readonly onChange: (texts: PlaceTexts) => void;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorOf = (field: keyof PlaceTexts) => {
    const key = props.errors[`${props.which}.${field}`];
    return key ? t(key) : null;
  };
  return (
    <Group>
      <legend>{t(`rides.form.${props.which}`)}</legend>
      <TextInputField
        id={`${id}-address`}
        label={t('rides.form.address')}
        autoComplete="street-address"
        value={props.texts.description}
        onChange={(description) => props.onChange({ ...props.texts, description })}
        error={errorOf('description')}
      />
      <Coordinates>
        <TextInputField
          id={`${id}-lat`}
          label={t('rides.form.latitude')}
          inputMode="decimal"
          value={props.texts.lat}
          onChange={(lat) => props.onChange({ ...props.texts, lat })}
          error={errorOf('lat')}
        />
        <TextInputField
          id={`${id}-long`}
          label={t('rides.form.longitude')}
          inputMode="decimal"
          value={props.texts.long}
          onChange={(long) => props.onChange({ ...props.texts, long })}
          error={errorOf('long')}
        />
      </Coordinates>
      {props.children}
    </Group>
  );
}
