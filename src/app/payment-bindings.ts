import type { Container } from 'inversify';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { DeviceRegistration } from '@/application/ports/device-registration.port';
import { portTokens, useCaseTokens } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { emptyCart } from '@/domain/cart/cart';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { lazyFunction, lazyPort, subscribeOnceLoaded, type DepsOf } from './lazy-port';
import type * as PaymentUseCases from './payment-use-cases';

function cartClearerOver(cartRepository: CartRepository) {
  return {
    async clear(): Promise<void> {
      const saved = await cartRepository.save(emptyCart);
      if (!saved.ok) throw new Error('The cart could not be cleared');
    },
  };
}

/** The device registration's adapter and contract load with the first payment success, not with the first page. */
function deviceRegistration(client: HttpClient, deviceIdentity: DeviceIdentity): DeviceRegistration {
  return lazyPort(() =>
    import(/* webpackChunkName: "push" */ '@/infrastructure/push/http-device-registration').then(
      (module) => new module.HttpDeviceRegistration(client, deviceIdentity),
    ),
  );
}

/** Card payments in a framed provider page, and the after-payment steps every payment path shares. */
export function bindPayments(container: Container, config: StorefrontConfig, walletV1Client: symbol): void {
  // Read when first resolved, in the browser. The reference server serves the app, the API and the bank's
  // sandbox; a relative API base is the app's own origin.
  const appOrigin = () => window.location.origin;
  const serverOrigin = () => new URL(config.api.walletBaseUrl, appOrigin()).origin;
  // The providers' adapters, contracts and the start use case load with the first card payment.
  const paymentChunk = () => import(/* webpackChunkName: "payments" */ './payment-use-cases');
  container.bind(portTokens.cardPayments).toDynamicValue((context) => {
    const client = context.get<HttpClient>(walletV1Client);
    const bankOrigin = serverOrigin();
    return lazyPort(() => paymentChunk().then((module) => new module.HttpPaymentProviders(client, bankOrigin)));
  });
  // The after-payment steps load with the first payment screen; one instance per app, so once per invoice.
  container.bind(useCaseTokens.handlePaymentSuccess).toDynamicValue((context) => {
    const deps: Omit<DepsOf<typeof PaymentUseCases.createHandlePaymentSuccess>, 'navigation'> = {
      cart: cartClearerOver(context.get(portTokens.cartRepository)),
      merchantNotifier: context.get(portTokens.merchantNotifier),
      deviceRegistration: deviceRegistration(
        context.get<HttpClient>(walletV1Client),
        context.get(portTokens.deviceIdentity),
      ),
    };
    return lazyPort(() =>
      paymentChunk().then((module) =>
        module.createHandlePaymentSuccess({ ...deps, navigation: new module.HistoryPageNavigation() }),
      ),
    );
  });
  container.bind(useCaseTokens.startFramedPayment).toDynamicValue((context) => {
    const deps: DepsOf<typeof PaymentUseCases.createStartFramedPayment> = {
      invoiceGateway: context.get(portTokens.invoiceGateway),
      voucherGateway: context.get(portTokens.voucherGateway),
      cardPayments: context.get(portTokens.cardPayments),
    };
    return lazyFunction(() => paymentChunk().then((module) => module.createStartFramedPayment(deps)));
  });
  container.bind(useCaseTokens.payByBankCard).toDynamicValue((context) => {
    const deps: DepsOf<typeof PaymentUseCases.createPayByBankCard> = {
      sessionStore: context.get(portTokens.sessionStore),
      invoiceGateway: context.get(portTokens.invoiceGateway),
      cardPayments: context.get(portTokens.cardPayments),
      handlePaymentSuccess: context.get(useCaseTokens.handlePaymentSuccess),
    };
    return lazyPort(() => paymentChunk().then((module) => module.createPayByBankCard(deps)));
  });
  container.bind(useCaseTokens.startBankPayment).toDynamicValue((context) => {
    const deps: DepsOf<typeof PaymentUseCases.createStartBankPayment> = {
      invoiceGateway: context.get(portTokens.invoiceGateway),
      voucherGateway: context.get(portTokens.voucherGateway),
      cardPayments: context.get(portTokens.cardPayments),
      appOrigin: appOrigin(),
    };
    return lazyFunction(() => paymentChunk().then((module) => module.createStartBankPayment(deps)));
  });
  container.bind(useCaseTokens.bankPaymentReturned).toDynamicValue((context) => {
    const deps: DepsOf<typeof PaymentUseCases.createBankPaymentReturned> = {
      cardPayments: context.get(portTokens.cardPayments),
      handlePaymentSuccess: context.get(useCaseTokens.handlePaymentSuccess),
    };
    return lazyFunction(() => paymentChunk().then((module) => module.createBankPaymentReturned(deps)));
  });
  container.bind(useCaseTokens.watchCardPayment).toDynamicValue((context) => {
    const deps: DepsOf<typeof PaymentUseCases.createWatchCardPayment> = {
      orderUpdates: context.get(portTokens.orderUpdates),
      handlePaymentSuccess: context.get(useCaseTokens.handlePaymentSuccess),
    };
    return subscribeOnceLoaded(() => paymentChunk().then((module) => module.createWatchCardPayment(deps)));
  });
}
