import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tipPicked, tipTyped } from '@/presentation/store/checkout/checkout.slice';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { renderCheckout } from '../checkout/checkout-test-kit';
import { businessToBusiness, customerSession, retail } from './flags-test-kit';

describe('the cart summary for a business-to-business user', () => {
  it('hides the tip selector and the Rider Tip line, and sends no tip, even when one is attempted', async () => {
    const user = userEvent.setup();
    const { store, invoices } = await renderCheckout();
    act(() => {
      store.dispatch(sessionStarted(customerSession([businessToBusiness])));
    });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('heading', { name: 'Rider Tip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip € 20' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tip amount' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-TIP')).not.toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Sub Total',
      'Discount',
      'Voucher',
      'Service Fee',
      'Delivery Fee',
    ]);
    act(() => {
      store.dispatch(tipPicked(50));
      store.dispatch(tipTyped('15'));
    });
    expect(store.getState().checkout?.tip).toEqual({ offered: false, input: '', tip: 0 });

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Cash' }));
    await screen.findByRole('heading', { name: 'Order confirmation stand-in' });
    expect(invoices.drafts.length).toBeGreaterThan(0);
    expect(invoices.drafts.map((draft) => draft.tip).every((tip) => tip === 0)).toBe(true);
  });

  it('keeps the tip selector and its line for a retail customer', async () => {
    const { store } = await renderCheckout();
    act(() => {
      store.dispatch(sessionStarted(customerSession([retail])));
    });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(await screen.findByRole('heading', { name: 'Rider Tip' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tip amount' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-TIP')).toHaveTextContent('€ 0,00'));
  });
});
