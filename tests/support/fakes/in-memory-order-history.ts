import type { AppError } from '@/application/errors/app-error';
import type { OrderHistory, OrderListQuery } from '@/application/ports/order-history.port';
import { orderTabOf } from '@/domain/orders/order-status';
import type { OrderPage, OrderSummary } from '@/domain/orders/order-summary';

/** The server's orders held in memory, sorted into tabs by status and paged like the real list. */
export class InMemoryOrderHistory implements OrderHistory {
  private readonly orders = new Map<string, OrderSummary>();
  readonly queries: OrderListQuery[] = [];

  /** Adds or replaces an order, as the server's records change. */
  put(order: OrderSummary): void {
    this.orders.set(order.queryId, order);
  }

  async fetchOrder(invoiceQueryId: string): Promise<OrderSummary> {
    const order = this.orders.get(invoiceQueryId);
    if (!order) {
      const notFound: AppError = { code: 'NOT_FOUND', message: `No order ${invoiceQueryId}`, status: 404 };
      throw notFound;
    }
    return order;
  }

  async listOrders(query: OrderListQuery): Promise<OrderPage> {
    this.queries.push(query);
    const inTab = [...this.orders.values()].filter((order) => orderTabOf(order.status) === query.tab);
    const start = (query.page - 1) * query.pageSize;
    return { orders: inTab.slice(start, start + query.pageSize), page: query.page, totalOrders: inTab.length };
  }
}
