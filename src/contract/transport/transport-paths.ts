import { transportSignInPath } from './transport-path-prefixes';

/**
 * Where the transport calls live. The sign-in is on the merchant service (merchantApiV1): the spec hides its
 * path and says only that transport mode signs in with a merchant's username and password. The ride calls are
 * on the wallet service (walletApiV1), under zapp_go as the spec's request layer names them.
 */
export const transportPaths = {
  signIn: transportSignInPath,
  fareEstimate: 'zapp_go/cablah_price',
  bookRide: 'zapp_go/cablah_invoice',
  rideStatus: 'zapp_go/invoice_status',
  cancelRiderSearch: 'zapp_go/cancel_rider_search',
  bookings: 'zapp_go/bookings',
  /** The ride's receipt by e-mail, written by the server (the storefront's email/send, for a ride). */
  rideReceiptEmail: 'zapp_go/email/send',
  /** Starts the card payment of a ride booked with payment_method STRIPE; the server decides the amount. */
  ridePaymentInit: 'zapp_go/ride_payment/init',
  /** The rider's browser's Web Push subscription (the body of push/subscription), for news of the rider's rides. */
  riderPushSubscription: 'zapp_go/push_subscription',
} as const;
