import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { cartKeyOf } from '@/presentation/pages/cart-summary/cart-key';
import { aProduct } from '../../../support/cart-fixtures';

const latte = aProduct();
const cartWith = (quantity: number) => cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, quantity)]);

describe('cartKeyOf', () => {
  it('is the same for carts the server prices the same, and differs when a quantity changes', () => {
    expect(cartKeyOf(cartWith(2), 0)).toBe(cartKeyOf(structuredClone(cartWith(2)), 0));
    expect(cartKeyOf(cartWith(2), 0)).not.toBe(cartKeyOf(cartWith(3), 0));
    expect(cartKeyOf(cartWith(2), 0)).not.toBe(cartKeyOf(cartWith(2), 20));
    expect(cartKeyOf(emptyCart, 0)).toBe('##tip:0');
  });
});
