import { text, type Localized } from '../i18n/localized';
import { advanceBooking, type AdvanceBooking, type AdvanceBookingRefusal } from '@/domain/transport/advance-booking';
import { singaporeTimeZone, type BookingTime } from '@/domain/transport/night-surcharge';

export type RideStart =
  | { readonly ok: true; readonly advance: AdvanceBooking; readonly bookingTime: BookingTime | null }
  | { readonly ok: false; readonly reason: AdvanceBookingRefusal };

/** What a client without its own translation shows for a refused booking time. */
export const rideStartMessages: Readonly<Record<AdvanceBookingRefusal, Localized>> = {
  BOOKING_TIME_IN_PAST: text('ride.bookingTimeInPast'),
  BOOKING_TIME_INVALID: text('ride.bookingTimeInvalid'),
};

/**
 * When a ride starts, by the domain's advance-booking rule: now without a booking time, else at that time,
 * which may not lie in the past. The night surcharge of a booked ride is judged in the customer's time zone,
 * in Singapore's when none was sent.
 */
export function rideStart(
  requestedAt: string | null | undefined,
  timeZone: string | undefined,
  now: number,
): RideStart {
  const result = advanceBooking(
    requestedAt === null || requestedAt === undefined ? null : Date.parse(requestedAt),
    now,
  );
  if (!result.ok) return result;
  const at = result.booking.advanceBookingTime;
  return {
    ok: true,
    advance: result.booking,
    bookingTime: at === null ? null : { at, timeZone: timeZone ?? singaporeTimeZone },
  };
}
