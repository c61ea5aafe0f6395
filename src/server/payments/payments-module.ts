import type { FastifyInstance } from 'fastify';
import { accountsClock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { ServerModule } from '../modules/server-module';
import { type OrderStatusListener, alsoToStore } from '../order-events/index';
import { alsoPushed } from '../push/index';
import { InvoiceRepository, OrderIntakeStore } from '../orders/index';
import { eventHubOf } from '../realtime/index';
import { registerAddCardRoute } from './routes/add-card-route';
import { registerBankCardFormPage } from './routes/bank-card-form-page';
import { BankCardSessions } from './store/bank-card-sessions';
import { CardPaymentIntents } from './store/card-payment-intents';
import { acceptFormBodies } from './form-body';
import { registerNetaxeptInitRoute } from './routes/netaxept-init-route';
import { registerNetaxeptTerminalRoutes } from './routes/netaxept-terminal-routes';
import { PaymentInvoices } from './store/payment-invoices';
import type { PaymentsContext } from './payments-context';
import { registerSoneriRoutes } from './routes/soneri-routes';
import { registerStripeCheckoutRoutes } from './routes/stripe-checkout-routes';
import { registerStripeInitRoute } from './routes/stripe-init-route';

/**
 * The payment sandboxes: the network card terminal, the Stripe-style checkout, the bank
 * card form and the named bank's login page, each a page this server serves, so a payment runs end to end with
 * no outside provider.
 */
export const paymentsModule: ServerModule = {
  name: 'payments',
  async register(app, { db, nodeEnv }) {
    const clock = accountsClock(nodeEnv);
    const context: PaymentsContext = {
      db,
      clock,
      payments: new PaymentInvoices(db),
      invoices: new InvoiceRepository(db),
      intake: new OrderIntakeStore(db),
      publish: alsoPushed(app, db, alsoToStore(publishToHub(app, db))),
      bankCards: new BankCardSessions(db),
      intents: new CardPaymentIntents(db),
    };
    registerNetaxeptInitRoute(app, context);
    registerStripeInitRoute(app, context);
    registerAddCardRoute(app, context);
    // The sandbox pages' forms post form bodies; their own scope keeps that parser from every other route.
    await app.register(async (scope) => {
      acceptFormBodies(scope);
      registerNetaxeptTerminalRoutes(scope, context);
      registerSoneriRoutes(scope, context);
      registerBankCardFormPage(scope, context);
      registerStripeCheckoutRoutes(scope, context);
    });
  },
};

/** A payment's events go to the owner's live streams; a failure is logged, the payment stays recorded. */
function publishToHub(app: FastifyInstance, db: ServerDatabase): OrderStatusListener {
  const hub = eventHubOf(app, db);
  return (userQueryId, event) => {
    hub.publish(userQueryId, event).catch((error: unknown) => app.log.error({ err: error }, 'Payment event not sent'));
  };
}
