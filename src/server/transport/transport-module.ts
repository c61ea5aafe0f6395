import { accountsClock } from '../accounts/clock';
import { StaffRepository } from '../merchant/staff-repository';
import { staffPasswordCheckOf } from '../merchant/staff-password-check';
import { StaffSessionStore } from '../merchant/staff-session-store';
import type { ServerModule } from '../modules/server-module';
import { registerBookRideRoute } from './book-ride-route';
import { registerBookingsRoute } from './bookings-route';
import { registerCancelRideRoute } from './cancel-ride-route';
import { registerFareEstimateRoute } from './fare-estimate-route';
import { hostCarTariffs } from './host-car-tariffs';
import { hostRidePaymentMethods } from './host-ride-payment-methods';
import { hostRideRules } from './host-ride-rules';
import { acceptFormBodies } from '../payments/form-body';
import { registerRideCheckoutRoutes } from './ride-checkout-routes';
import { RidePaymentIntents } from './ride-payment-intents';
import { registerRidePaymentInitRoute } from './ride-payment-init-route';
import { Outbox } from '../outbox/outbox';
import { ReceiptEmailLimits } from '../orders/routes/receipt-email-limits';
import { RideRepository } from './ride-repository';
import { registerRideReceiptEmailRoute } from './ride-receipt-email-route';
import { riderDelayMs } from './rider-delay';
import { registerRideStatusRoute } from './ride-status-route';
import { seedTransportAccount } from './seed-transport-account';
import type { TransportContext } from './transport-context';
import { registerTransportSignInRoute } from './transport-sign-in-route';

/**
 * Transport mode's ride booking: its sign-in on the merchant service, and price estimates, bookings, status,
 * cancel and "My Bookings" under the wallet's zapp_go calls, and the card checkout of a ride paid by card. A
 * transport account is a store's staff account.
 */
export const transportModule: ServerModule = {
  name: 'transport',
  seed: seedTransportAccount,
  async register(app, { db, nodeEnv, servedConfigFile }) {
    const clock = accountsClock(nodeEnv);
    const context: TransportContext = {
      clock,
      staff: new StaffRepository(db),
      sessions: new StaffSessionStore(db, clock),
      passwords: staffPasswordCheckOf(app, db, clock),
      rides: new RideRepository(db),
      tariffs: hostCarTariffs(servedConfigFile),
      rules: hostRideRules(servedConfigFile),
      paymentMethods: hostRidePaymentMethods(servedConfigFile),
      rideIntents: new RidePaymentIntents(db),
      riderDelayMs: riderDelayMs(),
      log: app.log,
      outbox: new Outbox(db, app.log, clock),
      receiptLimits: new ReceiptEmailLimits(clock),
    };
    registerTransportSignInRoute(app, context);
    registerFareEstimateRoute(app, context);
    registerBookRideRoute(app, context);
    registerRideStatusRoute(app, context);
    registerCancelRideRoute(app, context);
    registerBookingsRoute(app, context);
    registerRideReceiptEmailRoute(app, context);
    registerRidePaymentInitRoute(app, context);
    // The checkout page's form posts a form body; its own scope keeps that parser from every other route.
    await app.register(async (scope) => {
      acceptFormBodies(scope);
      registerRideCheckoutRoutes(scope, context);
    });
  },
};
