import type { CartChanges } from '../ports/cart-changes.port';
import type { AddToCart } from './add-to-cart.use-case';
import type { ChangeQuantity } from './change-quantity.use-case';
import type { ClearCartAndAdd } from './clear-cart-and-add.use-case';
import type { RemoveCartLine } from './remove-cart-line.use-case';
import type { ViewCart } from './view-cart.use-case';

/** What the screens may do with the cart. */
export interface CartFeature {
  readonly viewCart: ViewCart;
  readonly addToCart: AddToCart;
  readonly changeQuantity: ChangeQuantity;
  readonly removeCartLine: RemoveCartLine;
  readonly clearCartAndAdd: ClearCartAndAdd;
  /** The saved cart's live feed itself: watching has no rule to state. */
  readonly cartChanges: CartChanges;
}
