import type { ReceiptLocale } from '../receipts/index';
import type { Rider } from './store/rider-sessions';
import type { RideRow } from './store/ride-repository';
import { requestRideReceipt, type ReceiptDelivery, type ReceiptDeliveryContext } from './ride-receipt-delivery';
import type { TransportContext } from './transport-context';

export type RideReceiptAsk =
  | { readonly outcome: 'asked'; readonly delivery: ReceiptDelivery }
  /** Over the mails a ride or a rider may send in an hour: the next one may go after `waitMs`. */
  | { readonly outcome: 'too_many'; readonly waitMs: number };

/**
 * A rider asks for the receipt of one of their rides by mail, within the hourly limits per ride and per rider;
 * where it goes, and when, is requestRideReceipt's rule.
 */
export async function askRideReceipt(
  context: Pick<TransportContext, 'receiptLimits' | 'log'> & ReceiptDeliveryContext,
  rider: Rider,
  ride: RideRow,
  to: { readonly email: string; readonly locale: ReceiptLocale; readonly origin: string },
): Promise<RideReceiptAsk> {
  const waitMs = context.receiptLimits.take(`rider:${rider.riderId}`, ride.queryId);
  if (waitMs > 0) return { outcome: 'too_many', waitMs };
  const delivery = await requestRideReceipt(context, {
    riderId: rider.riderId,
    ride,
    email: to.email.trim().toLowerCase(),
    locale: to.locale,
    origin: to.origin,
  });
  context.log.info({ ride: ride.queryId, rider: rider.queryId, delivery }, 'Ride receipt asked for');
  return { outcome: 'asked', delivery };
}
