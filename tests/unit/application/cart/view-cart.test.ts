import { createViewCart } from '@/application/cart/view-cart.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';

const product = aProduct();
const cart = { store: cartStoreOf(product.store), lines: [cartLineFor(product, noSelection, 3)] };

describe('ViewCart', () => {
  it('reads every line as saved', async () => {
    expect(await createViewCart({ cartRepository: new InMemoryCartRepository(cart) })()).toEqual({ ok: true, cart });
  });

  it('reports a storage failure as a value', async () => {
    const repository = new InMemoryCartRepository(cart);
    repository.failLoads = true;
    expect(await createViewCart({ cartRepository: repository })()).toEqual({ ok: false, reason: 'STORAGE_FAILED' });
  });
});
