import { mergeOrderUpdates } from '@/application/orders/merged-order-updates';
import { createPushOrderUpdates } from '@/application/orders/push-order-updates';
import { createTrackOrder, type TrackedOrdersHolder } from '@/application/orders/track-order.use-case';
import { createHandlePaymentSuccess } from '@/application/payments/handle-payment-success.use-case';
import { createWatchCardPayment } from '@/application/payments/watch-card-payment.use-case';
import type { TrackedOrders } from '@/domain/orders/status-update';
import { InMemoryOrderHistory } from '../../../support/fakes/in-memory-order-history';
import { InMemoryOrderUpdates } from '../../../support/fakes/in-memory-order-updates';
import { InMemoryPushMessages } from '../../../support/fakes/in-memory-push-messages';
import { anOrder, aStatusUpdate } from '../../../support/fakes/order-fixtures';
import { RecordingCartClearer } from '../../../support/fakes/recording-cart-clearer';
import { RecordingDeviceRegistration } from '../../../support/fakes/recording-device-registration';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../../support/fakes/recording-page-navigation';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's wiring: the event stream and push messages merged into the one port the use cases follow. */
function setUp(tracked: TrackedOrders) {
  const orderHistory = new InMemoryOrderHistory();
  const stream = new InMemoryOrderUpdates();
  const pushMessages = new InMemoryPushMessages();
  const orderUpdates = mergeOrderUpdates([stream, createPushOrderUpdates({ pushMessages, orderHistory })]);
  const writes: TrackedOrders[] = [];
  const holder: TrackedOrdersHolder = { read: () => writes.at(-1) ?? tracked, write: (next) => writes.push(next) };
  const trackOrder = createTrackOrder({ orderHistory, orderUpdates });
  return { orderHistory, stream, pushMessages, orderUpdates, writes, holder, trackOrder };
}

