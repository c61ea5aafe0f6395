import type { Cart } from '@/domain/cart/cart';
import type { Tip } from '@/domain/tip/tip';

/**
 * What the server's price depends on: the store, each line's quantity and the rider tip, which the server
 * charges on the invoice. Equal keys price the same.
 */
export function cartKeyOf(cart: Cart, tip: Tip): string {
  const lines = cart.lines.map((line) => `${line.lineId}:${line.quantity}`).join('|');
  return `${cart.store?.queryId ?? ''}#${lines}#tip:${tip}`;
}
