import type { AdvanceBooking } from './advance-booking';
import type { RideFare } from './ride-fare';
import type { RidePaymentMethod } from './ride-payment';
import type { RidePlace } from './ride-place';

/** A ride as it is booked with the transport service. */
export interface RideBooking {
  readonly pickup: RidePlace;
  readonly dropoff: RidePlace;
  /** A car type's value from the configuration. */
  readonly cabType: string;
  readonly fare: RideFare;
  readonly advance: AdvanceBooking;
  /** The customer's IANA time zone, sent as time_zone. */
  readonly timeZone: string;
  readonly recipientName: string | null;
  readonly recipientPhoneNumber: string | null;
  readonly riderNote: string;
  /** The meet-and-greet ride type; a plain ride when left out. */
  readonly meetAndGreet?: boolean;
  /** Paid to the driver in cash; true when left out. */
  readonly cash?: boolean;
  /** How the ride is paid; cash when left out. A card ride is never paid in cash. */
  readonly paymentMethod?: RidePaymentMethod;
  /** The pickup is the customer's current position as the browser reported it. */
  readonly dynamicPickup?: boolean;
}
