import { createOrderNoteDraftKeeper } from '@/application/checkout/order-note-draft.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryOrderNoteDrafts } from '../../../support/fakes/in-memory-order-note-drafts';

const latte = aProduct();
const cart = cartOf(cartStoreOf(latte.store), [cartLineFor(latte, noSelection, 1)]);
const storeQueryId = latte.store.queryId;

function keeper() {
  const drafts = new InMemoryOrderNoteDrafts();
  return { drafts, keeper: createOrderNoteDraftKeeper({ orderNoteDrafts: drafts }) };
}

describe('OrderNoteDraftKeeper', () => {
  it('keeps what is typed for the cart\u2019s store and gives it back for that cart', async () => {
    const { drafts, keeper: notes } = keeper();
    await notes.typed(cart, 'Ovikoodi 1234');
    expect(drafts.draft).toEqual({ storeQueryId, note: 'Ovikoodi 1234' });
    expect(await notes.restore(cart)).toBe('Ovikoodi 1234');
  });

  it('keeps nothing for an empty note or an empty cart', async () => {
    const { drafts, keeper: notes } = keeper();
    await notes.typed(cart, 'Ovi');
    await notes.typed(cart, '');
    expect(drafts.draft).toBeNull();
    await notes.typed(emptyCart, 'Ovi');
    expect(drafts.draft).toBeNull();
  });

  it('drops a note written for another store\u2019s cart, or for a cart since emptied', async () => {
    const { drafts, keeper: notes } = keeper();
    drafts.draft = { storeQueryId: 'another-store', note: 'Soita ovikelloa' };
    expect(await notes.restore(cart)).toBe('');
    expect(drafts.draft).toBeNull();
    drafts.draft = { storeQueryId, note: 'Soita ovikelloa' };
    expect(await notes.restore(emptyCart)).toBe('');
    expect(drafts.draft).toBeNull();
  });

  it('restores nothing, and drops nothing, when no note was kept', async () => {
    const { drafts, keeper: notes } = keeper();
    expect(await notes.restore(cart)).toBe('');
    expect(drafts.draft).toBeNull();
  });

  it('treats a cart of the store with no lines left as emptied, keeping no note for it', async () => {
    const { drafts, keeper: notes } = keeper();
    // cartOf never makes one, but the type allows a store with no lines: the lines decide.
    const noLines = { ...cart, lines: [] };
    drafts.draft = { storeQueryId, note: 'Ovikoodi 1234' };
    expect(await notes.restore(noLines)).toBe('');
    expect(drafts.draft).toBeNull();
    await notes.typed(noLines, 'Ovikoodi 1234');
    expect(drafts.draft).toBeNull();
  });
});
