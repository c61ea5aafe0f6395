import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { staff } from '../accounts/accounts-schema';
import { instant } from '../db/columns';

/**
 * The merchant console's own table: the staff's sign-in sessions.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** A staff session, found by the SHA-256 of its token; apart from the customers' sessions, which name a user. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);
