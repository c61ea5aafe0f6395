import {
  boundedList,
  boundedText,
  count,
  latitude,
  longitude,
  money,
  nonEmptyText,
  queryInt,
  textLimits,
} from '../common/fields';
import * as z from 'zod/mini';

/**
 * The most stores one page of the listing holds: its largest page_size, and the LIMIT of the listing's query.
 * Thirty-odd stores fit on one page; a city's worth is paged.
 */
export const largestCompaniesPage = 100;

/**
 * How many of each list a store states. Only the seed writes them (one industry, a week's opening rules, four
 * arena counters at most), so these are far above any store's real use, not caps on data that grows.
 */
export const storeListLimits = {
  industries: 20,
  /** Opening rules: a day may have several slots (lunch and dinner), so a few per day of the week. */
  openingSlots: 50,
  pickupLocations: 50,
} as const;

/** A weekday's name (Monday) or a time of day (09:00), as the store's opening rules state them. */
const openingText = () => boundedText(textLimits.code);

/** A span of time as the merchant service states it (delivery and preparation times). */
export const durationSchema = z.object({
  day: count(),
  hour: count(),
  minute: count(),
});

export const coordinatesSchema = z.object({
  lat: latitude(),
  long: longitude(),
});

export const companyAddressSchema = z.object({
  id: z.int(),
  query_id: boundedText(textLimits.id),
  description: boundedText(textLimits.line),
  lat: latitude(),
  long: longitude(),
});

export const timeSlotSchema = z.object({
  start_time: openingText(),
  end_time: openingText(),
});

/** A counter of an arena venue where customers collect their food. */
export const pickupLocationSchema = z.object({
  id: nonEmptyText(100),
  name: boundedText(textLimits.name),
  description: boundedText(textLimits.line),
  picture_url: boundedText(textLimits.url),
});

/**
 * A store that is not taking new orders when the server answered: the staff paused them, or the cap of orders per
 * 15 minutes is reached; and when it takes them again (null: when the staff resume). Absent while it takes orders.
 */
export const orderIntakeHoldSchema = z.object({
  reason: z.enum(['ORDERS_PAUSED', 'KITCHEN_FULL']),
  /** An ISO 8601 instant. */
  until: z.nullable(boundedText(textLimits.dateTime)),
});

export type OrderIntakeHoldDto = z.infer<typeof orderIntakeHoldSchema>;

/** One store (merchant) as the listing receives it. Money is in integer minor units (cents). */
export const companySchema = z.object({
  query_id: nonEmptyText(),
  name: boundedText(textLimits.name),
  shop_name: z.nullable(boundedText(textLimits.name)),
  description: boundedText(textLimits.description),
  banner_url: boundedText(textLimits.url),
  /** The banner at the top of the store's own page and its orders: the store's own, else its banner_url. */
  merchant_banner: boundedText(textLimits.url),
  picture_medium_url: z.nullable(boundedText(textLimits.url)),
  tag: z.nullable(boundedText(textLimits.name)),
  /** The value `open` means open; anything else is closed. */
  shop_status: boundedText(textLimits.code),
  /** Whether it takes new orders now, so the listing's card says so as the store's page does. */
  order_intake: z.optional(orderIntakeHoldSchema),
  address: companyAddressSchema,
  merchant_coordinates: coordinatesSchema,
  /** Service radius in kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().check(z.minimum(0)),
  /** Minimum order in minor units. */
  min_amount: money(),
  currency: nonEmptyText(),
  industries: boundedList(z.object({ name: boundedText(textLimits.name) }), storeListLimits.industries),
  delivery_time: durationSchema,
  preparation_time: durationSchema,
  /** Parallel to time_slots: working_days[i] is open during time_slots[i]. */
  working_days: boundedList(openingText(), storeListLimits.openingSlots),
  time_slots: boundedList(timeSlotSchema, storeListLimits.openingSlots),
  footer_description: z.nullable(boundedText(textLimits.description)),
  /** The store charges its own delivery fee (delivery_fee_value) instead of the host's. */
  override_delivery_fee: z.boolean(),
  /**
   * What a delivered order of this store pays for delivery, in minor units (0 is free delivery): the store's own
   * fee when it overrides the host's, else the host's (the configurations' delivery_fee). The server decides it.
   */
  delivery_fee_value: money(),
  /** An arena venue's food pickup counters; empty or absent for an ordinary store. */
  pickup_locations: z.optional(boundedList(pickupLocationSchema, storeListLimits.pickupLocations)),
});

/**
 * Query of GET /api/v1/companies. Only the server reads it; built in a call marked pure so that the browser's
 * bundle, which never uses it, leaves it out (the store listing's first screen is at its size budget).
 */
export const companiesQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    industry_id: z.optional(queryInt(1, 2_147_483_647)),
    page: z._default(queryInt(1, 100_000), 1),
    page_size: z._default(queryInt(1, largestCompaniesPage), 25),
    sort: z._default(z.enum(['default']), 'default'),
    lat: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
    long: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
    trade_type_id: z.optional(queryInt(1, 2_147_483_647)),
  }))();

/** Answer of GET /api/v1/companies: one page of stores, read as industries.companies. */
export const companiesResponseSchema = z.object({
  industryId: z.nullable(z.int()),
  page: z.int().check(z.minimum(1)),
  industries: z.object({
    companies: boundedList(companySchema, largestCompaniesPage),
  }),
  total_companies: count(),
});

/** Path of GET /api/v1/companies/{queryId} and of its categories; the server's only, as the query above. */
export const companyParamsSchema = /* @__PURE__ */ (() => z.object({ queryId: nonEmptyText(100) }))();

export type CompanyDto = z.infer<typeof companySchema>;
export type PickupLocationDto = z.infer<typeof pickupLocationSchema>;
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;
