import type { Cart, CartLine } from './cart';
import { emptyCart } from './cart';

/** The lines the server named as no longer sold, in cart order, for the notice to list by name. */
export function linesNoLongerAvailable(cart: Cart, productQueryIds: readonly string[]): readonly CartLine[] {
  const named = new Set(productQueryIds);
  return cart.lines.filter((line) => named.has(line.productQueryId));
}

/** The cart without any line of the named products, whatever their selection. */
export function withoutProducts(cart: Cart, productQueryIds: readonly string[]): Cart {
  const named = new Set(productQueryIds);
  const lines = cart.lines.filter((line) => !named.has(line.productQueryId));
  return lines.length === 0 ? emptyCart : { store: cart.store, lines };
}
