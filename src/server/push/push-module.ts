import { accountsClock } from '../shared/clock';
import type { ServerModule } from '../modules/server-module';
import { orderPusherOf, pushChannelOf } from './push-registry';
import { registerPushRoutes } from './routes/push-routes';
import { PushSubscriptionRepository } from './store/push-subscription-repository';
import { loadVapidKeys } from '../config/vapid-keys';

/**
 * Web Push: the server's VAPID keys (configured, or made once in the data folder), the browsers' subscriptions,
 * and the order status changes pushed to them (the modules that change a status call the pusher, see push-registry);
 * other modules push through its channel (the transport's rides).
 */
export const pushModule: ServerModule = {
  name: 'push',
  async register(app, { db, nodeEnv, dataDir, vapidKeys }) {
    const keys = await loadVapidKeys(dataDir, vapidKeys);
    orderPusherOf(app, db).useKeys(keys);
    pushChannelOf(app).useKeys(keys);
    registerPushRoutes(app, {
      db,
      clock: accountsClock(nodeEnv),
      keys,
      subscriptions: new PushSubscriptionRepository(db),
      httpsOnly: nodeEnv === 'production',
    });
  },
};
