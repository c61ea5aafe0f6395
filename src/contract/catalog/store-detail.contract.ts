import * as z from 'zod/mini';
import type { OrderIntakeHold } from '@/domain/catalog/store';
import { boundedText, textLimits } from '../common/fields';
import { companySchema } from './companies.contract';

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

/**
 * One store as its own page reads it: the listing's fields and whether it takes new orders now. The listing itself
 * leaves the hold out: the first screen's download has no room for it, and the customer meets it on the store's page,
 * where the products are added.
 */
export const storeDetailSchema = z.extend(companySchema, {
  order_intake: z.optional(orderIntakeHoldSchema),
});

/** Answer of GET /api/v1/companies/{queryId}. */
export const companyResponseSchema = z.object({
  company: storeDetailSchema,
});

export type StoreDetailDto = z.infer<typeof storeDetailSchema>;

/** The hold in the domain's words; none while the store takes orders (or when its time cannot be read). */
export function orderIntakeHoldFromDto(dto: OrderIntakeHoldDto | undefined): OrderIntakeHold | null {
  if (dto === undefined) return null;
  const until = dto.until === null ? Number.NaN : Date.parse(dto.until);
  return { reason: dto.reason, until: Number.isNaN(until) ? null : until };
}
