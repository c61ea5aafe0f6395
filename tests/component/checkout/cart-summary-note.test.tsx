import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCart } from '@/domain/cart/cart';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { LocalOrderNoteDrafts } from '@/infrastructure/checkout/local-order-note-drafts';
import { orderNoteDraftKey } from '@/infrastructure/checkout/order-note-draft-key';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { checkoutOpened } from '@/presentation/store/checkout/checkout.slice';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { renderCheckout } from './checkout-test-kit';

// Issue 26, item 1: the customer's note for the store, written on the cart summary and sent with the order.
const signedIn = () =>
  new InMemorySessionStore({
    token: 'token-1',
    kind: 'anonymous',
    startedAt: 0,
    user: {
      queryId: 'usr-1',
      status: 'active',
      fullName: 'Aino Aalto',
      mobileNumber: '+358401234567',
      industryTypes: [],
      channels: [{ kind: 'cash', queryId: 'usr-1-cash' }],
    },
  });

describe('Cart summary: the note for the store', () => {
  it('keeps what was typed when the cart summary opens again, sends it with the cash order, then starts empty', async () => {
    const user = userEvent.setup();
    const { store, invoices } = await renderCheckout({ sessions: signedIn() });
    await screen.findByRole('heading', { name: 'Order Details' });
    const field = screen.getByRole('textbox', { name: 'Note for the store' });
    expect(field).toHaveAttribute('maxLength', String(orderNoteMaxLength));
    expect(field).toHaveAccessibleDescription(
      `Allergies, door code, when to bring it · 0/${orderNoteMaxLength} characters`,
    );
    await user.type(field, 'Pähkinäallergia, ovikoodi 1234');

    act(() => {
      store.dispatch(checkoutOpened({ isBusinessUser: false }));
    });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.getByRole('textbox', { name: 'Note for the store' })).toHaveValue('Pähkinäallergia, ovikoodi 1234');

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Cash' }));
    await screen.findByRole('heading', { name: 'Order confirmation stand-in' });
    // Opening again priced the cart afresh, so the order paid is the second invoice.
    expect(invoices.resubmittedOrders.map((order) => [order.invoice.queryId, order.note, order.recipient])).toEqual([
      ['inv-1', 'Pähkinäallergia, ovikoodi 1234', { name: 'Aino Aalto', phoneNumber: '+358401234567' }],
    ]);
    expect(store.getState().checkout?.note).toBe('');
  });

  it('is still there after a reload of the cart summary, and forgotten once the cash order is placed', async () => {
    const user = userEvent.setup();
    const storage = new MemoryStorage();
    const noteDrafts = new LocalOrderNoteDrafts(storage);
    const first = await renderCheckout({ noteDrafts });
    await user.type(await screen.findByRole('textbox', { name: 'Note for the store' }), 'Ovikoodi 1234');
    await waitFor(() => expect(storage.getItem(orderNoteDraftKey)).toContain('Ovikoodi 1234'));
    first.unmount();

    // A reload: a new page state, the same browser storage.
    const { store, invoices } = await renderCheckout({ sessions: signedIn(), noteDrafts });
    expect(await screen.findByRole('textbox', { name: 'Note for the store' })).toHaveValue('Ovikoodi 1234');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Cash' }));
    await screen.findByRole('heading', { name: 'Order confirmation stand-in' });
    expect(invoices.resubmittedOrders.map((order) => order.note)).toEqual(['Ovikoodi 1234']);
    expect(store.getState().checkout?.note).toBe('');
    expect(storage.getItem(orderNoteDraftKey)).toBeNull();
  });

  it('does not follow the customer to another store\u2019s cart, nor outlive an emptied cart', async () => {
    const user = userEvent.setup();
    const storage = new MemoryStorage();
    const noteDrafts = new LocalOrderNoteDrafts(storage);
    await noteDrafts.save({ storeQueryId: 'another-store', note: 'Soita ovikelloa' });
    const { cart } = await renderCheckout({ noteDrafts });
    await screen.findByRole('heading', { name: 'Order Details' });
    await waitFor(() => expect(storage.getItem(orderNoteDraftKey)).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Note for the store' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Note for the store' }), 'Ovikoodi 1234');
    await waitFor(() => expect(storage.getItem(orderNoteDraftKey)).toContain('Ovikoodi 1234'));
    await act(() => cart.saveFromAnotherTab(emptyCart));
    await waitFor(() => expect(storage.getItem(orderNoteDraftKey)).toBeNull());
  });

  it('is labelled in Finnish', async () => {
    await renderCheckout({ language: 'fi' });
    expect(await screen.findByRole('textbox', { name: 'Viesti myymälälle' })).toHaveAccessibleDescription(
      `Allergiat, ovikoodi, milloin tuoda · 0/${orderNoteMaxLength} merkkiä`,
    );
  });
});
