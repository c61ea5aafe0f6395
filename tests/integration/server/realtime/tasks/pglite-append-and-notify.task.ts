import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { ServerDatabase } from '@/server/db/database';
import { migrationsFolder } from '@/server/db/migrations-folder';
import { DatabaseEventLog } from '@/server/realtime/store/database-event-log';
import { eventChannel, parseNotification } from '@/server/realtime/transport/notify-channel';

// Runs in the jest worker's server host, since jest cannot load PGlite: keeps events with their notifications in one statement, then
// tries a batch whose last notification is too long for NOTIFY, and answers in JSON what was sent and kept.
/** The argument is an initialised empty PGlite folder (see runPgliteTask). */
export default async function run([dataDir]: readonly string[]): Promise<string> {
  const client = await PGlite.create(dataDir);
  await migrate(drizzle({ client }), { migrationsFolder });
  const log = new DatabaseEventLog(drizzle({ client }) as unknown as ServerDatabase, () => Date.now());
  const notified: unknown[] = [];
  // Read as every instance's transport reads them: a payload it could not read would be null here.
  await client.listen(eventChannel, (payload) => notified.push(parseNotification(payload)));
  const event = (invoiceQueryId: string): RealtimeEvent => ({
    type: 'SSE_ORDER_STATUS_CHANGED',
    status: 'order_pending',
    invoiceQueryId,
    merchantQueryId: 'areena-keittio',
  });
  const ids = await log.appendAndNotify(
    [
      { userQueryId: 'ann', event: event('inv-1') },
      { userQueryId: 'store:areena-keittio', event: event('inv-1') },
      { userQueryId: 'ann', event: event('inv-2') },
    ],
    eventChannel,
  );
  let refused = '';
  try {
    await log.appendAndNotify(
      [
        { userQueryId: 'bob', event: event('inv-3') },
        { userQueryId: 'bob', event: event('x'.repeat(9_000)) },
      ],
      eventChannel,
    );
  } catch (error) {
    // Drizzle wraps the database's error, which says why, as its cause.
    const cause = error instanceof Error ? error.cause : undefined;
    refused = cause instanceof Error ? cause.message : String(error);
  }
  await new Promise((done) => setTimeout(done, 100));
  const kept = (
    await client.query<{ id: string; user_query_id: string }>(
      'select id::text, user_query_id from realtime_events order by id',
    )
  ).rows;
  await client.close();
  return JSON.stringify({ ids, notified, refused, kept });
}
