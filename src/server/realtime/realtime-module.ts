import { accountsClock } from '../shared/clock';
import { SessionStore } from '../shared/session/session-store';
import type { ServerModule } from '../modules/server-module';
import { eventHubOf } from './event-hub-registry';
import { registerEventStreamRoute } from './routes/event-stream-route';
import { realtimeSettings } from './realtime-settings';

/**
 * The real-time event stream of each signed-in user. Other modules publish with `eventHubOf(app, db)`;
 * events are kept in the realtime_events table for reconnects and travel through PostgreSQL LISTEN/NOTIFY,
 * so a stream on any instance receives them.
 */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  async register(app, { db, nodeEnv }) {
    const hub = eventHubOf(app, db);
    await hub.start();
    registerEventStreamRoute(app, {
      hub,
      sessions: new SessionStore(db, accountsClock(nodeEnv)),
      settings: realtimeSettings(),
    });
  },
};
