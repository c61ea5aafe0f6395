import { moneyFromDecimal, type Money } from '../pricing/money';

/**
 * The amount a payment sends: payble_amount × 100, exactly (19.99 → 1999, 0.07 → 7), never a float product
 * (19.99 * 100 is 1998.9999999999998). Pricing's exact decimal reading does the work: a third decimal rounds
 * half-up, away from zero (1.005 → 101), as the server's decimal type rounds, and a single conversion has no
 * sum whose bias banker's rounding would cancel.
 * @returns null for anything that is not a finite decimal ('', '1,5', 'abc') or is too large for exact cents.
 */
export function centsFromDecimal(amount: number | string): Money | null {
  return moneyFromDecimal(amount);
}
