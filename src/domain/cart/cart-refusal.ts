/** Why a change to the cart did not happen. Stable codes: the screens turn them into text. */
export type CartRefusal =
  | 'MERCHANT_CLOSED'
  /** The store is open but not taking new orders for now: paused by its staff, or its cap of 15 minutes reached. */
  | 'NOT_TAKING_ORDERS'
  | 'OUTSIDE_DELIVERY_AREA'
  | 'OUT_OF_STOCK'
  | 'NEEDS_DETAILS_PAGE'
  | 'INVALID_QUANTITY'
  | 'EXCEEDS_REMAINING_UNITS'
  | 'CART_HAS_OTHER_STORE'
  | 'CART_FULL'
  | 'LINE_NOT_FOUND'
  | 'STORAGE_FAILED';

/** What a customer may do when the cart already holds another store's products. */
export type CartConflictChoice = 'PROCEED_TO_CART' | 'CLEAR_CART_AND_ADD_NEW_ITEM';

/** The cart-conflict dialog's buttons, in the order they are offered. */
export const cartConflictChoices: readonly CartConflictChoice[] = ['PROCEED_TO_CART', 'CLEAR_CART_AND_ADD_NEW_ITEM'];

/** Why a re-order did not fill the cart (yet). */
export type ReorderRefusal = 'MERCHANT_CLOSED' | 'CART_NOT_EMPTY' | 'STORAGE_FAILED';

/** What a customer may do when re-ordering while the cart already holds items. */
export type ReorderChoice = 'CLEAR_CART_AND_ADD_NEW_ITEMS' | 'PROCEED_TO_CART' | 'CANCEL';

/** The re-order dialog's buttons, in the order they are offered. */
export const reorderChoices: readonly ReorderChoice[] = ['CLEAR_CART_AND_ADD_NEW_ITEMS', 'PROCEED_TO_CART', 'CANCEL'];
