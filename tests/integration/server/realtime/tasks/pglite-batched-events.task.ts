import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerDatabase } from '@/server/db/database';
import { migrationsFolder } from '@/server/db/migrations-folder';
import { DatabaseEventLog } from '@/server/realtime/store/database-event-log';
import { EventHub } from '@/server/realtime/event-hub';
import type { StreamedEvent } from '@/server/realtime/streamed-event';
import { transportForDatabase } from '@/server/realtime/transport/transport-for-database';

// Runs in the jest worker's server host, since jest cannot load PGlite: publishes events all at once through a hub on PGlite, so those
// that queue behind the first are kept and sent together, and answers in JSON what a stream and the log show.
/** The argument is an initialised empty PGlite folder (see runPgliteTask). */
export default async function run([dataDir]: readonly string[]): Promise<string> {
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client }) as unknown as ServerDatabase;
  await migrate(drizzle({ client }), { migrationsFolder });
  const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  const hub = new EventHub(transportForDatabase(db, log), new DatabaseEventLog(db, () => Date.now()), log);
  await hub.start();
  const live: StreamedEvent[] = [];
  hub.subscribe('ann', (streamed) => live.push(streamed));
  const event = {
    type: 'SSE_ORDER_STATUS_CHANGED',
    status: 'order_pending',
    merchantQueryId: 'areena-keittio',
  } as const;
  const invoices = ['inv-1', 'inv-2', 'inv-3', 'inv-4', 'inv-5', 'inv-6'];
  await Promise.all(invoices.map((invoiceQueryId) => hub.publish('ann', { ...event, invoiceQueryId })));
  await new Promise((done) => setTimeout(done, 100));
  const replayed = await hub.eventsAfter('ann', '0');
  await hub.close();
  await client.close();
  return JSON.stringify({ live, replayed });
}
