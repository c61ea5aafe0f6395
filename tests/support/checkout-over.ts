import { createCheckoutFeature, type CheckoutPorts } from '@/app/features/checkout.wiring';
import type { CheckoutFeature } from '@/application/checkout/checkout.feature';
import { FixedClock } from './fakes/fixed-clock';
import { InMemoryInvoiceGateway } from './fakes/in-memory-invoice-gateway';
import { InMemoryOrderHistory } from './fakes/in-memory-order-history';
import { InMemoryOrderNoteDrafts } from './fakes/in-memory-order-note-drafts';
import { InMemorySessionStore } from './fakes/in-memory-session-store';
import { InMemoryVoucherGateway } from './fakes/in-memory-voucher-gateway';
import { InMemoryVoucherWallet } from './fakes/in-memory-voucher-wallet';
import { RecordingMerchantNotifier } from './fakes/recording-merchant-notifier';
import { InMemoryQueuedCashOrders } from './fakes/in-memory-queued-cash-orders';
import { ManualNetworkState } from './fakes/manual-network-state';
import { SequentialIdempotencyKeys } from './fakes/sequential-idempotency-keys';
import { RecordingCustomerNotifications } from './fakes/recording-customer-notifications';

/** The checkout as the app wires it, over the cart a test names and in-memory gateways unless it names them. */
export function checkoutOver(ports: Pick<CheckoutPorts, 'cartRepository'> & Partial<CheckoutPorts>): CheckoutFeature {
  const voucherGateway = ports.voucherGateway ?? new InMemoryVoucherGateway();
  const fakeVouchers = voucherGateway instanceof InMemoryVoucherGateway ? voucherGateway : undefined;
  return createCheckoutFeature({
    // One server in memory: the quote prices with the vouchers the voucher gateway knows.
    invoiceGateway: new InMemoryInvoiceGateway(fakeVouchers),
    voucherGateway,
    voucherWallet: new InMemoryVoucherWallet(),
    merchantNotifier: new RecordingMerchantNotifier(),
    orderHistory: new InMemoryOrderHistory(),
    sessionStore: new InMemorySessionStore(),
    clock: new FixedClock(Date.parse('2026-06-15T12:00:00Z')),
    currency: { kind: 'CONFIGURED', symbol: '€' },
    orderNoteDrafts: new InMemoryOrderNoteDrafts(),
    queuedOrders: new InMemoryQueuedCashOrders(),
    network: new ManualNetworkState(),
    idempotencyKeys: new SequentialIdempotencyKeys(),
    notifications: new RecordingCustomerNotifications(),
    ...ports,
  });
}
