import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RidePaymentMethod } from '@/domain/transport/ride-payment';
import { errorIdOf, FieldFrame } from '../../components/fields/field-frame';
import { TextInputField } from '../../components/fields/text-input-field';
import type { BookingFieldErrors, BookingFormTexts } from './booking-form-schema';

const Choice = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  legend {
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(0.5)};
    min-height: 44px;
  }
`;

const NoteInput = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid rgba(0, 0, 0, 0.3);
  border-radius: 8px;
  font: inherit;
`;

const paymentMethodKeys: Readonly<Record<RidePaymentMethod, string>> = {
  CASH: 'rides.form.cash',
  STRIPE: 'rides.form.card',
};

/** When the ride is, who rides, the notes and the payment: everything a booking needs beside the route. */
export function BookingDetailsFields(props: {
  readonly texts: BookingFormTexts;
  readonly errors: BookingFieldErrors;
  /** The host's ways to pay a ride, in its order. */
  readonly paymentMethods: readonly RidePaymentMethod[];
  readonly onChange: (texts: BookingFormTexts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { texts, errors } = props;
  const set = (change: Partial<BookingFormTexts>) => props.onChange({ ...texts, ...change });
  const message = (key: string | undefined | null) => (key ? t(key) : null);
  const timeError = message(errors.bookingTime);
  return (
    <>
      <Choice>
        <legend>{t('rides.form.when')}</legend>
        <label>
          <input type="radio" name="when" checked={!texts.later} onChange={() => set({ later: false })} />
          {t('rides.form.now')}
        </label>
        <label>
          <input type="radio" name="when" checked={texts.later} onChange={() => set({ later: true })} />
          {t('rides.form.later')}
        </label>
      </Choice>
      {texts.later ? (
        <FieldFrame inputId={`${id}-time`} label={t('rides.form.bookingTime')} error={timeError}>
          <input
            id={`${id}-time`}
            type="datetime-local"
            value={texts.bookingTime}
            aria-invalid={timeError !== null}
            aria-describedby={timeError !== null ? errorIdOf(`${id}-time`) : undefined}
            onChange={(event) => set({ bookingTime: event.target.value })}
          />
        </FieldFrame>
      ) : null}
      <TextInputField
        id={`${id}-name`}
        label={t('rides.form.recipientName')}
        autoComplete="name"
        value={texts.recipientName}
        onChange={(recipientName) => set({ recipientName })}
        error={message(errors.recipientName)}
      />
      <TextInputField
        id={`${id}-phone`}
        label={t('rides.form.recipientPhone')}
        inputMode="tel"
        autoComplete="tel"
        value={texts.recipientPhone}
        onChange={(recipientPhone) => set({ recipientPhone })}
        error={message(errors.recipientPhone)}
      />
      <TextInputField
        id={`${id}-email`}
        label={t('rides.form.receiptEmail')}
        inputMode="email"
        autoComplete="email"
        value={texts.receiptEmail}
        onChange={(receiptEmail) => set({ receiptEmail })}
        error={message(errors.receiptEmail)}
      />
      <FieldFrame inputId={`${id}-rider-note`} label={t('rides.form.riderNote')} error={message(errors.riderNote)}>
        <NoteInput
          id={`${id}-rider-note`}
          value={texts.riderNote}
          aria-invalid={errors.riderNote !== undefined}
          onChange={(event) => set({ riderNote: event.target.value })}
        />
      </FieldFrame>
      <FieldFrame
        inputId={`${id}-invoice-note`}
        label={t('rides.form.invoiceNote')}
        error={message(errors.invoiceNote)}
      >
        <NoteInput
          id={`${id}-invoice-note`}
          value={texts.invoiceNote}
          aria-invalid={errors.invoiceNote !== undefined}
          onChange={(event) => set({ invoiceNote: event.target.value })}
        />
      </FieldFrame>
      <Choice>
        <legend>{t('rides.form.payment')}</legend>
        {props.paymentMethods.map((method) => (
          <label key={method}>
            <input
              type="radio"
              name="payment"
              value={method}
              checked={texts.payment === method}
              onChange={() => set({ payment: method })}
            />
            {t(paymentMethodKeys[method])}
          </label>
        ))}
      </Choice>
    </>
  );
}
