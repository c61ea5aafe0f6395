import type { Money } from '../pricing/money';
import { nightSurcharge } from './night-surcharge';

/** A ride's price and how it is made up. Invariant: price = basePrice + nightSurcharge. */
export interface RideFare {
  readonly basePrice: Money;
  readonly nightSurcharge: Money;
  readonly price: Money;
}

/** The fare of a ride starting at this instant, its night judged in the host's time zone. */
export function rideFare(basePrice: Money, startsAt: number, hostTimeZone: string): RideFare {
  const surcharge = nightSurcharge(startsAt, hostTimeZone);
  return { basePrice, nightSurcharge: surcharge, price: basePrice + surcharge };
}
