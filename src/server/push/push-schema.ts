import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';
import { users } from '../shared/session/session-schema';

/**
 * The push module's table: each device's Web Push subscription.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/**
 * The Web Push subscriptions of a user's browsers, one row per push service endpoint (a browser has one per
 * service worker), so every status change of the user's orders is pushed to each. language is the one the
 * browser used when it subscribed: the notification's words are written in it. A push service answering 404 or
 * 410 for an endpoint deletes its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    subscribedAt: instant('subscribed_at').notNull(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_language_check', sql`${table.language} in ('fi', 'en')`),
  ],
);
