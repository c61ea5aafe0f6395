import { canPayRide, type RideProgress } from '@/domain/transport/ride-progress';
import type { ExternalPages } from '../ports/external-pages.port';
import type { RidePayments } from '../ports/ride-payments.port';

export type PayRideByCardResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'NOT_PAYABLE' };

/**
 * The customer pays a ride booked to be paid by card: the service starts a payment of the ride's own price and
 * the customer goes to its card checkout, which leads back to the payment-success route. A ride the page already
 * knows to be paid, cancelled or paid in cash is refused before anything is sent.
 * @throws AppError when the transport service refuses the payment or cannot be reached.
 */
export type PayRideByCard = (request: {
  readonly invoiceQueryId: string;
  /** What the page last saw of the ride; absent right after booking, when it is known to be unpaid. */
  readonly known?: Pick<RideProgress, 'status' | 'payment'>;
}) => Promise<PayRideByCardResult>;

export function createPayRideByCard(deps: { ridePayments: RidePayments; externalPages: ExternalPages }): PayRideByCard {
  return async ({ invoiceQueryId, known }) => {
    if (known !== undefined && !canPayRide(known)) return { ok: false, reason: 'NOT_PAYABLE' };
    const checkout = await deps.ridePayments.startCardPayment(invoiceQueryId);
    deps.externalPages.open(checkout.checkoutUrl);
    return { ok: true };
  };
}
