import * as z from 'zod/mini';
import type { OrderIntakeHold } from '@/domain/catalog/store';
import { isoDateTime } from '../common/fields';

/**
 * A store that is not taking new orders when the server answered: the staff paused them, or the cap of orders per
 * 15 minutes is reached; and when it takes them again (null: when the staff resume). Absent while it takes orders.
 */
export const orderIntakeHoldSchema = z.object({
  reason: z.enum(['ORDERS_PAUSED', 'KITCHEN_FULL']),
  until: z.nullable(isoDateTime()),
});

export type OrderIntakeHoldDto = z.infer<typeof orderIntakeHoldSchema>;

/** The hold in the domain's words; none while the store takes orders. */
export function orderIntakeHoldFromDto(dto: OrderIntakeHoldDto | undefined): OrderIntakeHold | null {
  if (dto === undefined) return null;
  return { reason: dto.reason, until: dto.until === null ? null : Date.parse(dto.until) };
}
