import type { CarType, RideType } from '@/contract/transport/ride-kinds';
import type { Money } from '@/domain/pricing/money';

/** What a car type costs: a starting price and a rate per kilometre, in minor units. */
export interface CarTariff {
  readonly startingPrice: Money;
  readonly perKm: Money;
}

/** The reference service's tariff; the estimate lists car types in this order, cheapest first. */
export const carTariffs: Readonly<Record<CarType, CarTariff>> = {
  economy: { startingPrice: 400, perKm: 90 },
  comfort: { startingPrice: 600, perKm: 120 },
  van: { startingPrice: 900, perKm: 160 },
};

/** The driver parks and meets the passenger inside with a name sign: a fixed 5.00 on top of the fare. */
export const meetAndGreetFee: Money = 500;

/** Beyond this a ride is not a taxi ride; a pickup and drop-off further apart are refused. */
export const longestRideKm = 200;

/** The distance the tariff charges: the great-circle distance to the hundredth of a kilometre, half up. */
export function chargedDistanceKm(distanceKm: number): number {
  return Math.round(distanceKm * 100) / 100;
}

/**
 * The base price of a ride, before any night surcharge: the car type's starting price, its rate for the
 * charged distance (rounded half up to the minor unit, computed from whole hundredths so floats do not decide),
 * and the meet-and-greet fee for that ride type.
 */
export function rideBasePrice(carType: CarType, rideType: RideType, distanceKm: number): Money {
  const tariff = carTariffs[carType];
  const hundredths = Math.round(distanceKm * 100);
  const distanceCharge = Math.round((hundredths * tariff.perKm) / 100);
  return tariff.startingPrice + distanceCharge + (rideType === 'meet_n_greet' ? meetAndGreetFee : 0);
}
