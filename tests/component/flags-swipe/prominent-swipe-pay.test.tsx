import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCheckout } from '../checkout/checkout-test-kit';
import { installPointerEvents } from './pointer-events';

installPointerEvents();

type User = ReturnType<typeof userEvent.setup>;

async function agreeToTerms(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
  await screen.findByRole('heading', { name: 'Order Details' });
}

/** The swipe's track reports a 352 px inner width, so its handle travels 300 px. */
function swipeTo(slider: HTMLElement, fraction: number) {
  const track = slider.parentElement;
  if (!track) throw new Error('the slider has no track');
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 352 });
  fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(slider, { pointerId: 1, clientX: fraction * 300, pointerType: 'touch' });
  fireEvent.pointerUp(slider, { pointerId: 1, clientX: fraction * 300, pointerType: 'touch' });
}

describe('PROMINENT: the payment is confirmed with a swipe', () => {
  it('offers a swipe per method instead of the pay buttons, disabled until the terms are agreed', async () => {
    const user = userEvent.setup();
    await renderCheckout({ config: { layout: 'PROMINENT' } });
    const swipe = await screen.findByRole('slider', { name: 'Swipe to pay with Cash', hidden: true });
    expect(swipe).toHaveAttribute('aria-disabled', 'true');
    await agreeToTerms(user);
    expect(screen.getByRole('slider', { name: 'Swipe to pay with Cash' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('button', { name: 'Pay with Cash' })).not.toBeInTheDocument();
  });

  it('springs back at 70 % without paying, and places the order once at 80 %', async () => {
    const user = userEvent.setup();
    const { invoices } = await renderCheckout({
      config: { layout: 'PROMINENT' },
      route: '/checkout/cart-summary?trade_type_id=1',
    });
    await agreeToTerms(user);
    swipeTo(screen.getByRole('slider', { name: 'Swipe to pay with Cash' }), 0.7);
    expect(invoices.placeCalls).toEqual([]);
    expect(screen.getByRole('slider', { name: 'Swipe to pay with Cash' })).toHaveAttribute('aria-valuenow', '0');

    invoices.holdPlacements = true;
    swipeTo(screen.getByRole('slider', { name: 'Swipe to pay with Cash' }), 0.8);
    const busy = await screen.findByRole('slider', { name: 'Placing your order....' });
    expect(busy).toHaveAttribute('aria-valuenow', '100');
    // A second swipe while the first payment is under way pays nothing more.
    swipeTo(busy, 1);
    await user.keyboard('{Enter}');
    invoices.releasePlacements();
    expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment-success/inv-1?trade_type_id=1');
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('pays from the keyboard: Enter on the swipe', async () => {
    const user = userEvent.setup();
    const { invoices } = await renderCheckout({ config: { layout: 'PROMINENT' } });
    await agreeToTerms(user);
    screen.getByRole('slider', { name: 'Swipe to pay with Cash' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
    expect(invoices.placeCalls).toEqual(['inv-1']);
  });

  it('names the swipe in Finnish when Finnish is chosen', async () => {
    await renderCheckout({ config: { layout: 'PROMINENT' }, language: 'fi' });
    expect(
      await screen.findByRole('slider', { name: 'Pyyhkäise maksaaksesi: Käteinen', hidden: true }),
    ).toBeInTheDocument();
  });
});
