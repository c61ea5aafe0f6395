import { boundedText, isoDateTime, latitude, longitude, money, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { amountsAgree, decimalAmount } from '../common/spec-amount';
import { carTypeValue, ridePaymentMethods, ridePaymentStatuses, rideStatuses, rideTypes } from './ride-kinds';

/** A pickup or drop-off point of a ride. */
export const ridePlaceSchema = z.object({
  description: nonEmptyText(500),
  lat: latitude(),
  long: longitude(),
});

/** The driver of a ride, known once one is assigned. */
export const riderDetailsSchema = z.object({
  name: nonEmptyText(200),
  phone_number: nonEmptyText(30),
  car: nonEmptyText(200),
  plate: nonEmptyText(20),
});

/**
 * A booked ride as every zapp_go answer shows it. Money in integer minor units, decided by the server:
 * price = basePrice + nightSurcharge, and cents and payble_amount (the spec's decimal of major units) repeat price
 * for clients written against the spec's invoice. riderDetails is null until a rider is assigned. payment_status says whether a card ride
 * is paid (the server records it from the card checkout, for the ride's own price). completed_at is set once a
 * ride with a rider is over (status stays rider_assigned: the rider was assigned, and the ride has ended).
 */
const rideFields = z.object({
  query_id: nonEmptyText(100),
  short_order_id: nonEmptyText(20),
  status: z.enum(rideStatuses),
  rider_assigned: z.boolean(),
  riderDetails: z.nullable(riderDetailsSchema),
  cab_type: carTypeValue(),
  cablah_ride_type: z.enum(rideTypes),
  meetNGreet: z.boolean(),
  pickup: ridePlaceSchema,
  dropoff: ridePlaceSchema,
  recipient_name: nonEmptyText(200),
  recipient_phone_number: nonEmptyText(30),
  /** The booking's notes, at most a line as booked. */
  rider_note: boundedText(textLimits.line),
  cash_on_delivery: z.boolean(),
  payment_method: z.enum(ridePaymentMethods),
  payment_status: z.enum(ridePaymentStatuses),
  time_zone: nonEmptyText(64),
  advance_booking: z.boolean(),
  advance_booking_time: z.nullable(isoDateTime()),
  currency: nonEmptyText(3),
  basePrice: money(),
  nightSurcharge: money(),
  price: money(),
  payble_amount: decimalAmount(),
  cents: money(),
  merchant: z.object({ query_id: nonEmptyText(100) }),
  created_at: isoDateTime(),
  cancelled_at: z.nullable(isoDateTime()),
  completed_at: z.nullable(isoDateTime()),
});

/** payble_amount is the decimal of cents, or the answer is refused. */
export const rideSchema = rideFields.check(amountsAgree());

/** Answer of booking, status and cancel: the ride as it now is. */
export const rideResponseSchema = z.object({ invoice: rideSchema });

/** Query of GET zapp_go/invoice_status and zapp_go/cancel_rider_search: the ride's query_id. */
export const rideIdQuerySchema = z.object({ id: nonEmptyText(100) });

export type RidePlaceDto = z.infer<typeof ridePlaceSchema>;
export type RiderDetailsDto = z.infer<typeof riderDetailsSchema>;
export type RideDto = z.infer<typeof rideSchema>;
export type RideResponse = z.infer<typeof rideResponseSchema>;
