import type { OrderPage, OrderSummary } from '@/domain/orders/order-summary';
import type { OrderTab } from '@/domain/orders/order-status';

export interface OrderListQuery {
  readonly tab: OrderTab;
  readonly page: number;
  readonly pageSize: number;
}

/** The customer's orders as the server knows them: one invoice, or a page of a history tab. */
export interface OrderHistory {
  /**
   * One order by its invoice query id, with its current status.
   * @throws AppError when the order cannot be found or the server cannot be reached.
   */
  fetchOrder(invoiceQueryId: string): Promise<OrderSummary>;

  /**
   * One page of the active, past or cancelled orders.
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  listOrders(query: OrderListQuery): Promise<OrderPage>;
}
