import { deserialize, serialize } from 'node:v8';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { OrderDetail } from '@/application/orders/order-detail';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { ReceiptEmail, ReceiptMailer } from '@/application/ports/receipt-mailer.port';
import { createCartFeature } from '@/app/features/cart.wiring';
import { createOrdersFeature } from '@/app/features/orders.wiring';
import { createRealtimeFeature } from '@/app/features/realtime.wiring';
import { featureTokens, type Token } from '@/application/tokens';
import { loaded } from '../../support/fake-resolver';
import type { AppError } from '@/application/errors/app-error';
import type { OrderSummary } from '@/domain/orders/order-summary';
import { OrderConfirmationPage } from '@/presentation/pages/order-confirmation/order-confirmation-page';
import { OrderHistoryPage } from '@/presentation/pages/order-history/order-history-page';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { InMemoryOrderHistory } from '../../support/fakes/in-memory-order-history';
import { InMemoryOrderProducts } from '../../support/fakes/in-memory-order-products';
import { InMemoryOrderUpdates } from '../../support/fakes/in-memory-order-updates';
import { InMemoryPushMessages } from '../../support/fakes/in-memory-push-messages';
import { ManualTicker } from '../../support/fakes/manual-ticker';
import { RecordingPushRegistry } from '../../support/fakes/recording-push-registry';
import { anOrder } from '../../support/fakes/order-fixtures';
import { fakeResolver } from '../support/render-with-providers';

// jsdom leaves structuredClone out; the in-memory cart clones as the browser's database would.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => deserialize(serialize(value)) as T;
}

export function anOrderDetail(summary: Partial<OrderSummary> = {}, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    summary: anOrder(summary),
    orderId: 'order-1042',
    qrDataUrl: 'data:image/png;base64,AAAA',
    location: 'Otakaari 1, Espoo',
    merchantIsOpen: true,
    lines: [
      { productName: 'Cappuccino', quantity: 2, amount: 900 },
      { productName: 'Cinnamon bun', quantity: 1, amount: 350 },
    ],
    total: 1250,
    ...overrides,
  };
}

/** Shows where the router is, so a test can read the address a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function OrderRoutes() {
  return (
    <>
      <Routes>
        <Route path="/checkout/payment-success/:invoiceQueryId" element={<OrderConfirmationPage />} />
        <Route path="/order/history" element={<OrderHistoryPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>
  );
}

class RecordingMailer implements ReceiptMailer {
  readonly sent: ReceiptEmail[] = [];
  failure: AppError | null = null;

  async send(email: ReceiptEmail): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(email);
  }
}

/**
 * The order screens' world: real use cases over in-memory ports. `details` answers the confirmation's
 * loads by invoice id; `history` holds the orders the tabs list; `updates` is the event stream.
 */
export function ordersWorld(now = Date.parse('2026-06-15T12:05:00Z')) {
  const clock = new FixedClock(now);
  const ticker = new ManualTicker(clock);
  const history = new InMemoryOrderHistory();
  const updates = new InMemoryOrderUpdates();
  const pushMessages = new InMemoryPushMessages();
  const pushRegistry = new RecordingPushRegistry();
  const orderProducts = new InMemoryOrderProducts();
  const cartRepository = new LiveInMemoryCart();
  const mailer = new RecordingMailer();
  const details = new Map<string, OrderDetail>();
  const receiptFiles = {
    saved: [] as Array<{ invoiceQueryId: string; fileName: string }>,
    failure: null as AppError | null,
    async saveReceipt(invoiceQueryId: string, fileName: string) {
      if (receiptFiles.failure) throw receiptFiles.failure;
      receiptFiles.saved.push({ invoiceQueryId, fileName });
    },
  };
  const detailRequests: string[] = [];
  let detailFailure: AppError | null = null;
  // While held, a detail request waits: what the screen shows before the order has arrived.
  let detailHeld: Promise<void> = Promise.resolve();
  let releaseDetail = () => {};
  const orderDetails: OrderDetails = {
    async fetchOrderDetail(invoiceQueryId) {
      detailRequests.push(invoiceQueryId);
      await detailHeld;
      if (detailFailure) throw detailFailure;
      const detail = details.get(invoiceQueryId);
      if (!detail) throw { code: 'NOT_FOUND', message: 'Invoice not found', status: 404 } satisfies AppError;
      return detail;
    },
  };
  const bindings: Array<readonly [Token<unknown>, unknown]> = [
    [
      featureTokens.orders,
      loaded(
        createOrdersFeature({
          orderHistory: history,
          orderDetails,
          orderProducts,
          receiptMailer: mailer,
          receiptFile: receiptFiles,
          cartRepository,
          clock,
          ticker,
          receiptTimeZone: 'Europe/Helsinki',
          pushMessages,
          pushRegistry,
        }),
      ),
    ],
    [featureTokens.realtime, loaded(createRealtimeFeature({ orderHistory: history, orderUpdates: updates }))],
    [featureTokens.cart, loaded(createCartFeature({ cartRepository }))],
  ];
  return {
    clock,
    ticker,
    history,
    updates,
    pushMessages,
    pushRegistry,
    orderProducts,
    cartRepository,
    mailer,
    receiptFiles,
    detailRequests,
    putDetail: (detail: OrderDetail) => details.set(detail.summary.queryId, detail),
    failDetails: (failure: AppError | null) => {
      detailFailure = failure;
    },
    holdDetails: () => {
      detailHeld = new Promise((resolve) => {
        releaseDetail = resolve;
      });
    },
    releaseDetails: () => releaseDetail(),
    resolver: () => fakeResolver(bindings),
  };
}
