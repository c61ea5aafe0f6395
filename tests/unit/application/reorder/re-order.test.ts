import { createReOrder } from '@/application/reorder/re-order.use-case';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import type { ReorderChoice } from '@/domain/cart/cart-refusal';
import { cartFromOrder } from '@/domain/cart/reorder';
import { noSelection } from '@/domain/cart/selection';
import { aProduct, aProductStore } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';
import { InMemoryOrderProducts } from '../../../support/fakes/in-memory-order-products';

const aalto = aProductStore();
const ordered = [
  { product: aProduct({ store: aalto }), quantity: 2 },
  {
    product: aProduct({
      queryId: 'croissant',
      name: 'Croissant',
      store: aalto,
      unlimited: false,
      availableQuantity: 4,
    }),
    quantity: 6,
  },
];
const margherita = aProduct({ queryId: 'margherita', store: aProductStore({ queryId: 'store-napoli' }) });
const napoliCart: Cart = { store: cartStoreOf(margherita.store), lines: [cartLineFor(margherita, noSelection, 1)] };

function setUp(cart: Cart = emptyCart) {
  const cartRepository = new InMemoryCartRepository(cart);
  const orderProducts = new InMemoryOrderProducts();
  orderProducts.add('A-1001', ordered);
  return { cartRepository, orderProducts, reOrder: createReOrder({ cartRepository, orderProducts }) };
}

describe('ReOrder', () => {
  it('fills an empty cart with the order’s products, capped to the units left, and goes to the cart summary', async () => {
    const { cartRepository, orderProducts, reOrder } = setUp();
    const outcome = await reOrder({ orderId: 'A-1001', merchantIsOpen: true });
    expect(outcome).toEqual({ ok: true, done: 'CART_REPLACED', cart: cartFromOrder(ordered), goTo: 'CART_SUMMARY' });
    expect(cartRepository.cart.lines.map((line) => line.quantity)).toEqual([2, 4]);
    expect(orderProducts.requestedOrderIds).toEqual(['A-1001']);
  });

  it.each<[ReorderChoice | undefined, Cart]>([
    [undefined, emptyCart],
    ['CLEAR_CART_AND_ADD_NEW_ITEMS', napoliCart],
  ])('refuses a closed merchant (choice %s) without fetching anything', async (choice, cart) => {
    const { cartRepository, orderProducts, reOrder } = setUp(cart);
    expect(await reOrder({ orderId: 'A-1001', merchantIsOpen: false, ...(choice ? { choice } : {}) })).toEqual({
      ok: false,
      reason: 'MERCHANT_CLOSED',
    });
    expect(orderProducts.requestedOrderIds).toEqual([]);
    expect(cartRepository.cart).toEqual(cart);
  });

  it('asks first when the cart holds items', async () => {
    const { cartRepository, orderProducts, reOrder } = setUp(napoliCart);
    expect(await reOrder({ orderId: 'A-1001', merchantIsOpen: true })).toEqual({
      ok: false,
      reason: 'CART_NOT_EMPTY',
      choices: ['CLEAR_CART_AND_ADD_NEW_ITEMS', 'PROCEED_TO_CART', 'CANCEL'],
    });
    expect(orderProducts.requestedOrderIds).toEqual([]);
    expect(cartRepository.saves).toBe(0);
  });

  it.each<[ReorderChoice, unknown, Cart]>([
    [
      'CLEAR_CART_AND_ADD_NEW_ITEMS',
      { ok: true, done: 'CART_REPLACED', cart: cartFromOrder(ordered), goTo: 'CART_SUMMARY' },
      cartFromOrder(ordered),
    ],
    ['PROCEED_TO_CART', { ok: true, done: 'CART_KEPT', cart: napoliCart, goTo: 'CART_SUMMARY' }, napoliCart],
    ['CANCEL', { ok: true, done: 'CANCELLED' }, napoliCart],
  ])('carries out %s', async (choice, expected, cartAfter) => {
    const { cartRepository, reOrder } = setUp(napoliCart);
    expect(await reOrder({ orderId: 'A-1001', merchantIsOpen: true, choice })).toEqual(expected);
    expect(cartRepository.cart).toEqual(cartAfter);
  });

  it('reports a storage failure as a value', async () => {
    const { cartRepository, reOrder } = setUp();
    cartRepository.failSaves = true;
    expect(await reOrder({ orderId: 'A-1001', merchantIsOpen: true })).toEqual({ ok: false, reason: 'STORAGE_FAILED' });
  });

  it('lets the server’s failure to find the order through, as the catalogue ports do', async () => {
    const { reOrder } = setUp();
    await expect(reOrder({ orderId: 'unknown', merchantIsOpen: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
