import type { FareEstimates, FareQuery } from '@/application/ports/fare-estimates.port';
import type { Money } from '@/domain/pricing/money';

/** A transport service whose estimate is whatever the test sets. */
export class FixedFareEstimates implements FareEstimates {
  readonly queries: FareQuery[] = [];

  constructor(public price: Money) {}

  async basePrice(query: FareQuery): Promise<Money> {
    this.queries.push(query);
    return this.price;
  }
}
