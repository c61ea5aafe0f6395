import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A store's opening hours kept as pairs, so the parallel working_days/time_slots of the contract can never drift apart. */
export interface OpeningHours {
  working_day: string;
  start_time: string;
  end_time: string;
}

/** One counter of an arena venue where customers collect their food. */
export interface StoredPickupLocation {
  id: string;
  name: string;
  description: string;
  picture_url: string;
}

/**
 * A catalogue row's texts in the languages its store gave them, by field (name, description, tag, ...): served in
 * the visitor's language where there is one, the row's own column otherwise.
 */
export type StoredTranslations = Partial<Record<'fi' | 'en', Readonly<Record<string, string>>>>;

const translationsColumn = () => jsonb('translations').$type<StoredTranslations>().notNull().default({});

/**
 * Industry ids are stable public numbers (21 restaurants, 22 groceries) that clients put in URLs, so they are not
 * generated. Their names are catalogue texts: served in the visitor's language like a store's tag.
 */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  translations: translationsColumn(),
});

// The store keeps one address in its own columns: the contract has exactly one per store,
// and address.id is the store id, which keeps the merchantAddressId of an order stable.
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    name: text('name').notNull(),
    shopName: text('shop_name'),
    description: text('description').notNull(),
    bannerUrl: text('banner_url').notNull(),
    /** The banner of the store's own page when it differs from its listing's banner_url. */
    merchantBanner: text('merchant_banner'),
    pictureMediumUrl: text('picture_medium_url'),
    tag: text('tag'),
    shopStatus: text('shop_status').notNull(),
    addressQueryId: text('address_query_id').notNull(),
    addressDescription: text('address_description').notNull(),
    addressLat: doublePrecision('address_lat').notNull(),
    addressLong: doublePrecision('address_long').notNull(),
    merchantLat: doublePrecision('merchant_lat').notNull(),
    merchantLong: doublePrecision('merchant_long').notNull(),
    serviceAreaRadiusKm: doublePrecision('service_area_radius_km').notNull(),
    minAmount: integer('min_amount').notNull(),
    /** The store charges its own delivery fee (delivery_fee_value, 0 for free delivery) instead of the host's. */
    overrideDeliveryFee: boolean('override_delivery_fee').notNull().default(false),
    deliveryFeeValue: integer('delivery_fee_value').notNull().default(0),
    currency: text('currency').notNull(),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    preparationMinutes: integer('preparation_minutes').notNull(),
    /**
     * The spec's preparation-time flag: whether an order's confirmation counts down the preparation. Off for a store
     * whose orders wait for no kitchen (a grocery), so the customer sees the status instead of a clock.
     */
    preparationTimeFlag: boolean('preparation_time_flag').notNull().default(true),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    footerDescription: text('footer_description'),
    /** Where an arena venue hands out orders; empty for an ordinary store. */
    pickupLocations: jsonb('pickup_locations').$type<StoredPickupLocation[]>().notNull().default([]),
    translations: translationsColumn(),
    /** The staff paused new orders until then; null when not paused for a time. */
    ordersPausedUntil: timestamp('orders_paused_until', { withTimezone: true, mode: 'date' }),
    /** The staff paused new orders until they resume them by hand. */
    ordersPausedUntilResumed: boolean('orders_paused_until_resumed').notNull().default(false),
    /** At most this many orders placed in any 15 minutes; null for no cap. */
    orderCapPerQuarterHour: integer('order_cap_per_quarter_hour'),
    /**
     * While the orders of the last 15 minutes reach the cap, when they no longer will: written on every placement
     * and cap change, so a listing reads it from the row instead of counting each store's orders.
     */
    ordersFullUntil: timestamp('orders_full_until', { withTimezone: true, mode: 'date' }),
    /** The IANA zone of the store's clock: its days, "today" and the times its staff and customers read. */
    timeZone: text('time_zone').notNull().default('Europe/Helsinki'),
  },
  (table) => [
    index('companies_name_query_id_idx').on(table.name, table.queryId),
    check(
      'companies_order_cap_check',
      sql`${table.orderCapPerQuarterHour} is null or ${table.orderCapPerQuarterHour} >= 1`,
    ),
    check('companies_min_amount_check', sql`${table.minAmount} >= 0`),
    check('companies_delivery_fee_value_check', sql`${table.deliveryFeeValue} >= 0`),
    check('companies_service_area_radius_check', sql`${table.serviceAreaRadiusKm} >= 0`),
    check('companies_times_check', sql`${table.deliveryMinutes} >= 0 and ${table.preparationMinutes} >= 0`),
  ],
);

/** A store may belong to several industries; the listing filters on this link. */
export const companyIndustries = pgTable(
  'company_industries',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.industryId] }),
    index('company_industries_industry_idx').on(table.industryId, table.companyId),
  ],
);

