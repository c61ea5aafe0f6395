import { riderAssignAt } from '@/domain/transport/rider-assignment';
import { checkPayingCard, type CheckoutPageTextKey, type PayingCard } from '../payments/index';
import { storedRideStatus } from './ride-dto';
import { deliverDueReceipts, type ReceiptDeliveryContext } from './ride-receipt-delivery';
import type { RidePaymentIntentRow } from './store/ride-payment-intents';
import type { RideRow } from './store/ride-repository';
import type { TransportContext } from './transport-context';

export type RideCardPaymentContext = Pick<
  TransportContext,
  'clock' | 'rides' | 'rideIntents' | 'riderDelayMs' | 'log' | 'ridePusher'
> &
  ReceiptDeliveryContext;

/** The card as typed on the checkout page. */
export type TypedRideCard = PayingCard;

export type RideCardPaymentOutcome =
  | { readonly outcome: 'paid' }
  /** The card itself was refused: the rider may type another (`declined`: the card was read, and said no). */
  | { readonly outcome: 'card_refused'; readonly refusal: CheckoutPageTextKey; readonly declined: boolean }
  /** Another confirmation of the same intent settled it first; `paid` tells whether it succeeded. */
  | { readonly outcome: 'settled_before'; readonly paid: boolean }
  /** The ride no longer waits for this payment: cancelled or paid meanwhile, or changed during this one. */
  | { readonly outcome: 'not_taken'; readonly reason: 'ride_no_longer' | 'ride_changed' };

/**
 * Confirms the sandbox card payment of a ride: a valid card records the ride paid (for the amount the intent was
 * made for, which is the ride's price) and starts its rider search, then the receipt the rider asked for at booking
 * goes out. The intent is claimed before the ride is written, so two confirmations at once pay it once; when the
 * ride changed in between, the claim is undone.
 */
export async function payRideByCard(
  context: RideCardPaymentContext,
  intent: RidePaymentIntentRow,
  ride: RideRow,
  card: TypedRideCard,
): Promise<RideCardPaymentOutcome> {
  if (storedRideStatus(ride.status) !== 'awaiting_payment' || ride.price !== intent.amount) {
    // The ride was cancelled or paid meanwhile: this payment cannot be for it any more.
    await context.rideIntents.cancel(intent.id);
    return { outcome: 'not_taken', reason: 'ride_no_longer' };
  }
  const now = context.clock();
  const checked = checkPayingCard(card, now);
  if (!checked.ok) return { outcome: 'card_refused', refusal: checked.refusal, declined: checked.declined };
  const confirmedAt = new Date(now);
  if (!(await context.rideIntents.claimSuccess(intent.id, checked.card, confirmedAt))) {
    const settled = await context.rideIntents.find(intent.id);
    return { outcome: 'settled_before', paid: settled?.status === 'succeeded' };
  }
  const assignAt = riderAssignAt(ride.advanceBookingAt?.getTime() ?? null, now, context.riderDelayMs);
  if (!(await context.rides.recordPayment(ride.id, confirmedAt, new Date(assignAt)))) {
    await context.rideIntents.undoSuccess(intent.id, confirmedAt);
    return { outcome: 'not_taken', reason: 'ride_changed' };
  }
  context.log.info({ ride: ride.queryId, intent: intent.id, amount: intent.amount }, 'Ride paid by card');
  context.ridePusher.changed({ riderId: ride.riderId, queryId: ride.queryId, status: 'searching' });
  // A receipt the rider asked for at booking waited for this payment.
  if (ride.riderId !== null) await deliverDueReceipts(context, ride.riderId);
  return { outcome: 'paid' };
}
