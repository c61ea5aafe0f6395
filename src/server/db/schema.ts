import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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

export const schema = { industries, companies, companyIndustries };
