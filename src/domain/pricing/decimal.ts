import { divideRoundingHalfUp } from './rounding';

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Exponents beyond this are no amount or percentage a store could mean; refusing them bounds the work. */
const largestExponent = 100;

/**
 * A decimal written as text ("19.99", "-0.5", "1.5e3") as an integer scaled by 10^digits, computed on the
 * digits themselves so no binary float is involved. Extra decimals round half-up (away from zero).
 * @returns null when the text is not a plain decimal number.
 */
export function scaledDecimal(text: string, digits: number): bigint | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > largestExponent) return null;
  const unscaled = BigInt(`${whole}${fraction}`);
  // The value is unscaled × 10^(exponent − fraction length); we want it × 10^digits.
  const shift = exponent - fraction.length + digits;
  const magnitude =
    shift >= 0 ? unscaled * 10n ** BigInt(shift) : divideRoundingHalfUp(unscaled, 10n ** BigInt(-shift));
  return sign === '-' ? -magnitude : magnitude;
}
