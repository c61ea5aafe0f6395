import { emptyCart } from '@/domain/cart/cart';
import { paymentNotificationModuleCode } from '@/domain/payment/payment-success';
import type { CartRepository } from '../ports/cart-repository.port';
import type { MerchantNotifier } from '../ports/merchant-notifier.port';

/** The paid order the push channel failed to announce, when the return address names it. */
export interface UnannouncedOrder {
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
}

/**
 * The customer comes back to the cart after a payment whose push notification failed: the order is paid, so
 * the cart is emptied, and the merchant is told through the merchant service instead (module code 9017).
 * Both steps are best effort; neither stops the customer.
 */
export type PushNotificationFailed = (order: UnannouncedOrder | null) => Promise<void>;

export function createPushNotificationFailed(deps: {
  cartRepository: CartRepository;
  merchantNotifier: MerchantNotifier;
}): PushNotificationFailed {
  return async (order) => {
    await deps.cartRepository.save(emptyCart).catch(() => undefined);
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
