import type { OrderPage } from '@/domain/orders/order-summary';
import {
  applyStatusToActiveOrders,
  applyStatusToOrder,
  applyStatusUpdate,
  cardPaymentSucceededType,
  nothingTracked,
} from '@/domain/orders/status-update';
import { anOrder, aStatusUpdate } from '../../../support/fakes/order-fixtures';

const order1042 = anOrder({ queryId: 'invoice-1042', shortOrderId: '1042', status: 'order_pending' });
const order2077 = anOrder({ queryId: 'invoice-2077', shortOrderId: '2077', status: 'order_confirmed' });
const firstPage: OrderPage = { orders: [order1042, order2077], page: 1, totalOrders: 30 };

describe('applyStatusToOrder', () => {
  it.each([
    ['order_confirmed', 'order_confirmed'],
    ['order_dispatched', 'order_dispatched'],
    ['order_delivered', 'order_delivered'],
    ['order_cancelled', 'order_cancelled'],
  ])('takes the status %s of an update about the same invoice', (status, expected) => {
    expect(applyStatusToOrder(order1042, aStatusUpdate('invoice-1042', status))).toEqual({
      ...order1042,
      status: expected,
    });
  });

  it.each([
    ['another invoice', aStatusUpdate('invoice-2077', 'order_delivered')],
    ['an unknown status', aStatusUpdate('invoice-1042', 'order_on_hold')],
    ['the same status', aStatusUpdate('invoice-1042', 'order_pending')],
    ['a card payment message', aStatusUpdate('invoice-1042', 'order_confirmed', cardPaymentSucceededType)],
    ['a near-miss invoice id', aStatusUpdate('invoice-10420', 'order_delivered')],
  ])('returns the very same order for %s', (_, update) => {
    expect(applyStatusToOrder(order1042, update)).toBe(order1042);
  });

  it('takes the kitchen\u2019s estimate with the confirmation, and a new one with the same status', () => {
    const readyBy = Date.parse('2026-06-15T12:25:00Z');
    const confirmed = applyStatusToOrder(order1042, { ...aStatusUpdate('invoice-1042', 'order_confirmed'), readyBy });
    expect(confirmed).toEqual({ ...order1042, status: 'order_confirmed', readyBy });
    const later = applyStatusToOrder(confirmed, {
      ...aStatusUpdate('invoice-1042', 'order_confirmed'),
      readyBy: readyBy + 600_000,
    });
    expect(later.readyBy).toBe(readyBy + 600_000);
    expect(
      applyStatusToOrder(later, { ...aStatusUpdate('invoice-1042', 'order_confirmed'), readyBy: readyBy + 600_000 }),
    ).toBe(later);
    expect(applyStatusToOrder(later, aStatusUpdate('invoice-1042', 'order_dispatched')).readyBy).toBe(
      readyBy + 600_000,
    );
  });
});

describe('applyStatusToActiveOrders', () => {
  it('updates the status of a listed order that stays active', () => {
    expect(applyStatusToActiveOrders(firstPage, aStatusUpdate('invoice-1042', 'order_dispatched'))).toEqual({
      ...firstPage,
      orders: [{ ...order1042, status: 'order_dispatched' }, order2077],
    });
  });

  it('finds the order the update is about wherever it is on the page, not only first', () => {
    expect(applyStatusToActiveOrders(firstPage, aStatusUpdate('invoice-2077', 'order_dispatched'))).toEqual({
      ...firstPage,
      orders: [order1042, { ...order2077, status: 'order_dispatched' }],
    });
    expect(applyStatusToActiveOrders(firstPage, aStatusUpdate('invoice-2077', 'order_delivered'))).toEqual({
      ...firstPage,
      orders: [order1042],
      totalOrders: 29,
    });
  });

  it.each([['order_delivered'], ['order_cancelled']])('takes an order that becomes %s off the list', (status) => {
    expect(applyStatusToActiveOrders(firstPage, aStatusUpdate('invoice-1042', status))).toEqual({
      orders: [order2077],
      page: 1,
      totalOrders: 29,
    });
  });

  it('never lets the total go below 0', () => {
    const page = { ...firstPage, totalOrders: 0 };
    expect(applyStatusToActiveOrders(page, aStatusUpdate('invoice-1042', 'order_delivered')).totalOrders).toBe(0);
  });

  it.each([
    ['an order not on the page', firstPage, aStatusUpdate('invoice-9999', 'order_delivered')],
    ['a page other than the first', { ...firstPage, page: 2 }, aStatusUpdate('invoice-1042', 'order_delivered')],
    ['an unknown status', firstPage, aStatusUpdate('invoice-1042', 'order_on_hold')],
    ['an unchanged status', firstPage, aStatusUpdate('invoice-2077', 'order_confirmed')],
  ])('leaves the page untouched for %s', (_, page, update) => {
    expect(applyStatusToActiveOrders(page, update)).toBe(page);
  });
});

describe('applyStatusUpdate', () => {
  it('updates the order on screen and the active list together', () => {
    const tracked = { currentOrder: order1042, activeOrders: firstPage };
    expect(applyStatusUpdate(tracked, aStatusUpdate('invoice-1042', 'order_confirmed'))).toEqual({
      currentOrder: { ...order1042, status: 'order_confirmed' },
      activeOrders: { ...firstPage, orders: [{ ...order1042, status: 'order_confirmed' }, order2077] },
    });
  });

  it('updates the listed order while another order is on screen, and leaves that one alone', () => {
    const tracked = { currentOrder: order2077, activeOrders: firstPage };
    const next = applyStatusUpdate(tracked, aStatusUpdate('invoice-1042', 'order_delivered'));
    expect(next.currentOrder).toBe(order2077);
    expect(next.activeOrders?.orders).toEqual([order2077]);
  });

  it.each([
    ['nothing is tracked', nothingTracked],
    ['the update is about nothing tracked', { currentOrder: order1042, activeOrders: firstPage }],
  ])('returns the very same state when %s', (_, tracked) => {
    expect(applyStatusUpdate(tracked, aStatusUpdate('invoice-5555', 'order_delivered'))).toBe(tracked);
  });
});