/** A named choice of a product (a size, a colour, a variant option), kept as JSON with the product. */
export interface StoredOption {
  id: string;
  name: string;
}

export interface StoredVariant {
  id: string;
  name: string;
  options: StoredOption[];
}

export interface StoredPicture {
  thumb_url: string;
  original_url: string;
}

/** A store's menu sections; position keeps the order the merchant chose. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pictureThumbUrl: text('picture_thumb_url'),
    position: integer('position').notNull(),
    translations: translationsColumn(),
  },
  (table) => [index('categories_company_idx').on(table.companyId, table.position)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    translations: translationsColumn(),
  },
  (table) => [index('sub_categories_category_idx').on(table.categoryId, table.position)],
);

// Money in integer minor units; the tax rate in basis points (2550 = 25.5 %) so rates with decimals stay exact.
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: text('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    cost: integer('cost').notNull(),
    costAfterDiscount: integer('cost_after_discount').notNull(),
    promotionNature: text('promotion_nature'),
    promotionAmount: integer('promotion_amount'),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    /** The product's own rate applies; when false, the default rate does. */
    taxPercentApplicable: boolean('tax_percent_applicable').notNull().default(true),
    /** The rate the product is sold at when its own does not apply: Finland's general VAT unless told. */
    defaultTaxBasisPoints: integer('default_tax_basis_points').notNull().default(2550),
    availableQuantity: integer('available_quantity').notNull(),
    unlimited: boolean('unlimited').notNull(),
    unlimitedOutOfStock: boolean('unlimited_out_of_stock').notNull(),
    sizes: jsonb('sizes').$type<StoredOption[]>().notNull(),
    colors: jsonb('colors').$type<StoredOption[]>().notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    pictures: jsonb('pictures').$type<StoredPicture[]>().notNull(),
    /** The maker a store's staff named in the console's product-add table; none for the seeded menus. */
    brand: text('brand'),
    translations: translationsColumn(),
    /**
     * When the store's staff removed the product: customers no longer see or buy it, while the orders and reports
     * that name it keep their rows (an invoice line references its product).
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('products_company_position_idx').on(table.companyId, table.position, table.id),
    index('products_sub_category_idx').on(table.subCategoryId, table.position),
    check('products_cost_check', sql`${table.cost} >= 0 and ${table.costAfterDiscount} >= 0`),
    check('products_cost_after_discount_check', sql`${table.costAfterDiscount} <= ${table.cost}`),
    check('products_available_quantity_check', sql`${table.availableQuantity} >= 0`),
    check('products_tax_check', sql`${table.taxBasisPoints} between 0 and 10000`),
    check('products_default_tax_check', sql`${table.defaultTaxBasisPoints} between 0 and 10000`),
    check(
      'products_promotion_check',
      sql`(${table.promotionNature} is null and ${table.promotionAmount} is null) or (${table.promotionNature} in ('flat', 'discount') and ${table.promotionAmount} >= 0)`,
    ),
  ],
);

/** Every point in time the accounts keep; written from the server's clock, never the database's, so tests can move it. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** Raw bytes (an uploaded file); bytea in both PGlite and PostgreSQL. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/** One refunded line: which invoice line, how many of it, and what they gave back, in minor units. */
export interface StoredRefundLine {
  line_id: string;
  product_name: string;
  quantity: number;
  amount: number;
}

/**
 * Money an owner gave back on a paid order: the whole of what is left, chosen lines, or a chosen amount, always
 * with a reason. The amount is the server's (src/domain/order/refund.ts), the VAT its share per rate, so the
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

/** A merchant's or rider's application, sent from the info pages' forms; the text fields as sent. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [check('applications_kind_check', sql`${table.kind} in ('merchant', 'rider')`)],
);

/** A file attached to an application, kept in the database so every instance can read it. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * The file's name in the uploads folder (UPLOADS_DIR), where the bytes are: writing megabytes into the
     * embedded database held up every other request. Null only for files stored before that, in content.
     */
    storedName: text('stored_name'),
    content: bytes('content'),
  },
  (table) => [index('application_files_application_idx').on(table.applicationId)],
);

export const schema = {
  industries,
  companies,
  companyIndustries,
  categories,
  subCategories,
  products,
  users,
  sessions,
  oneTimePasswords,
  addresses,
  userDevices,
  vouchers,
  outbox,
  invoices,
  invoiceItems,
  staff,
  staffSessions,
  bankCardSessions,
  cardPaymentIntents,
  refunds,
  cardRefunds,
  realtimeEvents,
  transportRiders,
  transportRiderSessions,
  riderEmails,
  rides,
  rideReceiptRequests,
  applications,
  applicationFiles,
  signUpHandles,
};
