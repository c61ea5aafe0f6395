import type { CarType, RideType } from '@/contract/transport/ride-kinds';
import type { Money } from '@/domain/pricing/money';
import { baseRidePrice, type CarTariff } from '@/domain/transport/ride-base-price';

/** The car types a host offers and what each costs; an estimate lists them in this (the configuration's) order. */
export type CarTariffs = ReadonlyMap<CarType, CarTariff>;

/**
 * The sandbox's own tariff, for a server whose served configuration names no transport car types (an API
 * server without a build, a storefront host without transport mode): the car types of the sandbox's drivers.
 */
export const referenceCarTariffs: CarTariffs = new Map([
  ['economy', { startingPrice: 400, perKm: 90 }],
  ['comfort', { startingPrice: 600, perKm: 120 }],
  ['van', { startingPrice: 900, perKm: 160 }],
]);

/** The driver parks and meets the passenger inside with a name sign: a fixed 5.00 on top of the fare. */
export const meetAndGreetFee: Money = 500;

/** Beyond this a ride is not a taxi ride; a pickup and drop-off further apart are refused. */
export const longestRideKm = 200;

/** Closer than this (100 m) the pickup and drop-off are the same place: a mistaken pin, not a ride. */
export const shortestRideKm = 0.1;

/** The base price of a ride of this tariff and ride type over this distance. */
export function rideBasePrice(tariff: CarTariff, rideType: RideType, distanceKm: number): Money {
  return baseRidePrice(tariff, distanceKm, rideType === 'meet_n_greet' ? meetAndGreetFee : 0);
}
