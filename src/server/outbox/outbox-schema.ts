import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

/**
 * The outbox's table: the sandbox mailbox of every message the server sends.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** The sandbox's sent messages: every OTP and email the server would hand to an SMS or mail provider. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.id),
    check('outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);
