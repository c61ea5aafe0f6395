import type { Cart } from '@/domain/cart/cart';
import type { CartRefusal } from '@/domain/cart/cart-refusal';
import type { CartRepository } from '../ports/cart-repository.port';

/** A cart change either happened, and here is the cart as saved, or did not, and here is why. */
export type CartOutcome =
  | { readonly ok: true; readonly cart: Cart }
  | { readonly ok: false; readonly reason: Exclude<CartRefusal, 'CART_HAS_OTHER_STORE'> };

/** Saves the changed cart and reports it, or the storage failure, as an outcome. */
export async function savedCart(cartRepository: CartRepository, cart: Cart): Promise<CartOutcome> {
  const saved = await cartRepository.save(cart);
  return saved.ok ? { ok: true, cart } : saved;
}
