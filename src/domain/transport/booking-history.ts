import type { Money } from '../pricing/money';
import { needsPaymentBeforeSearch, type RidePaymentMethod, type RidePaymentStatus } from './ride-payment';

/** The browser keeps this many rides; the oldest goes when one more is added. */
export const bookingHistoryCap = 72;

/**
 * Where a booked ride stands as "My Bookings" tells it: waiting for its card payment, searching for a rider, a
 * rider assigned, the ride over, or the search cancelled.
 */
export type BookedRideStage = 'awaiting_payment' | 'searching' | 'rider_assigned' | 'completed' | 'cancelled';

/** A ride the customer booked, as the browser keeps it for "My Bookings". */
export interface BookedRide {
  readonly invoiceQueryId: string;
  /** The code a person reads (R-…); null for a ride an older version kept, until the service lists it. */
  readonly shortOrderId: string | null;
  /** Epoch milliseconds of the booking. */
  readonly bookedAt: number;
  readonly pickup: string;
  readonly dropoff: string;
  readonly cabType: string;
  readonly price: Money;
  /** The advance booking time; null for a ride booked for now. */
  readonly scheduledAt: number | null;
  /** Null for a ride an older version kept, until the service lists it. */
  readonly stage: BookedRideStage | null;
  readonly payment: RidePaymentStatus | null;
}

/** Where a ride stands the moment it is booked: a card ride waits for its payment, a cash ride searches at once. */
export function justBooked(method: RidePaymentMethod): Pick<BookedRide, 'stage' | 'payment'> {
  return needsPaymentBeforeSearch(method)
    ? { stage: 'awaiting_payment', payment: 'unpaid' }
    : { stage: 'searching', payment: 'cash' };
}

function newestFirst(first: BookedRide, second: BookedRide): number {
  return second.bookedAt - first.bookedAt;
}

/**
 * The history as it is shown and kept: newest first, at most 72 rides.
 * Invariant of every function here: the result never exceeds the cap and is ordered by bookedAt, newest first.
 */
export function recentBookings(history: readonly BookedRide[]): readonly BookedRide[] {
  return [...history].sort(newestFirst).slice(0, bookingHistoryCap);
}

/**
 * The history with one more ride. A ride already kept (the same invoice) is replaced, not repeated;
 * among rides booked at the same instant the one added last comes first.
 */
export function addToBookingHistory(history: readonly BookedRide[], ride: BookedRide): readonly BookedRide[] {
  return recentBookings([ride, ...history.filter((kept) => kept.invoiceQueryId !== ride.invoiceQueryId)]);
}

/** The service's rides and the browser's in one list: a ride in both is the service's, as it is the newer word. */
export function mergeBookings(kept: readonly BookedRide[], fromService: readonly BookedRide[]): readonly BookedRide[] {
  const known = new Set(fromService.map((ride) => ride.invoiceQueryId));
  return recentBookings([...fromService, ...kept.filter((ride) => !known.has(ride.invoiceQueryId))]);
}

/**
 * The kept rides with what the service now says of each (a status that moved on, a code an older version did not
 * keep), so a reload without the service still shows the last known story. Rides the service did not list stay
 * as they were kept.
 */
export function refreshKeptBookings(
  kept: readonly BookedRide[],
  fromService: readonly BookedRide[],
): readonly BookedRide[] {
  const current = new Map(fromService.map((ride) => [ride.invoiceQueryId, ride]));
  return recentBookings(kept.map((ride) => current.get(ride.invoiceQueryId) ?? ride));
}
