import type { RideDto } from '@/contract/transport/ride.contract';
import {
  ridePaymentMethods,
  rideStatuses,
  rideTypes,
  type RidePaymentMethod,
  type RidePaymentStatus,
  type RideStatus,
  type RideType,
} from '@/contract/transport/ride-kinds';
import { rideCompletedAt } from './ride-completion';
import type { RideRow } from './store/ride-repository';
import { decimalFromMoney } from '@/domain/pricing/money';

// The database's checks and the booking route let only known values in, so the fallbacks are never taken;
// they keep a type, not a cast.
function known<Value extends string>(values: readonly Value[], raw: string, fallback: Value): Value {
  return values.find((value) => value === raw) ?? fallback;
}

export const storedRideType = (raw: string): RideType => known(rideTypes, raw, 'standard');
export const storedRideStatus = (raw: string): RideStatus => known(rideStatuses, raw, 'searching');
export const storedPaymentMethod = (raw: string): RidePaymentMethod => known(ridePaymentMethods, raw, 'CASH');

/** A cash ride is paid to the driver; a card ride is unpaid until its checkout, and refunded once cancelled after. */
export function ridePaymentStatus(row: Pick<RideRow, 'paymentMethod' | 'paidAt' | 'refundedAt'>): RidePaymentStatus {
  if (storedPaymentMethod(row.paymentMethod) === 'CASH') return 'cash';
  if (row.refundedAt !== null) return 'refunded';
  return row.paidAt === null ? 'unpaid' : 'paid';
}

/** A ride as the zapp_go calls answer it at `now` (epoch ms): a ride with a rider reads completed once over. */
export function toRideDto(row: RideRow, merchantQueryId: string, now: number): RideDto {
  const rideType = storedRideType(row.rideType);
  const status = storedRideStatus(row.status);
  return {
    query_id: row.queryId,
    short_order_id: row.shortOrderId,
    status,
    rider_assigned: status === 'rider_assigned',
    riderDetails: status === 'rider_assigned' ? row.rider : null,
    cab_type: row.cabType,
    cablah_ride_type: rideType,
    meetNGreet: rideType === 'meet_n_greet',
    pickup: row.pickup,
    dropoff: row.dropoff,
    recipient_name: row.recipientName,
    recipient_phone_number: row.recipientPhoneNumber,
    rider_note: row.notes,
    cash_on_delivery: row.cashOnDelivery,
    payment_method: storedPaymentMethod(row.paymentMethod),
    payment_status: ridePaymentStatus(row),
    time_zone: row.timeZone,
    advance_booking: row.advanceBookingAt !== null,
    advance_booking_time: row.advanceBookingAt?.toISOString() ?? null,
    currency: row.currency,
    basePrice: row.basePrice,
    nightSurcharge: row.nightSurcharge,
    price: row.price,
    payble_amount: decimalFromMoney(row.price),
    cents: row.price,
    merchant: { query_id: merchantQueryId },
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    completed_at: rideCompletedAt(row, now)?.toISOString() ?? null,
  };
}
