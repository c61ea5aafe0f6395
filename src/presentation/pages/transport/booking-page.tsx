import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { offeredRidePaymentMethods } from '@/domain/transport/ride-payment';
import { ErrorMessage } from '../../components/error-message';
import { useStorefrontConfig } from '../../config/config-context';
import { coordinateTexts } from '../../format/coordinate-text';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { UntilAlive } from '../../components/until-alive';
import { BookingDetailsFields } from './booking-details-fields';
import {
  bookingErrors,
  bookingTimeRefusalOf,
  emptyBookingForm,
  routeErrors,
  routeOf,
  type BookingFieldErrors,
  type BookingFormTexts,
} from './booking-form-schema';
import { BookingPlaceMap } from './booking-place-map';
import { PlaceFields } from './place-fields';
import { RideEstimates } from './ride-estimates';
import { useCurrentPosition } from './use-current-position';
import { useIdleReload } from './use-idle-reload';
import { useRideBooking } from './use-ride-booking';

const Form = styled.form`
  max-width: 640px;
  margin: 0 auto;
`;

/** Everything in the form, in one group that shows nothing of itself: disabled while the page is the server's. */
const Controls = styled(UntilAlive)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Checkbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 44px;
`;

/**
 * Transport mode's booking: the pickup (a place searched by name, the point picked on the map or the current
 * position) and the drop-off, the price of each configured car type, then the ride's details and the booking.
 * Serves the main page and the location pickup pages. The server draws it at its first state (it holds nothing of
 * the rider's); its controls stay disabled until the app has taken the page over, so no tap before then is lost
 * silently.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const { transport, mapCentre, paymentMethods } = useStorefrontConfig();
  useDocumentTitle(t('rides.form.title'));
  useIdleReload();
  const carTypes = transport?.carTypes ?? [];
  const offeredPayments = offeredRidePaymentMethods(paymentMethods);
  const [texts, setTexts] = useState<BookingFormTexts>(emptyBookingForm);
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const ride = useRideBooking(carTypes, (found) => setErrors((previous) => ({ ...previous, ...found })));
  const position = useCurrentPosition((place) => {
    setTexts((previous) => ({
      ...previous,
      dynamicPickup: true,
      pickup: { description: place.description, ...coordinateTexts(place) },
    }));
    ride.forgetPrices();
  });

  /** A change to what prices depend on makes the shown prices stale. */
  const change = (next: BookingFormTexts, pricesStale: boolean) => {
    setTexts(next);
    if (pricesStale) ride.forgetPrices();
  };
  /** A time picked that has already passed is said at once, by the time field, before any button is pressed. */
  const changeDetails = (next: BookingFormTexts) => {
    const timeChanged = next.later !== texts.later || next.bookingTime !== texts.bookingTime;
    change(next, timeChanged);
    if (!timeChanged) return;
    const refusal = bookingTimeRefusalOf(next, Date.now());
    setErrors((previous) => {
      const others = { ...previous };
      delete others.bookingTime;
      return refusal === null ? others : { ...others, bookingTime: refusal };
    });
  };
  const route = routeOf(texts);
  const seePrices = () => {
    const found = routeErrors(texts);
    setErrors(found);
    if (Object.keys(found).length === 0) void ride.estimate(texts);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bookingErrors(texts);
    setErrors(found);
    if (Object.keys(found).length === 0) void ride.book(texts);
  };

  if (transport === null) return <ErrorMessage>{t('rides.notConfigured')}</ErrorMessage>;
  return (
    <Form noValidate onSubmit={submit} aria-label={t('rides.form.title')}>
      <Controls>
        <h1>{t('rides.form.title')}</h1>
        <PlaceFields
          which="pickup"
          texts={texts.pickup}
          errors={errors}
          onChange={(pickup) => change({ ...texts, pickup, dynamicPickup: false }, true)}
        >
          <SecondaryButton type="button" onClick={position.locate}>
            {t('rides.form.useMyPosition')}
          </SecondaryButton>
          {position.state === 'locating' ? <p role="status">{t('rides.form.locating')}</p> : null}
          {position.state === 'denied' ? <p role="alert">{t('rides.form.positionDenied')}</p> : null}
          {position.state === 'unnamed' ? <p role="alert">{t('rides.form.positionUnnamed')}</p> : null}
          {position.state === 'found' && texts.dynamicPickup ? (
            <p role="status">{t('rides.form.positionUsed')}</p>
          ) : null}
          <BookingPlaceMap
            centre={route?.pickup ?? mapCentre}
            label={t('rides.form.mapLabel')}
            onPick={(point) =>
              change({ ...texts, dynamicPickup: false, pickup: { ...texts.pickup, ...coordinateTexts(point) } }, true)
            }
          />
        </PlaceFields>
        <PlaceFields
          which="dropoff"
          texts={texts.dropoff}
          errors={errors}
          onChange={(dropoff) => change({ ...texts, dropoff }, true)}
        >
          <BookingPlaceMap
            centre={route?.dropoff ?? mapCentre}
            label={t('rides.form.dropoffMapLabel')}
            onPick={(point) => change({ ...texts, dropoff: { ...texts.dropoff, ...coordinateTexts(point) } }, true)}
          />
        </PlaceFields>
        <Checkbox>
          <input
            type="checkbox"
            checked={texts.meetAndGreet}
            onChange={(event) => change({ ...texts, meetAndGreet: event.target.checked }, true)}
          />
          {t('rides.form.meetAndGreet')}
        </Checkbox>
        <BookingDetailsFields texts={texts} errors={errors} paymentMethods={offeredPayments} onChange={changeDetails} />
        <Actions>
          <SecondaryButton type="button" onClick={seePrices}>
            {t('rides.form.seePrices')}
          </SecondaryButton>
        </Actions>
        {ride.estimateError ? <ErrorMessage>{ride.estimateError}</ErrorMessage> : null}
        {Object.keys(ride.estimates).length > 0 ? (
          <RideEstimates carTypes={carTypes} estimates={ride.estimates} chosen={ride.chosen} onChoose={ride.choose} />
        ) : null}
        {ride.bookingError ? <ErrorMessage>{ride.bookingError}</ErrorMessage> : null}
        {ride.openingPayment ? <p role="status">{t('rides.form.openingPayment')}</p> : null}
        <Actions>
          <PrimaryButton type="submit" disabled={ride.chosen === null || ride.booking}>
            {ride.booking
              ? t('rides.form.booking')
              : texts.payment === 'CASH'
                ? t('rides.form.book')
                : t('rides.form.bookAndPay')}
          </PrimaryButton>
        </Actions>
        {ride.chosen === null && Object.keys(ride.estimates).length > 0 ? <p>{t('rides.form.noCarChosen')}</p> : null}
      </Controls>
    </Form>
  );
}
