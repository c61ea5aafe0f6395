import type { Cart, CartLine, CartStore } from './cart';
import { cartLineLimit, emptyCart } from './cart';

export function isCartEmpty(cart: Cart): boolean {
  return cart.lines.length === 0;
}

/** The one-store rule: a cart with lines belongs to its store, and a product of any other store conflicts. */
export function holdsOtherStore(cart: Cart, storeQueryId: string): boolean {
  return !isCartEmpty(cart) && cart.store !== null && cart.store.queryId !== storeQueryId;
}

export function findLine(cart: Cart, lineId: string): CartLine | undefined {
  return cart.lines.find((line) => line.lineId === lineId);
}

export type PutLineResult =
  | { readonly ok: true; readonly cart: Cart }
  | { readonly ok: false; readonly reason: 'CART_HAS_OTHER_STORE' | 'CART_FULL' };

/**
 * Adds the line, or replaces the line of the same product and selection in its place (fresh prices and
 * stock, the new quantity). A cart never holds two stores: a line of another store is refused, and so is a
 * new line once the cart holds cartLineLimit lines (a line already there may still change).
 */
export function putLine(cart: Cart, store: CartStore, line: CartLine): PutLineResult {
  if (holdsOtherStore(cart, store.queryId)) return { ok: false, reason: 'CART_HAS_OTHER_STORE' };
  const replaced = cart.lines.some((existing) => existing.lineId === line.lineId);
  if (!replaced && cart.lines.length >= cartLineLimit) return { ok: false, reason: 'CART_FULL' };
  const lines = replaced
    ? cart.lines.map((existing) => (existing.lineId === line.lineId ? line : existing))
    : [...cart.lines, line];
  // The store first recorded stays, so a line added and removed again leaves the cart exactly as it was.
  return { ok: true, cart: { store: isCartEmpty(cart) ? store : (cart.store ?? store), lines } };
}

/** Removes one line; the last line gone, the cart is empty and free for any store. */
export function removeLine(cart: Cart, lineId: string): Cart {
  const lines = cart.lines.filter((line) => line.lineId !== lineId);
  return lines.length === 0 ? emptyCart : { store: cart.store, lines };
}

/** The cart with one line's quantity changed; other lines and the order stay. */
export function withLineQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  return { ...cart, lines: cart.lines.map((line) => (line.lineId === lineId ? { ...line, quantity } : line)) };
}

/** A cart made afresh of these lines of one store, as "clear cart and add" and re-order leave it. */
export function cartOf(store: CartStore, lines: readonly CartLine[]): Cart {
  return lines.length === 0 ? emptyCart : { store, lines };
}