describe('push messages as order updates', () => {
  const order = anOrder({ queryId: 'invoice-1042', status: 'order_pending' });
  const other = anOrder({ queryId: 'invoice-2077', shortOrderId: '2077', status: 'order_confirmed' });
  const statusPush = { moduleCode: '9017', moduleType: 'SSE_ORDER_STATUS_CHANGED', queryId: 'invoice-1042' };

  it('moves the order on screen and page 1 of active orders exactly as an event of the same status does', async () => {
    const tracked = { currentOrder: order, activeOrders: { orders: [order, other], page: 1, totalOrders: 2 } };
    const byPush = setUp(tracked);
    byPush.trackOrder.followUpdates(byPush.holder);
    byPush.orderHistory.put({ ...order, status: 'order_delivered' });
    byPush.pushMessages.push(statusPush);
    await settle();

    const byEvent = setUp(tracked);
    byEvent.trackOrder.followUpdates(byEvent.holder);
    byEvent.stream.send(aStatusUpdate('invoice-1042', 'order_delivered', 'SSE_ORDER_STATUS_CHANGED'));

    expect(byPush.writes).toEqual([
      {
        currentOrder: { ...order, status: 'order_delivered' },
        activeOrders: { orders: [other], page: 1, totalOrders: 1 },
      },
    ]);
    expect(byPush.writes).toEqual(byEvent.writes);
  });

  it("applies a push that carries its change (the app's service worker's) at once, without reading the order", () => {
    const { orderHistory, pushMessages, writes, holder, trackOrder } = setUp({
      currentOrder: order,
      activeOrders: null,
    });
    const fetchOrder = jest.spyOn(orderHistory, 'fetchOrder');
    trackOrder.followUpdates(holder);
    pushMessages.push({ ...statusPush, carried: { status: 'order_dispatched', merchantQueryId: 'store-1' } });
    expect(writes.map((next) => next.currentOrder?.status)).toEqual(['order_dispatched']);
    expect(fetchOrder).not.toHaveBeenCalled();
  });

  it('still hears the event stream beside the pushes', () => {
    const { stream, writes, holder, trackOrder } = setUp({ currentOrder: order, activeOrders: null });
    trackOrder.followUpdates(holder);
    stream.send(aStatusUpdate('invoice-1042', 'order_confirmed'));
    expect(writes.map((next) => next.currentOrder?.status)).toEqual(['order_confirmed']);
  });

  it('reads the invoice once per push however many listen, and drops a push about an invoice it cannot read', async () => {
    const { orderHistory, pushMessages, orderUpdates } = setUp({ currentOrder: null, activeOrders: null });
    const fetchOrder = jest.spyOn(orderHistory, 'fetchOrder');
    const first = jest.fn();
    const second = jest.fn();
    orderUpdates.subscribe(first);
    orderUpdates.subscribe(second);
    orderHistory.put(order);
    pushMessages.push(statusPush);
    pushMessages.push({ ...statusPush, queryId: 'invoice-unknown' });
    await settle();
    expect(fetchOrder.mock.calls).toEqual([['invoice-1042'], ['invoice-unknown']]);
    const update = {
      type: 'SSE_ORDER_STATUS_CHANGED',
      status: 'order_pending',
      invoiceQueryId: 'invoice-1042',
      merchantQueryId: 'store-1',
    };
    expect(first.mock.calls).toEqual([[update]]);
    expect(second.mock.calls).toEqual([[update]]);
  });

  it('asks for the push token once, with the first listener, and stops listening to pushes with the last', () => {
    const { pushMessages, orderUpdates } = setUp({ currentOrder: null, activeOrders: null });
    expect(pushMessages.tokenRequests).toBe(0);
    const stopFirst = orderUpdates.subscribe(() => undefined);
    const stopSecond = orderUpdates.subscribe(() => undefined);
    expect(pushMessages.tokenRequests).toBe(1);
    expect(pushMessages.subscriberCount).toBe(1);
    stopFirst();
    expect(pushMessages.subscriberCount).toBe(1);
    stopSecond();
    expect(pushMessages.subscriberCount).toBe(0);
    orderUpdates.subscribe(() => undefined);
    expect(pushMessages.tokenRequests).toBe(1);
  });

  it("completes a card payment on the provider's push, once per invoice, like its event", async () => {
    const { orderHistory, pushMessages, orderUpdates } = setUp({ currentOrder: null, activeOrders: null });
    orderHistory.put(anOrder({ queryId: 'inv-1', merchantQueryId: 'store-1' }));
    const navigation = new RecordingPageNavigation();
    const deviceRegistration = new RecordingDeviceRegistration();
    const handlePaymentSuccess = createHandlePaymentSuccess({
      cart: new RecordingCartClearer(),
      merchantNotifier: new RecordingMerchantNotifier(),
      deviceRegistration,
      navigation,
    });
    const paid = jest.fn();
    createWatchCardPayment({ orderUpdates, handlePaymentSuccess })(
      { invoiceQueryId: 'inv-1', merchantQueryId: 'store-1', tradeTypeId: null },
      paid,
    );
    const cardPush = { moduleCode: '9017', moduleType: 'SSE_NETS_PAYMENT_SUCCESSFULL', queryId: 'inv-1' };
    pushMessages.push(cardPush);
    pushMessages.push(cardPush);
    await settle();
    await settle();
    expect(paid).toHaveBeenCalledTimes(2);
    expect(deviceRegistration.registrations).toBe(1);
    expect(navigation.visited).toHaveLength(1);
  });
});

describe('mergeOrderUpdates', () => {
  it('tells of a reopen from any source that reports one, and stops with the returned function', () => {
    let reopen: (() => void) | null = null;
    const reopening = {
      subscribe: () => () => undefined,
      onReopened: (listener: () => void) => {
        reopen = listener;
        return () => {
          reopen = null;
        };
      },
    };
    const merged = mergeOrderUpdates([reopening, new InMemoryOrderUpdates()]);
    const reload = jest.fn();
    const stop = merged.onReopened?.(reload);
    (reopen as (() => void) | null)?.();
    expect(reload).toHaveBeenCalledTimes(1);
    stop?.();
    expect(reopen).toBeNull();
  });

  it('stops every source when the listener leaves', () => {
    const first = new InMemoryOrderUpdates();
    const second = new InMemoryOrderUpdates();
    const stop = mergeOrderUpdates([first, second]).subscribe(() => undefined);
    expect([first.subscriberCount, second.subscriberCount]).toEqual([1, 1]);
    stop();
    expect([first.subscriberCount, second.subscriberCount]).toEqual([0, 0]);
  });
});
