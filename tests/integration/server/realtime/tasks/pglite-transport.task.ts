import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerDatabase } from '@/server/db/database';
import type { NotifiedEvent } from '@/server/realtime/transport/event-transport';
import { eventChannel } from '@/server/realtime/transport/notify-channel';
import { transportForDatabase } from '@/server/realtime/transport/transport-for-database';

// Runs in the jest worker's server host, since jest cannot load PGlite: picks the transport for a PGlite database as the server does,
// sends three events on its channel as the event log's statement does and answers, in JSON, the adapter chosen
// and what its listener received.
/** The argument is an initialised empty PGlite folder (see runPgliteTask). */
export default async function run([dataDir]: readonly string[]): Promise<string> {
  const client = await PGlite.create(dataDir);
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message), error: () => undefined };
  const transport = transportForDatabase(
    drizzle({ client }) as unknown as ServerDatabase,
    log as unknown as FastifyBaseLogger,
  );
  const received: NotifiedEvent[] = [];
  await transport.listen((notified) => received.push(notified));
  const event = { type: 'SSE_ORDER_STATUS_CHANGED', status: 'order_confirmed', merchantQueryId: 'sushi-kamome' };
  const notify = (notified: NotifiedEvent) =>
    client.query('select pg_notify($1, $2)', [eventChannel, JSON.stringify(notified)]);
  await notify({ id: '7', userQueryId: 'ann', event: { ...event, invoiceQueryId: 'inv-1' } });
  await notify({ id: '8', userQueryId: 'bob', event: { ...event, invoiceQueryId: 'inv-2' } });
  // Raw NOTIFYs on the channel that this server did not write are skipped, not delivered half-read.
  await client.query(`select pg_notify('storefront_realtime_events', 'not json')`);
  await notify({ id: '12', userQueryId: 'ann', event: { ...event, invoiceQueryId: 'inv-3' } });
  await new Promise((done) => setTimeout(done, 100));
  await transport.close();
  await notify({ id: '13', userQueryId: 'ann', event: { ...event, invoiceQueryId: 'after-close' } });
  await new Promise((done) => setTimeout(done, 100));
  await client.close();
  return JSON.stringify({ adapter: transport.constructor.name, warnings, received });
}
