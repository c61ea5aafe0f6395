import type { CancelRefusal, RideStatus } from '@/domain/transport/ride-progress';
import type { CancelRiderSearchAnswer, RideTracking } from '../ports/ride-tracking.port';

/**
 * The customer stops the search for a rider (or, for a card ride not paid yet, the booking before it starts). When the page already knows a rider is assigned (or the search was
 * cancelled) it is refused before anything is sent; the service refuses it too when the rider came meanwhile.
 * @throws AppError when the transport service cannot be reached.
 */
export type CancelRiderSearch = (request: {
  readonly invoiceQueryId: string;
  readonly knownStatus: RideStatus;
}) => Promise<CancelRiderSearchAnswer>;

const refusalOf: Record<Exclude<RideStatus, 'searching' | 'awaiting_payment'>, CancelRefusal> = {
  rider_assigned: 'RIDER_ALREADY_ASSIGNED',
  cancelled: 'ALREADY_CANCELLED',
};

export function createCancelRiderSearch(deps: {
  rideTracking: Pick<RideTracking, 'cancelRiderSearch'>;
}): CancelRiderSearch {
  return async ({ invoiceQueryId, knownStatus }) => {
    // A card ride not paid yet has no search running, so cancelling it is always allowed.
    if (knownStatus === 'rider_assigned' || knownStatus === 'cancelled') {
      return { ok: false, reason: refusalOf[knownStatus] };
    }
    return deps.rideTracking.cancelRiderSearch(invoiceQueryId);
  };
}
