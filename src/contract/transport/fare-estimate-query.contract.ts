import { isoDateTime, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { latLongTextSchema } from './lat-long';
import { carTypeValue } from './ride-kinds';
import { timeZoneSchema } from './time-zone';

// The query's schema lives apart from the answer's: the browser parses answers only, and the query's parsing
// (text to points, coerced numbers) would otherwise join every storefront's first download.
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
  type: z.optional(carTypeValue()),
  id: z.optional(nonEmptyText(100)),
  starting_price: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(0), z.maximum(10_000_000))),
  advance_booking_time: z.optional(isoDateTime()),
  time_zone: z.optional(timeZoneSchema()),
});

export type FareEstimateQuery = z.input<typeof fareEstimateQuerySchema>;
export type ParsedFareEstimateQuery = z.output<typeof fareEstimateQuerySchema>;
