import * as z from 'zod/mini';
import { carTypeValueLength, carTypeValuePattern, carTypeValueRule } from '@/domain/transport/car-type';

export type { CarType } from '@/domain/transport/car-type';

/**
 * A car type's value (cab_type, an estimate's carType). The host's configuration names its car types, so the
 * contract knows only their shape; the server answers 400 for one the host does not offer.
 */
export const carTypeValue = () =>
  z.string().check(z.maxLength(carTypeValueLength), z.regex(carTypeValuePattern, carTypeValueRule));

/**
 * The ride types (cablah_ride_type, sent as `type` when booking): a plain ride, or one where the driver meets
 * the passenger inside (airport arrivals, a hotel lobby) with a name sign, for a fixed extra fee.
 */
export const rideTypes = ['standard', 'meet_n_greet'] as const;
export type RideType = (typeof rideTypes)[number];

/**
 * What a booking goes through: a search for a rider, which ends with one assigned or with the search cancelled.
 * A ride paid by card waits in awaiting_payment until its payment goes through: no rider is searched for before.
 */
export const rideStatuses = ['awaiting_payment', 'searching', 'rider_assigned', 'cancelled'] as const;
export type RideStatus = (typeof rideStatuses)[number];

export {
  ridePaymentMethods,
  ridePaymentStatuses,
  type RidePaymentMethod,
  type RidePaymentStatus,
} from '@/domain/transport/ride-payment';
