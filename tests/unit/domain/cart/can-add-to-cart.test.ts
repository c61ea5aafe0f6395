import { canAddToCart, needsDetailsPage, type AddToCartAttempt } from '@/domain/cart/can-add-to-cart';
import type { Product } from '@/domain/catalogue/product';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';

const helsinki = { lat: 60.1699, long: 24.9384 };
const tampere = { lat: 61.4978, long: 23.761 };
const hoodie: Partial<Product> = { sizes: [{ id: 's', name: 'S' }] };

function attempt(product: Partial<Product>, rest: Partial<AddToCartAttempt> = {}): AddToCartAttempt {
  return { product: aProduct(product), quantity: 1, customerLocation: tampere, ...rest };
}

describe('needsDetailsPage', () => {
  it.each([
    [{}, false],
    [{ sizes: [{ id: 's', name: 'S' }] }, true],
    [{ colors: [{ id: 'red', name: 'Red' }] }, true],
    [{ variants: [{ id: 'sauce', name: 'Sauce', options: [] }] }, true],
  ])('%o: %s', (product, expected) => {
    expect(needsDetailsPage(aProduct(product))).toBe(expected);
  });
});

describe('canAddToCart', () => {
  const closedFarAway = aProductStore({ isOpen: false, coordinates: helsinki, serviceAreaRadiusKm: 5 });
  const openFarAway = aProductStore({ coordinates: helsinki, serviceAreaRadiusKm: 5 });

  it.each<[string, AddToCartAttempt, ReturnType<typeof canAddToCart>]>([
    ['an open store, a product in stock', attempt({}), { ok: true }],
    [
      'a closed merchant before anything else',
      attempt({ store: closedFarAway, availableQuantity: 0, unlimited: false }),
      { ok: false, reason: 'MERCHANT_CLOSED' },
    ],
    [
      'a store not taking new orders (paused by its staff) before the delivery area',
      attempt({ store: { ...openFarAway, orderHold: { reason: 'ORDERS_PAUSED', until: null } } }),
      { ok: false, reason: 'NOT_TAKING_ORDERS' },
    ],
    [
      'a closed merchant before one not taking new orders',
      attempt({ store: { ...closedFarAway, orderHold: { reason: 'KITCHEN_FULL', until: 1 } } }),
      { ok: false, reason: 'MERCHANT_CLOSED' },
    ],
    [
      'a customer outside the radius before the stock',
      attempt({ store: openFarAway, availableQuantity: 0, unlimited: false }),
      { ok: false, reason: 'OUTSIDE_DELIVERY_AREA' },
    ],
    [
      'a customer outside the radius, but with no known location',
      attempt({ store: openFarAway }, { customerLocation: null }),
      { ok: true },
    ],
    [
      'an out-of-stock product before its choices',
      attempt({ ...hoodie, unlimitedOutOfStock: true }),
      { ok: false, reason: 'OUT_OF_STOCK' },
    ],
    ['a product with choices, from a list', attempt(hoodie), { ok: false, reason: 'NEEDS_DETAILS_PAGE' }],
    [
      'a product with choices, from its details page',
      attempt(hoodie, { selection: aSelection({ sizeId: 's' }) }),
      { ok: true },
    ],
    [
      'a quantity beyond the units left',
      attempt({ unlimited: false, availableQuantity: 3 }, { quantity: 4 }),
      { ok: false, reason: 'EXCEEDS_REMAINING_UNITS' },
    ],
    ['a quantity of 0', attempt({}, { quantity: 0 }), { ok: false, reason: 'INVALID_QUANTITY' }],
    ['100 of an uncounted product', attempt({}, { quantity: 100 }), { ok: false, reason: 'EXCEEDS_REMAINING_UNITS' }],
  ])('%s', (_case, given, expected) => {
    expect(canAddToCart(given)).toEqual(expected);
  });
});
