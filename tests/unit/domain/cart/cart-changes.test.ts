import fc from 'fast-check';
import { cartLineLimit, emptyCart, type Cart, type CartStore } from '@/domain/cart/cart';
import {
  cartOf,
  findLine,
  holdsOtherStore,
  isCartEmpty,
  putLine,
  removeLine,
  withLineQuantity,
} from '@/domain/cart/cart-changes';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';

const aalto = cartStoreOf(aProductStore());
const napoli: CartStore = { queryId: 'store-napoli', name: 'Pizzeria Napoli', merchantAddressId: null };
const latte = cartLineFor(aProduct(), noSelection, 1);
const croissant = cartLineFor(aProduct({ queryId: 'croissant', name: 'Croissant' }), noSelection, 2);

function put(cart: Cart, store: CartStore, line = latte): Cart {
  const result = putLine(cart, store, line);
  if (!result.ok) throw new Error(result.reason);
  return result.cart;
}

describe('putLine', () => {
  it('starts an empty cart for the line’s store', () => {
    expect(putLine(emptyCart, aalto, latte)).toEqual({ ok: true, cart: { store: aalto, lines: [latte] } });
  });

  it('adds a line of another product of the same store at the end', () => {
    expect(put(put(emptyCart, aalto, latte), aalto, croissant).lines).toEqual([latte, croissant]);
  });

  it(`refuses a new line once the cart holds ${cartLineLimit}, and still changes a line it holds`, () => {
    const lines = Array.from({ length: cartLineLimit }, (_, index) =>
      cartLineFor(aProduct({ queryId: `product-${index}` }), noSelection, 1),
    );
    const full = cartOf(aalto, lines);
    expect(putLine(full, aalto, latte)).toEqual({ ok: false, reason: 'CART_FULL' });
    const changed = { ...lines[0]!, quantity: 3 };
    expect(put(full, aalto, changed).lines[0]).toEqual(changed);
  });

  it('replaces the line of the same product and selection in its place, with the new quantity', () => {
    const cart = put(put(emptyCart, aalto, latte), aalto, croissant);
    const more = { ...latte, quantity: 5 };
    expect(put(cart, aalto, more).lines).toEqual([more, croissant]);
  });

  it('keeps another selection of the same product as a line of its own', () => {
    const large = cartLineFor(aProduct({ sizes: [{ id: 'l', name: 'Large' }] }), aSelection({ sizeId: 'l' }), 1);
    expect(put(put(emptyCart, aalto, latte), aalto, large).lines).toHaveLength(2);
  });

  it('refuses a line of another store and leaves the cart alone', () => {
    const cart = put(emptyCart, aalto);
    expect(putLine(cart, napoli, croissant)).toEqual({ ok: false, reason: 'CART_HAS_OTHER_STORE' });
  });

  it('treats a cart without lines as free for any store, even with a store left over', () => {
    const leftOver: Cart = { store: napoli, lines: [] };
    expect(putLine(leftOver, aalto, latte)).toEqual({ ok: true, cart: { store: aalto, lines: [latte] } });
  });
});

describe('the other cart changes', () => {
  it.each([
    [emptyCart, 'store-aalto', false],
    [{ store: aalto, lines: [latte] }, 'store-aalto', false],
    [{ store: aalto, lines: [latte] }, 'store-napoli', true],
    [{ store: aalto, lines: [] }, 'store-napoli', false],
  ])('holdsOtherStore(%o, %s) is %s', (cart, storeQueryId, expected) => {
    expect(holdsOtherStore(cart, storeQueryId)).toBe(expected);
  });

  it('empties the cart when its last line goes', () => {
    expect(removeLine(put(emptyCart, aalto), latte.lineId)).toBe(emptyCart);
    expect(isCartEmpty(removeLine(put(emptyCart, aalto), latte.lineId))).toBe(true);
  });

  it('removes nothing for an unknown line', () => {
    const cart = put(emptyCart, aalto);
    expect(removeLine(cart, 'unknown')).toEqual(cart);
  });

  it('changes one line’s quantity only', () => {
    const cart = put(put(emptyCart, aalto, latte), aalto, croissant);
    expect(withLineQuantity(cart, croissant.lineId, 7).lines.map((line) => line.quantity)).toEqual([1, 7]);
    expect(findLine(cart, croissant.lineId)).toEqual(croissant);
    expect(findLine(cart, 'unknown')).toBeUndefined();
  });

  it('makes a cart of no lines the empty cart', () => {
    expect(cartOf(aalto, [])).toBe(emptyCart);
    expect(cartOf(aalto, [latte])).toEqual({ store: aalto, lines: [latte] });
  });
});

describe('cart laws', () => {
  const storeIds = ['store-a', 'store-b', 'store-c'] as const;
  const storeOf = (queryId: string): CartStore => ({ queryId, name: queryId, merchantAddressId: null });
  const lineOf = (storeId: string, product: number, quantity: number) =>
    cartLineFor(aProduct({ queryId: `${storeId}/p${product}` }), noSelection, quantity);

  const anyCart = fc
    .tuple(fc.constantFrom(...storeIds), fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 6 }))
    .map(([storeId, products]) =>
      cartOf(
        storeOf(storeId),
        products.map((product) => lineOf(storeId, product, 1)),
      ),
    );

  it('adding a new line and deleting it leaves the cart as it was', () => {
    fc.assert(
      fc.property(
        anyCart,
        fc.integer({ min: 21, max: 40 }),
        fc.integer({ min: 1, max: 99 }),
        (cart, product, quantity) => {
          const storeId = cart.store?.queryId ?? 'store-a';
          const line = lineOf(storeId, product, quantity);
          const added = putLine(cart, storeOf(storeId), line);
          return added.ok && JSON.stringify(removeLine(added.cart, line.lineId)) === JSON.stringify(cart);
        },
      ),
    );
  });

  it('never holds the products of two stores, whatever is put in it', () => {
    const attempts = fc.array(
      fc.record({
        storeId: fc.constantFrom(...storeIds),
        product: fc.integer({ min: 0, max: 5 }),
        remove: fc.boolean(),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(attempts, (steps) => {
        let cart: Cart = emptyCart;
        for (const { storeId, product, remove } of steps) {
          const line = lineOf(storeId, product, 1);
          if (remove) {
            cart = removeLine(cart, line.lineId);
          } else {
            const result = putLine(cart, storeOf(storeId), line);
            if (result.ok) cart = result.cart;
          }
          const stores = new Set(cart.lines.map((held) => held.productQueryId.split('/')[0]));
          if (stores.size > 1) return false;
          if (cart.lines.length > 0 && !stores.has(cart.store?.queryId)) return false;
          if (cart.lines.length === 0 && cart.store !== null) return false;
        }
        return true;
      }),
    );
  });
});
