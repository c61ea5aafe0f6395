import { deserialize, serialize } from 'node:v8';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { featureTokens } from '@/application/tokens';
import type { QueuedCashOrder } from '@/application/ports/queued-cash-orders.port';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import { WaitingOrderSender } from '@/presentation/offline/waiting-order-sender';
import { aProduct } from '../../support/cart-fixtures';
import { checkoutOver } from '../../support/checkout-over';
import { loaded } from '../../support/fake-resolver';
import { InMemoryCartRepository } from '../../support/fakes/in-memory-cart-repository';
import { InMemoryInvoiceGateway } from '../../support/fakes/in-memory-invoice-gateway';
import { InMemoryQueuedCashOrders } from '../../support/fakes/in-memory-queued-cash-orders';
import { ManualNetworkState } from '../../support/fakes/manual-network-state';
import { RecordingCustomerNotifications } from '../../support/fakes/recording-customer-notifications';
import { localeText } from '../../support/locale-files';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

// jsdom leaves structuredClone out; the in-memory cart clones as the browser's database would.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => deserialize(serialize(value)) as T;
}

const soup = aProduct();
const cart = cartOf(cartStoreOf(soup.store), [cartLineFor(soup, noSelection, 2)]);
const waiting: QueuedCashOrder = {
  idempotencyKey: 'order-key-1',
  cart,
  tip: 0,
  voucherCode: null,
  note: null,
  tradeTypeId: null,
  userQueryId: null,
  queuedAt: 1_000,
};

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function renderSender(language: 'fi' | 'en', invoices: InMemoryInvoiceGateway) {
  const cartRepository = new InMemoryCartRepository(cart);
  const queuedOrders = new InMemoryQueuedCashOrders([waiting]);
  const notifications = new RecordingCustomerNotifications();
  const checkout = checkoutOver({
    cartRepository,
    invoiceGateway: invoices,
    queuedOrders,
    network: new ManualNetworkState(true),
    notifications,
  });
  await renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<WaitingOrderSender />} />
      </Routes>
      <Location />
    </>,
    { resolver: fakeResolver([[featureTokens.checkout, loaded(checkout)]]), language, route: '/products' },
  );
  return { cartRepository, queuedOrders, notifications };
}

describe.each(['fi', 'en'] as const)('%s: the order made offline, sent at the start', (language) => {
  const t = (key: string) => localeText(language, key);

  it('placed: opens its confirmation, as any order does, and the cart empties', async () => {
    const { cartRepository, queuedOrders } = await renderSender(language, new InMemoryInvoiceGateway());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment-success/inv-1'));
    expect(cartRepository.cart).toEqual(emptyCart);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('refused: the server’s words in a dialog and a notification, and the cart kept', async () => {
    const invoices = new InMemoryInvoiceGateway();
    invoices.createRefusal = { ok: false, reason: 'REFUSED', message: 'The store has closed for today' };
    const { cartRepository, queuedOrders, notifications } = await renderSender(language, invoices);

    const dialog = await screen.findByRole('dialog', { name: t('offline.order.refused.title') });
    expect(dialog).toHaveTextContent('The store has closed for today');
    expect(dialog).toHaveTextContent(t('offline.order.refused.cartKept'));
    expect(notifications.shown).toEqual([
      {
        title: t('offline.order.refused.title'),
        body: `The store has closed for today ${t('offline.order.refused.cartKept')}`,
      },
    ]);
    expect(cartRepository.cart).toEqual(cart);
    expect(queuedOrders.waiting).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });
});
