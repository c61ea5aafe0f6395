import { deserialize, serialize } from 'node:v8';
import { Route, Routes, useLocation } from 'react-router-dom';
import { featureTokens, type Token } from '@/application/tokens';
import type { OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import { noSelection } from '@/domain/cart/selection';
import type { Product } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';
import { CartSummaryPage } from '@/presentation/pages/cart-summary/cart-summary-page';
import { aProduct } from '../../support/cart-fixtures';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryInvoiceGateway } from '../../support/fakes/in-memory-invoice-gateway';
import { InMemoryOrderNoteDrafts } from '../../support/fakes/in-memory-order-note-drafts';
import { InMemoryOrderHistory } from '../../support/fakes/in-memory-order-history';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { InMemoryProductCatalog } from '../../support/fakes/in-memory-product-catalog';
import { InMemoryVoucherGateway } from '../../support/fakes/in-memory-voucher-gateway';
import { InMemoryVoucherWallet } from '../../support/fakes/in-memory-voucher-wallet';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { RecordingMerchantNotifier } from '../../support/fakes/recording-merchant-notifier';
import { InMemoryQueuedCashOrders } from '../../support/fakes/in-memory-queued-cash-orders';
import { SequentialIdempotencyKeys } from '../../support/fakes/sequential-idempotency-keys';
import { RecordingCustomerNotifications } from '../../support/fakes/recording-customer-notifications';
import { BrowserNetworkState } from '@/infrastructure/offline/browser-network-state';
import { aStore } from '../../support/store-fixtures';
import { createCartFeature } from '@/app/features/cart.wiring';
import { createCheckoutFeature } from '@/app/features/checkout.wiring';
import { catalogueOver } from '../../support/catalogue-over';
import { loaded } from '../../support/fake-resolver';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

// jsdom leaves structuredClone out; the in-memory cart clones as the browser's database would.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => deserialize(serialize(value)) as T;
}

export const latte = aProduct({
  queryId: 'latte',
  name: 'Latte',
  description: 'Espresso and steamed milk',
  price: 500,
  priceAfterDiscount: 400,
  promotion: { nature: 'flat', amount: 100 },
});
export const bun = aProduct({
  queryId: 'bun',
  name: 'Cinnamon bun',
  description: 'Baked this morning',
  price: 350,
  priceAfterDiscount: 350,
  pictures: [{ thumbUrl: '/media/bun-thumb.jpg', originalUrl: '/media/bun.jpg' }],
});

