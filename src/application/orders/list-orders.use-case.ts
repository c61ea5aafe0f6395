import { pageSizes } from '@/domain/catalogue/paging';
import type { OrderTab } from '@/domain/orders/order-status';
import type { OrderPage } from '@/domain/orders/order-summary';
import type { OrderHistory } from '../ports/order-history.port';

export interface ListOrdersRequest {
  readonly tab: OrderTab;
  readonly page?: number;
}

/** The customer opens a tab of the order history (Active, Past, Cancelled), or turns its page. */
export type ListOrders = (request: ListOrdersRequest) => Promise<OrderPage>;

export function createListOrders(deps: { orderHistory: OrderHistory }): ListOrders {
  return (request) =>
    deps.orderHistory.listOrders({
      tab: request.tab,
      page: Math.max(1, Math.floor(request.page ?? 1)),
      pageSize: pageSizes.orders,
    });
}
