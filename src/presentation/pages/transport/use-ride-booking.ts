import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { featureTokens } from '@/application/tokens';
import type { TransportFeature } from '@/application/transport/transport.feature';
import { useFeatureLoader } from '../../di/dependency-context';
import { advanceBookingMessageKeys } from '../../i18n/message-keys/transport-message-keys';
import {
  bookingTimeRefusalOf,
  notesOf,
  routeOf,
  scheduledAtOf,
  type BookingFieldErrors,
  type BookingFormTexts,
} from './booking-form-schema';
import type { CarEstimate, CarTypeOption } from './ride-estimates';
import { transportErrorCodeOf, useRideErrorText } from './ride-error-text';
import { bookingFieldErrorsOf } from './server-field-errors';
import { confirmBookingPath, type ConfirmBookingState } from './transport-paths';

/** The customer's IANA time zone, sent as the spec's time_zone; the service prices in the host's own zone. */
export function customerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function bookingAtOf(texts: BookingFormTexts): number | null {
  const at = scheduledAtOf(texts);
  return at === null || !Number.isFinite(at) ? null : at;
}

/**
 * The prices of the configured car types and the booking itself, through the transport use cases. The form's
 * texts stay with the page: a refusal or a failure never clears what the customer typed. A refusal is said beside
 * the button that was pressed (estimateError, bookingError); the fields it names get their own messages through
 * onFieldErrors.
 */
export function useRideBooking(
  carTypes: readonly CarTypeOption[],
  onFieldErrors: (errors: BookingFieldErrors) => void,
) {
  const loadTransport = useFeatureLoader(featureTokens.transport);
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const errorText = useRideErrorText();
  const [estimates, setEstimates] = useState<Readonly<Record<string, CarEstimate>>>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const [openingPayment, setOpeningPayment] = useState(false);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [estimateError, setEstimateError] = useState<string | null>(null);

  /** Prices go stale when the route, the ride type or the time changes. */
  const forgetPrices = () => {
    setEstimates({});
    setChosen(null);
    setEstimateError(null);
  };

  const estimate = async (texts: BookingFormTexts) => {
    const route = routeOf(texts);
    if (route === null) return;
    setChosen(null);
    const timeRefusal = bookingTimeRefusalOf(texts, Date.now());
    setEstimateError(timeRefusal === null ? null : t(timeRefusal));
    if (timeRefusal !== null) {
      onFieldErrors({ bookingTime: timeRefusal });
      setEstimates({});
      return;
    }
    setEstimates(Object.fromEntries(carTypes.map((car) => [car.value, { status: 'pending' } as const])));
    const transport = await loadTransport();
    await Promise.all(
      carTypes.map(async (car) => {
        let result: CarEstimate;
        try {
          const fare = await transport.estimateFare({
            ...route,
            cabType: car.value,
            startingPrice: 0,
            meetAndGreet: texts.meetAndGreet,
            bookingAt: bookingAtOf(texts),
          });
          result = { status: 'priced', fare };
        } catch (error) {
          result = { status: 'failed', message: errorText(error) };
          // A refusal of a field the form has (a booking time too far ahead) is the rider's to correct there.
          const fieldErrors = bookingFieldErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) {
            onFieldErrors(fieldErrors);
            setEstimateError(errorText(error));
          }
        }
        setEstimates((previous) => ({ ...previous, [car.value]: result }));
      }),
    );
  };

  /** Leaves for the card checkout of the booked ride; the error's text when it could not be opened. */
  const openPayment = async (transport: TransportFeature, invoiceQueryId: string): Promise<string | null> => {
    try {
      await transport.payRideByCard({ invoiceQueryId });
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const book = async (texts: BookingFormTexts) => {
    const route = routeOf(texts);
    const estimateOfChosen = chosen === null ? undefined : estimates[chosen];
    if (route === null || chosen === null || estimateOfChosen?.status !== 'priced') return;
    setBooking(true);
    setBookingError(null);
    try {
      const transport = await loadTransport();
      const result = await transport.bookRide({
        ...route,
        cabType: chosen,
        fare: estimateOfChosen.fare,
        scheduledAt: scheduledAtOf(texts),
        timeZone: customerTimeZone(),
        recipientName: texts.recipientName.trim(),
        recipientPhoneNumber: texts.recipientPhone.trim(),
        riderNote: notesOf(texts),
        meetAndGreet: texts.meetAndGreet,
        cash: texts.payment === 'CASH',
        paymentMethod: texts.payment,
        dynamicPickup: texts.dynamicPickup ?? false,
        receipt:
          texts.receiptEmail.trim() === ''
            ? null
            : { toEmail: texts.receiptEmail.trim(), locale: i18n.resolvedLanguage === 'en' ? 'en' : 'fi' },
      });
      if (!result.ok) {
        const key = advanceBookingMessageKeys[result.reason];
        onFieldErrors({ bookingTime: key });
        setBookingError(t(key));
        return;
      }
      if (texts.payment !== 'CASH') {
        setOpeningPayment(true);
        const paymentError = await openPayment(transport, result.invoiceQueryId);
        if (paymentError === null) return;
        setOpeningPayment(false);
        const state: ConfirmBookingState = { receipt: result.receipt, paymentError };
        void navigate(confirmBookingPath(result.invoiceQueryId), { state });
        return;
      }
      const state: ConfirmBookingState = { receipt: result.receipt };
      void navigate(confirmBookingPath(result.invoiceQueryId), { state });
    } catch (error) {
      const fieldErrors = bookingFieldErrorsOf(error);
      const namesFields = Object.keys(fieldErrors).length > 0;
      if (namesFields) onFieldErrors(fieldErrors);
      // A refusal with a code has a sentence of its own; one of plain fields points at them.
      const coded = transportErrorCodeOf(error) !== null;
      setBookingError(namesFields && !coded ? t('rides.errors.checkFields') : errorText(error));
    } finally {
      setBooking(false);
    }
  };

  return {
    estimates,
    chosen,
    choose: setChosen,
    forgetPrices,
    estimate,
    book,
    booking,
    openingPayment,
    bookingError,
    estimateError,
  };
}
