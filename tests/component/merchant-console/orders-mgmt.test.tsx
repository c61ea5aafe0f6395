import { act, screen, within } from '@testing-library/react';
import { helmiStaffSession, InMemoryMerchantConsole, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

const at = (time: string) => Date.parse(`2026-11-26T${time}:00Z`);

async function renderOrders(service: InMemoryMerchantConsole) {
  const view = await renderConsole({ session: helmiStaffSession, service });
  await screen.findByRole('heading', { name: 'Orders', level: 2 });
  return view;
}

const card = (shortOrderId: string) => screen.findByRole('article', { name: `Order #${shortOrderId}` });

describe('/orders-mgmt', () => {
  it('groups the store\u2019s orders by status, newest first, with their lines, notes and payment', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(
      storeOrder({ queryId: 'old', placedAt: at('08:00') }),
      storeOrder({ queryId: 'new', placedAt: at('09:30'), paid: true, paymentType: 'CARD' }),
      storeOrder({
        queryId: 'made',
        status: 'order_confirmed',
        lines: [
          { productName: 'T-shirt', quantity: 1, size: 'M', color: 'Blue', variants: ['Gift wrap'], instruction: '' },
        ],
      }),
    );
    await renderOrders(service);

    const pending = await screen.findByRole('region', { name: 'New' });
    expect(
      within(pending)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Order #NEW', 'Order #OLD']);
    expect(within(pending).getByRole('article', { name: 'Order #NEW' })).toHaveTextContent('Payment: CARD · Paid');
    expect(within(pending).getByRole('article', { name: 'Order #OLD' })).toHaveTextContent('Not paid');
    expect(within(pending).getByRole('article', { name: 'Order #OLD' })).toHaveTextContent('2 × Lohikeitto');
    expect(within(pending).getByRole('article', { name: 'Order #OLD' })).toHaveTextContent('Note: No dill');
    const confirmed = screen.getByRole('region', { name: 'Confirmed' });
    expect(confirmed).toHaveTextContent('Size: M');
    expect(confirmed).toHaveTextContent('Colour: Blue');
    expect(confirmed).toHaveTextContent('Options: Gift wrap');
    expect(screen.queryByRole('region', { name: 'Delivered' })).not.toBeInTheDocument();
  });

  it('offers exactly the next statuses the server allows, and moves the order on', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'a1' }));
    const { user } = await renderOrders(service);
    const order = await card('A1');
    expect(
      within(order)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cash received', 'Confirm', 'Cancel order', 'Details', 'Print']);
    await user.click(within(order).getByRole('button', { name: 'Confirm' }));
    await user.click(
      within(within(order).getByRole('group', { name: 'Confirm order #A1' })).getByRole('button', {
        name: 'Confirm without an estimate',
      }),
    );
    const moved = await within(await screen.findByRole('region', { name: 'Confirmed' })).findByRole('article', {
      name: 'Order #A1',
    });
    expect(
      within(moved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Give an estimate', 'Cash received', 'Dispatch', 'Cancel order', 'Details', 'Print']);
    expect(service.statusChanges).toEqual([{ invoiceQueryId: 'a1', to: 'order_confirmed' }]);
  });

  it('names the payment method, and records a cash order\u2019s cash on "Cash received"', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'k5', payable: 2480 }));
    const { user } = await renderOrders(service);
    const order = await card('K5');
    expect(order).toHaveTextContent('Payment: Cash · Not paid');
    expect(order).toHaveTextContent('Cash to receive: € 24,80');
    await user.click(within(order).getByRole('button', { name: 'Cash received' }));
    const paid = await card('K5');
    await within(paid).findByText('Paid');
    expect(within(paid).queryByRole('button', { name: 'Cash received' })).not.toBeInTheDocument();
    expect(service.cashReceipts).toEqual(['k5']);
    expect(service.statusChanges).toEqual([]);
  });

  it('asks for the cash when a cash order is delivered, and records it with the delivery', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(
      storeOrder({ queryId: 'd6', status: 'order_dispatched' }),
      storeOrder({ queryId: 'd7', status: 'order_dispatched' }),
    );
    const { user } = await renderOrders(service);
    await user.click(within(await card('D6')).getByRole('button', { name: 'Deliver' }));
    let question = screen.getByRole('group', { name: 'Was the cash for order #D6 received?' });
    await user.click(within(question).getByRole('button', { name: 'Cash received, deliver' }));
    const delivered = await screen.findByRole('region', { name: 'Delivered' });
    expect(await within(delivered).findByRole('article', { name: 'Order #D6' })).toHaveTextContent('Paid');

    await user.click(within(await card('D7')).getByRole('button', { name: 'Deliver' }));
    question = screen.getByRole('group', { name: 'Was the cash for order #D7 received?' });
    await user.click(within(question).getByRole('button', { name: 'Deliver, cash not received' }));
    expect(await within(delivered).findByRole('article', { name: 'Order #D7' })).toHaveTextContent('Not paid');
    expect(service.cashReceipts).toEqual(['d6']);
    expect(service.statusChanges).toEqual([
      { invoiceQueryId: 'd6', to: 'order_delivered' },
      { invoiceQueryId: 'd7', to: 'order_delivered' },
    ]);
  });

  it('delivers a card order without asking about cash', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'e8', status: 'order_dispatched', paymentType: 'STRIPE', paid: true }));
    const { user } = await renderOrders(service);
    const order = await card('E8');
    expect(order).toHaveTextContent('Payment: Card payment · Paid');
    await user.click(within(order).getByRole('button', { name: 'Deliver' }));
    expect(screen.queryByRole('group', { name: /cash/ })).not.toBeInTheDocument();
    expect(service.statusChanges).toEqual([{ invoiceQueryId: 'e8', to: 'order_delivered' }]);
  });

  it('asks before cancelling, and cancels nothing when the staff keep the order', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'c3' }));
    const { user } = await renderOrders(service);
    const cancel = within(await card('C3')).getByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    let question = screen.getByRole('group', { name: 'Cancel order #C3?' });
    // Asked on the card, with the focus in the question.
    expect(within(question).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep the order' }));
    expect(service.statusChanges).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Cancel order #C3?' })).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Cancel order #C3?' })).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(within(await card('C3')).getByRole('button', { name: 'Cancel order' }));
    question = screen.getByRole('group', { name: 'Cancel order #C3?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByRole('region', { name: 'Cancelled' })).toHaveTextContent('Order #C3');
    expect(service.statusChanges).toEqual([{ invoiceQueryId: 'c3', to: 'order_cancelled' }]);
  });

  it('shows why a status was refused after another device moved the order, and the order as it now is', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'r4' }));
    const { user } = await renderOrders(service);
    service.loseRaceTo('order_cancelled');
    await user.click(within(await card('R4')).getByRole('button', { name: 'Confirm' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Confirm order #R4' })).getByRole('button', { name: '20 min' }),
    );
    const cancelled = await screen.findByRole('region', { name: 'Cancelled' });
    const order = within(cancelled).getByRole('article', { name: 'Order #R4' });
    expect(within(order).getByRole('alert')).toHaveTextContent(
      'Another device changed this order first. The order has been refreshed: it shows its status now.',
    );
    expect(
      within(order)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details', 'Print']);
  });

  it('announces an order that arrives on the stream with a badge, until the staff mark it seen', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'first', placedAt: at('08:00') }));
    const { user } = await renderOrders(service);
    await card('FIRST');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => service.arrive(storeOrder({ queryId: 'second', placedAt: at('09:00') })));
    expect(await card('SECOND')).toBeInTheDocument();
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent('1 new order');
    act(() => service.arrive(storeOrder({ queryId: 'third', placedAt: at('09:10') })));
    expect(await screen.findByText('2 new orders')).toBeInTheDocument();

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Mark as seen' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets the staff switch the new-order sound off', async () => {
    const { user } = await renderOrders(new InMemoryMerchantConsole());
    const sound = screen.getByRole('checkbox', { name: 'Sound for new orders' });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(sound).not.toBeChecked();
  });

  it('says the list is not live while the stream is lost, and catches up on what arrived meanwhile', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'before', placedAt: at('08:00') }));
    await renderOrders(service);
    act(() => service.connection(true));
    expect(await screen.findByText('Live: new orders appear here as they arrive.')).toBeInTheDocument();

    act(() => service.connection(false));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost: this list is not live.');
    // Placed while the stream was down: no event reaches the console.
    service.add(storeOrder({ queryId: 'during', placedAt: at('09:00') }));
    expect(screen.queryByRole('article', { name: 'Order #DURING' })).not.toBeInTheDocument();

    act(() => service.connection(true));
    expect(await card('DURING')).toBeInTheDocument();
    expect(screen.getByText('Live: new orders appear here as they arrive.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 new order');
  });

  it('stops following the store\u2019s stream when the page closes', async () => {
    const service = new InMemoryMerchantConsole();
    const { unmount } = await renderOrders(service);
    expect(service.following).toBe(1);
    unmount();
    expect(service.following).toBe(0);
  });
});
