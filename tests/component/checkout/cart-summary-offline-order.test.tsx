import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeText } from '../../support/locale-files';
import { InMemoryQueuedCashOrders } from '../../support/fakes/in-memory-queued-cash-orders';
import { useCases } from '../../support/fake-resolver';
import { renderCheckout } from './checkout-test-kit';

// Issue 29, part 3: a cash order confirmed offline waits in the browser; a card or a bank payment needs the network.

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

async function setOnline(value: boolean) {
  await act(async () => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const paymentMethods = ['CASH', 'STRIPE', 'PAYMENT_BY_SONERI'];

describe.each(['fi', 'en'] as const)('%s: the cart summary without the network', (language) => {
  const t = (key: string, values: Record<string, string> = {}) =>
    localeText(language, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const method = (name: string) => t(`payment.method.${name}`);
  const payWith = (name: string) => t('checkout.pay.label', { method: method(name) });

  async function openPriced() {
    const user = userEvent.setup();
    const view = await renderCheckout({ language, config: { paymentMethods } });
    await screen.findByRole('button', { name: payWith('CASH') });
    await waitFor(() => expect(view.invoices.quotes.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('checkbox', { name: t('checkout.terms.accept') }));
    return { ...view, user };
  }

  it('says a card and a bank payment need the network, and takes cash as an order that waits for it', async () => {
    const { user, invoices, queuedOrders, cart } = await openPriced();
    const linesBefore = cart.cart.lines;
    await setOnline(false);

    for (const name of ['STRIPE', 'PAYMENT_BY_SONERI']) {
      expect(
        screen.getByRole('button', { name: t('checkout.pay.needsNetwork', { method: method(name) }) }),
      ).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: payWith('CASH') }));

    const waiting = await screen.findByRole('status', { name: t('offline.order.waiting.title') });
    expect(waiting).toHaveTextContent(t('offline.order.waiting.text'));
    expect(screen.queryByRole('button', { name: payWith('CASH') })).toBeNull();
    expect(queuedOrders.waiting).toHaveLength(1);
    expect(invoices.drafts).toEqual([]);
    expect(cart.cart.lines).toEqual(linesBefore);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/cart-summary');
  });

  it('offers every method again once the network returns', async () => {
    await openPriced();
    await setOnline(false);
    await setOnline(true);
    for (const name of ['CASH', 'STRIPE', 'PAYMENT_BY_SONERI']) {
      expect(screen.getByRole('button', { name: payWith(name) })).toBeEnabled();
    }
  });
});

it('shows the order still waiting when the cart summary opens again (a reload)', async () => {
  const queuedOrders = new InMemoryQueuedCashOrders();
  const first = await renderCheckout({ queuedOrders, config: { paymentMethods } });
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Pay with Cash' });
  await waitFor(() => expect(first.invoices.quotes.length).toBeGreaterThan(0));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await setOnline(false);
  await user.click(screen.getByRole('button', { name: 'Pay with Cash' }));
  await screen.findByRole('status', { name: 'Waiting for the network' });
  first.unmount();

  await renderCheckout({ queuedOrders, config: { paymentMethods } });
  expect(await screen.findByRole('status', { name: 'Waiting for the network' })).toBeVisible();
});

it('opened offline, where the server cannot price the cart, still takes cash as an order that waits', async () => {
  online = false;
  const networkGone = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 };
  const { queuedOrders } = await renderCheckout({
    config: { paymentMethods },
    overrides: [[useCases.quoteCheckout, () => Promise.reject(networkGone)]],
  });
  const user = userEvent.setup();
  const cash = await screen.findByRole('button', { name: 'Pay with Cash' });
  expect(cash).toBeDisabled();
  expect(screen.queryByText('Request Timeout')).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  expect(cash).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Card payment: needs the network' })).toBeDisabled();
  await user.click(cash);

  expect(await screen.findByRole('status', { name: 'Waiting for the network' })).toBeVisible();
  expect(queuedOrders.waiting).toHaveLength(1);
});
