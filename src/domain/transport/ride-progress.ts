import type { Money } from '../pricing/money';
import type { RidePaymentStatus } from './ride-payment';

/**
 * What a booked ride goes through: a search for a rider, ending with one assigned or the search cancelled. A ride
 * paid by card waits for its payment first (awaiting_payment): no rider is searched for before it is paid.
 */
export type RideStatus = 'awaiting_payment' | 'searching' | 'rider_assigned' | 'cancelled';

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
  /** Cash to the driver, or a card payment not made yet, made, or owed back after a cancel. */
  readonly payment: RidePaymentStatus;
  /** The driver has dropped the passenger off: the ride is over (its status stays rider_assigned). */
  readonly completed: boolean;
}

/** Why a rider search was not cancelled. */
export type CancelRefusal = 'RIDER_ALREADY_ASSIGNED' | 'ALREADY_CANCELLED';

/** A rider search can be cancelled only while it still searches, or before it starts (a card ride not paid yet). */
export function canCancelRiderSearch(status: RideStatus): boolean {
  return status === 'searching' || status === 'awaiting_payment';
}

/** Polling stops once the ride's outcome is known: a rider on the way or the search cancelled. */
export function isRideSettled(status: RideStatus): boolean {
  return status === 'rider_assigned' || status === 'cancelled';
}

/** A card ride not paid yet can be paid (again, after a checkout left unfinished). */
export function canPayRide(progress: Pick<RideProgress, 'status' | 'payment'>): boolean {
  return progress.status === 'awaiting_payment' && progress.payment === 'unpaid';
}
