import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';
import { invoices, refunds } from '../orders/orders-schema';
import { users } from '../shared/session/session-schema';

/**
 * The payments' tables: the bank sandbox's card forms, the card payment intents and the card refunds.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** A card form the bank sandbox handed out (s); cn is set when the customer submits it. Never the card number. */
export const bankCardSessions = pgTable(
  'bank_card_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    cardToken: text('card_token').unique(),
    cardLastFour: text('card_last_four'),
    cardExpiry: text('card_expiry'),
    submittedAt: instant('submitted_at'),
    /** The invoice that consumed the card token; a token pays for one invoice only. */
    usedByInvoiceId: integer('used_by_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  },
  (table) => [index('bank_card_sessions_user_idx').on(table.userId)],
);

/** A Stripe-style payment intent of an invoice; the client secret is stored hashed, as session tokens are. */
export const cardPaymentIntents = pgTable(
  'card_payment_intents',
  {
    id: text('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
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
    index('card_payment_intents_invoice_idx').on(table.invoiceId),
    check(
      'card_payment_intents_status_check',
      sql`${table.status} in ('requires_confirmation', 'succeeded', 'canceled')`,
    ),
    check('card_payment_intents_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The card sandbox's refunds, as a provider's refund API would keep them: one per refund of a card-paid order,
 * naming the payment intent it returns money from when the order was paid through one.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: text('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id'),
    paymentMethod: text('payment_method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('card_refunds_invoice_idx').on(table.invoiceId),
    check('card_refunds_status_check', sql`${table.status} in ('succeeded')`),
    check('card_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);
