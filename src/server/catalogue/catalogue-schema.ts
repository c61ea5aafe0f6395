import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue's tables: industries, stores (companies), their categories and products. The merchant console
 * edits stores and products, and orders price from them, through catalog/index.ts.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

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

export const translationsColumn = () => jsonb('translations').$type<StoredTranslations>().notNull().default({});

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
