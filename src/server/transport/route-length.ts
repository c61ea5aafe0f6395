import { fieldError } from '../accounts/field-error';
import { longestRideKm } from './car-tariff';

/**
 * A ride's pickup and drop-off may lie at most longestRideKm apart.
 * @throws BadRequestError naming the drop-off field otherwise.
 */
export function checkRouteLength(distanceKm: number, dropoffField: string): void {
  if (distanceKm > longestRideKm) {
    throw fieldError(dropoffField, `The drop-off must be within ${longestRideKm} km of the pickup`);
  }
}
