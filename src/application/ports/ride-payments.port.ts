import type { Money } from '@/domain/pricing/money';

/** A ride's card payment as the transport service started it: the amount it decided and the page that takes it. */
export interface RideCheckout {
  /** The ride's price as the server booked it, in minor units: never an amount the browser sent. */
  readonly amount: Money;
  /** The card checkout page; its address carries the payment's one-time secret in the fragment. */
  readonly checkoutUrl: string;
}

/** The transport service's card payments of rides booked to be paid by card. */
export interface RidePayments {
  /**
   * Starts the card payment of the ride for the price the server booked it at.
   * @throws AppError when the service refuses (a cash ride, one already paid or cancelled) or cannot be reached.
   */
  startCardPayment(invoiceQueryId: string): Promise<RideCheckout>;
}
