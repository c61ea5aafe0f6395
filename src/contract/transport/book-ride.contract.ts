import { isoDateTime, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { ridePlaceSchema } from './ride.contract';
import { carTypeValue, ridePaymentMethods, rideTypes } from './ride-kinds';
import { timeZoneSchema } from './time-zone';

const phoneNumber = z
  .string()
  .check(
    z.maxLength(textLimits.phone),
    z.regex(/^\+?[0-9][0-9 -]{4,24}$/, { message: 'must be a phone number of digits, spaces or dashes' }),
  );

/**
 * Body of POST /api/v1/zapp_go/cablah_invoice. The server prices the ride itself:
 * - `cents`, when sent, is the price the customer was shown and has to equal the server's (else 400 naming
 *   cents, with the current price in the message), so nobody is charged an amount they did not see;
 * - `delivery_fee` is accepted because the spec's client sends it, and ignored: a ride's price is its fare;
 * - `scheduled_time_difference` is recomputed from advance_booking_time and the server's clock;
 * - `merchant_id`, when sent, has to be the signed-in transport account's own merchant.
 * - `is_dynamic_pickup` is accepted and not kept: the pickup's point is what the driver goes to.
 * `type` is the ride type (cablah_ride_type), `cab_type` the car type. An advance booking needs
 * advance_booking_time, which may not lie in the past; its night surcharge is judged at that time in time_zone.
 * `payment_method` is CASH when left out; STRIPE (one the host offers) books the ride in awaiting_payment, paid
 * through zapp_go/ride_payment/init before a rider is searched for, and stores cash_on_delivery false.
 */
export const bookRideBodySchema = z.object({
  recipient: z.object({
    name: nonEmptyText(200),
    phone_number: phoneNumber,
  }),
  cents: z.optional(money()),
  delivery_fee: z.optional(money()),
  merchant_id: z.optional(nonEmptyText(100)),
  notes: z._default(z.string().check(z.maxLength(textLimits.line)), ''),
  cash_on_delivery: z._default(z.boolean(), true),
  payment_method: z._default(z.enum(ridePaymentMethods), 'CASH'),
  type: z._default(z.enum(rideTypes), 'standard'),
  cab_type: carTypeValue(),
  time_zone: timeZoneSchema(),
  addresses: z.object({
    pickup: ridePlaceSchema,
    dropoff: ridePlaceSchema,
  }),
  is_dynamic_pickup: z._default(z.boolean(), false),
  advance_booking: z._default(z.boolean(), false),
  advance_booking_time: z.optional(z.nullable(isoDateTime())),
  scheduled_time_difference: z.optional(z.int()),
});

export type BookRideBody = z.input<typeof bookRideBodySchema>;
export type ParsedBookRideBody = z.output<typeof bookRideBodySchema>;
