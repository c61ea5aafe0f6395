import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A store's opening hours kept as pairs, so the parallel working_days/time_slots of the contract can never drift apart. */
export interface OpeningHours {
  working_day: string;
  start_time: string;
  end_time: string;
}

/** Industry ids are stable public numbers (21 restaurants, 22 groceries) that clients put in URLs, so they are not generated. */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
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
    currency: text('currency').notNull(),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    preparationMinutes: integer('preparation_minutes').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    footerDescription: text('footer_description'),
  },
  (table) => [
    index('companies_name_query_id_idx').on(table.name, table.queryId),
    check('companies_min_amount_check', sql`${table.minAmount} >= 0`),
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
    availableQuantity: integer('available_quantity').notNull(),
    unlimited: boolean('unlimited').notNull(),
    unlimitedOutOfStock: boolean('unlimited_out_of_stock').notNull(),
    sizes: jsonb('sizes').$type<StoredOption[]>().notNull(),
    colors: jsonb('colors').$type<StoredOption[]>().notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    pictures: jsonb('pictures').$type<StoredPicture[]>().notNull(),
  },
  (table) => [
    index('products_company_position_idx').on(table.companyId, table.position, table.id),
    index('products_sub_category_idx').on(table.subCategoryId, table.position),
    check('products_cost_check', sql`${table.cost} >= 0 and ${table.costAfterDiscount} >= 0`),
    check('products_cost_after_discount_check', sql`${table.costAfterDiscount} <= ${table.cost}`),
    check('products_available_quantity_check', sql`${table.availableQuantity} >= 0`),
    check('products_tax_check', sql`${table.taxBasisPoints} between 0 and 10000`),
    check(
      'products_promotion_check',
      sql`(${table.promotionNature} is null and ${table.promotionAmount} is null) or (${table.promotionNature} in ('flat', 'discount') and ${table.promotionAmount} >= 0)`,
    ),
  ],
);

export const schema = { industries, companies, companyIndustries, categories, subCategories, products };
