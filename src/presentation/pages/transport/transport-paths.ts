import type { RideReceiptOutcome } from '@/application/transport/book-ride.use-case';
import { ridePagePath } from '@/domain/transport/ride-news';

/** Transport mode's pages (the spec's "Transport routes"). */
export const transportPaths = {
  start: '/transport/transport-start-journey',
  mainPage: '/transport/main-page',
  locationPickup: '/transport/location-pickup',
  confirmPickupLocation: '/transport/confirm-pickup-location',
  bookingSuccess: '/transport/booking-success',
  bookingHistory: '/transport/booking-history',
  aboutUs: '/transport/about-us',
  privacyPolicy: '/transport/privacy-policy',
  terms: '/terms',
} as const;

/** The ride's page; a ride's notification opens it too (the service worker knows it from the domain). */
export const confirmBookingPath = ridePagePath;

/**
 * What the booking tells the confirm-booking page it lands on: what became of the receipt mail, and why a card
 * payment could not be opened (the ride is booked unpaid; the page offers the payment again).
 */
export interface ConfirmBookingState {
  readonly receipt: RideReceiptOutcome;
  readonly paymentError?: string;
  /** The customer came back from the card checkout. */
  readonly paymentReturned?: boolean;
}

const receiptOutcomes = [
  'none',
  'sent',
  'confirmation_sent',
  'after_payment',
  'failed',
] as const satisfies readonly RideReceiptOutcome[];

/** The receipt outcome of the navigation that opened the page; none when the page was opened otherwise. */
export function receiptOutcomeOf(state: unknown): ConfirmBookingState['receipt'] {
  const receipt = (state as Partial<ConfirmBookingState> | null)?.receipt;
  return typeof receipt === 'string' && (receiptOutcomes as readonly string[]).includes(receipt) ? receipt : 'none';
}

/** The payment error the booking handed over, or null. */
export function paymentErrorOf(state: unknown): string | null {
  const error = (state as Partial<ConfirmBookingState> | null)?.paymentError;
  return typeof error === 'string' ? error : null;
}

/** Whether the page was opened on the way back from the card checkout. */
export function paymentReturnedOf(state: unknown): boolean {
  return (state as Partial<ConfirmBookingState> | null)?.paymentReturned === true;
}
