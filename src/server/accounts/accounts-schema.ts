import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../catalogue/catalogue-schema';
import { instant } from '../db/columns';
import { users } from '../shared/session/session-schema';

/**
 * The accounts' tables: sign-up codes and handles, addresses, devices, vouchers, and the staff accounts. Staff are
 * here, below orders and merchant, because a refund names the staff member who gave it and both modules read it.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** At most one live code per user and purpose (sign_up, reset_password): a new one replaces the old. */
export const oneTimePasswords = pgTable(
  'one_time_passwords',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    // sign_up_proof: the token verify_mobile_otp hands out, which update_user spends to finish the sign-up.
    check('one_time_passwords_purpose_check', sql`${table.purpose} in ('sign_up', 'reset_password', 'sign_up_proof')`),
  ],
);

/**
 * The id a registration hands out for its later steps (resend, verify, finish), new on every registration. It
 * is never the user's own id, so registering a number that has an account tells the caller nothing about it.
 */
export const signUpHandles = pgTable(
  'sign_up_handles',
  {
    handle: text('handle').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('sign_up_handles_user_idx').on(table.userId)],
);

/** A customer's saved addresses; room is the form's Flat/Villa No. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    building: text('building').notNull(),
    street: text('street').notNull(),
    floor: text('floor').notNull(),
    room: text('room').notNull(),
    landmark: text('landmark').notNull(),
    district: text('district').notNull(),
    description: text('description').notNull(),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.id),
    check('addresses_type_check', sql`${table.type} in ('home', 'work', 'others')`),
  ],
);

/**
 * The browsers a user registered after paying, so order updates can be pushed to them: one row per user and
 * device uuid, keeping the newest push token (a browser's token changes when its push subscription is renewed).
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid').notNull(),
    pushToken: text('push_token').notNull(),
    registeredAt: instant('registered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceUuid] })],
);

// A voucher without a store applies at every store, one without a user to every user.
// amount is minor units for kind flat and whole percent for kind percent.
// A code is unique within its store, and among the vouchers of every store: a store's staff choosing a code never
// learn another store's codes from a refusal.
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountKind: text('discount_kind').notNull(),
    amount: integer('amount').notNull(),
    expiresAt: instant('expires_at').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('vouchers_store_code_idx')
      .on(table.companyId, table.code)
      .where(sql`${table.companyId} is not null`),
    uniqueIndex('vouchers_every_store_code_idx')
      .on(table.code)
      .where(sql`${table.companyId} is null`),
    check('vouchers_discount_kind_check', sql`${table.discountKind} in ('flat', 'percent')`),
    check(
      'vouchers_amount_check',
      sql`${table.amount} > 0 and (${table.discountKind} <> 'percent' or ${table.amount} <= 100)`,
    ),
  ],
);

/** What a staff account may sign in to: a store's merchant service, or transport mode's ride booking. */
export const staffRoles = ['store', 'transport'] as const;

export type StaffRole = (typeof staffRoles)[number];

/** What a store account may do in the merchant console: owners also see the money and the staff accounts. */
export const consoleRoles = ['owner', 'staff'] as const;

export type ConsoleRole = (typeof consoleRoles)[number];

/** A member of a store's staff, who signs in to the merchant service with a username and a password. */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    /** Kept in lower case, so a sign-in does not depend on how the name was typed. */
    username: text('username').notNull().unique(),
    /** scrypt with its parameters and salt, as the customers' PINs. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A transport account books rides only; a store account works the merchant service only. */
    role: text('role').$type<StaffRole>().notNull().default('store'),
    /** The console's role; staff by default, so an account made before roles existed gains no owner rights. */
    consoleRole: text('console_role').$type<ConsoleRole>().notNull().default('staff'),
    /** Wrong passwords in a row; reset by a right one. Enough of them lock sign-in until password_locked_until. */
    failedPasswordAttempts: integer('failed_password_attempts').notNull().default(0),
    passwordLockedUntil: instant('password_locked_until'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('staff_role_check', sql`${table.role} in ('store', 'transport')`),
    check('staff_console_role_check', sql`${table.consoleRole} in ('owner', 'staff')`),
  ],
);
