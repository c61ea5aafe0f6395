import type { FareEstimates, FareQuery } from '@/application/ports/fare-estimates.port';
import type { RideBookings } from '@/application/ports/ride-bookings.port';
import type { RideCheckout, RidePayments } from '@/application/ports/ride-payments.port';
import type { PushSubscriptionRegistry } from '@/application/ports/push-subscription-registry.port';
import {
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
} from '@/contract/push/push-subscription.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import type { RideReceiptDelivery, RideReceiptEmail, RideReceipts } from '@/application/ports/ride-receipts.port';
import { rideReceiptEmailResponseSchema } from '@/contract/transport/ride-receipt-email.contract';
import type { CancelRiderSearchAnswer, RideTracking } from '@/application/ports/ride-tracking.port';
import { largestBookingsPage, bookingsResponseSchema } from '@/contract/transport/bookings.contract';
import type { BookRideBody } from '@/contract/transport/book-ride.contract';
import { fareEstimateResponseSchema } from '@/contract/transport/fare-estimate.contract';
import { cancelRefusalBodySchema } from '@/contract/transport/ride-refusal.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import type { RideFare } from '@/domain/transport/ride-fare';
import type { BookedRide } from '@/domain/transport/booking-history';
import type { RideBooking } from '@/domain/transport/ride-booking';
import type { RideProgress } from '@/domain/transport/ride-progress';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';
import { bookedRideOf, rideProgressOf } from './ride-mapping';
import type { SignedIn, TransportSession } from './transport-session';

function latLong(place: { lat: number; long: number }): string {
  return `${place.lat},${place.long}`;
}

/** The transport service's zapp_go calls, each signed in through the transport session. */
export class HttpTransportService
  implements FareEstimates, RideBookings, RideTracking, RideReceipts, RidePayments, PushSubscriptionRegistry
{
  constructor(
    private readonly wallet: HttpClient,
    private readonly session: TransportSession,
  ) {}

  async fare(query: FareQuery): Promise<RideFare> {
    // Spec §7's `id`: the reference server reads it as the merchant the price is asked of, and refuses any
    // merchant but the signed-in account's own.
    const answer = await this.session.call((headers, signedIn) =>
      this.wallet.get(
        transportPaths.fareEstimate,
        {
          pickup_lat_long: latLong(query.pickup),
          dropoff_lat_long: latLong(query.dropoff),
          type: query.cabType,
          id: signedIn.merchantQueryId,
          starting_price: query.startingPrice,
          ...(query.bookingAt === null ? {} : { advance_booking_time: new Date(query.bookingAt).toISOString() }),
        },
        fareEstimateResponseSchema,
        { headers },
      ),
    );
    const meetAndGreet = query.meetAndGreet ?? false;
    const estimate = answer.estimates.find(
      (each) => each.carType === query.cabType && each.meetNGreet === meetAndGreet,
    );
    if (!estimate) {
      throw { code: 'INVALID_RESPONSE', message: `The transport service did not price ${query.cabType}` };
    }
    return { basePrice: estimate.basePrice, nightSurcharge: estimate.nightSurcharge, price: estimate.price };
  }

  /** Hands the transport service this browser's push subscription, for news of the signed-in rider's rides. */
  async register(pushToken: string): Promise<void> {
    // The token is the subscription's JSON (browser-push-messages.ts); one that is not is no subscription.
    const body = pushSubscriptionRequestSchema.parse(JSON.parse(pushToken));
    await this.session.call((headers) =>
      this.wallet.post(transportPaths.riderPushSubscription, body, pushSubscriptionResponseSchema, { headers }),
    );
  }

  async book(booking: RideBooking): Promise<{ readonly invoiceQueryId: string; readonly shortOrderId: string }> {
    const answer = await this.session.call((headers, signedIn) =>
      this.wallet.post(transportPaths.bookRide, this.bookingBody(booking, signedIn), rideResponseSchema, { headers }),
    );
    return { invoiceQueryId: answer.invoice.query_id, shortOrderId: answer.invoice.short_order_id };
  }

  /**
   * The spec's invoice body. A ride's fee is its fare, so delivery_fee repeats the price the rider was shown, as
   * cents does; the server decides both and only checks cents. merchant_id is the signed-in account's merchant.
   */
  private bookingBody(booking: RideBooking, signedIn: SignedIn): BookRideBody {
    const paymentMethod = booking.paymentMethod ?? 'CASH';
    return {
      recipient: { name: booking.recipientName ?? '', phone_number: booking.recipientPhoneNumber ?? '' },
      cents: booking.fare.price,
      delivery_fee: booking.fare.price,
      merchant_id: signedIn.merchantQueryId,
      notes: booking.riderNote,
      cash_on_delivery: paymentMethod === 'CASH' ? (booking.cash ?? true) : false,
      payment_method: paymentMethod,
      type: booking.meetAndGreet ? 'meet_n_greet' : 'standard',
      cab_type: booking.cabType as BookRideBody['cab_type'],
      time_zone: booking.timeZone,
      addresses: { pickup: booking.pickup, dropoff: booking.dropoff },
      is_dynamic_pickup: booking.dynamicPickup ?? false,
      advance_booking: booking.advance.advanceBooking,
      advance_booking_time:
        booking.advance.advanceBookingTime === null ? null : new Date(booking.advance.advanceBookingTime).toISOString(),
      scheduled_time_difference: booking.advance.scheduledTimeDifference,
    };
  }

  async send(email: RideReceiptEmail): Promise<RideReceiptDelivery> {
    const answer = await this.session.call((headers) =>
      this.wallet.post(
        transportPaths.rideReceiptEmail,
        { toEmail: email.toEmail, invoiceQueryId: email.invoiceQueryId, locale: email.locale },
        rideReceiptEmailResponseSchema,
        { headers },
      ),
    );
    return answer.delivery;
  }

  async progress(invoiceQueryId: string): Promise<RideProgress> {
    const answer = await this.session.call((headers) =>
      this.wallet.get(transportPaths.rideStatus, { id: invoiceQueryId }, rideResponseSchema, { headers }),
    );
    return rideProgressOf(answer.invoice);
  }

  async cancelRiderSearch(invoiceQueryId: string): Promise<CancelRiderSearchAnswer> {
    try {
      const answer = await this.session.call((headers) =>
        this.wallet.get(transportPaths.cancelRiderSearch, { id: invoiceQueryId }, rideResponseSchema, { headers }),
      );
      return { ok: true, progress: rideProgressOf(answer.invoice) };
    } catch (error) {
      const refusal = cancelRefusalBodySchema.safeParse(errorBodyOf(error));
      if (refusal.success) return { ok: false, reason: refusal.data.error.reason };
      throw error;
    }
  }

  async startCardPayment(invoiceQueryId: string): Promise<RideCheckout> {
    const answer = await this.session.call((headers) =>
      this.wallet.post(transportPaths.ridePaymentInit, { id: invoiceQueryId }, ridePaymentInitResponseSchema, {
        headers,
      }),
    );
    return { amount: answer.amount, checkoutUrl: answer.confirmUrl };
  }

  async bookedRides(): Promise<readonly BookedRide[]> {
    const answer = await this.session.call((headers) =>
      this.wallet.get(transportPaths.bookings, { per_page: largestBookingsPage }, bookingsResponseSchema, { headers }),
    );
    return answer.bookings.map(bookedRideOf);
  }
}
