import { latitude, longitude, money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { latLongTextSchema } from './lat-long';
import { carTypes } from './ride-kinds';
import { timeZoneSchema } from './time-zone';

/**
 * Query of GET /api/v1/zapp_go/cablah_price. `type` narrows the answer to one car type (all of them without it);
 * `id` names the merchant and has to be the signed-in transport account's own. `starting_price` is accepted
 * because the spec's client sends its configured one, and ignored: the server prices every car type from its own
 * tariff, so a client can neither lower nor raise a price. With advance_booking_time (and the customer's
 * time_zone) the night surcharge is judged at that time; without it at the current time in Singapore.
 */
export const fareEstimateQuerySchema = z.object({
  pickup_lat_long: latLongTextSchema(),
  dropoff_lat_long: latLongTextSchema(),
  type: z.optional(z.enum(carTypes)),
  id: z.optional(nonEmptyText(100)),
  starting_price: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(0), z.maximum(10_000_000))),
  advance_booking_time: z.optional(z.iso.datetime({ offset: true })),
  time_zone: z.optional(timeZoneSchema()),
});

/** The price of one car type and ride type. Money in minor units; price = basePrice + nightSurcharge. */
export const fareEstimateSchema = z.object({
  carType: z.enum(carTypes),
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
  estimates: z.array(fareEstimateSchema),
});

export type FareEstimateQuery = z.input<typeof fareEstimateQuerySchema>;
export type ParsedFareEstimateQuery = z.output<typeof fareEstimateQuerySchema>;
export type FareEstimate = z.infer<typeof fareEstimateSchema>;
export type FareEstimateResponse = z.infer<typeof fareEstimateResponseSchema>;
