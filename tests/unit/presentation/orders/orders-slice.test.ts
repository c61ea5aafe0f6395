import type { OrderDetail } from '@/application/orders/order-detail';
import {
  ordersSlice,
  selectTrackedOrders,
  trackedOrdersWritten,
  orderTabChosen,
} from '@/presentation/store/orders/orders.slice';
import { activeOrdersCounted, orderDetailRequested, ordersRequested } from '@/presentation/store/orders/orders.thunks';
import { sessionEnded } from '@/presentation/store/session/session.slice';
import { anOrder } from '../../../support/fakes/order-fixtures';

const reducer = ordersSlice.reducer;
const initial = reducer(undefined, { type: 'init' });

const detail: OrderDetail = {
  summary: anOrder({ queryId: 'inv-1' }),
  orderId: 'order-1',
  qrDataUrl: null,
  location: 'Otakaari 1',
  merchantIsOpen: true,
  lines: [{ productName: 'Latte', quantity: 1, amount: 450 }],
  total: 450,
};

function withDetail() {
  const pending = reducer(initial, orderDetailRequested.pending('r1', 'inv-1'));
  return reducer(pending, orderDetailRequested.fulfilled(detail, 'r1', 'inv-1'));
}

function withActivePage() {
  const pending = reducer(withDetail(), ordersRequested.pending('r2', { tab: 'active', page: 1 }));
  const page = { orders: [anOrder({ queryId: 'inv-1' })], page: 1, totalOrders: 1 };
  return reducer(pending, ordersRequested.fulfilled(page, 'r2', { tab: 'active', page: 1 }));
}

describe('orders slice', () => {
  it('keeps the order on screen while it is reloaded, and drops it for another order', () => {
    const loaded = withDetail();
    expect(reducer(loaded, orderDetailRequested.pending('r3', 'inv-1')).current.detail).toBe(detail);
    expect(reducer(loaded, orderDetailRequested.pending('r3', 'inv-2')).current.detail).toBeNull();
  });

  it('ignores the answer for an order the screen has left', () => {
    const moved = reducer(withDetail(), orderDetailRequested.pending('r3', 'inv-2'));
    const late = reducer(moved, orderDetailRequested.fulfilled(detail, 'r1', 'inv-1'));
    expect(late.current).toEqual({ invoiceQueryId: 'inv-2', status: 'pending', detail: null, error: null });
  });

  it('writes a tracked update into the current order and the active page, keeping lines and total', () => {
    const state = withActivePage();
    const tracked = selectTrackedOrders({ orders: state } as Parameters<typeof selectTrackedOrders>[0]);
    const moved = anOrder({ queryId: 'inv-1', status: 'order_confirmed' });
    const next = reducer(
      state,
      trackedOrdersWritten({ currentOrder: moved, activeOrders: { ...tracked.activeOrders!, orders: [moved] } }),
    );
    expect(next.current.detail?.summary.status).toBe('order_confirmed');
    expect(next.current.detail?.lines).toEqual(detail.lines);
    expect(next.list.page?.orders.map((order) => order.status)).toEqual(['order_confirmed']);
  });

  it('tracks no active page while another tab is shown', () => {
    const past = reducer(withActivePage(), orderTabChosen('past'));
    expect(selectTrackedOrders({ orders: past } as Parameters<typeof selectTrackedOrders>[0]).activeOrders).toBeNull();
  });

  it("counts the active orders (the spec's activeOrdersCount) from the Active tab, a live update and a count", () => {
    expect(initial.activeOrdersCount).toBeNull();
    const listed = withActivePage();
    expect(listed.activeOrdersCount).toBe(1);
    const past = { orders: [], page: 1, totalOrders: 7 };
    expect(reducer(listed, ordersRequested.fulfilled(past, 'r4', { tab: 'past', page: 1 })).activeOrdersCount).toBe(1);

    const delivered = anOrder({ queryId: 'inv-1', status: 'order_delivered' });
    const afterUpdate = reducer(
      listed,
      trackedOrdersWritten({ currentOrder: delivered, activeOrders: { orders: [], page: 1, totalOrders: 0 } }),
    );
    expect(afterUpdate.activeOrdersCount).toBe(0);
    expect(reducer(afterUpdate, activeOrdersCounted.fulfilled(2, 'r5')).activeOrdersCount).toBe(2);
  });

  it('forgets every order when the session ends', () => {
    expect(reducer(withActivePage(), sessionEnded())).toEqual(initial);
  });
});
