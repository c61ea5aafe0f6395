import type { FareEstimate } from '@/contract/transport/fare-estimate.contract';
import { carTypes, rideTypes, type CarType, type RideType } from '@/contract/transport/ride-kinds';
import type { Coordinates } from '@/domain/catalog/store';
import { greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';
import type { BookingTime } from '@/domain/transport/night-surcharge';
import { rideFare, type RideFare } from '@/domain/transport/ride-fare';
import { chargedDistanceKm } from '@/domain/transport/ride-base-price';
import { carTariffs, rideBasePrice } from './car-tariff';

/** Where a ride goes and when it starts; the booking time is null for a ride now. */
export interface RideRoute {
  readonly pickup: Coordinates;
  readonly dropoff: Coordinates;
  readonly bookingTime: BookingTime | null;
}

/** The charged distance of a route in km. */
export function routeDistanceKm(route: Pick<RideRoute, 'pickup' | 'dropoff'>): number {
  return chargedDistanceKm(greatCircleDistanceKm(route.pickup, route.dropoff));
}

/** The fare of one ride: the tariff's base price plus the domain's night surcharge at the ride's start. */
export function priceRide(route: RideRoute, carType: CarType, rideType: RideType, now: number): RideFare {
  return rideFare(rideBasePrice(carType, rideType, routeDistanceKm(route)), route.bookingTime, now);
}

/** Every car type (or the one asked for) as a plain and as a meet-and-greet ride, in tariff order. */
export function fareEstimates(route: RideRoute, now: number, only?: CarType): FareEstimate[] {
  const wanted = only === undefined ? carTypes : [only];
  return wanted.flatMap((carType) =>
    rideTypes.map((rideType) => {
      const fare = priceRide(route, carType, rideType, now);
      return {
        carType,
        meetNGreet: rideType === 'meet_n_greet',
        startingPrice: carTariffs[carType].startingPrice,
        basePrice: fare.basePrice,
        nightSurcharge: fare.nightSurcharge,
        price: fare.price,
      };
    }),
  );
}
