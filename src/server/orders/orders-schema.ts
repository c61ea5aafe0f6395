import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { staff } from '../accounts/accounts-schema';
import { companies, products } from '../catalogue/catalogue-schema';
import { instant } from '../db/columns';
import { users } from '../shared/session/session-schema';

/**
 * The orders' tables: invoices, their lines and their refunds. A refund is kept with the invoice it takes money
 * back from: orders reads it into every invoice, and the merchant console writes it through orders/index.ts.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** A delivery address as the invoice keeps it: a copy, so editing or deleting the address later changes no order. */
export interface StoredDeliveryAddress {
  query_id: string;
  name: string;
  description: string;
  lat: number;
  long: number;
  // Copied since the console shows where to deliver; invoices made before then lack them, so they are optional.
  building?: string;
  street?: string;
  floor?: string;
  room?: string;
  landmark?: string;
  district?: string;
}

/** One VAT rate of an invoice, in minor units; tax_percent as stated on the receipt. */
export interface StoredTaxLine {
  tax_percent: number;
  gross: number;
  net: number;
  vat: number;
}

/** One step of an order's history, time as ISO 8601. */
export interface StoredStatusStep {
  status: string;
  time: string;
}

// An invoice becomes the order once placed (placed_at set, exactly once). Every amount is integer minor
// units decided by the server; the lines are in invoice_items.
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    orderId: text('order_id').notNull().unique(),
    shortOrderId: text('short_order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    subTotal: integer('sub_total').notNull(),
    itemsDiscount: integer('items_discount').notNull(),
    voucherCode: text('voucher_code'),
    voucherDiscount: integer('voucher_discount').notNull(),
    tip: integer('tip').notNull(),
    serviceFee: integer('service_fee').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull(),
    taxTotal: integer('tax_total').notNull(),
    payable: integer('payable').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredDeliveryAddress>(),
    email: text('email'),
    /** The user's channel the invoice was re-submitted on (the spec's payment step 3); null until it is. */
    channelQueryId: text('channel_query_id'),
    /** What the customer wrote to the store about the order (allergies, a door code); null when nothing. */
    invoiceNote: text('invoice_note'),
    statusHistory: jsonb('status_history').$type<StoredStatusStep[]>().notNull(),
    createdAt: instant('created_at').notNull(),
    placedAt: instant('placed_at'),
    paidAt: instant('paid_at'),
    /** When the kitchen expects the order ready, from the minutes the staff chose; null until they choose. */
    readyAt: instant('ready_at'),
  },
  (table) => [
    index('invoices_user_placed_idx').on(table.userId, table.placedAt),
    index('invoices_company_idx').on(table.companyId, table.placedAt),
    check(
      'invoices_status_check',
      sql`${table.status} in ('order_pending', 'order_confirmed', 'order_dispatched', 'order_delivered', 'order_cancelled')`,
    ),
    check(
      'invoices_money_check',
      sql`${table.subTotal} >= 0 and ${table.itemsDiscount} >= 0 and ${table.voucherDiscount} >= 0 and ${table.tip} >= 0 and ${table.serviceFee} >= 0 and ${table.deliveryFee} >= 0 and ${table.taxTotal} >= 0 and ${table.payable} >= 0`,
    ),
  ],
);

/** A chosen size, colour or variant option as the line keeps it. */
export interface StoredChoice {
  id: string;
  name: string;
}

/** A product's promotion as it was when the line was priced. */
export interface StoredPromotion {
  promotion_nature: 'flat' | 'discount';
  promotion_amount: number;
}

/** One priced line of an invoice; the product's name and prices are copied, so the receipt never changes. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: text('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productQueryId: text('product_query_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    cost: integer('cost').notNull(),
    costAfterDiscount: integer('cost_after_discount').notNull(),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull(),
    discountType: text('discount_type'),
    payable: integer('payable').notNull(),
    currency: text('currency').notNull(),
    itemDescription: text('item_description').notNull(),
    instruction: text('instruction').notNull(),
    promotion: jsonb('promotion').$type<StoredPromotion>(),
    size: jsonb('size').$type<StoredChoice>(),
    color: jsonb('color').$type<StoredChoice>(),
    variantOptions: jsonb('variant_options').$type<StoredChoice[]>().notNull(),
  },
  (table) => [
    index('invoice_items_invoice_idx').on(table.invoiceId, table.position),
    check('invoice_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/** One refunded line: which invoice line, how many of it, and what they gave back, in minor units. */
export interface StoredRefundLine {
  line_id: string;
  product_name: string;
  quantity: number;
  amount: number;
}

/**
 * Money an owner gave back on a paid order: the whole of what is left, chosen lines, or a chosen amount, always
 * with a reason. The amount is the server's (src/domain/orders/refund.ts), the VAT its share per rate, so the
 * owner's Transactions, CSV and P&L take it off. Refunds of an order add up to at most what was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
    vat: jsonb('vat').$type<StoredTaxLine[]>().notNull(),
    /** Who refunded; null once that account is removed, when the username still tells. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffUsername: text('staff_username').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('refunds_invoice_idx').on(table.invoiceId, table.createdAt),
    index('refunds_created_idx').on(table.createdAt),
    check('refunds_kind_check', sql`${table.kind} in ('full', 'lines', 'amount')`),
    check('refunds_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The Idempotency-Key a client sent with POST /invoices, per user: the same key answers the invoice it first made,
 * so an order sent again (a queue of an offline browser replayed, a retry after a lost answer) is one invoice, and
 * placing it is then one order. The row is claimed before the invoice is made (invoice_id null until it is), so two
 * requests with one key at the same moment make one invoice; a refused request gives its claim up.
 */
export const invoiceIdempotencyKeys = pgTable(
  'invoice_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    claimedAt: instant('claimed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
