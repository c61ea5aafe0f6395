import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns';

/**
 * The kernel's tables: users and their sessions. The session guard (shared/session) reads them on every signed-in
 * request, and every module names a user, so they belong to no one module: accounts writes the users, the session
 * store beside this file writes the sessions. .config/drizzle.config.ts lists this file by name.
 */

// A guest (kind anonymous) is found by its device id and has no number; a customer by its number, unique
// across pending and active accounts, so a number can never belong to two registrations.
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    mobileNumber: text('mobile_number').unique(),
    deviceUuid: text('device_uuid').unique(),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    fullName: text('full_name'),
    email: text('email'),
    dob: text('dob'),
    /** scrypt with its parameters and salt; null until the customer sets a PIN. */
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row; reset by a right one. Enough of them lock sign-in until pin_locked_until. */
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    pinLockedUntil: instant('pin_locked_until'),
    selectedAddressQueryId: text('selected_address_query_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('users_kind_check', sql`${table.kind} in ('anonymous', 'customer')`),
    check('users_status_check', sql`${table.status} in ('pending', 'active')`),
  ],
);

/** A session is found by the SHA-256 of its token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
