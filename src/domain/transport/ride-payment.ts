import type { PaymentMethod } from '../payments/payment-method';

/**
 * How a ride is paid: in cash to the driver, or by card (the Stripe-style checkout) before a rider is searched
 * for. The other card methods of the storefront (the network terminal, the bank forms) take an order's invoice,
 * not a ride.
 */
export const ridePaymentMethods = ['CASH', 'STRIPE'] as const satisfies readonly PaymentMethod[];
export type RidePaymentMethod = (typeof ridePaymentMethods)[number];

/** Where a ride's payment stands: cash (to the driver), a card payment not yet made, paid, or owed back. */
export const ridePaymentStatuses = ['cash', 'unpaid', 'paid', 'refunded'] as const;
export type RidePaymentStatus = (typeof ridePaymentStatuses)[number];

/**
 * The ways a host's rides are paid: cash to the driver always (the spec's "cash and the card methods the host
 * configures"), then each card method of the host's configuration that a ride can take.
 */
export function offeredRidePaymentMethods(configured: readonly PaymentMethod[]): readonly RidePaymentMethod[] {
  return ridePaymentMethods.filter((method) => method === 'CASH' || configured.includes(method));
}

/** A card ride is searched for only once paid; a cash ride at once. */
export function needsPaymentBeforeSearch(method: RidePaymentMethod): boolean {
  return method !== 'CASH';
}
