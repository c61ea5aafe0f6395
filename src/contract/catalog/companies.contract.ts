import { z } from 'zod';

/** A span of time as the merchant service states it (delivery and preparation times). */
export const durationSchema = z.object({
  day: z.number().int().min(0),
  hour: z.number().int().min(0),
  minute: z.number().int().min(0),
});

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});

export const companyAddressSchema = z.object({
  id: z.number().int(),
  query_id: z.string(),
  description: z.string(),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});

export const timeSlotSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
});

/** One store (merchant) as the listing receives it. Money is in integer minor units (cents). */
export const companySchema = z.object({
  query_id: z.string().min(1),
  name: z.string(),
  shop_name: z.string().nullable(),
  description: z.string(),
  banner_url: z.string(),
  picture_medium_url: z.string().nullable(),
  tag: z.string().nullable(),
  /** The value `open` means open; anything else is closed. */
  shop_status: z.string(),
  address: companyAddressSchema,
  merchant_coordinates: coordinatesSchema,
  /** Service radius in kilometres; 0 means the store sets no radius. */
  service_area_radius: z.number().min(0),
  /** Minimum order in minor units. */
  min_amount: z.number().int().min(0),
  currency: z.string().min(1),
  industries: z.array(z.object({ name: z.string() })),
  delivery_time: durationSchema,
  preparation_time: durationSchema,
  /** Parallel to time_slots: working_days[i] is open during time_slots[i]. */
  working_days: z.array(z.string()),
  time_slots: z.array(timeSlotSchema),
  footer_description: z.string().nullable(),
});

const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Query of GET /api/v1/companies. */
export const companiesQuerySchema = z.object({
  industry_id: queryInt(1, 2_147_483_647).optional(),
  page: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(25),
  sort: z.enum(['default']).default('default'),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
  trade_type_id: queryInt(1, 2_147_483_647).optional(),
});

/** Answer of GET /api/v1/companies: one page of stores, read as industries.companies. */
export const companiesResponseSchema = z.object({
  industryId: z.number().int().nullable(),
  page: z.number().int().min(1),
  industries: z.object({
    companies: z.array(companySchema),
  }),
  total_companies: z.number().int().min(0),
});

/** Path of GET /api/v1/companies/{queryId} and of its categories. */
export const companyParamsSchema = z.object({
  queryId: z.string().min(1).max(100),
});

/** Answer of GET /api/v1/companies/{queryId}. */
export const companyResponseSchema = z.object({
  company: companySchema,
});

export type CompanyDto = z.infer<typeof companySchema>;
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;
