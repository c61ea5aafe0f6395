import { text, type Localized } from '../i18n/localized';
import { fieldError } from '../http/field-error';
import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import { advanceBooking, type AdvanceBooking, type AdvanceBookingRefusal } from '@/domain/transport/advance-booking';
import { rideStartsAt } from '@/domain/transport/night-surcharge';
import type { RideRules } from './host-ride-rules';

export interface RideStart {
  readonly advance: AdvanceBooking;
  /** When the ride starts (epoch ms): its booking time, or now; its night is judged at this instant. */
  readonly startsAt: number;
}

/** What a client without its own translation shows for a refused booking time, and the code a translated one reads. */
const refusals: Readonly<
  Record<AdvanceBookingRefusal, { readonly message: (days: number) => Localized; readonly code?: number }>
> = {
  BOOKING_TIME_IN_PAST: { message: () => text('ride.bookingTimeInPast'), code: transportErrorCodes.bookingTimeInPast },
  BOOKING_TIME_TOO_FAR_AHEAD: {
    message: (days) => text('ride.bookingTimeTooFarAhead', { days }),
    code: transportErrorCodes.bookingTimeTooFarAhead,
  },
  BOOKING_TIME_INVALID: { message: () => text('ride.bookingTimeInvalid') },
};

/**
 * When a ride starts, by the domain's advance-booking rule: now without a booking time, else at that time, which
 * may lie neither in the past nor further ahead than the host's limit.
 * @throws BadRequestError naming advance_booking_time, with the refusal's transport code.
 */
export function rideStart(requestedAt: string | null | undefined, now: number, rules: RideRules): RideStart {
  const result = advanceBooking(
    requestedAt === null || requestedAt === undefined ? null : Date.parse(requestedAt),
    now,
    rules.maxAdvanceDays,
  );
  if (!result.ok) {
    const refusal = refusals[result.reason];
    throw fieldError('advance_booking_time', refusal.message(rules.maxAdvanceDays), refusal.code);
  }
  return { advance: result.booking, startsAt: rideStartsAt(result.booking.advanceBookingTime, now) };
}
