import type { OrderProducts } from '@/application/ports/order-products.port';
import type { AppError } from '@/application/errors/app-error';
import type { OrderedProduct } from '@/domain/cart/reorder';

/** Past orders held in memory by order id; an unknown order fails as the server's 404 would. */
export class InMemoryOrderProducts implements OrderProducts {
  private readonly orders = new Map<string, readonly OrderedProduct[]>();
  readonly requestedOrderIds: string[] = [];

  add(orderId: string, products: readonly OrderedProduct[]): void {
    this.orders.set(orderId, products);
  }

  async productsOfOrder(orderId: string): Promise<readonly OrderedProduct[]> {
    this.requestedOrderIds.push(orderId);
    const products = this.orders.get(orderId);
    if (!products) {
      const notFound: AppError = { code: 'NOT_FOUND', message: `No order ${orderId}`, status: 404 };
      throw notFound;
    }
    return products;
  }
}
