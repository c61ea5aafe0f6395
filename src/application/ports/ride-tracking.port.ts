import type { BookedRide } from '@/domain/transport/booking-history';
import type { CancelRefusal, RideProgress } from '@/domain/transport/ride-progress';

export type CancelRiderSearchAnswer =
  { readonly ok: true; readonly progress: RideProgress } | { readonly ok: false; readonly reason: CancelRefusal };

/** The transport service's view of rides already booked. */
export interface RideTracking {
  /**
   * The ride's status and, once assigned, its rider.
   * @throws AppError when the service cannot be reached or does not know the ride.
   */
  progress(invoiceQueryId: string): Promise<RideProgress>;

  /**
   * Stops the search for a rider; refused as a value when a rider is already assigned or it was cancelled before.
   * @throws AppError when the service cannot be reached.
   */
  cancelRiderSearch(invoiceQueryId: string): Promise<CancelRiderSearchAnswer>;

  /**
   * The rides the transport account booked, newest first, as "My Bookings" lists them.
   * @throws AppError when the service cannot be reached.
   */
  bookedRides(): Promise<readonly BookedRide[]>;
}
