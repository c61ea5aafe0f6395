import type { AdvanceBookingRefusal } from '@/domain/transport/advance-booking';
import type { CancelRefusal } from '@/domain/transport/ride-progress';

export const advanceBookingMessageKeys: Record<AdvanceBookingRefusal, string> = {
  BOOKING_TIME_IN_PAST: 'transport.booking.timeInPast',
  BOOKING_TIME_TOO_FAR_AHEAD: 'transport.booking.timeTooFarAhead',
  BOOKING_TIME_INVALID: 'transport.booking.timeInvalid',
};

export const cancelRefusalMessageKeys: Record<CancelRefusal, string> = {
  RIDER_ALREADY_ASSIGNED: 'rides.confirm.refusedAssigned',
  ALREADY_CANCELLED: 'rides.confirm.refusedCancelled',
};
