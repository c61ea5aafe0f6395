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
 * cancel and "My Bookings" under the wallet's zapp_go calls. A transport account is a store's staff account.
 */
export const transportModule: ServerModule = {
  name: 'transport',
  seed: seedTransportAccount,
  register(app, { db, nodeEnv, servedConfigFile }) {
    const clock = accountsClock(nodeEnv);
    const context: TransportContext = {
      clock,
      staff: new StaffRepository(db),
      sessions: new StaffSessionStore(db, clock),
      passwords: staffPasswordCheckOf(app, db, clock),
      rides: new RideRepository(db),
      tariffs: hostCarTariffs(servedConfigFile),
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
  },
};
