import type { CancelRefusal, RideStatus } from '@/domain/transport/ride-progress';
import type { CancelRiderSearchAnswer, RideTracking } from '../ports/ride-tracking.port';

/**
 * The customer stops the search for a rider. When the page already knows a rider is assigned (or the search was
 * cancelled) it is refused before anything is sent; the service refuses it too when the rider came meanwhile.
 * @throws AppError when the transport service cannot be reached.
 */
export type CancelRiderSearch = (request: {
  readonly invoiceQueryId: string;
  readonly knownStatus: RideStatus;
}) => Promise<CancelRiderSearchAnswer>;

const refusalOf: Record<Exclude<RideStatus, 'searching'>, CancelRefusal> = {
  rider_assigned: 'RIDER_ALREADY_ASSIGNED',
  cancelled: 'ALREADY_CANCELLED',
};

export function createCancelRiderSearch(deps: {
  rideTracking: Pick<RideTracking, 'cancelRiderSearch'>;
}): CancelRiderSearch {
  return async ({ invoiceQueryId, knownStatus }) => {
    if (knownStatus !== 'searching') return { ok: false, reason: refusalOf[knownStatus] };
    return deps.rideTracking.cancelRiderSearch(invoiceQueryId);
  };
}
