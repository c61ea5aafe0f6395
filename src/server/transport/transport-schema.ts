import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from '../accounts/accounts-schema';
import { companies } from '../catalogue/catalogue-schema';
import { instant } from '../db/columns';

/**
 * The transport's tables: riders, their sessions and emails, rides, their payments and receipt requests.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** One place of a ride as the booking keeps it. */
export interface StoredRidePlace {
  description: string;
  lat: number;
  long: number;
}

/** The driver a ride got, once one is assigned. */
export interface StoredRider {
  name: string;
  phone_number: string;
  car: string;
  plate: string;
}

// A taxi ride booked in transport mode by a merchant's transport account (staff); prices in minor units,
// decided by the server. A rider is assigned at rider_assign_at unless the search is cancelled first.
/**
 * A rider of transport mode: one browser (device) of the host's riders, found by the SHA-256 of its device id,
 * which is the rider's only credential (as a guest's device id is). Its rides are its own; the store is the host's
 * merchant, whose transport desk (desk_staff_id) the rides are booked through.
 */
export const transportRiders = pgTable(
  'transport_riders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    deviceHash: text('device_hash').notNull(),
    deskStaffId: integer('desk_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('transport_riders_device_desk_idx').on(table.deviceHash, table.deskStaffId)],
);

/**
 * The Web Push subscriptions of a rider's browser, one row per push service endpoint, so each change of the rider's
 * rides is pushed to it in the language it subscribed in. Riders are not users, so these are not the users'
 * push_subscriptions. A push service answering 404 or 410 for an endpoint deletes its row.
 */
export const riderPushSubscriptions = pgTable(
  'rider_push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => transportRiders.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    subscribedAt: instant('subscribed_at').notNull(),
  },
  (table) => [
    index('rider_push_subscriptions_rider_idx').on(table.riderId),
    check('rider_push_subscriptions_language_check', sql`${table.language} in ('fi', 'en')`),
  ],
);

/** A rider's session, found by the SHA-256 of its token, as the staff's and the customers' are. */
export const transportRiderSessions = pgTable(
  'transport_rider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => transportRiders.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('transport_rider_sessions_rider_idx').on(table.riderId)],
);

/**
 * An e-mail address a rider asked receipts to go to. Until proven_at, only the server's confirmation mail (the
 * SHA-256 of its code here) may go there; a caller-typed word reaches only a proven address.
 */
export const riderEmails = pgTable(
  'rider_emails',
  {
    riderId: integer('rider_id')
      .notNull()
      .references(() => transportRiders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    codeSentAt: instant('code_sent_at'),
    provenAt: instant('proven_at'),
  },
  (table) => [primaryKey({ columns: [table.riderId, table.email] }), index('rider_emails_code_idx').on(table.codeHash)],
);

export const rides = pgTable(
  'rides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    shortOrderId: text('short_order_id').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    recipientPhoneNumber: text('recipient_phone_number').notNull(),
    pickup: jsonb('pickup').$type<StoredRidePlace>().notNull(),
    dropoff: jsonb('dropoff').$type<StoredRidePlace>().notNull(),
    cabType: text('cab_type').notNull(),
    rideType: text('ride_type').notNull(),
    notes: text('notes').notNull(),
    cashOnDelivery: boolean('cash_on_delivery').notNull(),
    advanceBookingAt: instant('advance_booking_at'),
    timeZone: text('time_zone').notNull(),
    basePrice: integer('base_price').notNull(),
    nightSurcharge: integer('night_surcharge').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    rider: jsonb('rider').$type<StoredRider>(),
    riderAssignAt: instant('rider_assign_at').notNull(),
    createdAt: instant('created_at').notNull(),
    cancelledAt: instant('cancelled_at'),
    /** CASH (to the driver) or STRIPE (the sandbox card checkout, paid before any rider is searched for). */
    paymentMethod: text('payment_method').notNull().default('CASH'),
    /** When the card payment of the ride's price went through; null for cash and for a card ride not paid. */
    paidAt: instant('paid_at'),
    /** When a paid ride's search was cancelled, so its payment is owed back (the storefront's refund rule). */
    refundedAt: instant('refunded_at'),
    /** The rider who booked it; null for a ride booked before riders existed, which no rider reaches. */
    riderId: integer('rider_id').references(() => transportRiders.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('rides_staff_idx').on(table.staffId, table.createdAt),
    index('rides_rider_idx').on(table.riderId, table.createdAt),
    check(
      'rides_status_check',
      sql`${table.status} in ('awaiting_payment', 'searching', 'rider_assigned', 'cancelled')`,
    ),
    check('rides_money_check', sql`${table.basePrice} >= 0 and ${table.nightSurcharge} >= 0 and ${table.price} >= 0`),
    check('rides_payment_method_check', sql`${table.paymentMethod} in ('CASH', 'STRIPE')`),
  ],
);

/**
 * The sandbox card checkout's intents for rides, apart from the orders' (card_payment_intents names an
 * invoice). The amount is the ride's price when the intent was made; only the card's last four and expiry.
 */
export const ridePaymentIntents = pgTable(
  'ride_payment_intents',
  {
    id: text('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    clientSecretHash: text('client_secret_hash').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    cardLastFour: text('card_last_four'),
    cardExpiry: text('card_expiry'),
    createdAt: instant('created_at').notNull(),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    index('ride_payment_intents_ride_idx').on(table.rideId),
    check(
      'ride_payment_intents_status_check',
      sql`${table.status} in ('requires_confirmation', 'succeeded', 'canceled')`,
    ),
    check('ride_payment_intents_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * A receipt a rider asked for, kept until it may go: when its address is proven for the rider and the ride is not
 * waiting for its card payment. sent_at marks it sent, so it goes once.
 */
export const rideReceiptRequests = pgTable(
  'ride_receipt_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    requestedAt: instant('requested_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('ride_receipt_requests_ride_idx').on(table.rideId),
    check('ride_receipt_requests_locale_check', sql`${table.locale} in ('fi', 'en')`),
  ],
);
