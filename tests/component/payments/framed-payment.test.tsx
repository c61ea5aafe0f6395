import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPayments } from './payments-test-kit';

type User = ReturnType<typeof userEvent.setup>;

const paid = (invoiceQueryId: string) => ({
  type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
  status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
  invoiceQueryId,
  merchantQueryId: 'store-aalto',
});

async function readyToPay(user: User) {
  await screen.findByRole('heading', { name: 'Order Details' });
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

describe('Cart summary: paying by card in the provider page', () => {
  it('offers exactly the configured methods', async () => {
    await renderPayments({ paymentMethods: ['CASH', 'STRIPE'] });
    await screen.findByRole('heading', { name: 'Order Details' });
    const group = screen.getByRole('group', { name: 'Payment methods' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay with Cash', 'Pay with Card payment']);
  });

  it('pays with card pay: an invoice of that method, the terminal in a dialog, success once for two events', async () => {
    const user = userEvent.setup();
    const world = await renderPayments({ route: '/checkout/cart-summary?trade_type_id=1' });
    await readyToPay(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay with Card pay' });
    expect(within(dialog).getByTitle('Payment page')).toHaveAttribute(
      'src',
      'https://pay.example/terminal?invoiceQueryId=inv-1',
    );
    expect(world.invoices.drafts.map((draft) => draft.paymentMethod)).toEqual(['NEST_CARD_PAY']);
    expect(world.cards.networkCardCalls).toEqual([{ invoiceQueryId: 'inv-1', method: 'NEST_CARD_PAY' }]);
    expect(world.updates.subscriberCount).toBe(1);

    await act(async () => {
      world.updates.send(paid('inv-1'));
      world.updates.send(paid('inv-1'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment is successfull');
    expect(world.notifier.notifications).toEqual([
      { moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-1' },
    ]);
    expect(world.navigation.visited).toEqual(['/checkout/payment-success/inv-1?trade_type_id=1']);
    expect(world.devices.registrations).toBe(1);
    expect(world.cart.cart.lines).toEqual([]);
    // No invoice is placed by the browser: the provider's payment places it on the server.
    expect(world.invoices.placeCalls).toEqual([]);
  });

  it('ignores events about other invoices and statuses that are not the payment success', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Mobile pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Mobile pay' });
    expect(world.cards.networkCardCalls).toEqual([{ invoiceQueryId: 'inv-1', method: 'NEST_MOBILE_PAY' }]);
    await act(async () => {
      world.updates.send(paid('inv-9'));
      world.updates.send({ ...paid('inv-1'), type: 'order_status', status: 'order_pending' });
    });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(world.notifier.notifications).toEqual([]);
    expect(world.navigation.visited).toEqual([]);
  });

  it('starts one payment however often the button is clicked', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pay with Card pay' }));
    await screen.findByRole('dialog', { name: 'Pay with Card pay' });
    expect(world.cards.networkCardCalls).toHaveLength(1);
    expect(world.invoices.drafts.filter((draft) => draft.paymentMethod === 'NEST_CARD_PAY')).toHaveLength(1);
  });

  it('Cancel closes the dialog with a message and stops listening; Escape does the same', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Card pay' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(world.updates.subscriberCount).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));
    await screen.findByRole('dialog', { name: 'Pay with Card pay' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
  });

  it('shows the provider refusal in red and lets the customer try again', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    world.cards.failure = { code: 'BAD_REQUEST', message: 'The invoice is already paid' };
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));
    expect(await screen.findByText('The invoice is already paid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    world.cards.failure = null;
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));
    expect(await screen.findByRole('dialog', { name: 'Pay with Card pay' })).toBeInTheDocument();
  });

  it('says the payment could not start when the provider hands out no merchant', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    world.cards.merchantId = null;
    await readyToPay(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Card pay' }));
    expect(await screen.findByText('The payment could not be started. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pays by Stripe-style card: the confirm page in the dialog, success by the event stream', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Card payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Card payment' });
    expect(within(dialog).getByTitle('Payment page')).toHaveAttribute(
      'src',
      'https://pay.example/checkout?payment_intent=pi_1#secret',
    );
    expect(world.cards.checkoutCalls).toEqual([{ invoiceQueryId: 'inv-1', merchantQueryId: 'store-aalto' }]);
    expect(world.invoices.drafts[0]?.paymentMethod).toBe('STRIPE');
    await act(async () => world.updates.send(paid('inv-1')));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment is successfull');
    expect(world.navigation.visited).toEqual(['/checkout/payment-success/inv-1']);
  });

  it('makes the card\u2019s invoice with the note typed on the summary, and forgets the note once paid', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await readyToPay(user);
    await user.type(screen.getByRole('textbox', { name: 'Note for the store' }), 'Ovikoodi 1234');
    await waitFor(() => expect(world.noteDrafts.draft?.note).toBe('Ovikoodi 1234'));
    await user.click(screen.getByRole('button', { name: 'Pay with Card payment' }));
    await screen.findByRole('dialog', { name: 'Pay with Card payment' });
    expect(world.invoices.drafts.map((draft) => [draft.paymentMethod, draft.note])).toEqual([
      ['STRIPE', 'Ovikoodi 1234'],
    ]);
    // An abandoned payment keeps the note for the next try; only the paid order takes it away.
    expect(world.noteDrafts.draft).not.toBeNull();
    await act(async () => world.updates.send(paid('inv-1')));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment is successfull');
    expect(world.noteDrafts.draft).toBeNull();
  });

  it('speaks Finnish', async () => {
    const user = userEvent.setup();
    const world = await renderPayments({ language: 'fi' });
    await screen.findByRole('heading', { name: 'Tilauksen tiedot' });
    await user.click(screen.getByRole('checkbox', { name: /ehdot/i }));
    await user.click(screen.getByRole('button', { name: /Korttimaksu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Maksa: Korttimaksu' });
    expect(within(dialog).getByTitle('Maksusivu')).toBeInTheDocument();
    await act(async () => world.updates.send(paid('inv-1')));
    expect(await screen.findByRole('status')).toHaveTextContent('Maksu onnistui');
  });
});
