import { createListOrders } from '@/application/orders/list-orders.use-case';
import type { OrderStatus } from '@/domain/orders/order-status';
import { InMemoryOrderHistory } from '../../../support/fakes/in-memory-order-history';
import { anOrder } from '../../../support/fakes/order-fixtures';

function historyWith(statuses: OrderStatus[]): InMemoryOrderHistory {
  const orderHistory = new InMemoryOrderHistory();
  statuses.forEach((status, index) => orderHistory.put(anOrder({ queryId: `invoice-${index}`, status })));
  return orderHistory;
}

describe('ListOrders', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [2, 2],
    [2.7, 2],
  ])('asks for 24 orders of the tab on page %p as page %i', async (page, expected) => {
    const orderHistory = historyWith([]);
    await createListOrders({ orderHistory })({ tab: 'past', ...(page === undefined ? {} : { page }) });
    expect(orderHistory.queries).toEqual([{ tab: 'past', page: expected, pageSize: 24 }]);
  });

  it.each([
    ['active', 3],
    ['past', 1],
    ['cancelled', 1],
  ] as const)('the %s tab holds %i of the orders', async (tab, count) => {
    const orderHistory = historyWith([
      'order_pending',
      'order_confirmed',
      'order_dispatched',
      'order_delivered',
      'order_cancelled',
    ]);
    const page = await createListOrders({ orderHistory })({ tab });
    expect(page.totalOrders).toBe(count);
  });
});
