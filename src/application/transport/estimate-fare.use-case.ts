import type { BookingTime } from '@/domain/transport/night-surcharge';
import { rideFare, type RideFare } from '@/domain/transport/ride-fare';
import type { Clock } from '../ports/clock.port';
import type { FareEstimates, FareQuery } from '../ports/fare-estimates.port';

export interface EstimateFareRequest extends FareQuery {
  /** The advance booking time; null for a ride now. */
  readonly bookingTime: BookingTime | null;
}

/**
 * The customer picks a route and a car type and sees the price: the service's base price plus the night
 * surcharge for a ride starting between 00:00 and 06:59.
 * @throws AppError when the transport service cannot price the ride.
 */
export type EstimateFare = (request: EstimateFareRequest) => Promise<RideFare>;

export function createEstimateFare(deps: { fareEstimates: FareEstimates; clock: Clock }): EstimateFare {
  return async ({ bookingTime, ...query }) => {
    const basePrice = await deps.fareEstimates.basePrice(query);
    return rideFare(basePrice, bookingTime, deps.clock.now());
  };
}
