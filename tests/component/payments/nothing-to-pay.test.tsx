import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPayments } from './payments-test-kit';

type User = ReturnType<typeof userEvent.setup>;

// The kit's cart (2 Latte, 1 Cinnamon bun) costs € 30,00 at the in-memory server's unit price.
const wholeOrder = 3000;

const payLabels = [
  'Pay with Cash',
  'Pay with Card pay',
  'Pay with Mobile pay',
  'Pay with Card payment',
  'Pay with Bank card',
  'Pay with Bank payment',
];

async function applyVoucher(user: User, code: string) {
  await screen.findByRole('heading', { name: 'Order Details' });
  await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Voucher' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), code);
  await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

describe('Cart summary: a voucher that leaves nothing to pay', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['Card pay', 'Mobile pay', 'Card payment'])(
    'pays by %s without the card provider: the quoted invoice goes on the cash channel and is placed',
    async (method) => {
      const user = userEvent.setup();
      const world = await renderPayments({ route: '/checkout/cart-summary?trade_type_id=1' });
      world.vouchers.accept('FREE', wholeOrder, 0);
      await applyVoucher(user, 'FREE');
      world.invoices.holdPlacements = true;
      await user.click(screen.getByRole('button', { name: `Pay with ${method}` }));
      // The pressed button says the order is being placed; the others wait.
      const methods = within(screen.getByRole('group', { name: 'Payment methods' })).getAllByRole('button');
      expect(methods.map((button) => button.textContent)).toEqual(
        payLabels.map((label) => (label === `Pay with ${method}` ? 'Placing your order....' : label)),
      );
      await act(async () => world.invoices.releasePlacements());

      expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
      expect(world.cards.networkCardCalls).toEqual([]);
      expect(world.cards.checkoutCalls).toEqual([]);
      // Nothing is left to pay, so the order is placed at once: one invoice, made as the customer pays, with the voucher.
      expect(world.invoices.drafts.map((draft) => draft.paymentMethod)).toEqual(['CASH']);
      expect(world.invoices.resubmissions).toEqual([
        { invoiceQueryId: 'inv-1', channelQueryId: 'user-1-cash', sessionId: null },
      ]);
      expect(world.invoices.placeCalls).toEqual(['inv-1']);
      expect(world.notifier.notifications).toEqual([
        { moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-1' },
      ]);
      expect(world.cart.cart.lines).toEqual([]);
    },
  );

  it('pays by the named bank without opening the bank', async () => {
    const open = jest.spyOn(window, 'open');
    const user = userEvent.setup();
    const world = await renderPayments();
    world.vouchers.accept('FREE', wholeOrder, 0);
    await applyVoucher(user, 'FREE');
    await user.click(screen.getByRole('button', { name: 'Pay with Bank payment' }));

    expect(await screen.findByRole('heading', { name: 'Order confirmation stand-in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(world.cards.bankLoginCalls).toEqual([]);
    expect(world.invoices.placeCalls).toEqual(['inv-1']);
  });

  it("goes by the server's payable, not the discount: a voucher leaving something to pay still opens the provider", async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    // The discount equals the items' price, yet the server still charges (a fee, say): the provider is needed.
    world.vouchers.accept('ALMOST', wholeOrder, 150);
    await applyVoucher(user, 'ALMOST');
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));

    expect(await screen.findByRole('dialog', { name: 'Pay with Card pay' })).toBeInTheDocument();
    expect(world.cards.networkCardCalls).toEqual([{ invoiceQueryId: 'inv-1', method: 'NEST_CARD_PAY' }]);
    expect(world.invoices.placeCalls).toEqual([]);
  });

  it('prices the cart again once the voucher is removed, and the card provider takes the payment', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    world.vouchers.accept('FREE', wholeOrder, 0);
    await applyVoucher(user, 'FREE');
    await user.click(screen.getByRole('button', { name: 'Remove voucher' }));
    await waitFor(() => expect(world.invoices.quotes.at(-1)?.voucherCode).toBeNull());
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));

    expect(await screen.findByRole('dialog', { name: 'Pay with Card pay' })).toBeInTheDocument();
    expect(world.cards.networkCardCalls).toEqual([{ invoiceQueryId: 'inv-1', method: 'NEST_CARD_PAY' }]);
    expect(world.invoices.placeCalls).toEqual([]);
  });
});
