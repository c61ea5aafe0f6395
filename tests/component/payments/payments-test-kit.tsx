import { Route, Routes } from 'react-router-dom';
import { featureTokens, type Token } from '@/application/tokens';
import { createPaymentsFeature } from '@/app/features/payments.wiring';
import { loaded } from '../../support/fake-resolver';
import { CartSummaryPage } from '@/presentation/pages/cart-summary/cart-summary-page';
import { BankPaymentReturnPage } from '@/presentation/pages/payments/bank-payment-return-page';
import { InMemoryCardPayments } from '../../support/fakes/in-memory-card-payments';
import { InMemoryInvoiceGateway } from '../../support/fakes/in-memory-invoice-gateway';
import { InMemoryOrderUpdates } from '../../support/fakes/in-memory-order-updates';
import { InMemoryOrderNoteDrafts } from '../../support/fakes/in-memory-order-note-drafts';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { InMemoryVoucherGateway } from '../../support/fakes/in-memory-voucher-gateway';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { RecordingDeviceRegistration } from '../../support/fakes/recording-device-registration';
import { RecordingMerchantNotifier } from '../../support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../support/fakes/recording-page-navigation';
export { bankCardFormOrigin } from '../../support/fakes/in-memory-card-payments';
import { aStore } from '../../support/store-fixtures';
import { bun, cartOfProducts, cartSummaryBindings, latte } from '../checkout/checkout-test-kit';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

export interface PaymentsWorld {
  readonly paymentMethods?: readonly string[];
  readonly host?: 'PAKISTAN' | 'INTERNATIONAL';
  readonly route?: string;
  readonly language?: 'en' | 'fi';
  /** A guest session is kept unless the test says none is. */
  readonly signedIn?: boolean;
  /** Invoices the bank has paid (and so placed) before the page opens. */
  readonly paidAtBank?: readonly string[];
}

/** The cart summary with the real checkout and payment use cases over in-memory ports. */
export async function renderPayments(world: PaymentsWorld = {}) {
  const cart = new LiveInMemoryCart(cartOfProducts([latte, 2], [bun, 1]));
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  const notifier = new RecordingMerchantNotifier();
  const cards = new InMemoryCardPayments();
  world.paidAtBank?.forEach((invoiceQueryId) => cards.placedInvoices.add(invoiceQueryId));
  const updates = new InMemoryOrderUpdates();
  const navigation = new RecordingPageNavigation();
  const devices = new RecordingDeviceRegistration();
  const sessions = new InMemorySessionStore(
    world.signedIn === false
      ? null
      : {
          token: 'token-1',
          kind: 'anonymous',
          startedAt: 0,
          user: {
            queryId: 'user-1',
            status: 'active',
            fullName: '',
            mobileNumber: '',
            industryTypes: [],
            channels: [
              { kind: 'cash', queryId: 'user-1-cash' },
              { kind: 'card', queryId: 'user-1-card' },
            ],
          },
        },
  );
  const catalog = new InMemoryProductCatalog(aStore({ queryId: 'store-aalto', minimumOrder: 1000 }), [], []);
  const noteDrafts = new InMemoryOrderNoteDrafts();
  const bindings: Array<readonly [Token<unknown>, unknown]> = [
    ...cartSummaryBindings({ cart, invoices, vouchers, notifier, catalog, sessions, noteDrafts }),
    [
      featureTokens.payments,
      loaded(
        createPaymentsFeature({
          invoiceGateway: invoices,
          voucherGateway: vouchers,
          cardPayments: cards,
          sessionStore: sessions,
          cartRepository: cart,
          orderNoteDrafts: noteDrafts,
          merchantNotifier: notifier,
          deviceRegistration: devices,
          navigation,
          orderUpdates: updates,
          appOrigin: 'https://shop.example',
          networkCardTerminalUrl: null,
        }),
      ),
    ],
  ];
  const view = await renderWithProviders(
    <Routes>
      <Route path="/checkout/cart-summary" element={<CartSummaryPage />} />
      <Route path="/user/soneri-payment/success/:invoiceQueryId/html" element={<BankPaymentReturnPage />} />
      <Route path="/checkout/payment-success/:invoiceQueryId" element={<h1>Order confirmation stand-in</h1>} />
    </Routes>,
    {
      resolver: fakeResolver(bindings),
      route: world.route ?? '/checkout/cart-summary',
      language: world.language ?? 'en',
      config: testConfig({
        currencySymbol: '€',
        // The bank card form is offered on a Pakistani host only.
        host: world.host ?? 'PAKISTAN',
        paymentMethods: world.paymentMethods ?? [
          'CASH',
          'NEST_CARD_PAY',
          'NEST_MOBILE_PAY',
          'STRIPE',
          'PAYMENT_BY_CARD_BANK_ALFALAH',
          'PAYMENT_BY_SONERI',
        ],
      }),
    },
  );
  return { ...view, cart, invoices, vouchers, notifier, cards, updates, navigation, devices, noteDrafts };
}
