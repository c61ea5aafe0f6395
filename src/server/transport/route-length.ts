import { text } from '../i18n/localized';
import { fieldError } from '../accounts/field-error';
import { longestRideKm } from './car-tariff';

/**
 * A ride's pickup and drop-off may lie at most longestRideKm apart.
 * @throws BadRequestError naming the drop-off field otherwise.
 */
export function checkRouteLength(distanceKm: number, dropoffField: string): void {
  if (distanceKm > longestRideKm) {
    throw fieldError(dropoffField, text('ride.tooLong', { km: longestRideKm }));
  }
}
