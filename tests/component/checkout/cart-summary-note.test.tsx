import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderNoteMaxLength } from '@/domain/order/order-note';
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

  it('is labelled in Finnish', async () => {
    await renderCheckout({ language: 'fi' });
    expect(await screen.findByRole('textbox', { name: 'Viesti myymälälle' })).toHaveAccessibleDescription(
      `Allergiat, ovikoodi, milloin tuoda · 0/${orderNoteMaxLength} merkkiä`,
    );
  });
});
