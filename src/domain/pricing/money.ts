import { scaledDecimal } from './decimal';

/**
 * An amount of money in integer minor units (cents). Never a binary float: sums of floats drift,
 * and a cent lost in a receipt is a bug a customer notices.
 */
export type Money = number;

/** Every currency the storefront sells in (euro, dollar, Pakistani rupee) has two decimals. */
export const minorUnitDigits = 2;
export const minorUnitsPerMajorUnit = 100;

export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Reads a decimal amount as a server sends it ("19.99", 19.99, "1e2") into minor units exactly:
 * the digits are shifted as text, so 19.99 is 1999 and never 19.99 * 100 = 1998.9999999999998.
 * More than two decimals round half-up (away from zero), as the server's decimal type rounds.
 * @returns null when the value is not a decimal number or does not fit a safe integer of minor units.
 */
export function moneyFromDecimal(amount: string | number): Money | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String() of a number is the shortest text that reads back as the same double: 19.99 gives "19.99".
  const scaled = scaledDecimal(String(amount), minorUnitDigits);
  if (scaled === null) return null;
  const money = Number(scaled);
  return Number.isSafeInteger(money) ? money : null;
}

/**
 * The largest amount a decimal of major units states exactly: a double holds 15 significant digits, so
 * 9 999 999 999 999.99 reads back as itself, while beyond it two amounts of cents can share one decimal.
 */
export const largestDecimalMoney: Money = 10 ** 15 - 1;

/**
 * Minor units as the decimal number of major units the spec's wire carries (1490 → 14.9). The one division rounds to
 * the double nearest the decimal, the same double JSON reads "14.9" as, so the two compare equal; up to
 * largestDecimalMoney the decimal names these cents and no others. For the wire only: amounts are never added or
 * multiplied as decimals.
 */
export function decimalFromMoney(amount: Money): number {
  return amount / minorUnitsPerMajorUnit;
}

/** A whole amount of the major unit (a tip of Rs 20) in minor units; multiplying integers is exact. */
export function moneyFromWholeMajorUnits(amount: number): Money {
  return amount * minorUnitsPerMajorUnit;
}

/** Adds integer amounts; integer addition below 2^53 is exact, unlike adding decimal floats. */
export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce((total, amount) => total + amount, 0);
}
