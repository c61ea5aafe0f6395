import { createTrackOrder, type TrackedOrdersHolder } from '@/application/orders/track-order.use-case';
import { nothingTracked, type TrackedOrders } from '@/domain/orders/status-update';
import { InMemoryOrderHistory } from '../../../support/fakes/in-memory-order-history';
import { InMemoryOrderUpdates } from '../../../support/fakes/in-memory-order-updates';
import { anOrder, aStatusUpdate } from '../../../support/fakes/order-fixtures';

function setUp(tracked: TrackedOrders = nothingTracked) {
  const orderHistory = new InMemoryOrderHistory();
  const orderUpdates = new InMemoryOrderUpdates();
  const writes: TrackedOrders[] = [];
  const holder: TrackedOrdersHolder = {
    read: () => writes.at(-1) ?? tracked,
    write: (next) => writes.push(next),
  };
  return { orderHistory, orderUpdates, writes, holder, trackOrder: createTrackOrder({ orderHistory, orderUpdates }) };
}

describe('TrackOrder', () => {
  const order = anOrder({ queryId: 'invoice-1042', status: 'order_pending' });
  const other = anOrder({ queryId: 'invoice-2077', shortOrderId: '2077', status: 'order_confirmed' });

  it('shows the order as the server has it now', async () => {
    const { orderHistory, trackOrder } = setUp();
    orderHistory.put({ ...order, status: 'order_dispatched' });
    await expect(trackOrder.showOrder('invoice-1042')).resolves.toEqual({ ...order, status: 'order_dispatched' });
  });

  it('rejects with the server error when there is no such order', async () => {
    const { trackOrder } = setUp();
    await expect(trackOrder.showOrder('invoice-0')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads the order again when the store refunds it, and not for another order\u2019s refund or a status', () => {
    const { orderUpdates, trackOrder } = setUp();
    const reloads: string[] = [];
    const stop = trackOrder.followRefunds('invoice-1042', () => reloads.push('reload'));
    const refunded = { ...aStatusUpdate('invoice-1042', 'order_delivered'), type: 'SSE_ORDER_REFUNDED' };
    orderUpdates.send(refunded);
    orderUpdates.send({ ...refunded, invoiceQueryId: 'invoice-2077' });
    orderUpdates.send(aStatusUpdate('invoice-1042', 'order_delivered'));
    expect(reloads).toEqual(['reload']);
    stop();
    orderUpdates.send(refunded);
    expect(reloads).toEqual(['reload']);
    expect(orderUpdates.subscriberCount).toBe(0);
  });

  it('writes each update that changes something, in order', () => {
    const { orderUpdates, writes, holder, trackOrder } = setUp({ currentOrder: order, activeOrders: null });
    trackOrder.followUpdates(holder);
    orderUpdates.send(aStatusUpdate('invoice-1042', 'order_confirmed'));
    orderUpdates.send(aStatusUpdate('invoice-1042', 'order_dispatched'));
    expect(writes.map((tracked) => tracked.currentOrder?.status)).toEqual(['order_confirmed', 'order_dispatched']);
  });

  it.each([
    ['about another invoice', aStatusUpdate('invoice-2077', 'order_delivered')],
    ['with an unknown status', aStatusUpdate('invoice-1042', 'order_refunded')],
    ['repeating the status', aStatusUpdate('invoice-1042', 'order_pending')],
    ['reporting a card payment', aStatusUpdate('invoice-1042', 'order_confirmed', 'SSE_NETS_PAYMENT_SUCCESSFULL')],
  ])('writes nothing for an update %s', (_, update) => {
    const { orderUpdates, writes, holder, trackOrder } = setUp({ currentOrder: order, activeOrders: null });
    trackOrder.followUpdates(holder);
    orderUpdates.send(update);
    expect(writes).toEqual([]);
  });

  it('moves a delivered order out of page 1 of active orders without touching the order on screen', () => {
    const activeOrders = { orders: [order, other], page: 1, totalOrders: 2 };
    const { orderUpdates, writes, holder, trackOrder } = setUp({ currentOrder: other, activeOrders });
    trackOrder.followUpdates(holder);
    orderUpdates.send(aStatusUpdate('invoice-1042', 'order_delivered'));
    expect(writes).toEqual([{ currentOrder: other, activeOrders: { orders: [other], page: 1, totalOrders: 1 } }]);
  });

  it('stops applying updates once the customer leaves', () => {
    const { orderUpdates, writes, holder, trackOrder } = setUp({ currentOrder: order, activeOrders: null });
    const stop = trackOrder.followUpdates(holder);
    expect(orderUpdates.subscriberCount).toBe(1);
    stop();
    orderUpdates.send(aStatusUpdate('invoice-1042', 'order_confirmed'));
    expect(writes).toEqual([]);
    expect(orderUpdates.subscriberCount).toBe(0);
  });
});
