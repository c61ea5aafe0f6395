import type { Money } from '@/domain/pricing/money';
import type { RideFare } from '@/domain/transport/ride-fare';
import type { RidePlace } from '@/domain/transport/ride-place';

export interface FareQuery {
  readonly pickup: RidePlace;
  readonly dropoff: RidePlace;
  /** A car type's value from the configuration. */
  readonly cabType: string;
  /** The car type's starting price, in minor units. */
  readonly startingPrice: Money;
  /** The meet-and-greet ride type: the driver meets the passenger inside, for a fixed extra. */
  readonly meetAndGreet?: boolean;
  /** When an advance ride starts (epoch ms); null for a ride now. */
  readonly bookingAt: number | null;
}

/** The transport service's price estimates. */
export interface FareEstimates {
  /**
   * The fare of a ride as the service prices it: its base price and its night surcharge, judged by the service in
   * the host's time zone, in minor units.
   * @throws AppError when the transport service cannot be reached or cannot price the route.
   */
  fare(query: FareQuery): Promise<RideFare>;
}
