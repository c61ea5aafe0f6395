import { accountsClock } from '../shared/clock';
import { parseServerConfig } from '../config/server-config';
import type { ServerModule } from '../modules/server-module';
import { registerBookRideRoute } from './routes/book-ride-route';
import { registerBookingsRoute } from './routes/bookings-route';
import { registerCancelRideRoute } from './routes/cancel-ride-route';
import { registerFareEstimateRoute } from './routes/fare-estimate-route';
import { hostCarTariffs, hostCarTitles } from './host-car-tariffs';
import { hostRidePaymentMethods } from './host-ride-payment-methods';
import { hostRideRules } from './host-ride-rules';
import { acceptFormBodies } from '../payments/index';
import { registerRideCheckoutRoutes } from './routes/ride-checkout-routes';
import { RidePaymentIntents } from './store/ride-payment-intents';
import { registerRidePaymentInitRoute } from './routes/ride-payment-init-route';
import { Outbox } from '../outbox/index';
import { ReceiptEmailLimits } from '../receipts/index';
import { RideRepository } from './store/ride-repository';
import { RiderSessions } from './store/rider-sessions';
import { riderLimiter } from './rider-rate-limits';
import { RiderEmails } from './store/rider-emails';
import { RideReceiptRequests } from './store/receipt-requests';
import { registerReceiptAddressRoutes } from './routes/receipt-address-routes';
import { registerRideReceiptEmailRoute } from './routes/ride-receipt-email-route';
import { riderDelayMs } from './rider-delay';
import { registerRideStatusRoute } from './routes/ride-status-route';
import { RidePusher } from './ride-pusher';
import { registerRiderPushRoute } from './routes/rider-push-route';
import { RiderPushSubscriptions } from './store/rider-push-subscriptions';
import { pushChannelOf } from '../push/index';
import { seedTransportAccount } from './store/seed-transport-account';
import type { TransportContext } from './transport-context';
import { registerTransportSignInRoute } from './routes/transport-sign-in-route';

/**
 * Transport mode's ride booking: its sign-in on the merchant service, and price estimates, bookings, status,
 * cancel and "My Bookings" under the wallet's zapp_go calls, the card checkout of a ride paid by card, and each ride's
 * changes pushed to its rider's browsers. Each
 * browser (device) signs in as a rider of its own and reaches only its own rides; they are booked through the
 * host's transport account (a store's staff account), whose store is the merchant.
 */
export const transportModule: ServerModule = {
  name: 'transport',
  seed: seedTransportAccount,
  async register(app, { db, nodeEnv, servedConfigFile }) {
    const clock = accountsClock(nodeEnv);
    const carTitles = hostCarTitles(servedConfigFile);
    const pushSubscriptions = new RiderPushSubscriptions(db);
    const context: TransportContext = {
      clock,
      riders: new RiderSessions(db, clock),
      riderLimit: riderLimiter(app),
      deskUsername: parseServerConfig(process.env).transportDesk,
      rides: new RideRepository(db),
      tariffs: hostCarTariffs(servedConfigFile),
      rules: hostRideRules(servedConfigFile),
      paymentMethods: hostRidePaymentMethods(servedConfigFile),
      rideIntents: new RidePaymentIntents(db),
      riderDelayMs: riderDelayMs(),
      log: app.log,
      outbox: new Outbox(db, app.log, clock),
      receiptLimits: new ReceiptEmailLimits(clock),
      riderEmails: new RiderEmails(db),
      receiptRequests: new RideReceiptRequests(db),
      carTitles,
      pushSubscriptions,
      ridePusher: new RidePusher(pushSubscriptions, pushChannelOf(app), app.log),
      pushHttpsOnly: nodeEnv === 'production',
    };
    registerTransportSignInRoute(app, context);
    registerFareEstimateRoute(app, context);
    registerBookRideRoute(app, context);
    registerRideStatusRoute(app, context);
    registerCancelRideRoute(app, context);
    registerBookingsRoute(app, context);
    registerRideReceiptEmailRoute(app, context);
    registerRidePaymentInitRoute(app, context);
    registerRiderPushRoute(app, context);
    // The checkout page's form posts a form body; its own scope keeps that parser from every other route.
    await app.register(async (scope) => {
      acceptFormBodies(scope);
      registerRideCheckoutRoutes(scope, context);
      registerReceiptAddressRoutes(scope, context);
    });
  },
};
