import { createAddToCart } from '@/application/cart/add-to-cart.use-case';
import { createClearCartAndAdd } from '@/application/cart/clear-cart-and-add.use-case';
import { cartLineLimit, emptyCart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { aProduct, aProductStore, aSelection } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';

const napoliStore = aProductStore({ queryId: 'store-napoli', name: 'Pizzeria Napoli', merchantAddressId: 'addr-n' });
const latte = aProduct();
const margherita = aProduct({ queryId: 'margherita', name: 'Margherita', store: napoliStore });
const latteCart = { store: cartStoreOf(latte.store), lines: [cartLineFor(latte, noSelection, 1)] };

describe('AddToCart', () => {
  it('saves a new cart for the product’s store', async () => {
    const repository = new InMemoryCartRepository();
    const outcome = await createAddToCart({ cartRepository: repository })({ product: latte, quantity: 2 });
    const expected = { store: cartStoreOf(latte.store), lines: [cartLineFor(latte, noSelection, 2)] };
    expect(outcome).toEqual({ ok: true, cart: expected });
    expect(repository.cart).toEqual(expected);
  });

  it('sets the quantity of the product already in the cart', async () => {
    const repository = new InMemoryCartRepository(latteCart);
    await createAddToCart({ cartRepository: repository })({ product: latte, quantity: 4 });
    expect(repository.cart.lines.map((line) => line.quantity)).toEqual([4]);
  });

  it('refuses a new product in a full cart without choices, and saves nothing', async () => {
    const lines = Array.from({ length: cartLineLimit }, (_, index) =>
      cartLineFor(aProduct({ queryId: `product-${index}` }), noSelection, 1),
    );
    const repository = new InMemoryCartRepository({ store: cartStoreOf(latte.store), lines });
    const outcome = await createAddToCart({ cartRepository: repository })({ product: latte, quantity: 1 });
    expect(outcome).toEqual({ ok: false, reason: 'CART_FULL' });
    expect(repository.saves).toBe(0);
  });

  it('answers a product of another store with the two choices, and saves nothing', async () => {
    const repository = new InMemoryCartRepository(latteCart);
    const outcome = await createAddToCart({ cartRepository: repository })({ product: margherita, quantity: 1 });
    expect(outcome).toEqual({
      ok: false,
      reason: 'CART_HAS_OTHER_STORE',
      choices: ['PROCEED_TO_CART', 'CLEAR_CART_AND_ADD_NEW_ITEM'],
    });
    expect(repository.saves).toBe(0);
  });

  it.each([
    ['MERCHANT_CLOSED', aProduct({ store: aProductStore({ isOpen: false }) })],
    ['OUT_OF_STOCK', aProduct({ unlimited: false, availableQuantity: 0 })],
    ['NEEDS_DETAILS_PAGE', aProduct({ colors: [{ id: 'red', name: 'Red' }] })],
  ])('refuses with %s before reading the cart', async (reason, product) => {
    const repository = new InMemoryCartRepository();
    repository.breakStorage();
    expect(await createAddToCart({ cartRepository: repository })({ product, quantity: 1 })).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses a customer outside the delivery area', async () => {
    const product = aProduct({
      store: aProductStore({ coordinates: { lat: 60.1699, long: 24.9384 }, serviceAreaRadiusKm: 5 }),
    });
    const outcome = await createAddToCart({ cartRepository: new InMemoryCartRepository() })({
      product,
      quantity: 1,
      customerLocation: { lat: 61.4978, long: 23.761 },
    });
    expect(outcome).toEqual({ ok: false, reason: 'OUTSIDE_DELIVERY_AREA' });
  });

  it('adds a product with choices from its details page, as a line of that selection', async () => {
    const repository = new InMemoryCartRepository();
    const hoodie = aProduct({ queryId: 'hoodie', sizes: [{ id: 'm', name: 'M' }] });
    const outcome = await createAddToCart({ cartRepository: repository })({
      product: hoodie,
      quantity: 1,
      selection: aSelection({ sizeId: 'm' }),
    });
    expect(outcome.ok).toBe(true);
    expect(repository.cart.lines[0]?.selection).toEqual(aSelection({ sizeId: 'm' }));
  });

  it.each([
    ['reading', true, false],
    ['writing', false, true],
  ])('reports a storage failure while %s as a value', async (_case, failLoads, failSaves) => {
    const repository = new InMemoryCartRepository();
    Object.assign(repository, { failLoads, failSaves });
    expect(await createAddToCart({ cartRepository: repository })({ product: latte, quantity: 1 })).toEqual({
      ok: false,
      reason: 'STORAGE_FAILED',
    });
  });
});

describe('ClearCartAndAdd', () => {
  it('replaces another store’s cart with the one product', async () => {
    const repository = new InMemoryCartRepository(latteCart);
    const outcome = await createClearCartAndAdd({ cartRepository: repository })({ product: margherita, quantity: 2 });
    const expected = { store: cartStoreOf(napoliStore), lines: [cartLineFor(margherita, noSelection, 2)] };
    expect(outcome).toEqual({ ok: true, cart: expected });
    expect(repository.cart).toEqual(expected);
  });

  it('clears nothing when the product is refused', async () => {
    const repository = new InMemoryCartRepository(latteCart);
    const closed = aProduct({
      queryId: 'margherita',
      store: aProductStore({ queryId: 'store-napoli', isOpen: false }),
    });
    expect(await createClearCartAndAdd({ cartRepository: repository })({ product: closed, quantity: 1 })).toEqual({
      ok: false,
      reason: 'MERCHANT_CLOSED',
    });
    expect(repository.cart).toEqual(latteCart);
  });

  it('reports a storage failure as a value', async () => {
    const repository = new InMemoryCartRepository(emptyCart);
    repository.failSaves = true;
    expect(await createClearCartAndAdd({ cartRepository: repository })({ product: latte, quantity: 1 })).toEqual({
      ok: false,
      reason: 'STORAGE_FAILED',
    });
  });
});
