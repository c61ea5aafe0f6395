import { emptyCart, type Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { linesNoLongerAvailable, withoutProducts } from '@/domain/cart/unavailable-products';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';

const hoodie = aProduct({
  queryId: 'hoodie',
  name: 'Hoodie',
  sizes: [
    { id: 's', name: 'S' },
    { id: 'm', name: 'M' },
  ],
});
const cart: Cart = {
  store: cartStoreOf(aProductStore()),
  lines: [
    cartLineFor(aProduct(), aSelection(), 1),
    cartLineFor(hoodie, aSelection({ sizeId: 's' }), 1),
    cartLineFor(hoodie, aSelection({ sizeId: 'm' }), 2),
  ],
};

describe('unavailable products', () => {
  it.each([
    [[], ['Latte', 'Hoodie', 'Hoodie']],
    [['latte'], ['Hoodie', 'Hoodie']],
    [['hoodie'], ['Latte']],
    [['unknown'], ['Latte', 'Hoodie', 'Hoodie']],
  ])('without %o the cart keeps %o', (ids, kept) => {
    expect(withoutProducts(cart, ids).lines.map((line) => line.name)).toEqual(kept);
    expect(linesNoLongerAvailable(cart, ids)).toHaveLength(cart.lines.length - kept.length);
  });

  it('empties the cart when every product is gone', () => {
    expect(withoutProducts(cart, ['latte', 'hoodie'])).toBe(emptyCart);
  });

  it('lists the named lines in cart order for the notice', () => {
    expect(linesNoLongerAvailable(cart, ['hoodie', 'latte']).map((line) => line.quantity)).toEqual([1, 1, 2]);
  });
});
