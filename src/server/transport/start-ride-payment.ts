import { newClientSecret, newPaymentIntentId, secretHash } from '../payments/index';
import { storedPaymentMethod, storedRideStatus } from './ride-dto';
import type { RideRow } from './store/ride-repository';
import type { TransportContext } from './transport-context';

export type RidePaymentStart =
  | {
      readonly outcome: 'started';
      readonly paymentIntentId: string;
      /** Answered once; only its SHA-256 is kept. */
      readonly clientSecret: string;
    }
  /** A ride this payment cannot be for: one paid in cash, already paid, or cancelled before it was paid. */
  | { readonly outcome: 'refused'; readonly reason: 'paid_in_cash' | 'already_paid' | 'cancelled_unpaid' };

/**
 * Starts the card payment of the rider's ride booked by card. The amount is the ride's price as the server booked
 * it; nothing the client sends changes it.
 */
export async function startRidePayment(
  context: Pick<TransportContext, 'clock' | 'rideIntents' | 'log'>,
  ride: RideRow,
): Promise<RidePaymentStart> {
  if (storedPaymentMethod(ride.paymentMethod) === 'CASH') return { outcome: 'refused', reason: 'paid_in_cash' };
  if (ride.paidAt !== null) return { outcome: 'refused', reason: 'already_paid' };
  if (storedRideStatus(ride.status) !== 'awaiting_payment') return { outcome: 'refused', reason: 'cancelled_unpaid' };
  const paymentIntentId = newPaymentIntentId();
  const clientSecret = newClientSecret(paymentIntentId);
  await context.rideIntents.create({
    id: paymentIntentId,
    rideId: ride.id,
    clientSecretHash: secretHash(clientSecret),
    amount: ride.price,
    currency: ride.currency,
    now: new Date(context.clock()),
  });
  context.log.info({ ride: ride.queryId, intent: paymentIntentId, amount: ride.price }, 'Ride payment started');
  return { outcome: 'started', paymentIntentId, clientSecret };
}
