/** The ceiling when the server gives no positive count of the units left. */
export const defaultMaxQuantity = 99;

/** The most units of one product a cart line may hold: the units left when the server counts them, else 99. */
export function maxQuantity(availableQuantity: number): number {
  return availableQuantity > 0 ? availableQuantity : defaultMaxQuantity;
}

/** The counter's plus button works while the line is below its maximum. */
export function canIncreaseQuantity(quantity: number, availableQuantity: number): boolean {
  return quantity < maxQuantity(availableQuantity);
}

/** The counter's minus button works while the quantity is 1 or more; going from 1 to 0 removes the line. */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity >= 1;
}

export type QuantityCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'INVALID_QUANTITY' | 'EXCEEDS_REMAINING_UNITS' };

/**
 * A quantity a cart line may hold: a whole number from 1 up to the maximum. Zero is not a line quantity,
 * it is a removal, which the callers decide on before asking.
 */
export function checkLineQuantity(quantity: number, availableQuantity: number): QuantityCheck {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, reason: 'INVALID_QUANTITY' };
  if (quantity > maxQuantity(availableQuantity)) return { ok: false, reason: 'EXCEEDS_REMAINING_UNITS' };
  return { ok: true };
}
