import type { CartConflictChoice, CartRefusal, ReorderChoice, ReorderRefusal } from '@/domain/cart/cart-refusal';

/**
 * The i18n key of what the customer is told for each refusal. `null` where nothing is said: the screen
 * sends the customer to the details page instead, or never offers the action (a quantity below 1, a line
 * that a stale screen still showed).
 */
export const cartReasonMessageKeys: Readonly<Record<CartRefusal, string | null>> = {
  MERCHANT_CLOSED: 'cart.merchantClosed',
  // The screens that know the store's hold say until when (useOrderHoldText); this is the words without a time.
  NOT_TAKING_ORDERS: 'cart.notTakingOrders.forNow',
  OUTSIDE_DELIVERY_AREA: 'cart.notDeliveringInYourArea',
  OUT_OF_STOCK: 'cart.outOfStock',
  NEEDS_DETAILS_PAGE: null,
  INVALID_QUANTITY: null,
  EXCEEDS_REMAINING_UNITS: 'cart.exceedsRemainingUnits',
  CART_HAS_OTHER_STORE: 'cart.conflict.message',
  CART_FULL: 'cart.full',
  LINE_NOT_FOUND: null,
  STORAGE_FAILED: 'cart.storageFailed',
};

export const cartConflictChoiceKeys: Readonly<Record<CartConflictChoice, string>> = {
  PROCEED_TO_CART: 'cart.conflict.proceedToCart',
  CLEAR_CART_AND_ADD_NEW_ITEM: 'cart.conflict.clearCartAndAddNewItem',
};

/** The re-order dialog reuses the cart-conflict message: the spec gives it buttons but no words of its own. */
export const reorderReasonMessageKeys: Readonly<Record<ReorderRefusal, string>> = {
  MERCHANT_CLOSED: 'cart.merchantClosed',
  CART_NOT_EMPTY: 'cart.conflict.message',
  STORAGE_FAILED: 'cart.storageFailed',
};

export const reorderChoiceKeys: Readonly<Record<ReorderChoice, string>> = {
  CLEAR_CART_AND_ADD_NEW_ITEMS: 'reorder.clearCartAndAddNewItems',
  PROCEED_TO_CART: 'reorder.proceedToCart',
  CANCEL: 'reorder.cancel',
};

/** Texts that are notices rather than refusals. */
export const cartNoticeKeys = {
  /** The listing's footer of a store that does not deliver to the customer. */
  notInDeliveryArea: 'cart.notInDeliveryArea',
  /** The dialog after invoice creation names products the server no longer sells. */
  productsNoLongerAvailable: 'cart.unavailableProducts.message',
  /** The cart screen asks before a quantity of 0 removes a line. */
  confirmDeleteLine: 'cart.deleteLine.message',
} as const;
