import type { Money } from '../pricing/money';

/** The browser keeps this many rides; the oldest goes when one more is added. */
export const bookingHistoryCap = 72;

/** A ride the customer booked, as the browser keeps it for "My Bookings". */
export interface BookedRide {
  readonly invoiceQueryId: string;
  /** Epoch milliseconds of the booking. */
  readonly bookedAt: number;
  readonly pickup: string;
  readonly dropoff: string;
  readonly cabType: string;
  readonly price: Money;
  /** The advance booking time; null for a ride booked for now. */
  readonly scheduledAt: number | null;
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
