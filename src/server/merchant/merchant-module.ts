import type { FastifyInstance } from 'fastify';
import { accountsClock } from '../shared/clock';
import { OrderIntakeStore } from '../orders/index';
import type { ServerDatabase } from '../db/database';
import type { ServerModule } from '../modules/server-module';
import { type OrderStatusListener, alsoToStore, storeChannelOf } from '../order-events/index';
import { eventHubOf, realtimeSettings } from '../realtime/index';
import type { MerchantContext } from './merchant-context';
import { MerchantOrderRepository } from './store/merchant-order-repository';
import { registerMerchantOrderRoute } from './routes/merchant-order-route';
import { registerMerchantOrdersRoute } from './routes/merchant-orders-route';
import { registerPastOrdersRoute } from './routes/past-orders-route';
import { registerOrderStatusRoute } from './routes/order-status-route';
import { seedStaffIfEmpty } from './store/seed-staff';
import { registerOfficeRoutes } from './office-wiring';
import { registerStaffAccountsRoute } from './routes/staff-accounts-route';
import { registerStaffSignInRoute } from './routes/staff-sign-in-route';
import { registerStaffSignOutRoute } from './routes/staff-sign-out-route';
import { alsoPushed } from '../push/index';
import { registerCashReceivedRoute } from './routes/cash-received-route';
import { registerRefundRoutes } from './routes/refund-routes';
import { RefundStore } from './store/refund-store';
import { registerOrderIntakeRoutes } from './routes/order-intake-routes';
import { registerReadyByRoute } from './routes/ready-by-route';
import { registerStoreSettingsRoutes } from './routes/store-settings-routes';
import { StoreSettingsStore } from './store/store-settings-store';
import { registerStoreOrderEventsRoute } from './routes/store-order-events-route';
import { registerInventoryRoutes } from './inventory-wiring';
import { StaffRepository } from './store/staff-repository';
import { StaffPasswordLockout } from './store/staff-password-lockout';
import { StaffSessionStore } from './store/staff-session-store';
import { UnknownUsernames } from './unknown-usernames';

/**
 * The merchant service: staff sign-in and sign-out, the store's orders live, status changes pushed live to the
 * customer and to the store's other devices, and the owner's pages.
 */
export const merchantModule: ServerModule = {
  name: 'merchant',
  seed: seedStaffIfEmpty,
  async register(app, { db, nodeEnv, uploadsDir }) {
    const clock = accountsClock(nodeEnv);
    const publish = publishToHub(app, db);
    const context: MerchantContext = {
      clock,
      staff: new StaffRepository(db),
      sessions: new StaffSessionStore(db, clock),
      passwordLockout: new StaffPasswordLockout(db, clock),
      unknownUsernames: new UnknownUsernames(clock),
      orders: new MerchantOrderRepository(db),
      intake: new OrderIntakeStore(db),
      log: app.log,
      onStatusChanged: alsoPushed(app, db, alsoToStore(publish)),
      tellStore: (event) => publish(storeChannelOf(event.merchantQueryId), event),
    };
    registerStaffSignInRoute(app, context);
    registerStaffSignOutRoute(app, context);
    registerStaffAccountsRoute(app, context);
    registerOfficeRoutes(app, context, db);
    registerMerchantOrdersRoute(app, context);
    registerPastOrdersRoute(app, context, new MerchantOrderRepository(db));
    registerStoreOrderEventsRoute(app, context, { hub: eventHubOf(app, db), settings: realtimeSettings() });
    registerMerchantOrderRoute(app, context);
    registerOrderStatusRoute(app, context);
    registerCashReceivedRoute(app, context);
    registerRefundRoutes(app, context, new RefundStore(db));
    registerReadyByRoute(app, context);
    registerOrderIntakeRoutes(app, context);
    registerStoreSettingsRoutes(app, context, new StoreSettingsStore(db));
    await registerInventoryRoutes(app, context, { db, uploadsDir });
  },
};

/** Sends a status change to the customer's live streams; a failure is logged, the change stays made. */
function publishToHub(app: FastifyInstance, db: ServerDatabase): OrderStatusListener {
  const hub = eventHubOf(app, db);
  return (userQueryId, event) => {
    hub.publish(userQueryId, event).catch((error: unknown) => app.log.error({ err: error }, 'Order event not sent'));
  };
}
