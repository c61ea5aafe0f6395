import type { Cart } from '@/domain/cart/cart';
import { isCartEmpty } from '@/domain/cart/cart-changes';
import { reorderChoices, type ReorderChoice } from '@/domain/cart/cart-refusal';
import { cartFromOrder } from '@/domain/cart/reorder';
import type { CartRepository, CartStorageFailure } from '../ports/cart-repository.port';
import type { OrderProducts } from '../ports/order-products.port';

export interface ReOrderRequest {
  readonly orderId: string;
  /** The order's merchant shop status is open. */
  readonly merchantIsOpen: boolean;
  /** The customer's answer to CART_NOT_EMPTY; absent on the first call. */
  readonly choice?: ReorderChoice;
}

export type ReOrderOutcome =
  /** The cart now holds the order's products; the customer goes to the cart summary. */
  | { readonly ok: true; readonly done: 'CART_REPLACED'; readonly cart: Cart; readonly goTo: 'CART_SUMMARY' }
  /** "Proceed to Cart": the cart is left as it was; the customer goes to the cart summary. */
  | { readonly ok: true; readonly done: 'CART_KEPT'; readonly cart: Cart; readonly goTo: 'CART_SUMMARY' }
  /** "Cancel": nothing happens, the customer stays where they are. */
  | { readonly ok: true; readonly done: 'CANCELLED' }
  | { readonly ok: false; readonly reason: 'MERCHANT_CLOSED' }
  /** The cart holds items: nothing changed, ask the customer and call again with the choice. */
  | { readonly ok: false; readonly reason: 'CART_NOT_EMPTY'; readonly choices: readonly ReorderChoice[] }
  | CartStorageFailure;

/**
 * The customer orders a past order again. Only while its merchant is open; an empty cart is replaced by
 * the order's products (fetched by order id, each quantity capped to the units left); a cart with items
 * asks first: "Clear Cart and Add New Items", "Proceed to Cart" or "Cancel".
 * @throws AppError when the order's products cannot be fetched, as the catalogue ports do.
 */
export type ReOrder = (request: ReOrderRequest) => Promise<ReOrderOutcome>;

export function createReOrder(deps: { cartRepository: CartRepository; orderProducts: OrderProducts }): ReOrder {
  return async ({ orderId, merchantIsOpen, choice }) => {
    if (choice === 'CANCEL') return { ok: true, done: 'CANCELLED' };
    if (choice !== 'PROCEED_TO_CART' && !merchantIsOpen) return { ok: false, reason: 'MERCHANT_CLOSED' };
    const loaded = await deps.cartRepository.load();
    if (!loaded.ok) return loaded;
    if (choice === 'PROCEED_TO_CART') return { ok: true, done: 'CART_KEPT', cart: loaded.cart, goTo: 'CART_SUMMARY' };
    if (!isCartEmpty(loaded.cart) && choice !== 'CLEAR_CART_AND_ADD_NEW_ITEMS') {
      return { ok: false, reason: 'CART_NOT_EMPTY', choices: reorderChoices };
    }
    const cart = cartFromOrder(await deps.orderProducts.productsOfOrder(orderId));
    const saved = await deps.cartRepository.save(cart);
    return saved.ok ? { ok: true, done: 'CART_REPLACED', cart, goTo: 'CART_SUMMARY' } : saved;
  };
}
