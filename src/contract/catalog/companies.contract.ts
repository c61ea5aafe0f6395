import { count, latitude, longitude, money, nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';

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
  query_id: z.string(),
  description: z.string(),
  lat: latitude(),
  long: longitude(),
});

export const timeSlotSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
});

/** A counter of an arena venue where customers collect their food. */
export const pickupLocationSchema = z.object({
  id: nonEmptyText(100),
  name: z.string(),
  description: z.string(),
  picture_url: z.string(),
});

/** One store (merchant) as the listing receives it. Money is in integer minor units (cents). */
export const companySchema = z.object({
  query_id: nonEmptyText(),
  name: z.string(),
  shop_name: z.nullable(z.string()),
  description: z.string(),
  banner_url: z.string(),
  picture_medium_url: z.nullable(z.string()),
  tag: z.nullable(z.string()),
  /** The value `open` means open; anything else is closed. */
  shop_status: z.string(),
  address: companyAddressSchema,
  merchant_coordinates: coordinatesSchema,
  /** Service radius in kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().check(z.minimum(0)),
  /** Minimum order in minor units. */
  min_amount: money(),
  currency: nonEmptyText(),
  industries: z.array(z.object({ name: z.string() })),
  delivery_time: durationSchema,
  preparation_time: durationSchema,
  /** Parallel to time_slots: working_days[i] is open during time_slots[i]. */
  working_days: z.array(z.string()),
  time_slots: z.array(timeSlotSchema),
  footer_description: z.nullable(z.string()),
  /** An arena venue's food pickup counters; empty or absent for an ordinary store. */
  pickup_locations: z.optional(z.array(pickupLocationSchema)),
});

/** Query of GET /api/v1/companies. */
export const companiesQuerySchema = z.object({
  industry_id: z.optional(queryInt(1, 2_147_483_647)),
  page: z._default(queryInt(1, 100_000), 1),
  page_size: z._default(queryInt(1, 100), 25),
  sort: z._default(z.enum(['default']), 'default'),
  lat: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
  long: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
  trade_type_id: z.optional(queryInt(1, 2_147_483_647)),
});

/** Answer of GET /api/v1/companies: one page of stores, read as industries.companies. */
export const companiesResponseSchema = z.object({
  industryId: z.nullable(z.int()),
  page: z.int().check(z.minimum(1)),
  industries: z.object({
    companies: z.array(companySchema),
  }),
  total_companies: count(),
});

/** Path of GET /api/v1/companies/{queryId} and of its categories. */
export const companyParamsSchema = z.object({
  queryId: nonEmptyText(100),
});

/** Answer of GET /api/v1/companies/{queryId}. */
export const companyResponseSchema = z.object({
  company: companySchema,
});

export type CompanyDto = z.infer<typeof companySchema>;
export type PickupLocationDto = z.infer<typeof pickupLocationSchema>;
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;
