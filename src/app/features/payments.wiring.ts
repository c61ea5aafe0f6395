import type { PaymentsFeature } from '@/application/payments/payments.feature';
import { createBankPaymentReturned } from '@/application/payments/bank-payment-returned.use-case';
import { createFollowBankPayment } from '@/application/payments/follow-bank-payment.use-case';
import { createHandlePaymentSuccess } from '@/application/payments/handle-payment-success.use-case';
import { createPayByBankCard } from '@/application/payments/pay-by-bank-card.use-case';
import { createStartBankPayment } from '@/application/payments/start-bank-payment.use-case';
import { createStartFramedPayment } from '@/application/payments/start-framed-payment.use-case';
import { createWatchCardPayment } from '@/application/payments/watch-card-payment.use-case';
import type { CardPayments } from '@/application/ports/card-payments.port';
import type { CartClearer } from '@/application/ports/cart-clearer.port';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import type { DeviceRegistration } from '@/application/ports/device-registration.port';
import type { InvoiceGateway } from '@/application/ports/invoice-gateway.port';
import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { PageNavigation } from '@/application/ports/page-navigation.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { VoucherGateway } from '@/application/ports/voucher-gateway.port';
import { emptyCart } from '@/domain/cart/cart';
import { HttpPaymentProviders } from '@/infrastructure/api/http-payment-providers';
import { HistoryPageNavigation } from '@/infrastructure/navigation/history-page-navigation';
import { HttpDeviceRegistration } from '@/infrastructure/push/http-device-registration';
import type { Build } from './feature-binding';

export interface PaymentsPorts {
  readonly invoiceGateway: InvoiceGateway;
  readonly voucherGateway: VoucherGateway;
  readonly cardPayments: CardPayments;
  readonly sessionStore: SessionStore;
  readonly cartRepository: CartRepository;
  /** The note being written at the cart summary, forgotten once its order is paid. */
  readonly orderNoteDrafts: OrderNoteDrafts;
  readonly merchantNotifier: MerchantNotifier;
  readonly deviceRegistration: DeviceRegistration;
  readonly navigation: PageNavigation;
  readonly orderUpdates: OrderUpdates;
  /** The storefront's own origin, which the bank returns the customer to. */
  readonly appOrigin: string;
  /** The host's live network card terminal (config.json's `networkCardTerminalUrl`). */
  readonly networkCardTerminalUrl: string | null;
}

/**
 * A paid order empties the cart and forgets the note written for it; a cart that cannot be emptied is a failure
 * of the after-payment steps.
 */
function cartClearerOver(cartRepository: CartRepository, orderNoteDrafts: OrderNoteDrafts): CartClearer {
  return {
    async clear(): Promise<void> {
      await orderNoteDrafts.clear().catch(() => undefined);
      const saved = await cartRepository.save(emptyCart);
      if (!saved.ok) throw new Error('The cart could not be cleared');
    },
  };
}

export function createPaymentsFeature(ports: PaymentsPorts): PaymentsFeature {
  const { invoiceGateway, voucherGateway, cardPayments } = ports;
  // One per feature, so once per invoice: it remembers which invoices' success it has handled.
  const handlePaymentSuccess = createHandlePaymentSuccess({
    cart: cartClearerOver(ports.cartRepository, ports.orderNoteDrafts),
    merchantNotifier: ports.merchantNotifier,
    deviceRegistration: ports.deviceRegistration,
    navigation: ports.navigation,
  });
  return {
    startFramedPayment: createStartFramedPayment({
      invoiceGateway,
      voucherGateway,
      cardPayments,
      networkCardTerminalUrl: ports.networkCardTerminalUrl,
    }),
    watchCardPayment: createWatchCardPayment({ orderUpdates: ports.orderUpdates, handlePaymentSuccess }),
    payByBankCard: createPayByBankCard({
      sessionStore: ports.sessionStore,
      invoiceGateway,
      cardPayments,
      handlePaymentSuccess,
    }),
    startBankPayment: createStartBankPayment({
      invoiceGateway,
      voucherGateway,
      cardPayments,
      appOrigin: ports.appOrigin,
    }),
    bankPaymentReturned: createBankPaymentReturned({ cardPayments, handlePaymentSuccess }),
    followBankPayment: createFollowBankPayment({ orderUpdates: ports.orderUpdates }),
  };
}

/** The card and bank payments over the order-placing gateways they share with the checkout (shared-ports.ts). */
export const buildFeature: Build<Promise<PaymentsFeature>> = async (shared, config) => {
  const [invoiceGateway, voucherGateway, merchantNotifier, cartRepository, orderUpdates, orderNoteDrafts] =
    await Promise.all([
      shared.invoiceGateway(),
      shared.voucherGateway(),
      shared.merchantNotifier(),
      shared.cartStorage(),
      shared.orderUpdates(),
      shared.orderNoteDrafts(),
    ]);
  // Read in the browser. The reference server serves the app, the API and the bank's sandbox; a relative
  // API base is the app's own origin.
  const appOrigin = window.location.origin;
  return createPaymentsFeature({
    invoiceGateway,
    voucherGateway,
    merchantNotifier,
    cartRepository,
    orderUpdates,
    orderNoteDrafts,
    cardPayments: new HttpPaymentProviders(shared.walletV1, new URL(config.api.walletBaseUrl, appOrigin).origin),
    sessionStore: shared.sessionStore,
    deviceRegistration: new HttpDeviceRegistration(shared.walletV1, shared.deviceIdentity),
    navigation: new HistoryPageNavigation(),
    appOrigin,
    networkCardTerminalUrl: config.networkCardTerminalUrl,
  });
};
