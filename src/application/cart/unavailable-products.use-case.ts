import type { CartLine } from '@/domain/cart/cart';
import { linesNoLongerAvailable, withoutProducts } from '@/domain/cart/unavailable-products';
import type { CartRepository, CartStorageFailure } from '../ports/cart-repository.port';
import { savedCart, type CartOutcome } from './cart-outcome';

export type UnavailableProductsNotice = { readonly ok: true; readonly lines: readonly CartLine[] } | CartStorageFailure;

/**
 * Creating the invoice was refused because some products are no longer sold: the customer is shown
 * which, and on closing the notice those products leave the cart.
 */
export interface UnavailableProducts {
  /** The cart lines of the products the server named, for the notice to list; the cart is unchanged. */
  notice(productQueryIds: readonly string[]): Promise<UnavailableProductsNotice>;
  /** The customer closed the notice: every line of those products leaves the cart. */
  acknowledge(productQueryIds: readonly string[]): Promise<CartOutcome>;
}

export function createUnavailableProducts(deps: { cartRepository: CartRepository }): UnavailableProducts {
  return {
    async notice(productQueryIds) {
      const loaded = await deps.cartRepository.load();
      return loaded.ok ? { ok: true, lines: linesNoLongerAvailable(loaded.cart, productQueryIds) } : loaded;
    },
    async acknowledge(productQueryIds) {
      const loaded = await deps.cartRepository.load();
      if (!loaded.ok) return loaded;
      return savedCart(deps.cartRepository, withoutProducts(loaded.cart, productQueryIds));
    },
  };
}
