import type { Money } from '@/domain/pricing/money';
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
}

/** The transport service's price estimates. */
export interface FareEstimates {
  /**
   * The base price of a ride, in minor units, before any night surcharge.
   * @throws AppError when the transport service cannot be reached or cannot price the route.
   */
  basePrice(query: FareQuery): Promise<Money>;
}
