import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutOpened } from '@/presentation/store/checkout/checkout.slice';
import { aStore } from '../../support/store-fixtures';
import { anOrder } from '../../support/fakes/order-fixtures';
import { InMemoryOrderHistory } from '../../support/fakes/in-memory-order-history';
import { checkoutNow, renderCheckout } from './checkout-test-kit';

type User = ReturnType<typeof userEvent.setup>;

async function acceptTerms(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

const payCash = () => screen.getByRole('button', { name: 'Pay with Cash' });

describe('Cart summary: order details, tip, terms and paying cash', () => {
  it('lists Sub Total, Discount, Voucher, Rider Tip, Service Fee, Delivery Fee, VAT and the total', async () => {
    const { invoices } = await renderCheckout();
    invoices.fees = { serviceFee: 150, deliveryFee: 0, itemsDiscount: 200, vat: 300 };
    // A quantity change asks the server again, now with fees.
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Order Details' });
    const bun = screen.getByRole('listitem', { name: 'Cinnamon bun' });
    await user.click(within(bun).getByRole('button', { name: 'Increase quantity of Cinnamon bun' }));
    await waitFor(() => expect(screen.getByTestId('summary-SUB_TOTAL')).toHaveTextContent('€ 40,00'));
    const lines = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(lines).toEqual([
      ['Sub Total', '€ 40,00'],
      ['Discount', '€ 2,00'],
      ['Voucher', '€ 0,00'],
      ['Rider Tip', '€ 0,00'],
      ['Service Fee', '€ 1,50'],
      ['Delivery Fee', 'Free Delivery'],
      ['VAT', '€ 3,00'],
    ]);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Total€ 39,50');
  });

  it('hides the VAT line when the server states none', async () => {
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Sub Total',
      'Discount',
      'Voucher',
      'Rider Tip',
      'Service Fee',
      'Delivery Fee',
    ]);
  });

  it('adds a tip from the quick options or typed digits, priced by the server; letters are ignored', async () => {
    const user = userEvent.setup();
    const { invoices } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.getAllByRole('button', { name: /^Tip / }).map((button) => button.textContent)).toEqual([
      '€ 20',
      '€ 50',
      '€ 100',
    ]);
    await user.click(screen.getByRole('button', { name: 'Tip € 50' }));
    expect(screen.getByRole('button', { name: 'Tip € 50' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('summary-TIP')).toHaveTextContent('€ 50,00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('€ 80,00');
    const field = screen.getByRole('textbox', { name: 'Tip amount' });
    await user.clear(field);
    await user.type(field, '1x5');
    expect(field).toHaveValue('15');
    expect(await screen.findByTestId('summary-TIP')).toHaveTextContent('€ 15,00');
    await waitFor(() => expect(invoices.quotes.map((quote) => quote.tip)).toEqual([0, 50, 0, 1, 15]));
    expect(invoices.drafts).toEqual([]);
  });

  it('keeps Pay with Cash disabled until the terms checkbox is ticked (STANDARD)', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payCash()).toBeDisabled();
    await acceptTerms(user);
    expect(payCash()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(payCash()).toBeDisabled();
  });

  it('opens the terms dialog by itself in PROMINENT, and "I agree" accepts them', async () => {
    const user = userEvent.setup();
    await renderCheckout({ config: { layout: 'PROMINENT' } });
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(dialog).toHaveTextContent('Orders are charged when placed and cannot be cancelled afterwards.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The page behind the open dialog is hidden from assistive technology (once the dialog is on screen) until the
    // terms are answered.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payment Method' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Payment Method', hidden: true })).toBeInTheDocument();
    // PROMINENT confirms the payment with a swipe (tests/component/flags-swipe/prominent-swipe-pay.test.tsx).
    const swipe = await screen.findByRole('slider', { name: 'Swipe to pay with Cash', hidden: true });
    expect(swipe).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.getByRole('slider', { name: 'Swipe to pay with Cash' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps paying closed below the store minimum, with the minimum in words', async () => {
    const user = userEvent.setup();
    await renderCheckout({ store: aStore({ queryId: 'store-aalto', minimumOrder: 5000 }) });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(await screen.findByText('(minimum 50,00 €)')).toBeInTheDocument();
    await acceptTerms(user);
    expect(payCash()).toBeDisabled();
  });

  it('shows the delivery time: delivery plus preparation', async () => {
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(await screen.findByText('Delivery Time')).toBeInTheDocument();
    expect(screen.getByText('Delivery Time').parentElement).toHaveTextContent('45 min');
  });

  it('places the order once however often Pay with Cash is clicked, then empties the cart, tells the merchant and confirms', async () => {
    const user = userEvent.setup();
    const { invoices, cart, notifier } = await renderCheckout({ route: '/checkout/cart-summary?trade_type_id=1' });
    await screen.findByRole('heading', { name: 'Order Details' });
    await acceptTerms(user);
    invoices.holdPlacements = true;
    await user.click(payCash());
    expect(screen.getByRole('button', { name: 'Placing your order....' })).toBeDisabled();
    await user.dblClick(screen.getByRole('button', { name: 'Placing your order....' }));
    expect(invoices.placeCalls).toEqual(['inv-1']);
    await act(async () => invoices.releasePlacements());

    expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment-success/inv-1?trade_type_id=1');
    expect(invoices.placeCalls).toEqual(['inv-1']);
    expect(cart.cart.lines).toEqual([]);
    expect(notifier.notifications).toEqual([{ moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-1' }]);
  });

  it('shows a failed order in red at the bottom and lets the customer try the same invoice again', async () => {
    const user = userEvent.setup();
    const { invoices } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    await acceptTerms(user);
    invoices.placeFailure = { code: 'SERVER_ERROR', message: 'The kitchen printer is offline' };
    await user.click(payCash());
    expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen printer is offline');
    invoices.placeFailure = null;
    await user.click(payCash());
    await screen.findByRole('heading', { name: 'Order confirmation stand-in' });
    expect(invoices.placeCalls).toEqual(['inv-1', 'inv-1']);
    expect(invoices.drafts).toHaveLength(1);
  });

  it('shows a pricing failure in red and offers no payment', async () => {
    const user = userEvent.setup();
    const { invoices } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    invoices.createFailure = { code: 'CONNECTION_FAILED', message: '' };
    await user.click(
      within(screen.getByRole('listitem', { name: 'Latte' })).getByRole('button', {
        name: 'Increase quantity of Latte',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Failed');
    await acceptTerms(user);
    expect(payCash()).toBeDisabled();
  });

  it('lists the products the server no longer sells, and removes them on Close', async () => {
    const user = userEvent.setup();
    const { invoices, cart } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    await acceptTerms(user);
    invoices.placeRefusal = { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: ['bun'] };
    await user.click(payCash());
    const dialog = await screen.findByRole('dialog', { name: 'Products no longer available' });
    expect(dialog).toHaveTextContent(
      'Following products no longer available, and will be removed from your shopping cart.',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cinnamon bun']);
    invoices.placeRefusal = null;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(cart.cart.lines.map((line) => line.productQueryId)).toEqual(['latte']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(invoices.quotes.at(-1)?.lines.map((line) => line.productQueryId)).toEqual(['latte']));
  });

  it('empties the cart and tells the merchant when the push notification failed', async () => {
    const { cart, notifier } = await renderCheckout({
      route: '/checkout/cart-summary?pushNotificationFailed=true&invoiceQueryId=inv-9&merchantQueryId=store-aalto',
    });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(cart.cart.lines).toEqual([]);
    await waitFor(() =>
      expect(notifier.notifications).toEqual([{ moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-9' }]),
    );
  });

  it('tells the merchant about the order just placed when the return address names no order', async () => {
    const orders = new InMemoryOrderHistory();
    orders.put(anOrder({ queryId: 'inv-old', merchantQueryId: 'store-aalto', createdAt: checkoutNow - 3_600_000 }));
    orders.put(anOrder({ queryId: 'inv-new', merchantQueryId: 'store-aalto', createdAt: checkoutNow - 60_000 }));
    const { cart, notifier } = await renderCheckout({
      route: '/checkout/cart-summary?pushNotificationFailed=true',
      orders,
    });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(cart.cart.lines).toEqual([]);
    await waitFor(() =>
      expect(notifier.notifications).toEqual([
        { moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-new' },
      ]),
    );
  });

  it('hides the tip for a business user, and charges none', async () => {
    const { store } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    act(() => {
      store.dispatch(checkoutOpened({ isBusinessUser: true }));
    });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('heading', { name: 'Rider Tip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tip amount' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-TIP')).not.toBeInTheDocument();
  });
});
