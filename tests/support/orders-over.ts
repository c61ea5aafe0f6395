import { createOrdersFeature, type OrdersPorts } from '@/app/features/orders.wiring';
import type { OrdersFeature } from '@/application/order/orders.feature';
import { FixedClock } from './fakes/fixed-clock';
import { InMemoryCartRepository } from './fakes/in-memory-cart-repository';
import { InMemoryOrderHistory } from './fakes/in-memory-order-history';
import { InMemoryOrderProducts } from './fakes/in-memory-order-products';
import { ManualTicker } from './fakes/manual-ticker';

const noPort = (port: string) => () => Promise.reject(new Error(`No fake ${port} bound`));

/** The order screens' feature as the app wires it, over the fake ports a test names; in-memory ones otherwise. */
export function ordersOver(ports: Partial<OrdersPorts>): OrdersFeature {
  const fixed = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  return createOrdersFeature({
    orderHistory: new InMemoryOrderHistory(),
    orderDetails: { fetchOrderDetail: noPort('OrderDetails') },
    orderProducts: new InMemoryOrderProducts(),
    receiptMailer: { send: noPort('ReceiptMailer') },
    receiptFile: { saveReceipt: noPort('InvoicePayments') },
    cartRepository: new InMemoryCartRepository(),
    clock: fixed,
    ticker: new ManualTicker(fixed),
    receiptTimeZone: 'Europe/Helsinki',
    ...ports,
  });
}
