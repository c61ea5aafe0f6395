import { emptyCart } from '@/domain/cart/cart';
import { cartFromOrder, reorderQuantity } from '@/domain/cart/reorder';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';

describe('reorderQuantity', () => {
  it.each([
    // ordered, units left, put back
    [6, 0, 6],
    [6, -1, 6],
    [6, 1, 1],
    [6, 5, 5],
    [6, 6, 6],
    [6, 7, 6],
    [1, 100, 1],
    [120, 99, 99],
  ])('%i ordered with %i left puts back %i', (ordered, available, expected) => {
    expect(reorderQuantity(ordered, available)).toBe(expected);
  });
});

describe('cartFromOrder', () => {
  const store = aProductStore({ queryId: 'store-aalto', name: 'Kahvila Aalto', merchantAddressId: 'addr-1' });
  const latte = aProduct({ queryId: 'latte', name: 'Latte', store });
  const croissant = aProduct({
    queryId: 'croissant',
    name: 'Croissant',
    store,
    unlimited: false,
    availableQuantity: 4,
  });

  it('fills a cart of the order’s store with the quantities ordered, capped to the units left', () => {
    const cart = cartFromOrder([
      { product: latte, quantity: 2 },
      { product: croissant, quantity: 6 },
    ]);
    expect(cart.store).toEqual({ queryId: 'store-aalto', name: 'Kahvila Aalto', merchantAddressId: 'addr-1' });
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Latte', 2],
      ['Croissant', 4],
    ]);
  });

  it('sums a product ordered twice in one selection before capping', () => {
    const cart = cartFromOrder([
      { product: croissant, quantity: 2 },
      { product: croissant, quantity: 3 },
    ]);
    expect(cart.lines.map((line) => line.quantity)).toEqual([4]);
  });

  it('keeps two selections of one product apart', () => {
    const cart = cartFromOrder([
      { product: latte, quantity: 1, selection: aSelection({ sizeId: 's' }) },
      { product: latte, quantity: 1, selection: aSelection({ sizeId: 'l' }) },
    ]);
    expect(cart.lines).toHaveLength(2);
  });

  it('leaves out lines of nothing, and is empty for an order without products', () => {
    expect(cartFromOrder([{ product: latte, quantity: 0 }])).toBe(emptyCart);
    expect(cartFromOrder([])).toBe(emptyCart);
  });
});
