import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPayments } from './payments-test-kit';

interface FakeTab {
  opener: unknown;
  location: { href: string };
  close: jest.Mock;
}

function stubWindowOpen(tab: FakeTab | null) {
  return jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
}

async function payByBank(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Order Details' });
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Pay with Bank payment' }));
}

describe('Cart summary: paying by the named bank', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the bank login in a new tab with the return page of the new invoice', async () => {
    const tab: FakeTab = { opener: window, location: { href: '' }, close: jest.fn() };
    const open = stubWindowOpen(tab);
    const user = userEvent.setup();
    const world = await renderPayments();
    await payByBank(user);
    expect(await screen.findByText('The bank opened in a new tab. Finish the payment there.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(
      `https://bank.example/login?invoiceQueryId=inv-1&redirectUrl=${encodeURIComponent(
        'https://shop.example/user/soneri-payment/success/inv-1/html',
      )}`,
    );
    expect(world.invoices.drafts.map((draft) => draft.paymentMethod)).toEqual(['PAYMENT_BY_SONERI']);
  });

  it('follows the payment made in the bank\u2019s tab to the order confirmation', async () => {
    stubWindowOpen({ opener: window, location: { href: '' }, close: jest.fn() });
    const user = userEvent.setup();
    const world = await renderPayments();
    await payByBank(user);
    await screen.findByText('The bank opened in a new tab. Finish the payment there.');
    const placed = (invoiceQueryId: string, status = 'order_pending') =>
      act(() =>
        world.updates.send({
          type: 'SSE_ORDER_STATUS_CHANGED',
          status,
          invoiceQueryId,
          merchantQueryId: 'store-aalto',
        }),
      );
    // Another order's news, and an unknown status of this one, are not the bank's answer.
    placed('inv-9');
    placed('inv-1', 'order_teleported');
    expect(screen.getByText('The bank opened in a new tab. Finish the payment there.')).toBeInTheDocument();
    placed('inv-1');
    expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
  });

  it('offers a link when the browser blocks the tab', async () => {
    stubWindowOpen(null);
    const user = userEvent.setup();
    await renderPayments();
    await payByBank(user);
    const link = await screen.findByRole('link', { name: "Open the bank's page" });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/bank\.example\/login\?invoiceQueryId=inv-1&/);
  });

  it('closes the blank tab and shows why when the payment cannot start', async () => {
    const tab: FakeTab = { opener: window, location: { href: '' }, close: jest.fn() };
    stubWindowOpen(tab);
    const user = userEvent.setup();
    const world = await renderPayments();
    world.cards.failure = { code: 'BAD_REQUEST', message: 'The store is closed' };
    await payByBank(user);
    expect(await screen.findByText('The store is closed')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });

  it('the return page runs the after-payment steps once for a paid invoice', async () => {
    const world = await renderPayments({
      route: '/user/soneri-payment/success/inv-7/html?trade_type_id=2',
      paidAtBank: ['inv-7'],
    });
    expect(await screen.findByRole('heading', { name: 'Bank payment' })).toBeInTheDocument();
    expect(await screen.findByText('Payment is successfull')).toBeInTheDocument();
    expect(world.navigation.visited).toEqual(['/checkout/payment-success/inv-7?trade_type_id=2']);
    expect(world.notifier.notifications).toEqual([
      { moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-7' },
    ]);
  });

  it('the return page says nothing was charged for an unpaid invoice', async () => {
    const world = await renderPayments({ route: '/user/soneri-payment/success/inv-8/html' });
    expect(await screen.findByText('The payment was not completed. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/checkout/cart-summary');
    expect(world.navigation.visited).toEqual([]);
  });
});
