import { createChangeQuantity } from '@/application/cart/change-quantity.use-case';
import { createRemoveCartLine } from '@/application/cart/remove-cart-line.use-case';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';

function cartWith(quantity: number, available: number, unlimited = available === 0): Cart {
  const product = aProduct({ unlimited, availableQuantity: available });
  return { store: cartStoreOf(product.store), lines: [cartLineFor(product, noSelection, quantity)] };
}
const lineId = cartWith(1, 0).lines[0]?.lineId ?? '';

describe('ChangeQuantity', () => {
  it.each([
    // before, asked, units left (0 = not counted), held after, outcome
    [1, 2, 0, 2, 'ok'],
    [98, 99, 0, 99, 'ok'],
    [99, 100, 0, 99, 'EXCEEDS_REMAINING_UNITS'],
    [99, 101, 0, 99, 'EXCEEDS_REMAINING_UNITS'],
    [4, 5, 5, 5, 'ok'],
    [5, 6, 5, 5, 'EXCEEDS_REMAINING_UNITS'],
    [1, 2, 1, 1, 'EXCEEDS_REMAINING_UNITS'],
    [99, 100, 100, 100, 'ok'],
    [100, 101, 100, 100, 'EXCEEDS_REMAINING_UNITS'],
    [2, 1, 0, 1, 'ok'],
    [1, -1, 0, 1, 'INVALID_QUANTITY'],
    [1, 1.5, 0, 1, 'INVALID_QUANTITY'],
  ])('from %i to %i with %i left holds %i (%s)', async (before, asked, available, after, result) => {
    const repository = new InMemoryCartRepository(cartWith(before, available));
    const outcome = await createChangeQuantity({ cartRepository: repository })({
      lineId,
      quantity: asked,
      onCartScreen: false,
    });
    expect(outcome.ok ? 'ok' : outcome.reason).toBe(result);
    expect(repository.cart.lines[0]?.quantity).toBe(after);
  });

  it('removes the line at 0 away from the cart screen', async () => {
    const repository = new InMemoryCartRepository(cartWith(1, 0));
    const outcome = await createChangeQuantity({ cartRepository: repository })({
      lineId,
      quantity: 0,
      onCartScreen: false,
    });
    expect(outcome).toEqual({ ok: true, cart: emptyCart });
    expect(repository.cart).toEqual(emptyCart);
  });

  it('asks for a confirmation at 0 on the cart screen, and changes nothing until RemoveCartLine', async () => {
    const before = cartWith(1, 0);
    const repository = new InMemoryCartRepository(before);
    const outcome = await createChangeQuantity({ cartRepository: repository })({
      lineId,
      quantity: 0,
      onCartScreen: true,
    });
    expect(outcome).toEqual({ ok: true, needsConfirmation: 'DELETE_LINE', lineId, cart: before });
    expect(repository.saves).toBe(0);
    expect(await createRemoveCartLine({ cartRepository: repository })(lineId)).toEqual({ ok: true, cart: emptyCart });
  });

  it('answers a line that is no longer in the cart', async () => {
    const outcome = await createChangeQuantity({ cartRepository: new InMemoryCartRepository() })({
      lineId,
      quantity: 2,
      onCartScreen: true,
    });
    expect(outcome).toEqual({ ok: false, reason: 'LINE_NOT_FOUND' });
  });

  it('reports a storage failure as a value', async () => {
    const repository = new InMemoryCartRepository(cartWith(1, 0));
    repository.failSaves = true;
    expect(
      await createChangeQuantity({ cartRepository: repository })({ lineId, quantity: 2, onCartScreen: false }),
    ).toEqual({
      ok: false,
      reason: 'STORAGE_FAILED',
    });
  });
});

describe('RemoveCartLine', () => {
  it('does nothing, and saves nothing, for a line already gone', async () => {
    const repository = new InMemoryCartRepository();
    expect(await createRemoveCartLine({ cartRepository: repository })(lineId)).toEqual({ ok: true, cart: emptyCart });
    expect(repository.saves).toBe(0);
  });

  it('reports a storage failure as a value', async () => {
    const repository = new InMemoryCartRepository(cartWith(1, 0));
    repository.breakStorage();
    expect(await createRemoveCartLine({ cartRepository: repository })(lineId)).toEqual({
      ok: false,
      reason: 'STORAGE_FAILED',
    });
  });
});
