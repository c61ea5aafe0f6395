import type { Container } from 'inversify';
import { createWatchCountdown } from '@/application/order/watch-countdown.use-case';
import { portTokens, useCaseTokens } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { IntervalTicker } from '@/infrastructure/realtime/interval-ticker';
import type { TrackOrder } from '@/application/order/track-order.use-case';
import type { EventStreamUrlDeps } from '@/infrastructure/realtime/event-stream-url';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import { lazyFunction, lazyPort, lazyPortAnswering, loadOnce, subscribeOnceLoaded, type DepsOf } from './lazy-port';
import type * as OrderUseCases from './order-use-cases';
import type * as RealtimeAdapters from './realtime-adapters';
import { requestLayerKeys } from './session-bindings';
import { lazyPushMessages } from './push-bindings';

/** The receipt is dated in the stores' zone; the configuration names none yet. */
const receiptTimeZone = 'Europe/Helsinki';

/**
 * Order tracking, history and re-order: their adapters and use cases. Kept out of container.ts so the
 * areas bound in parallel touch one line each there.
 */
export function bindOrders(container: Container, config: StorefrontConfig, walletV1: symbol): void {
  // The order screens' adapters and contracts load with their first call, not with the first page.
  const ordersApi = () => import(/* webpackChunkName: "api-orders" */ './order-adapters');
  // So do the order screens' use cases and the rules they apply.
  const orderUseCases = () => import(/* webpackChunkName: "api-orders" */ './order-use-cases');
  const wallet = () => container.get<HttpClient>(walletV1);
  const orderHistory = Symbol('HttpOrderHistory');
  container.bind<OrderHistory & OrderDetails>(orderHistory).toDynamicValue(() => {
    const [v1, v2] = [wallet(), container.get<HttpClient>(requestLayerKeys.walletV2)];
    return lazyPort(() => ordersApi().then((module) => new module.HttpOrderHistory(v1, v2)));
  });
  container.bind(portTokens.orderHistory).toDynamicValue(() => container.get<OrderHistory>(orderHistory));
  container.bind(portTokens.orderDetails).toDynamicValue(() => container.get<OrderDetails>(orderHistory));
  container.bind(portTokens.orderProducts).toDynamicValue(() => {
    const client = wallet();
    return lazyPort(() => ordersApi().then((module) => new module.HttpOrderProducts(client)));
  });
  container.bind(portTokens.receiptMailer).toDynamicValue(() => {
    const client = wallet();
    return lazyPort(() => ordersApi().then((module) => new module.HttpOrderReceiptMailer(client)));
  });
  // The event stream's and push messages' adapters and the tracking use case load right after the first screen: the app shell
  // subscribes once it has rendered, and the subscription starts when the code is there.
  const realtime = () => import(/* webpackChunkName: "realtime" */ './realtime-adapters');
  container.bind<OrderUpdates>(portTokens.orderUpdates).toDynamicValue(() => {
    const streamUrl: EventStreamUrlDeps = {
      walletBaseUrl: config.api.walletBaseUrl,
      sessionStore: container.get(portTokens.sessionStore),
      deviceIdentity: container.get(portTokens.deviceIdentity),
      transportMode: config.transportMode,
    };
    const deps: RealtimeAdapters.LiveOrderUpdatesDeps = {
      streamUrl,
      pushMessages: lazyPushMessages(config),
      orderHistory: container.get(portTokens.orderHistory),
    };
    const updates = loadOnce(() => realtime().then((module) => module.createLiveOrderUpdates(deps)));
    const noReopens = () => () => undefined;
    return {
      subscribe: subscribeOnceLoaded(() => updates().then((real) => real.subscribe.bind(real))),
      onReopened: subscribeOnceLoaded(() => updates().then((real) => real.onReopened?.bind(real) ?? noReopens)),
    };
  });
  container.bind(useCaseTokens.orderUpdates).toDynamicValue(() => container.get(portTokens.orderUpdates));
  container.bind(portTokens.ticker).toDynamicValue(() => new IntervalTicker());
  container.bind(useCaseTokens.downloadOrderReceipt).toDynamicValue(() => {
    const deps: DepsOf<typeof OrderUseCases.createDownloadReceipt> = {
      invoicePayments: lazyPort(() => ordersApi().then((module) => new module.HttpOrderReceiptFile(wallet()))),
      clock: container.get(portTokens.clock),
      timeZone: receiptTimeZone,
    };
    return lazyFunction(() => orderUseCases().then((module) => module.createDownloadReceipt(deps)));
  });
  container.bind(useCaseTokens.trackOrder).toDynamicValue(() => {
    const deps: DepsOf<typeof RealtimeAdapters.createTrackOrder> = {
      orderHistory: container.get(portTokens.orderHistory),
      orderUpdates: container.get(portTokens.orderUpdates),
    };
    const tracking = loadOnce(() => realtime().then((module) => module.createTrackOrder(deps)));
    return lazyPortAnswering<TrackOrder, 'followUpdates' | 'followReopens'>(tracking, {
      followUpdates: subscribeOnceLoaded(() => tracking().then((real) => real.followUpdates)),
      followReopens: subscribeOnceLoaded(() => tracking().then((real) => real.followReopens)),
    });
  });
  container.bind(useCaseTokens.listOrders).toDynamicValue(() => {
    const deps: DepsOf<typeof OrderUseCases.createListOrders> = {
      orderHistory: container.get(portTokens.orderHistory),
    };
    return lazyFunction(() => orderUseCases().then((module) => module.createListOrders(deps)));
  });
  container.bind(useCaseTokens.showOrderDetail).toDynamicValue(() => {
    const deps: DepsOf<typeof OrderUseCases.createShowOrderDetail> = {
      orderDetails: container.get(portTokens.orderDetails),
    };
    return lazyFunction(() => orderUseCases().then((module) => module.createShowOrderDetail(deps)));
  });
  container.bind(useCaseTokens.sendReceiptEmail).toDynamicValue(() => {
    const deps: DepsOf<typeof OrderUseCases.createSendReceiptEmail> = {
      receiptMailer: container.get(portTokens.receiptMailer),
    };
    return lazyFunction(() => orderUseCases().then((module) => module.createSendReceiptEmail(deps)));
  });
  container
    .bind(useCaseTokens.watchCountdown)
    .toDynamicValue(() =>
      createWatchCountdown({ clock: container.get(portTokens.clock), ticker: container.get(portTokens.ticker) }),
    );
  container.bind(useCaseTokens.reOrder).toDynamicValue(() => {
    const deps: DepsOf<typeof OrderUseCases.createReOrder> = {
      cartRepository: container.get(portTokens.cartRepository),
      orderProducts: container.get(portTokens.orderProducts),
    };
    return lazyFunction(() => orderUseCases().then((module) => module.createReOrder(deps)));
  });
}
