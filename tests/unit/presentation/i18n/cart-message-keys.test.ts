import {
  cartConflictChoiceKeys,
  cartNoticeKeys,
  cartReasonMessageKeys,
  reorderChoiceKeys,
  reorderReasonMessageKeys,
} from '@/presentation/i18n/message-keys/cart-message-keys';
import { cartConflictChoices, reorderChoices } from '@/domain/cart/cart-refusal';
import { localeText } from '../../../support/locale-files';

describe('cart message keys', () => {
  it.each([
    [cartReasonMessageKeys.MERCHANT_CLOSED, 'Merchant is closed, please try again later'],
    [cartReasonMessageKeys.OUTSIDE_DELIVERY_AREA, 'Sorry, the store is not delivering in your area'],
    [cartReasonMessageKeys.EXCEEDS_REMAINING_UNITS, 'Selected Product exceeds the total remaining units'],
    [cartReasonMessageKeys.STORAGE_FAILED, 'IndexedDb Operation failed'],
    [
      cartReasonMessageKeys.CART_HAS_OTHER_STORE,
      "You've already got items in your cart, please complete your first order or clear your cart to add new items.",
    ],
    [cartConflictChoiceKeys.PROCEED_TO_CART, 'Proceed to Cart'],
    [cartConflictChoiceKeys.CLEAR_CART_AND_ADD_NEW_ITEM, 'Clear Cart and Add New Item'],
    [reorderReasonMessageKeys.MERCHANT_CLOSED, 'Merchant is closed, please try again later'],
    [reorderChoiceKeys.CLEAR_CART_AND_ADD_NEW_ITEMS, 'Clear Cart and Add New Items'],
    [reorderChoiceKeys.PROCEED_TO_CART, 'Proceed to Cart'],
    [reorderChoiceKeys.CANCEL, 'Cancel'],
    [cartNoticeKeys.notInDeliveryArea, 'Not in your delivery area'],
    [
      cartNoticeKeys.productsNoLongerAvailable,
      'Following products no longer available, and will be removed from your shopping cart.',
    ],
  ])('%s reads the spec’s words', (key, english) => {
    expect(localeText('en', key ?? '')).toBe(english);
  });

  const everyKey = [
    ...Object.values(cartReasonMessageKeys),
    ...Object.values(cartConflictChoiceKeys),
    ...Object.values(reorderReasonMessageKeys),
    ...Object.values(reorderChoiceKeys),
    ...Object.values(cartNoticeKeys),
  ].filter((key): key is string => key !== null);

  it.each(everyKey)('%s has an English and a Finnish text', (key) => {
    expect(localeText('en', key)).not.toBe('');
    expect(localeText('fi', key)).not.toBe('');
  });

  it('offers the choices in the order of the dialogs', () => {
    expect(cartConflictChoices).toEqual(['PROCEED_TO_CART', 'CLEAR_CART_AND_ADD_NEW_ITEM']);
    expect(reorderChoices).toEqual(['CLEAR_CART_AND_ADD_NEW_ITEMS', 'PROCEED_TO_CART', 'CANCEL']);
  });

  it('says nothing where the screen acts instead of telling', () => {
    expect([
      cartReasonMessageKeys.NEEDS_DETAILS_PAGE,
      cartReasonMessageKeys.INVALID_QUANTITY,
      cartReasonMessageKeys.LINE_NOT_FOUND,
    ]).toEqual([null, null, null]);
  });

  it('words the cart footer\u2019s button as the spec does: Proceed to Checkout', () => {
    expect(localeText('en', 'catalog.checkoutBar.checkout')).toBe('Proceed to Checkout');
    expect(localeText('fi', 'catalog.checkoutBar.checkout')).toBe('Siirry kassalle');
  });
});
