import type { FastifyInstance } from 'fastify';
import { systemClock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import { DatabaseEventLog } from './store/database-event-log';
import { EventHub } from './event-hub';
import { startPruningEvents } from './event-log-pruner';
import { transportForDatabase } from './transport/transport-for-database';

const hubs = new WeakMap<FastifyInstance, EventHub>();

/**
 * The server's one event hub, for any module that publishes (orders on a status change, payments on success):
 * `eventHubOf(app, context.db).publish(userQueryId, event)`. Call it from a module's register(), in any module
 * order: the first call makes the hub, starts it and has it stop with the server.
 */
export function eventHubOf(app: FastifyInstance, db: ServerDatabase): EventHub {
  const known = hubs.get(app);
  if (known) return known;
  const hub = new EventHub(transportForDatabase(db, app.log), new DatabaseEventLog(db, systemClock), app.log);
  hubs.set(app, hub);
  const stopPruning = startPruningEvents(hub, systemClock, app.log);
  // preClose: before the database closes and before the server waits for open requests to end.
  app.addHook('preClose', async () => {
    stopPruning();
    await hub.close();
  });
  void hub.start().catch((error: unknown) => app.log.error({ err: error }, 'Real-time events could not start'));
  return hub;
}

/**
 * The hub of a server already built (createServer's app), for code outside the modules: the tests' server
 * process and the benchmark publish through it.
 * @throws Error when the server has no real-time module.
 */
export function runningEventHub(app: FastifyInstance): EventHub {
  const hub = hubs.get(app);
  if (!hub) throw new Error('This server has no event hub: is the realtime module in allModules?');
  return hub;
}
