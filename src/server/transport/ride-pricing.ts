import type { FareEstimate } from '@/contract/transport/fare-estimate.contract';
import { rideTypes, type CarType, type RideType } from '@/contract/transport/ride-kinds';
import type { Coordinates } from '@/domain/catalogue/store';
import { greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';
import { rideFare, type RideFare } from '@/domain/transport/ride-fare';
import { chargedDistanceKm, type CarTariff } from '@/domain/transport/ride-base-price';
import { rideBasePrice, type CarTariffs } from './car-tariff';
import { offeredCarTariff } from './offered-car-type';

/** Where a ride goes and when it starts (epoch ms: its booking time, or now). */
export interface RideRoute {
  readonly pickup: Coordinates;
  readonly dropoff: Coordinates;
  readonly startsAt: number;
}

/** The charged distance of a route in km. */
export function routeDistanceKm(route: Pick<RideRoute, 'pickup' | 'dropoff'>): number {
  return chargedDistanceKm(greatCircleDistanceKm(route.pickup, route.dropoff));
}

/**
 * The fare of one ride: the car type's base price plus the domain's night surcharge at the ride's start, judged
 * in the host's time zone. Nothing the client sends (its time_zone) takes part, so no client can lower a price.
 */
export function priceRide(route: RideRoute, tariff: CarTariff, rideType: RideType, hostTimeZone: string): RideFare {
  return rideFare(rideBasePrice(tariff, rideType, routeDistanceKm(route)), route.startsAt, hostTimeZone);
}

/**
 * Every car type the host offers (or the one asked for) as a plain and as a meet-and-greet ride, in the
 * configuration's order.
 * @throws BadRequestError naming `type` when the one asked for is not offered.
 */
export function fareEstimates(
  route: RideRoute,
  hostTimeZone: string,
  tariffs: CarTariffs,
  only?: CarType,
): FareEstimate[] {
  const wanted: [CarType, CarTariff][] =
    only === undefined ? [...tariffs] : [[only, offeredCarTariff(tariffs, only, 'type')]];
  return wanted.flatMap(([carType, tariff]) =>
    rideTypes.map((rideType) => {
      const fare = priceRide(route, tariff, rideType, hostTimeZone);
      return {
        carType,
        meetNGreet: rideType === 'meet_n_greet',
        startingPrice: tariff.startingPrice,
        basePrice: fare.basePrice,
        nightSurcharge: fare.nightSurcharge,
        price: fare.price,
      };
    }),
  );
}
