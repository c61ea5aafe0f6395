import type { OrderDetail } from '../orders/order-detail';

/** One order with its lines, total and QR code, as the confirmation screen shows it. */
export interface OrderDetails {
  /**
   * The order's current state and contents, by its invoice query id.
   * @throws AppError when the order cannot be found or the server cannot be reached.
   */
  fetchOrderDetail(invoiceQueryId: string): Promise<OrderDetail>;
}
