/**
 * numerator / denominator to the nearest integer, a half rounding away from zero ("half-up", the
 * commercial rounding Finnish receipts and VAT use). Banker's rounding would move a half-cent
 * sometimes up and sometimes down, which a customer checking a receipt by hand cannot follow.
 * BigInt keeps products like gross × 10 000 exact beyond 2^53.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  const rounded = remainder * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
