import * as z from 'zod/mini';
import { companySchema } from './companies.contract';

/** One store as its own page reads it: the listing's fields, whether it takes new orders now among them. */
export const storeDetailSchema = companySchema;

/** Answer of GET /api/v1/companies/{queryId}. */
export const companyResponseSchema = z.object({
  company: storeDetailSchema,
});

export type StoreDetailDto = z.infer<typeof storeDetailSchema>;
