import type { OrderDetail } from '@/application/orders/order-detail';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory, OrderListQuery } from '@/application/ports/order-history.port';
import { invoiceResponseSchema } from '@/contract/orders/invoice.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { ordersResponseSchema } from '@/contract/orders/orders-list.contract';
import type { OrderPage, OrderSummary } from '@/domain/orders/order-summary';
import type { HttpClient } from '../http/http-client';
import { orderDetailFromInvoice, orderSummaryFromInvoice } from './http-order-mapping';

/** The customer's orders from the wallet service: the lists under v1, one invoice under v2 (fetch_invoice). */
export class HttpOrderHistory implements OrderHistory, OrderDetails {
  constructor(
    private readonly walletV1: HttpClient,
    private readonly walletV2: HttpClient,
  ) {}

  async fetchOrderDetail(invoiceQueryId: string): Promise<OrderDetail> {
    const body = await this.walletV2.get(orderPaths.fetchInvoice(invoiceQueryId), {}, invoiceResponseSchema);
    return orderDetailFromInvoice(body.invoice);
  }

  async fetchOrder(invoiceQueryId: string): Promise<OrderSummary> {
    return (await this.fetchOrderDetail(invoiceQueryId)).summary;
  }

  async listOrders(query: OrderListQuery): Promise<OrderPage> {
    const body = await this.walletV1.get(
      orderPaths.orders,
      { order_type: query.tab, page: query.page, per_page: query.pageSize },
      ordersResponseSchema,
    );
    return {
      orders: body.invoices.map((entry) => orderSummaryFromInvoice(entry.invoice)),
      page: body.pagination.page,
      totalOrders: body.pagination.total_items,
    };
  }
}
