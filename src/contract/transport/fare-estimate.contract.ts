import { boundedList, latitude, longitude, money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { largestCarTypeCount } from '@/domain/transport/car-type';
import { carTypeValue, rideTypes } from './ride-kinds';

/** The price of one car type and ride type. Money in minor units; price = basePrice + nightSurcharge. */
export const fareEstimateSchema = z.object({
  carType: carTypeValue(),
  /** Whether this is the meet-and-greet ride type (booked with type meet_n_greet). */
  meetNGreet: z.boolean(),
  /** The car type's starting price the server used. */
  startingPrice: money(),
  basePrice: money(),
  nightSurcharge: money(),
  price: money(),
});

/** Answer of a fare estimate: each car type as a plain and as a meet-and-greet ride, cheapest car type first. */
export const fareEstimateResponseSchema = z.object({
  currency: nonEmptyText(3),
  /** Great-circle distance between pickup and drop-off, the distance the tariff charges. */
  distanceKm: z.number().check(z.minimum(0)),
  pickup: z.object({ lat: latitude(), long: longitude() }),
  dropoff: z.object({ lat: latitude(), long: longitude() }),
  /** One per car type and ride type: a host offers at most largestCarTypeCount car types. */
  estimates: boundedList(fareEstimateSchema, largestCarTypeCount * rideTypes.length),
});

export type FareEstimate = z.infer<typeof fareEstimateSchema>;
export type FareEstimateResponse = z.infer<typeof fareEstimateResponseSchema>;
