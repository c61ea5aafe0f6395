import type { OrderedProduct } from '@/domain/cart/reorder';

/** The products of a customer's past orders, for ordering them again. */
export interface OrderProducts {
  /**
   * The products of one order with the quantities ordered, as the store sells them now (current prices
   * and units left), so a re-order never revives an old price.
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  productsOfOrder(orderId: string): Promise<readonly OrderedProduct[]>;
}
