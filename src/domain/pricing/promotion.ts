import type { Promotion } from '../catalogue/product';
import type { Money } from './money';
import { divideRoundingHalfUp } from './rounding';

/**
 * The price a promotion leaves: a `discount` takes its percentage off, rounded half-up to the cent like every
 * other amount; a `flat` promotion takes its amount off. Never below zero, never above the price.
 * The server decides prices with this rule; the browser only shows what the server decided.
 */
export function priceAfterPromotion(price: Money, promotion: Promotion | null): Money {
  if (!promotion || promotion.amount <= 0) return price;
  const off =
    promotion.nature === 'flat'
      ? Math.round(promotion.amount)
      : Number(divideRoundingHalfUp(BigInt(price) * BigInt(Math.round(promotion.amount * 100)), 10_000n));
  return Math.min(price, Math.max(0, price - off));
}
