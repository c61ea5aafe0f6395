import type { RideFare } from '@/domain/transport/ride-fare';
import type { FareEstimates, FareQuery } from '../ports/fare-estimates.port';

export type EstimateFareRequest = FareQuery;

/**
 * The customer picks a route, a car type and a time and sees the price: the service's, night surcharge included.
 * The service judges the night in the host's time zone; the browser's own clock and zone never change a price.
 * @throws AppError when the transport service cannot price the ride.
 */
export type EstimateFare = (request: EstimateFareRequest) => Promise<RideFare>;

export function createEstimateFare(deps: { fareEstimates: FareEstimates }): EstimateFare {
  return (request) => deps.fareEstimates.fare(request);
}
