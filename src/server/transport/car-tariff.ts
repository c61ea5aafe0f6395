import type { CarType, RideType } from '@/contract/transport/ride-kinds';
import type { Money } from '@/domain/pricing/money';
import { baseRidePrice, type CarTariff } from '@/domain/transport/ride-base-price';

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

/** The base price of a ride of this car and ride type over this distance, by the reference service's tariff. */
export function rideBasePrice(carType: CarType, rideType: RideType, distanceKm: number): Money {
  return baseRidePrice(carTariffs[carType], distanceKm, rideType === 'meet_n_greet' ? meetAndGreetFee : 0);
}
