import type { FareEstimates, FareQuery } from '@/application/ports/fare-estimates.port';
import type { Money } from '@/domain/pricing/money';
import type { RideFare } from '@/domain/transport/ride-fare';

/** A transport service whose estimate is whatever the test sets: a base price and a night surcharge. */
export class FixedFareEstimates implements FareEstimates {
  readonly queries: FareQuery[] = [];
  nightSurcharge: Money = 0;

  constructor(public price: Money) {}

  async fare(query: FareQuery): Promise<RideFare> {
    this.queries.push(query);
    return { basePrice: this.price, nightSurcharge: this.nightSurcharge, price: this.price + this.nightSurcharge };
  }
}
