import {
  mergeBookings,
  recentBookings,
  refreshKeptBookings,
  type BookedRide,
} from '@/domain/transport/booking-history';
import type { BookingHistory } from '../ports/booking-history.port';
import type { RideTracking } from '../ports/ride-tracking.port';

export interface RideBookingsListed {
  readonly rides: readonly BookedRide[];
  /** The service could not be asked: the list holds only the rides this browser kept. */
  readonly serviceUnavailable: boolean;
  /** The browser's storage was full or unavailable: rides booked now are kept for this page only. */
  readonly keptOnlyForThisPage: boolean;
}

/**
 * The customer opens "My Bookings": the service's rides merged with the ones this browser kept (a ride in both
 * is listed once, as the service has it), newest first, at most 72. The kept rides take the service's word on
 * their status and code, so the page tells the same story after a reload even when the service cannot answer.
 */
export type ListRideBookings = () => Promise<RideBookingsListed>;

export function createListRideBookings(deps: {
  bookingHistory: BookingHistory;
  rideTracking: Pick<RideTracking, 'bookedRides'>;
}): ListRideBookings {
  return async () => {
    const [kept, fromService] = await Promise.all([
      deps.bookingHistory.load(),
      deps.rideTracking.bookedRides().then(
        (rides) => rides,
        () => null,
      ),
    ]);
    const keptOnlyForThisPage = deps.bookingHistory.keptOnlyForThisPage();
    if (fromService === null) return { rides: recentBookings(kept), serviceUnavailable: true, keptOnlyForThisPage };
    const refreshed = refreshKeptBookings(kept, fromService);
    // Keeping the news is a convenience: the page lists the service's answer whether or not it can be kept.
    await deps.bookingHistory.save(refreshed).catch(() => undefined);
    return {
      rides: mergeBookings(refreshed, fromService),
      serviceUnavailable: false,
      keptOnlyForThisPage: deps.bookingHistory.keptOnlyForThisPage(),
    };
  };
}
