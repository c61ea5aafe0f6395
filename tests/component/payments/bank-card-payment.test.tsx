import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCardFormOrigin, renderPayments } from './payments-test-kit';

type User = ReturnType<typeof userEvent.setup>;

const card = { s: 'sess-0001', cn: 'card_0123456789abcdef0123456789abcdef' };

function post(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

async function openForm(user: User) {
  await screen.findByRole('heading', { name: 'Order Details' });
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Pay with Bank card' }));
  return screen.findByRole('dialog', { name: 'Pay with Bank card' });
}

describe('Cart summary: paying with the bank card form', () => {
  it('is offered on a Pakistani host only, even where another host enabled it', async () => {
    await renderPayments({ host: 'INTERNATIONAL' });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.getByRole('button', { name: 'Pay with Cash' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Bank payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Bank card' })).not.toBeInTheDocument();
  });

  it('frames the form requested for the signed-in user', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    const dialog = await openForm(user);
    expect(world.cards.formCalls).toEqual(['user-1']);
    expect(within(dialog).getByTitle('Bank card form')).toHaveAttribute(
      'src',
      'https://bank.example/sandbox/bank-card/form?s=sess-0001',
    );
  });

  it('pays with the card the form posts: the invoice carries s and cn, is placed, then the after-payment steps', async () => {
    const user = userEvent.setup();
    const world = await renderPayments({ route: '/checkout/cart-summary?trade_type_id=4' });
    await openForm(user);
    await act(async () => {
      post(bankCardFormOrigin, card);
      post(bankCardFormOrigin, card);
    });
    expect(await screen.findByText('Payment is successfull')).toBeInTheDocument();
    const bankDrafts = world.invoices.drafts.filter((draft) => draft.paymentMethod === 'PAYMENT_BY_CARD_BANK_ALFALAH');
    expect(bankDrafts.map((draft) => draft.bankCard)).toEqual([{ sessionId: 'sess-0001', cardToken: card.cn }]);
    expect(world.invoices.resubmissions).toEqual([
      { invoiceQueryId: 'inv-1', channelQueryId: 'user-1-card', sessionId: 'sess-0001' },
    ]);
    expect(world.invoices.placeCalls).toEqual(['inv-1']);
    expect(world.notifier.notifications).toEqual([
      { moduleCode: 9017, merchantQueryId: 'store-aalto', queryId: 'inv-1' },
    ]);
    expect(world.navigation.visited).toEqual(['/checkout/payment-success/inv-1?trade_type_id=4']);
    expect(world.cart.cart.lines).toEqual([]);
  });

  it('opens the bank card dialog with the url a place-order error carries, and pays with the card it posts', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    const formUrl = `${bankCardFormOrigin}/sandbox/bank-card/form?s=sess-0002`;
    world.invoices.placeRefusal = { ok: false, reason: 'CARD_FORM_REQUIRED', url: formUrl };
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Bank card' });
    expect(within(dialog).getByTitle('Bank card form')).toHaveAttribute('src', formUrl);
    expect(world.navigation.visited).toEqual([]);

    world.invoices.placeRefusal = null;
    await act(async () => post(bankCardFormOrigin, { s: 'sess-0002', cn: card.cn }));
    expect(await screen.findByText('Payment is successfull')).toBeInTheDocument();
    const bankDrafts = world.invoices.drafts.filter((draft) => draft.paymentMethod === 'PAYMENT_BY_CARD_BANK_ALFALAH');
    expect(bankDrafts.map((draft) => draft.bankCard)).toEqual([{ sessionId: 'sess-0002', cardToken: card.cn }]);
  });

  it('loads the form once: the dialog stays in place while the paid cart empties under it', async () => {
    const user = userEvent.setup();
    const framed: Element[] = [];
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof Element) framed.push(...node.querySelectorAll('iframe[title="Bank card form"]'));
          if (node instanceof HTMLIFrameElement && node.title === 'Bank card form') framed.push(node);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const world = await renderPayments();
    await openForm(user);
    await act(async () => post(bankCardFormOrigin, card));
    expect(await screen.findByText('Payment is successfull')).toBeInTheDocument();
    observer.disconnect();
    expect(world.cart.cart.lines).toEqual([]);
    expect(framed).toHaveLength(1);
  });

  it('accepts the form posting its answer as JSON text', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await openForm(user);
    await act(async () => post(bankCardFormOrigin, JSON.stringify(card)));
    expect(await screen.findByText('Payment is successfull')).toBeInTheDocument();
    expect(world.invoices.placeCalls).toEqual(['inv-1']);
  });

  it('ignores a message from a foreign origin, and one without both s and cn', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    const dialog = await openForm(user);
    await act(async () => {
      post('https://evil.example', card);
      post('https://bank.example.evil.example', card);
      post(bankCardFormOrigin, { s: card.s });
      post(bankCardFormOrigin, { cn: card.cn });
    });
    expect(world.invoices.drafts).toEqual([]);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay with Bank card' })).toBe(dialog);
  });

  it('shows the server refusing the card in red', async () => {
    const user = userEvent.setup();
    const world = await renderPayments();
    await openForm(user);
    world.invoices.createFailure = {
      code: 'PAYMENT_REQUIRED',
      message: 'Payment required: this card token already paid for another invoice.',
    };
    await act(async () => post(bankCardFormOrigin, card));
    expect(
      await screen.findByText('Payment required: this card token already paid for another invoice.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(world.invoices.placeCalls).toEqual([]);
  });

  it('Cancel closes the form with a message', async () => {
    const user = userEvent.setup();
    await renderPayments();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
  });

  it('asks a customer with no session to sign in', async () => {
    const user = userEvent.setup();
    const world = await renderPayments({ signedIn: false });
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Bank card' }));
    expect(await screen.findByText('Please sign in to pay by card.')).toBeInTheDocument();
    expect(world.cards.formCalls).toEqual([]);
  });
});
