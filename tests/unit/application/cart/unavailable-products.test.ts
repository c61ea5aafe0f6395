import { createUnavailableProducts } from '@/application/cart/unavailable-products.use-case';
import type { Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';

const latte = aProduct();
const bun = aProduct({ queryId: 'bun', name: 'Cinnamon Bun' });
const cart: Cart = {
  store: cartStoreOf(latte.store),
  lines: [cartLineFor(latte, noSelection, 1), cartLineFor(bun, noSelection, 2)],
};

describe('UnavailableProducts', () => {
  it('names the lines for the notice without touching the cart', async () => {
    const repository = new InMemoryCartRepository(cart);
    const notice = await createUnavailableProducts({ cartRepository: repository }).notice(['bun']);
    expect(notice).toEqual({ ok: true, lines: [cart.lines[1]] });
    expect(repository.saves).toBe(0);
  });

  it('removes those products once the notice is closed', async () => {
    const repository = new InMemoryCartRepository(cart);
    const outcome = await createUnavailableProducts({ cartRepository: repository }).acknowledge(['bun']);
    expect(outcome).toEqual({ ok: true, cart: { store: cart.store, lines: [cart.lines[0]] } });
    expect(repository.cart.lines.map((line) => line.name)).toEqual(['Latte']);
  });

  it.each(['notice', 'acknowledge'] as const)('%s reports a storage failure as a value', async (action) => {
    const repository = new InMemoryCartRepository(cart);
    repository.breakStorage();
    expect(await createUnavailableProducts({ cartRepository: repository })[action](['bun'])).toEqual({
      ok: false,
      reason: 'STORAGE_FAILED',
    });
  });
});
