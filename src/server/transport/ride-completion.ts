import { routeDistanceKm } from './ride-pricing';
import type { RideRow } from './store/ride-repository';

/** The sandbox's rider reaches the pickup this long after being assigned (or at the booked time, if later). */
export const sandboxApproachMs = 10 * 60 * 1000;
/** The sandbox drives at a city average, so a longer route ends later. */
export const sandboxSpeedKmPerHour = 30;

const minuteMs = 60 * 1000;

/**
 * When the sandbox's ride with a rider is over: the rider arrives (assignment plus the approach, not before an
 * advance booking's time) and drives the route at the city average, rounded up to whole minutes. The reference
 * server has no drivers reporting a drop-off, so the end is derived from the ride itself and the clock: every
 * instance and every restart agree on it, and the tests move the clock instead of waiting.
 */
export function sandboxRideEndsAt(
  row: Pick<RideRow, 'riderAssignAt' | 'advanceBookingAt' | 'pickup' | 'dropoff'>,
): number {
  const arrival = Math.max(row.riderAssignAt.getTime() + sandboxApproachMs, row.advanceBookingAt?.getTime() ?? 0);
  const tripMinutes = Math.ceil((routeDistanceKm(row) / sandboxSpeedKmPerHour) * 60);
  return arrival + tripMinutes * minuteMs;
}

/** The instant a ride was completed, or null while it is not: only a ride with a rider completes. */
export function rideCompletedAt(
  row: Pick<RideRow, 'status' | 'riderAssignAt' | 'advanceBookingAt' | 'pickup' | 'dropoff'>,
  now: number,
): Date | null {
  if (row.status !== 'rider_assigned') return null;
  const endsAt = sandboxRideEndsAt(row);
  return endsAt <= now ? new Date(endsAt) : null;
}
