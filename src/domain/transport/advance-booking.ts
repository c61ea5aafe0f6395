/** The advance-booking fields of a ride booking (advance_booking, advance_booking_time, scheduled_time_difference). */
export interface AdvanceBooking {
  readonly advanceBooking: boolean;
  /** Epoch milliseconds; null for a ride now. */
  readonly advanceBookingTime: number | null;
  /** Whole minutes from now until the booking time, rounded down; 0 for a ride now. */
  readonly scheduledTimeDifference: number;
}

export type AdvanceBookingRefusal = 'BOOKING_TIME_IN_PAST' | 'BOOKING_TIME_TOO_FAR_AHEAD' | 'BOOKING_TIME_INVALID';

export type AdvanceBookingResult =
  | { readonly ok: true; readonly booking: AdvanceBooking }
  | { readonly ok: false; readonly reason: AdvanceBookingRefusal };

const millisecondsPerMinute = 60_000;
const millisecondsPerDay = 24 * 60 * millisecondsPerMinute;

/** How far ahead a ride may be booked when the host sets no limit of its own. */
export const defaultMaxAdvanceDays = 30;

export const rideNow: AdvanceBooking = { advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 };

/** Rounded down, so a ride is never said to be later than it is. */
export function minutesUntil(at: number, now: number): number {
  return Math.floor((at - now) / millisecondsPerMinute);
}

/**
 * The advance-booking fields for a chosen booking time, or none for a ride now.
 * A time before the clock's now is refused; the current instant itself is still bookable, and so is the last
 * instant of the furthest day (a host's limit is a promise of cars, which it cannot make further ahead).
 */
export function advanceBooking(
  requestedAt: number | null,
  now: number,
  maxAdvanceDays: number = Number.POSITIVE_INFINITY,
): AdvanceBookingResult {
  if (requestedAt === null) return { ok: true, booking: rideNow };
  if (!Number.isFinite(requestedAt)) return { ok: false, reason: 'BOOKING_TIME_INVALID' };
  if (requestedAt < now) return { ok: false, reason: 'BOOKING_TIME_IN_PAST' };
  if (requestedAt > now + maxAdvanceDays * millisecondsPerDay)
    return { ok: false, reason: 'BOOKING_TIME_TOO_FAR_AHEAD' };
  return {
    ok: true,
    booking: {
      advanceBooking: true,
      advanceBookingTime: requestedAt,
      scheduledTimeDifference: minutesUntil(requestedAt, now),
    },
  };
}
