import { createOrdersFeature, type OrdersPorts } from '@/app/features/orders.wiring';
import type { OrdersFeature } from '@/application/orders/orders.feature';
import { FixedClock } from './fakes/fixed-clock';
import { InMemoryCartRepository } from './fakes/in-memory-cart-repository';
import { InMemoryOrderHistory } from './fakes/in-memory-order-history';
import { InMemoryOrderProducts } from './fakes/in-memory-order-products';
import { InMemoryPushMessages } from './fakes/in-memory-push-messages';
import { ManualTicker } from './fakes/manual-ticker';
import { RecordingPushRegistry } from './fakes/recording-push-registry';

const noPort = (port: string) => () => Promise.reject(new Error(`No fake ${port} bound`));

/** The order screens' feature as the app wires it, over the fake ports a test names; in-memory ones otherwise. */
export function ordersOver(ports: Partial<OrdersPorts>): OrdersFeature {
  const fixed = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  // Each fake is made only for a port the test does not name (some need what jsdom lacks, e.g. structuredClone).
  return createOrdersFeature({
    orderHistory: ports.orderHistory ?? new InMemoryOrderHistory(),
    orderDetails: ports.orderDetails ?? { fetchOrderDetail: noPort('OrderDetails') },
    orderProducts: ports.orderProducts ?? new InMemoryOrderProducts(),
    receiptMailer: ports.receiptMailer ?? { send: noPort('ReceiptMailer') },
    receiptFile: ports.receiptFile ?? { saveReceipt: noPort('InvoicePayments') },
    cartRepository: ports.cartRepository ?? new InMemoryCartRepository(),
    clock: ports.clock ?? fixed,
    ticker: ports.ticker ?? new ManualTicker(fixed),
    receiptTimeZone: ports.receiptTimeZone ?? 'Europe/Helsinki',
    pushMessages: ports.pushMessages ?? new InMemoryPushMessages(),
    pushRegistry: ports.pushRegistry ?? new RecordingPushRegistry(),
  });
}
