import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import { text } from '../i18n/localized';
import { fieldError } from '../http/field-error';
import { longestRideKm, shortestRideKm } from './car-tariff';

/**
 * A ride's pickup and drop-off lie at least shortestRideKm and at most longestRideKm apart.
 * @throws BadRequestError naming the drop-off field otherwise, with transport code 9006 (too short) or 9021 (too
 * long).
 */
export function checkRouteLength(distanceKm: number, dropoffField: string): void {
  if (distanceKm < shortestRideKm) {
    throw fieldError(
      dropoffField,
      text('ride.tooShort', { metres: shortestRideKm * 1000 }),
      transportErrorCodes.routeTooShort,
    );
  }
  if (distanceKm > longestRideKm) {
    throw fieldError(dropoffField, text('ride.tooLong', { km: longestRideKm }), transportErrorCodes.routeTooLong);
  }
}