/** A cart of the given products and quantities, from the fixtures' store (store-aalto). */
export function cartOfProducts(...entries: ReadonlyArray<readonly [Product, number]>): Cart {
  const first = entries[0];
  if (!first) return emptyCart;
  return cartOf(
    cartStoreOf(first[0].store),
    entries.map(([product, quantity]) => cartLineFor(product, noSelection, quantity)),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The ports behind the cart summary, as the two test kits (checkout and payments) fill them. */
export interface CartSummaryPorts {
  readonly cart: LiveInMemoryCart;
  readonly invoices: InMemoryInvoiceGateway;
  readonly vouchers: InMemoryVoucherGateway;
  readonly notifier: RecordingMerchantNotifier;
  readonly catalog: InMemoryProductCatalog;
  /** The customer's orders on the server; none unless a test puts some. */
  readonly orders?: InMemoryOrderHistory;
  readonly clock?: FixedClock;
  /** The kept session, whose channels a paid invoice is re-submitted on; nobody signed in unless given. */
  readonly sessions?: InMemorySessionStore;
  /** The signed-in user's vouchers on the server; none unless a test gives some. */
  readonly wallet?: InMemoryVoucherWallet;
  /** Cash orders made offline waiting in the browser; none unless a test keeps the same queue. */
  readonly queuedOrders?: InMemoryQueuedCashOrders;
  /** Where the note being written is kept; a fresh one unless a test keeps it across renders (a reload). */
  readonly noteDrafts?: OrderNoteDrafts;
}

/** The time the checkout kits' clock shows. */
export const checkoutNow = Date.parse('2026-06-15T12:00:00Z');

/** The cart summary's features, wired as the app wires them, over in-memory ports and priced in euros. */
export function cartSummaryBindings(ports: CartSummaryPorts): Array<readonly [Token<unknown>, unknown]> {
  const { cart, invoices, vouchers, notifier, catalog } = ports;
  return [
    [featureTokens.cart, loaded(createCartFeature({ cartRepository: cart }))],
    [featureTokens.catalogue, loaded(catalogueOver({ productCatalog: catalog }))],
    [
      featureTokens.checkout,
      loaded(
        createCheckoutFeature({
          invoiceGateway: invoices,
          voucherGateway: vouchers,
          voucherWallet: ports.wallet ?? new InMemoryVoucherWallet(),
          merchantNotifier: notifier,
          cartRepository: cart,
          orderHistory: ports.orders ?? new InMemoryOrderHistory(),
          clock: ports.clock ?? new FixedClock(checkoutNow),
          sessionStore: ports.sessions ?? new InMemorySessionStore(),
          currency: { kind: 'CONFIGURED', symbol: '€' },
          orderNoteDrafts: ports.noteDrafts ?? new InMemoryOrderNoteDrafts(),
          queuedOrders: ports.queuedOrders ?? new InMemoryQueuedCashOrders(),
          // jsdom's navigator.onLine and online event, which a test switches as the browser would.
          network: new BrowserNetworkState(),
          idempotencyKeys: new SequentialIdempotencyKeys(),
          notifications: new RecordingCustomerNotifications(),
        }),
      ),
    ],
  ];
}

export interface CheckoutWorld {
  readonly cart?: Cart;
  readonly store?: Store;
  readonly config?: Record<string, unknown>;
  readonly route?: string;
  readonly language?: 'en' | 'fi';
  readonly overrides?: ReadonlyArray<readonly [Token<unknown>, unknown]>;
  /** The customer's orders on the server. */
  readonly orders?: InMemoryOrderHistory;
  /** The kept session; nobody signed in unless given. */
  readonly sessions?: InMemorySessionStore;
  /** The signed-in user's vouchers on the server. */
  readonly wallet?: InMemoryVoucherWallet;
  /** Where the note being written is kept: the same one in two renders is a reload of the page. */
  readonly noteDrafts?: OrderNoteDrafts;
  /** The browser's queue of cash orders made offline: the same one in two renders is a reload of the page. */
  readonly queuedOrders?: InMemoryQueuedCashOrders;
}

/** The cart summary with the real use cases over in-memory ports. */
export async function renderCheckout(world: CheckoutWorld = {}) {
  const cart = new LiveInMemoryCart(world.cart ?? cartOfProducts([latte, 2], [bun, 1]));
  const noteDrafts = world.noteDrafts ?? new InMemoryOrderNoteDrafts();
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  const notifier = new RecordingMerchantNotifier();
  const catalog = new InMemoryProductCatalog(
    world.store ?? aStore({ queryId: 'store-aalto', minimumOrder: 1000 }),
    [],
    [],
  );
  const orders = world.orders ?? new InMemoryOrderHistory();
  const queuedOrders = world.queuedOrders ?? new InMemoryQueuedCashOrders();
  const bindings = cartSummaryBindings({
    cart,
    invoices,
    vouchers,
    notifier,
    catalog,
    orders,
    sessions: world.sessions,
    wallet: world.wallet,
    noteDrafts,
    queuedOrders,
  });
  // A use case a test replaces (useCases.x) takes the place of the wired one.
  const resolver = fakeResolver([...bindings, ...(world.overrides ?? [])]);
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout/cart-summary" element={<CartSummaryPage />} />
        <Route path="/checkout/cart-summary-confirmation" element={<CartSummaryPage variant="confirmation" />} />
        <Route path="/checkout/payment-success/:invoiceQueryId" element={<h1>Order confirmation stand-in</h1>} />
        <Route path="/products" element={<h1>Stores stand-in</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    {
      resolver,
      route: world.route ?? '/checkout/cart-summary',
      language: world.language ?? 'en',
      config: testConfig({ currencySymbol: '€', ...world.config }),
    },
  );
  return { ...view, cart, invoices, vouchers, notifier, catalog, noteDrafts, queuedOrders };
}
