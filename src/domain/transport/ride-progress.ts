import type { Money } from '../pricing/money';

/** What a booked ride goes through: a search for a rider, ending with one assigned or the search cancelled. */
export type RideStatus = 'searching' | 'rider_assigned' | 'cancelled';

/** The driver of a ride, known once one is assigned. */
export interface Rider {
  readonly name: string;
  readonly phoneNumber: string;
  readonly car: string;
  readonly plate: string;
}

/** A booked ride as the transport service now sees it. Invariant: rider is null unless status is rider_assigned. */
export interface RideProgress {
  readonly invoiceQueryId: string;
  readonly shortOrderId: string;
  readonly status: RideStatus;
  readonly rider: Rider | null;
  readonly pickup: string;
  readonly dropoff: string;
  readonly cabType: string;
  readonly basePrice: Money;
  readonly nightSurcharge: Money;
  readonly price: Money;
}

/** Why a rider search was not cancelled. */
export type CancelRefusal = 'RIDER_ALREADY_ASSIGNED' | 'ALREADY_CANCELLED';

/** A rider search can be cancelled only while it still searches. */
export function canCancelRiderSearch(status: RideStatus): boolean {
  return status === 'searching';
}

/** Polling stops once the ride's outcome is known: a rider on the way or the search cancelled. */
export function isRideSettled(status: RideStatus): boolean {
  return status !== 'searching';
}
