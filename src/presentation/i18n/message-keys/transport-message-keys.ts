import type { AdvanceBookingRefusal } from '@/domain/transport/advance-booking';

export const advanceBookingMessageKeys: Record<AdvanceBookingRefusal, string> = {
  BOOKING_TIME_IN_PAST: 'transport.booking.timeInPast',
  BOOKING_TIME_INVALID: 'transport.booking.timeInvalid',
};
