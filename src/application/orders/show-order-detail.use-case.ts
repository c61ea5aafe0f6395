import type { OrderDetails } from '../ports/order-details.port';
import type { OrderDetail } from './order-detail';

/**
 * The confirmation screen loads its order: on entry and each time the tab becomes visible again, so a status
 * missed while the tab slept is caught up.
 * @throws AppError when the order cannot be loaded.
 */
export type ShowOrderDetail = (invoiceQueryId: string) => Promise<OrderDetail>;

export function createShowOrderDetail(deps: { orderDetails: OrderDetails }): ShowOrderDetail {
  return (invoiceQueryId) => deps.orderDetails.fetchOrderDetail(invoiceQueryId);
}
