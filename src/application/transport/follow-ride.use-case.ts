import type { RideProgress } from '@/domain/transport/ride-progress';
import type { RideTracking } from '../ports/ride-tracking.port';

/**
 * The customer waits on the confirm-booking page: the ride's status, and its rider once one is assigned.
 * The page asks again until the ride is settled.
 * @throws AppError when the transport service cannot be reached.
 */
export type FollowRide = (invoiceQueryId: string) => Promise<RideProgress>;

export function createFollowRide(deps: { rideTracking: RideTracking }): FollowRide {
  return (invoiceQueryId) => deps.rideTracking.progress(invoiceQueryId);
}
