import type { FastifyInstance } from 'fastify';
import { VoucherRepository } from '../accounts/index';
import { accountsClock } from '../shared/clock';
import { OrderIntakeStore } from './store/order-intake-store';
import type { ServerDatabase } from '../db/database';
import type { ServerModule } from '../modules/server-module';
import { Outbox } from '../outbox/index';
import { eventHubOf } from '../realtime/index';
import { orderQrDataUrl } from './qr/order-qr';
import { alsoToStore, type OrderStatusListener } from '../order-events/index';
import { alsoPushed } from '../push/index';
import type { OrderSeams } from './order-seams';
import type { OrdersContext } from './orders-context';
import { registerCartQuoteRoute } from './routes/cart-quote-route';
import { registerCreateInvoiceRoute } from './routes/create-invoice-route';
import { registerInvoiceReadRoutes } from './routes/invoice-read-routes';
import { registerMerchantNotificationRoute } from './routes/merchant-notification-route';
import { registerOrdersListRoute } from './routes/orders-list-route';
import { registerPlaceOrderRoute } from './routes/place-order-route';
import { registerInvoiceSettlementRoute } from './routes/invoice-settlement-route';
import { registerValidateVoucherRoute } from './routes/validate-voucher-route';
import { InvoiceRepository } from './store/invoice-repository';
import { PricingSources } from './store/pricing-sources';

/**
 * Invoices priced on the server, vouchers, checkout, placing an order once with its stock, the order
 * history and merchant notifications. The seams connect the payments module's bank card, the real-time hub and the QR code.
 */
export function createOrdersModule(seams: OrderSeams): ServerModule {
  return {
    name: 'orders',
    register(app, { db, nodeEnv }) {
      const clock = accountsClock(nodeEnv);
      const context: OrdersContext = {
        db,
        clock,
        invoices: new InvoiceRepository(db),
        intake: new OrderIntakeStore(db),
        sources: new PricingSources(db),
        vouchers: new VoucherRepository(db),
        outbox: new Outbox(db, app.log, clock),
        log: app.log,
        onStatusChanged: seams.onStatusChanged ?? alsoPushed(app, db, alsoToStore(publishToHub(app, db))),
        qrDataUrl: seams.qrDataUrl ?? orderQrDataUrl,
        createPaidByBankCard: seams.createPaidByBankCard,
      };
      registerCartQuoteRoute(app, context);
      registerCreateInvoiceRoute(app, context);
      registerValidateVoucherRoute(app, context);
      registerInvoiceReadRoutes(app, context);
      registerPlaceOrderRoute(app, context);
      registerInvoiceSettlementRoute(app, context);
      registerOrdersListRoute(app, context);
      registerMerchantNotificationRoute(app, context);
    },
  };
}

/** Sends a status change to the user's live streams; a failure is logged, the order stays placed. */
function publishToHub(app: FastifyInstance, db: ServerDatabase): OrderStatusListener {
  const hub = eventHubOf(app, db);
  return (userQueryId, event) => {
    hub.publish(userQueryId, event).catch((error: unknown) => app.log.error({ err: error }, 'Order event not sent'));
  };
}
