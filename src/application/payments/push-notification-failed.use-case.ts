import { emptyCart } from '@/domain/cart/cart';
import { justPlacedOrder } from '@/domain/orders/just-placed-order';
import { paymentNotificationModuleCode } from '@/domain/payments/payment-success';
import type { CartRepository } from '../ports/cart-repository.port';
import type { Clock } from '../ports/clock.port';
import type { MerchantNotifier } from '../ports/merchant-notifier.port';
import type { OrderHistory } from '../ports/order-history.port';

/** The paid order the push channel failed to announce, when the return address names it. */
export interface UnannouncedOrder {
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
}

/** Enough of the active orders' first page to find the newest one among them. */
const activeOrdersToSearch = 10;

/**
 * The customer comes back to the cart after a payment whose push notification failed: the order is paid, so
 * the cart is emptied, and the merchant is told through the merchant service instead (module code 9017).
 * A return address without the order's ids still means the order just placed: the customer's newest active
 * order, as the server lists it for their session, when it is recent enough to be that one.
 * Every step is best effort; none stops the customer.
 */
export type PushNotificationFailed = (order: UnannouncedOrder | null) => Promise<void>;

export function createPushNotificationFailed(deps: {
  cartRepository: CartRepository;
  merchantNotifier: MerchantNotifier;
  orderHistory: OrderHistory;
  clock: Clock;
}): PushNotificationFailed {
  async function orderJustPlaced(): Promise<UnannouncedOrder | null> {
    const page = await deps.orderHistory.listOrders({ tab: 'active', page: 1, pageSize: activeOrdersToSearch });
    const order = justPlacedOrder(page.orders, deps.clock.now());
    return order && { invoiceQueryId: order.queryId, merchantQueryId: order.merchantQueryId };
  }

  return async (named) => {
    await deps.cartRepository.save(emptyCart).catch(() => undefined);
    const order = named ?? (await orderJustPlaced().catch(() => null));
    if (order === null) return;
    await deps.merchantNotifier
      .notify({
        moduleCode: paymentNotificationModuleCode,
        merchantQueryId: order.merchantQueryId,
        queryId: order.invoiceQueryId,
      })
      .catch(() => undefined);
  };
}
