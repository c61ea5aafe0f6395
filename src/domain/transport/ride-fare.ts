import type { Money } from '../pricing/money';
import { nightSurcharge, type BookingTime } from './night-surcharge';

/** A ride's price and how it is made up. Invariant: price = basePrice + nightSurcharge. */
export interface RideFare {
  readonly basePrice: Money;
  readonly nightSurcharge: Money;
  readonly price: Money;
}

export function rideFare(basePrice: Money, bookingTime: BookingTime | null, now: number): RideFare {
  const surcharge = nightSurcharge(bookingTime, now);
  return { basePrice, nightSurcharge: surcharge, price: basePrice + surcharge };
}
