import { BadRequestError } from '@/server/http/bad-request-error';
import type { RideRules } from '@/server/transport/host-ride-rules';
import { isRiderDue, cancelRefusal } from '@/server/transport/ride-lifecycle';
import { priceRide } from '@/server/transport/ride-pricing';
import { rideStart } from '@/server/transport/ride-start';
import { riderAssignAt } from '@/domain/transport/rider-assignment';
import type { RideFare } from '@/domain/transport/ride-fare';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';

/** Kamppi to Helsinki Airport, 16.43 km: an economy ride's base price is 4.00 + 0.90 per km, 18.79. */
const kamppiToAirport = { pickup: { lat: 60.1699, long: 24.9312 }, dropoff: { lat: 60.3172, long: 24.9633 } };
const economy = { startingPrice: 400, perKm: 90 };
/** The reference server's default search delay. */
const searchDelayMs = 20_000;

/** A booked ride as the reference server keeps its search: when it gets its driver, and whether it still searches. */
interface SearchingRide {
  readonly assignAt: number;
  status: 'searching' | 'cancelled';
}

/**
 * The reference server's own ride rules (src/server/transport: when a ride starts, its price, when its driver comes,
 * whether it can be cancelled) on a host's configured time zone and booking limit, at the scenario's clock.
 */
export class RideRulesDriver {
  rules: RideRules = { timeZone: 'Asia/Singapore', maxAdvanceDays: 30 };
  lastFare: RideFare | null = null;
  lastRefusalCode: number | null = null;
  ride: SearchingRide | null = null;

  constructor(readonly clock: FixedClock) {}

  /** The server's price of the ride, now or at a booking time; a refused time keeps its transport code instead. */
  price(bookingAt: number | null): RideFare | null {
    this.lastFare = null;
    this.lastRefusalCode = null;
    try {
      const requested = bookingAt === null ? null : new Date(bookingAt).toISOString();
      const { startsAt } = rideStart(requested, this.clock.now(), this.rules);
      this.lastFare = priceRide({ ...kamppiToAirport, startsAt }, economy, 'standard', this.rules.timeZone);
    } catch (error) {
      if (!(error instanceof BadRequestError)) throw error;
      this.lastRefusalCode = error.code ?? null;
    }
    return this.lastFare;
  }

  /** Books the ride as the server does: priced, then searching until its driver's time. */
  book(bookingAt: number | null): void {
    if (this.price(bookingAt) === null) return;
    this.ride = { assignAt: riderAssignAt(bookingAt, this.clock.now(), searchDelayMs), status: 'searching' };
  }

  private get booked(): SearchingRide {
    if (this.ride === null) throw new Error('No ride was booked');
    return this.ride;
  }

  /** What the server's status call now says of the ride. */
  status(): 'searching' | 'rider_assigned' | 'cancelled' {
    const ride = this.booked;
    if (ride.status === 'cancelled') return 'cancelled';
    return isRiderDue('searching', ride.assignAt, this.clock.now()) ? 'rider_assigned' : 'searching';
  }

  /** The server's cancel: refused by its rule once the driver is on the way. */
  cancel(): 'cancelled' | 'RIDER_ALREADY_ASSIGNED' | 'ALREADY_CANCELLED' {
    const refusal = cancelRefusal(this.status());
    if (refusal !== null) return refusal;
    this.booked.status = 'cancelled';
    return 'cancelled';
  }
}
