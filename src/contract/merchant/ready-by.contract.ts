import * as z from 'zod/mini';
import { readyByMinutesRange } from '@/domain/orders/ready-by';
import { boundedText, textLimits } from '../common/fields';
import { orderStatusSchema } from '../orders/order-status.contract';

/** Minutes from now until the kitchen expects an order ready: the staff's estimate, never a time of the browser. */
export const readyInMinutesSchema = () =>
  z.int().check(z.minimum(readyByMinutesRange.min), z.maximum(readyByMinutesRange.max));

/** Body of PUT /merchant/v1/orders/{invoiceQueryId}/ready_by: a new estimate for a confirmed order. */
export const readyByBodySchema = z.object({ ready_in_minutes: readyInMinutesSchema() });

/** Only a confirmed order takes an estimate: a pending one is confirmed with it, a later one is out of the kitchen. */
export const readyByRefusalCodeSchema = z.enum(['NOT_CONFIRMED']);

/** Why the estimate was not set (400), with the order's status as it is now. */
export const readyByRefusalBodySchema = z.object({
  error: z.object({
    message: boundedText(textLimits.message),
    code: readyByRefusalCodeSchema,
    current_status: orderStatusSchema,
  }),
});

export type ReadyByBody = z.infer<typeof readyByBodySchema>;
export type ReadyByRefusalBody = z.infer<typeof readyByRefusalBodySchema>;
