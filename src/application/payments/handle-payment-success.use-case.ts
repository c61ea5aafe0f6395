import { isNetworkCardPaymentSuccess, type PaymentStatusMessage } from '@/domain/payments/network-card';
import {
  paymentReceivedNotification,
  paymentSuccessPath,
  type PaymentNotice,
  type PaymentSuccess,
} from '@/domain/payments/payment-success';
import type { CartClearer } from '../ports/cart-clearer.port';
import type { DeviceRegistration } from '../ports/device-registration.port';
import type { MerchantNotifier } from '../ports/merchant-notifier.port';
import type { PageNavigation } from '../ports/page-navigation.port';

/** The after-payment effects that can fail without stopping the customer from seeing the paid order. */
export type PaymentSuccessEffect = 'CLEAR_CART' | 'NOTIFY_MERCHANT' | 'REGISTER_DEVICE';

export type PaymentSuccessOutcome =
  | { readonly outcome: 'HANDLED'; readonly failedEffects: readonly PaymentSuccessEffect[] }
  /** The invoice was handled before; a second success event changes nothing. */
  | { readonly outcome: 'ALREADY_HANDLED' };

export type NetworkCardStatusOutcome =
  { readonly outcome: 'NOT_A_SUCCESS' } | (PaymentSuccessOutcome & { readonly notice: PaymentNotice });

/**
 * A payment succeeded: the cart is cleared, the merchant notified (module code 9017), the device registered,
 * and the customer taken to the order confirmation. Exactly once per invoice, however many success events
 * arrive (payment return, real-time stream, push message), for as long as this instance lives: the
 * composition root makes one per app.
 */
export interface HandlePaymentSuccess {
  /** A success event for an invoice arrived. */
  paymentSucceeded(success: PaymentSuccess): Promise<PaymentSuccessOutcome>;

  /**
   * The network card provider reported a status. Its success status counts as a payment success and
   * comes with the notice the customer is shown; any other status is not this use case's.
   */
  networkCardStatusReceived(
    message: PaymentStatusMessage,
    tradeTypeId: number | null,
  ): Promise<NetworkCardStatusOutcome>;
}

async function attempt(effect: PaymentSuccessEffect, run: () => Promise<void>): Promise<PaymentSuccessEffect[]> {
  try {
    await run();
    return [];
  } catch {
    return [effect];
  }
}

export function createHandlePaymentSuccess(deps: {
  cart: CartClearer;
  merchantNotifier: MerchantNotifier;
  deviceRegistration: DeviceRegistration;
  navigation: PageNavigation;
}): HandlePaymentSuccess {
  const handledInvoices = new Set<string>();

  async function paymentSucceeded(success: PaymentSuccess): Promise<PaymentSuccessOutcome> {
    // Marked before the first await, so two events arriving together cannot both pass.
    if (handledInvoices.has(success.invoiceQueryId)) return { outcome: 'ALREADY_HANDLED' };
    handledInvoices.add(success.invoiceQueryId);

    const failedEffects = [
      ...(await attempt('CLEAR_CART', () => deps.cart.clear())),
      ...(await attempt('NOTIFY_MERCHANT', () => deps.merchantNotifier.notify(paymentReceivedNotification(success)))),
      ...(await attempt('REGISTER_DEVICE', () => deps.deviceRegistration.register())),
    ];
    deps.navigation.goTo(paymentSuccessPath(success));
    return { outcome: 'HANDLED', failedEffects };
  }

  return {
    paymentSucceeded,
    async networkCardStatusReceived(message, tradeTypeId) {
      if (!isNetworkCardPaymentSuccess(message)) return { outcome: 'NOT_A_SUCCESS' };
      const handled = await paymentSucceeded({
        invoiceQueryId: message.invoiceQueryId,
        merchantQueryId: message.merchantQueryId,
        tradeTypeId,
      });
      return { ...handled, notice: 'PAYMENT_SUCCESSFUL' };
    },
  };
}
