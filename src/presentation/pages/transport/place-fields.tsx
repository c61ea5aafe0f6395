import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { coordinateTexts } from '../../format/coordinate-text';
import type { BookingFieldErrors, PlaceTexts } from './booking-form-schema';
import { PlaceCombobox } from './place-combobox';

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

/**
 * A pickup or drop-off: the rider types a place or street and picks a suggestion, which brings the place's point
 * along (kept in the form, never shown). Typing again forgets the point until the next pick.
 */
export function PlaceFields(props: {
  readonly which: 'pickup' | 'dropoff';
  readonly texts: PlaceTexts;
  readonly errors: BookingFieldErrors;
  readonly onChange: (texts: PlaceTexts) => void;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The point has no field of its own: whatever is wrong with the place is said under its name.
  const error = (['description', 'lat', 'long'] as const)
    .map((field) => props.errors[`${props.which}.${field}`])
    .find((key) => key !== undefined);
  return (
    <Group>
      <legend>{t(`rides.form.${props.which}`)}</legend>
      <PlaceCombobox
        id={`${id}-address`}
        label={t('rides.form.address')}
        listLabel={t(`rides.form.${props.which}Suggestions`)}
        value={props.texts.description}
        error={error ? t(error) : null}
        onType={(description) => props.onChange({ description, lat: '', long: '' })}
        onPick={(place) => props.onChange({ description: place.description, ...coordinateTexts(place) })}
      />
      {props.children}
    </Group>
  );
}
