import type { Money } from '../pricing/money';

/** What a car type costs: a starting price and a rate per kilometre, in minor units. */
export interface CarTariff {
  readonly startingPrice: Money;
  readonly perKm: Money;
}

/** The distance a tariff charges: the great-circle distance to the hundredth of a kilometre, half up. */
export function chargedDistanceKm(distanceKm: number): number {
  return Math.round(distanceKm * 100) / 100;
}

/**
 * The base price of a ride, before any night surcharge: the tariff's starting price, its rate for the charged
 * distance (rounded half up to the minor unit, computed from whole hundredths so floats do not decide), and any
 * fixed extra of the ride type.
 */
export function baseRidePrice(tariff: CarTariff, distanceKm: number, extra: Money = 0): Money {
  const hundredths = Math.round(distanceKm * 100);
  return tariff.startingPrice + Math.round((hundredths * tariff.perKm) / 100) + extra;
}
