import type { Money } from '@/domain/pricing/money';
import { advanceBooking, type AdvanceBooking, type AdvanceBookingRefusal } from '@/domain/transport/advance-booking';
import { addToBookingHistory, justBooked } from '@/domain/transport/booking-history';
import { rideFare, type RideFare } from '@/domain/transport/ride-fare';
import type { RidePaymentMethod } from '@/domain/transport/ride-payment';
import type { RidePlace } from '@/domain/transport/ride-place';
import type { BookingHistory } from '../ports/booking-history.port';
import type { Clock } from '../ports/clock.port';
import type { RideBookings } from '../ports/ride-bookings.port';
import type { ReceiptLocale } from '../ports/receipt-mailer.port';
import type { RideReceipts } from '../ports/ride-receipts.port';

export interface BookRideRequest {
  readonly pickup: RidePlace;
  readonly dropoff: RidePlace;
  readonly cabType: string;
  /** The estimate's base price, before the night surcharge. */
  readonly basePrice: Money;
  /** Epoch milliseconds of an advance booking; null for a ride now. */
  readonly scheduledAt: number | null;
  /** The customer's IANA time zone. */
  readonly timeZone: string;
  readonly recipientName: string | null;
  readonly recipientPhoneNumber: string | null;
  readonly riderNote: string;
  readonly meetAndGreet?: boolean;
  readonly cash?: boolean;
  /** Cash to the driver when left out; a card ride is paid (payRideByCard) before a rider is searched for. */
  readonly paymentMethod?: RidePaymentMethod;
  readonly dynamicPickup?: boolean;
  /** Where to e-mail the ride's receipt once it is booked, and in which language; null or absent: no mail. */
  readonly receipt?: { readonly toEmail: string; readonly locale: ReceiptLocale } | null;
}

/** What became of the receipt mail: none asked for, sent, or not sent although the ride is booked. */
export type RideReceiptOutcome = 'none' | 'sent' | 'failed';

export type BookRideResult =
  | {
      readonly ok: true;
      readonly invoiceQueryId: string;
      readonly fare: RideFare;
      readonly advance: AdvanceBooking;
      readonly receipt: RideReceiptOutcome;
    }
  | { readonly ok: false; readonly reason: AdvanceBookingRefusal };

/**
 * The customer books a ride, now or in advance. A booking time in the past is refused before anything is
 * sent. The fare carries the night surcharge of the ride's start; a booked ride is kept in the browser's
 * history (newest first, at most 72); then the receipt is mailed when the customer asked for one. A mail that
 * fails does not undo the booking: the outcome says so.
 * @throws AppError when the transport service refuses the booking.
 */
export type BookRide = (request: BookRideRequest) => Promise<BookRideResult>;

export function createBookRide(deps: {
  rideBookings: RideBookings;
  bookingHistory: BookingHistory;
  rideReceipts: RideReceipts;
  clock: Clock;
}): BookRide {
  return async (request) => {
    const now = deps.clock.now();
    const advance = advanceBooking(request.scheduledAt, now);
    if (!advance.ok) return advance;

    const bookingTime =
      advance.booking.advanceBookingTime === null
        ? null
        : { at: advance.booking.advanceBookingTime, timeZone: request.timeZone };
    const fare = rideFare(request.basePrice, bookingTime, now);
    const paymentMethod = request.paymentMethod ?? 'CASH';
    const { invoiceQueryId, shortOrderId } = await deps.rideBookings.book({
      pickup: request.pickup,
      dropoff: request.dropoff,
      cabType: request.cabType,
      fare,
      advance: advance.booking,
      timeZone: request.timeZone,
      recipientName: request.recipientName,
      recipientPhoneNumber: request.recipientPhoneNumber,
      riderNote: request.riderNote,
      meetAndGreet: request.meetAndGreet ?? false,
      cash: request.cash ?? true,
      paymentMethod,
      dynamicPickup: request.dynamicPickup ?? false,
    });

    const history = await deps.bookingHistory.load();
    await deps.bookingHistory.save(
      addToBookingHistory(history, {
        invoiceQueryId,
        shortOrderId,
        bookedAt: now,
        pickup: request.pickup.description,
        dropoff: request.dropoff.description,
        cabType: request.cabType,
        price: fare.price,
        scheduledAt: advance.booking.advanceBookingTime,
        ...justBooked(paymentMethod),
      }),
    );
    const receipt = await mailReceipt(deps.rideReceipts, invoiceQueryId, request.receipt ?? null);
    return { ok: true, invoiceQueryId, fare, advance: advance.booking, receipt };
  };
}

async function mailReceipt(
  receipts: RideReceipts,
  invoiceQueryId: string,
  receipt: BookRideRequest['receipt'] | null,
): Promise<RideReceiptOutcome> {
  if (!receipt) return 'none';
  try {
    await receipts.send({ toEmail: receipt.toEmail, invoiceQueryId, locale: receipt.locale });
    return 'sent';
  } catch {
    return 'failed';
  }
}
