import type { MerchantNotification } from '@/domain/payments/payment-success';

/** The merchant service's notifications to a merchant's devices. */
export interface MerchantNotifier {
  /**
   * Tells the merchant about an order, e.g. that it was paid (module code 9017).
   * @throws AppError when the merchant service cannot be reached.
   */
  notify(notification: MerchantNotification): Promise<void>;
}
