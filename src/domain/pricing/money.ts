/**
 * An amount of money in integer minor units (cents). Never a binary float: sums of floats drift,
 * and a cent lost in a receipt is a bug a customer notices.
 */
export type Money = number;

export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
