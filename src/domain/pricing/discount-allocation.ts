import { sumMoney, type Money } from './money';

/**
 * Shares a discount over amounts in proportion to each, in whole cents, so the parts add up to the discount
 * exactly: every amount first gets the cents its exact share holds in full, and the cents left over go one
 * each to the amounts whose shares lost the biggest fractions (the largest-remainder method); on a tie, the
 * earlier amount, so the browser and the server share alike. A part is never more than its amount, and a
 * discount bigger than all the amounts takes them all and no more. Negative amounts count as 0.
 */
export function allocateDiscount(amounts: readonly Money[], discount: Money): Money[] {
  const shares = amounts.map((amount) => Math.max(0, amount));
  const total = sumMoney(shares);
  const toShare = Math.min(Math.max(0, discount), total);
  if (toShare === 0) return shares.map(() => 0);
  // BigInt keeps amount × discount exact beyond 2^53.
  const exact = shares.map((share, index) => {
    const scaled = BigInt(share) * BigInt(toShare);
    return { index, whole: Number(scaled / BigInt(total)), remainder: scaled % BigInt(total) };
  });
  const parts = exact.map((part) => part.whole);
  const leftOver = toShare - sumMoney(parts);
  const byRemainder = [...exact].sort((first, second) =>
    first.remainder === second.remainder ? first.index - second.index : first.remainder > second.remainder ? -1 : 1,
  );
  for (const part of byRemainder.slice(0, leftOver)) parts[part.index]! += 1;
  return parts;
}
