import { text } from '../i18n/localized';
import type { ParsedBookRideBody } from '@/contract/transport/book-ride.contract';
import { fieldError } from '../http/field-error';
import type { Rider } from './store/rider-sessions';
import { merchantOfAccount } from './merchant-of-account';
import { checkOwnMerchant } from './own-merchant';
import { newRideQueryId, newRideShortId } from './ride-ids';
import { offeredCarTariff } from './offered-car-type';
import { priceRide, routeDistanceKm } from './ride-pricing';
import type { RideRow } from './store/ride-repository';
import { rideStart } from './ride-start';
import { checkRouteLength } from './route-length';
import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import { needsPaymentBeforeSearch } from '@/domain/transport/ride-payment';
import { riderAssignAt } from '@/domain/transport/rider-assignment';
import type { TransportContext } from './transport-context';

/**
 * Stores a booking priced by the server and starts its rider search, which ends with a rider (a ride now: after
 * the configured delay; an advance ride: near its pickup time, domain/transport/rider-assignment.ts) unless it is
 * cancelled first.
 * @throws BadRequestError naming the field, with its transport code, for a car type the host does not offer (9014),
 * a booking time in the past (9015) or too far ahead (9016), a route too short (9006) or too long (9021), cents that
 * differ from the server's price (9010) or a payment method the host does not offer (9020); without a code for a
 * merchant that is not the account's own. A card ride waits for its payment (awaiting_payment) before the search.
 */
export async function bookRide(
  context: Pick<TransportContext, 'clock' | 'rides' | 'riderDelayMs' | 'tariffs' | 'paymentMethods' | 'rules'>,
  rider: Rider,
  body: ParsedBookRideBody,
): Promise<{ row: RideRow; merchantQueryId: string }> {
  checkOwnMerchant(rider, 'merchant_id', body.merchant_id);
  const tariff = offeredCarTariff(context.tariffs, body.cab_type, 'cab_type');
  const paymentMethod = body.payment_method;
  if (!context.paymentMethods.has(paymentMethod)) {
    const offered = [...context.paymentMethods].join(', ');
    throw fieldError(
      'payment_method',
      text('ride.paymentNotOffered', { method: paymentMethod, offered }),
      transportErrorCodes.paymentMethodNotOffered,
    );
  }
  const payFirst = needsPaymentBeforeSearch(paymentMethod);
  const now = context.clock();
  // Only an advance booking has a booking time; a ride now ignores one sent along.
  const requestedAt = body.advance_booking ? (body.advance_booking_time ?? null) : null;
  if (body.advance_booking && requestedAt === null) {
    throw fieldError('advance_booking_time', text('ride.bookingTimeMissing'));
  }
  const start = rideStart(requestedAt, now, context.rules);

  const { pickup, dropoff } = body.addresses;
  const route = { pickup, dropoff, startsAt: start.startsAt };
  checkRouteLength(routeDistanceKm(route), 'addresses.dropoff');
  // time_zone is kept with the ride as the spec's field; the night is the host's, whatever zone a client sends.
  const fare = priceRide(route, tariff, body.type, context.rules.timeZone);
  if (body.cents !== undefined && body.cents !== fare.price) {
    throw fieldError('cents', text('ride.priceChanged', { cents: fare.price }), transportErrorCodes.priceChanged);
  }

  const merchant = await merchantOfAccount(context, rider);
  const row = await context.rides.add({
    queryId: newRideQueryId(),
    shortOrderId: newRideShortId(),
    staffId: rider.deskStaffId,
    riderId: rider.riderId,
    companyId: rider.companyId,
    recipientName: body.recipient.name,
    recipientPhoneNumber: body.recipient.phone_number,
    pickup: { description: pickup.description, lat: pickup.lat, long: pickup.long },
    dropoff: { description: dropoff.description, lat: dropoff.lat, long: dropoff.long },
    cabType: body.cab_type,
    rideType: body.type,
    notes: body.notes,
    cashOnDelivery: payFirst ? false : body.cash_on_delivery,
    paymentMethod,
    advanceBookingAt: start.advance.advanceBookingTime === null ? null : new Date(start.advance.advanceBookingTime),
    timeZone: body.time_zone,
    basePrice: fare.basePrice,
    nightSurcharge: fare.nightSurcharge,
    price: fare.price,
    currency: merchant.currency,
    status: payFirst ? 'awaiting_payment' : 'searching',
    rider: null,
    // A card ride's search starts when it is paid, which sets this again.
    riderAssignAt: new Date(riderAssignAt(start.advance.advanceBookingTime, now, context.riderDelayMs)),
    createdAt: new Date(now),
  });
  return { row, merchantQueryId: merchant.queryId };
}
