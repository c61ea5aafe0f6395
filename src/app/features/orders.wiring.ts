import type { OrdersFeature } from '@/application/orders/orders.feature';
import { createListOrders } from '@/application/orders/list-orders.use-case';
import { createSendReceiptEmail } from '@/application/orders/send-receipt-email.use-case';
import { createShowOrderDetail } from '@/application/orders/show-order-detail.use-case';
import { createWatchCountdown } from '@/application/orders/watch-countdown.use-case';
import { createWatchDealCountdown } from '@/application/orders/watch-deal-countdown.use-case';
import { createDownloadReceipt } from '@/application/payments/download-receipt.use-case';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Clock } from '@/application/ports/clock.port';
import type { InvoicePayments } from '@/application/ports/invoice-payments.port';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderProducts } from '@/application/ports/order-products.port';
import type { ReceiptMailer } from '@/application/ports/receipt-mailer.port';
import type { PushMessages } from '@/application/ports/push-messages.port';
import type { PushSubscriptionRegistry } from '@/application/ports/push-subscription-registry.port';
import type { Ticker } from '@/application/ports/ticker.port';
import { createOfferOrderPush } from '@/application/orders/offer-order-push.use-case';
import { createReOrder } from '@/application/reorder/re-order.use-case';
import { HttpOrderProducts } from '@/infrastructure/api/http-order-products';
import { HttpOrderReceiptFile, fileFetcherOf } from '@/infrastructure/api/http-order-receipt-file';
import { HttpOrderReceiptMailer } from '@/infrastructure/api/http-order-receipt-mailer';
import { IntervalTicker } from '@/infrastructure/realtime/interval-ticker';
import { cartRepositoryOnFirstCall } from './on-first-call';
import type { Build } from './feature-binding';

export interface OrdersPorts {
  readonly orderHistory: OrderHistory;
  readonly orderDetails: OrderDetails;
  readonly orderProducts: OrderProducts;
  readonly receiptMailer: ReceiptMailer;
  /** Only the receipt file: the order screens download receipts without settling anything. */
  readonly receiptFile: Pick<InvoicePayments, 'saveReceipt'>;
  readonly cartRepository: CartRepository;
  readonly clock: Clock;
  readonly ticker: Ticker;
  /** IANA time zone the receipt is dated in, e.g. Europe/Helsinki. */
  readonly receiptTimeZone: string;
  readonly pushMessages: PushMessages;
  readonly pushRegistry: PushSubscriptionRegistry;
}

export function createOrdersFeature(ports: OrdersPorts): OrdersFeature {
  const { clock } = ports;
  return {
    offerOrderPush: createOfferOrderPush({ pushMessages: ports.pushMessages, registry: ports.pushRegistry }),
    listOrders: createListOrders({ orderHistory: ports.orderHistory }),
    showOrderDetail: createShowOrderDetail({ orderDetails: ports.orderDetails }),
    sendReceiptEmail: createSendReceiptEmail({ receiptMailer: ports.receiptMailer }),
    downloadOrderReceipt: createDownloadReceipt({
      invoicePayments: ports.receiptFile,
      clock,
      timeZone: ports.receiptTimeZone,
    }),
    reOrder: createReOrder({ cartRepository: ports.cartRepository, orderProducts: ports.orderProducts }),
    watchCountdown: createWatchCountdown({ clock, ticker: ports.ticker }),
    watchDealCountdown: createWatchDealCountdown({ clock, ticker: ports.ticker }),
  };
}

/** The receipt is dated in the stores' zone; the configuration names none yet. */
const receiptTimeZone = 'Europe/Helsinki';

/** The order screens' use cases over the shared order history and their own adapters. */
export const buildFeature: Build<Promise<OrdersFeature>> = async (shared, config) => {
  const { walletV1 } = shared;
  const [orderHistory, push] = await Promise.all([
    shared.orderHistory(),
    import(/* webpackChunkName: "push" */ './push.wiring').then((module) =>
      module.browserPush(config, walletV1, shared.storage),
    ),
  ]);
  return createOrdersFeature({
    orderHistory,
    orderDetails: orderHistory,
    orderProducts: new HttpOrderProducts(walletV1),
    receiptMailer: new HttpOrderReceiptMailer(walletV1),
    receiptFile: new HttpOrderReceiptFile(fileFetcherOf(walletV1)),
    // Only "order again" writes the cart: the cart's storage (dexie, 31 KB gzip) loads with the first re-order,
    // not with every order screen.
    cartRepository: cartRepositoryOnFirstCall(shared.cartStorage),
    clock: shared.clock,
    ticker: new IntervalTicker(),
    receiptTimeZone,
    pushMessages: push.pushMessages,
    pushRegistry: push.subscriptions,
  });
};
