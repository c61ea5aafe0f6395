import { emptyCart, type Cart } from '@/domain/cart/cart';

/**
 * Reads what the database held back into a cart. A row written by an older version of the app, or edited
 * by hand in the developer tools, is not trusted: anything that does not look like a cart is the empty cart.
 */
export function cartFromStored(value: unknown): Cart {
  if (typeof value !== 'object' || value === null) return emptyCart;
  const { store, lines } = value as { store?: unknown; lines?: unknown };
  if (!Array.isArray(lines) || lines.length === 0) return emptyCart;
  if (typeof store !== 'object' || store === null) return emptyCart;
  const linesLookRight = lines.every(
    (line: unknown) =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as { lineId?: unknown }).lineId === 'string' &&
      Number.isInteger((line as { quantity?: unknown }).quantity),
  );
  return linesLookRight ? (value as Cart) : emptyCart;
}
