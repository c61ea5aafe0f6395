import type { CheckoutFeature } from '@/application/checkout/checkout.feature';
import { createOrderNoteDraftKeeper } from '@/application/checkout/order-note-draft.use-case';
import { createUnavailableProducts } from '@/application/cart/unavailable-products.use-case';
import { createPayCash } from '@/application/payments/pay-cash.use-case';
import { createOfflineCashOrders } from '@/application/offline/offline-cash-orders.use-case';
import type { CustomerNotifications } from '@/application/ports/customer-notifications.port';
import type { IdempotencyKeys } from '@/application/ports/idempotency-keys.port';
import type { NetworkState } from '@/application/ports/network-state.port';
import type { QueuedCashOrders } from '@/application/ports/queued-cash-orders.port';
import { createPushNotificationFailed } from '@/application/payments/push-notification-failed.use-case';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Clock } from '@/application/ports/clock.port';
import type { InvoiceGateway } from '@/application/ports/invoice-gateway.port';
import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { VoucherGateway } from '@/application/ports/voucher-gateway.port';
import type { VoucherWallet } from '@/application/ports/voucher-wallet.port';
import { createQuoteCheckout } from '@/application/checkout/quote-checkout.use-case';
import { createReviewOrderSummary } from '@/application/checkout/review-order-summary.use-case';
import { createChooseTip } from '@/application/checkout/choose-tip.use-case';
import { createApplyVoucher } from '@/application/checkout/apply-voucher.use-case';
import { createListAvailableVouchers } from '@/application/checkout/list-available-vouchers.use-case';
import type { CurrencySource } from '@/domain/pricing/currency';
import { storefrontCurrency } from '@/domain/pricing/currency';
import { HttpVoucherWallet } from '@/infrastructure/api/http-voucher-wallet';
import { randomIdempotencyKeys } from '@/infrastructure/device/random-idempotency-keys';
import { BrowserNetworkState } from '@/infrastructure/offline/browser-network-state';
import { BrowserNotifications } from '@/infrastructure/offline/browser-notifications';
import { DexieQueuedCashOrders } from '@/infrastructure/offline/dexie-queued-cash-orders';
import { orderHistoryOnFirstCall } from './on-first-call';
import type { Build } from './feature-binding';

export interface CheckoutPorts {
  readonly invoiceGateway: InvoiceGateway;
  readonly voucherGateway: VoucherGateway;
  /** The signed-in user's vouchers, offered at the cart summary. */
  readonly voucherWallet: VoucherWallet;
  readonly merchantNotifier: MerchantNotifier;
  readonly cartRepository: CartRepository;
  /** The customer's orders: where the order just placed is found when a return address does not name it. */
  readonly orderHistory: OrderHistory;
  readonly clock: Clock;
  /** The signed-in user, whose cash channel a cash invoice is re-submitted on. */
  readonly sessionStore: SessionStore;
  /** The host's currency, which the price summary and the tips are shown in. */
  readonly currency: CurrencySource;
  /** The note the customer is writing, kept between page loads until its order is placed. */
  readonly orderNoteDrafts: OrderNoteDrafts;
  /** Cash orders confirmed offline, waiting in the browser for the network. */
  readonly queuedOrders: QueuedCashOrders;
  readonly network: NetworkState;
  /** The key each order is given when the customer confirms it. */
  readonly idempotencyKeys: IdempotencyKeys;
  /** The device's notifications: a waiting order's refusal reaches a customer who left the shop. */
  readonly notifications: CustomerNotifications;
}

export function createCheckoutFeature(ports: CheckoutPorts): CheckoutFeature {
  const { invoiceGateway, voucherGateway, merchantNotifier, cartRepository } = ports;
  const { currency } = ports;
  const payCash = createPayCash({
    invoiceGateway,
    voucherGateway,
    cartRepository,
    merchantNotifier,
    sessionStore: ports.sessionStore,
    orderNoteDrafts: ports.orderNoteDrafts,
  });
  return {
    quoteCheckout: createQuoteCheckout({ invoiceGateway }),
    reviewOrderSummary: createReviewOrderSummary({ currency }),
    chooseTip: createChooseTip({ currency }),
    applyVoucher: createApplyVoucher({ invoiceGateway }),
    payCash,
    offlineCashOrders: createOfflineCashOrders({
      payCash,
      queuedOrders: ports.queuedOrders,
      network: ports.network,
      keys: ports.idempotencyKeys,
      clock: ports.clock,
      notifications: ports.notifications,
      sessionStore: ports.sessionStore,
    }),
    orderNoteDraft: createOrderNoteDraftKeeper({ orderNoteDrafts: ports.orderNoteDrafts }),
    listAvailableVouchers: createListAvailableVouchers({
      voucherWallet: ports.voucherWallet,
      sessionStore: ports.sessionStore,
      clock: ports.clock,
    }),
    unavailableProducts: createUnavailableProducts({ cartRepository }),
    pushNotificationFailed: createPushNotificationFailed({
      cartRepository,
      merchantNotifier,
      orderHistory: ports.orderHistory,
      clock: ports.clock,
    }),
  };
}

/**
 * The checkout over the order-placing gateways it shares with the payments (shared-ports.ts), and the customer's
 * vouchers over HTTP.
 */
export const buildFeature: Build<Promise<CheckoutFeature>> = async (shared, config) => {
  const [invoiceGateway, voucherGateway, merchantNotifier, cartRepository, orderNoteDrafts] = await Promise.all([
    shared.invoiceGateway(),
    shared.voucherGateway(),
    shared.merchantNotifier(),
    shared.cartStorage(),
    shared.orderNoteDrafts(),
  ]);
  return createCheckoutFeature({
    invoiceGateway,
    voucherGateway,
    voucherWallet: new HttpVoucherWallet(shared.walletV1),
    merchantNotifier,
    cartRepository,
    // Asked only on the rare return without the order's ids, so its adapter loads then, not with the cart.
    orderHistory: orderHistoryOnFirstCall(shared.orderHistory),
    clock: shared.clock,
    sessionStore: shared.sessionStore,
    currency: storefrontCurrency(config.currencySymbol, config.host),
    orderNoteDrafts,
    // The cart's database, a table of its own: its code came with the cart's storage above.
    queuedOrders: new DexieQueuedCashOrders(
      async () =>
        new (
          await import(/* webpackChunkName: "cart-database" */ '@/infrastructure/storage/cart-database')
        ).CartDatabase(),
      shared.storage,
    ),
    network: new BrowserNetworkState(),
    idempotencyKeys: randomIdempotencyKeys,
    notifications: new BrowserNotifications(),
  });
};
