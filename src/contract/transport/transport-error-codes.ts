/**
 * The spec's transport error codes (9004, 9006, 9010, 9014–9018, 9020–9022), each given one condition the
 * reference server checks. A refusal carries its code as `error.code` in the error body beside the message and,
 * for bad input, the field at fault; a client shows the code's own sentence.
 */
export const transportErrorCodes = {
  /** Cancelling a rider search that was already cancelled. */
  rideAlreadyCancelled: 9004,
  /** Pickup and drop-off the same place, or closer than the shortest ride. */
  routeTooShort: 9006,
  /** The price sent along (cents) is no longer the server's: the night began or ended meanwhile. */
  priceChanged: 9010,
  /** A car type the host does not offer. */
  carTypeNotOffered: 9014,
  /** A booking time in the past. */
  bookingTimeInPast: 9015,
  /** A booking time further ahead than the host's limit of days. */
  bookingTimeTooFarAhead: 9016,
  /** No ride of this id belongs to the asking account (unknown or someone else's alike). */
  rideNotFound: 9017,
  /** Cancelling a rider search that has already found its rider. */
  riderAlreadyAssigned: 9018,
  /** A payment method the host does not offer for rides. */
  paymentMethodNotOffered: 9020,
  /** Pickup and drop-off further apart than the longest ride. */
  routeTooLong: 9021,
  /** Transport sign-in refused: wrong credentials, or sign-in locked for a while. */
  signInRefused: 9022,
} as const;

export type TransportErrorCode = (typeof transportErrorCodes)[keyof typeof transportErrorCodes];
