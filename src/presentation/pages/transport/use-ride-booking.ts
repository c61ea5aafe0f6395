import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { featureTokens } from '@/application/tokens';
import type { TransportFeature } from '@/application/transport/transport.feature';
import type { AdvanceBookingRefusal } from '@/domain/transport/advance-booking';
import { useFeatureLoader } from '../../di/dependency-context';
import { advanceBookingMessageKeys } from '../../i18n/message-keys/transport-message-keys';
import { notesOf, routeOf, scheduledAtOf, type BookingFormTexts } from './booking-form-schema';
import type { CarEstimate, CarTypeOption } from './ride-estimates';
import { useRideErrorText } from './ride-error-text';
import { confirmBookingPath, type ConfirmBookingState } from './transport-paths';

/** The customer's IANA time zone, which the night surcharge of a booked ride is judged in. */
export function customerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function bookingTimeOf(texts: BookingFormTexts) {
  const at = scheduledAtOf(texts);
  return at === null || !Number.isFinite(at) ? null : { at, timeZone: customerTimeZone() };
}

/**
 * The prices of the configured car types and the booking itself, through the transport use cases. The form's
 * texts stay with the page: a refusal or a failure never clears what the customer typed.
 */
export function useRideBooking(carTypes: readonly CarTypeOption[]) {
  const loadTransport = useFeatureLoader(featureTokens.transport);
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const errorText = useRideErrorText();
  const [estimates, setEstimates] = useState<Readonly<Record<string, CarEstimate>>>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const [openingPayment, setOpeningPayment] = useState(false);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [timeRefusal, setTimeRefusal] = useState<AdvanceBookingRefusal | null>(null);

  /** Prices go stale when the route, the ride type or the time changes. */
  const forgetPrices = () => {
    setEstimates({});
    setChosen(null);
  };

  const estimate = async (texts: BookingFormTexts) => {
    const route = routeOf(texts);
    if (route === null) return;
    setTimeRefusal(null);
    setChosen(null);
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
            bookingTime: bookingTimeOf(texts),
          });
          result = { status: 'priced', fare };
        } catch (error) {
          result = { status: 'failed', message: errorText(error) };
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
    setTimeRefusal(null);
    try {
      const transport = await loadTransport();
      const result = await transport.bookRide({
        ...route,
        cabType: chosen,
        basePrice: estimateOfChosen.fare.basePrice,
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
        setTimeRefusal(result.reason);
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
      setBookingError(errorText(error));
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
    bookingTimeRefusal: timeRefusal === null ? null : advanceBookingMessageKeys[timeRefusal],
  };
}
