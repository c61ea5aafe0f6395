import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

/**
 * The realtime module's table: the event log that a reconnecting stream replays from.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/**
 * Every event sent to a user's stream, so a reconnect with Last-Event-ID gets what it missed on whichever
 * instance it lands; the id is the event id the stream sends. Old rows are pruned.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userQueryId: text('user_query_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('realtime_events_user_idx').on(table.userQueryId, table.id),
    index('realtime_events_created_idx').on(table.createdAt),
  ],
);
