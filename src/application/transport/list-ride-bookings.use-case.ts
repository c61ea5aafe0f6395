import { recentBookings, type BookedRide } from '@/domain/transport/booking-history';
import type { BookingHistory } from '../ports/booking-history.port';

/** The customer opens "My Bookings": the kept rides, newest first, at most 72. */
export type ListRideBookings = () => Promise<readonly BookedRide[]>;

export function createListRideBookings(deps: { bookingHistory: BookingHistory }): ListRideBookings {
  return async () => recentBookings(await deps.bookingHistory.load());
}
