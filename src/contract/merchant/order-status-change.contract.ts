import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import type { StatusChangeRefusal } from '@/domain/orders/status-transitions';
import { orderStatusSchema } from '../orders/order-status.contract';
import { merchantOrderSchema } from './merchant-order.contract';
import { readyInMinutesSchema } from './ready-by.contract';

/** Path of PUT /merchant/v1/orders/{invoiceQueryId}/status. */
export const merchantOrderParamsSchema = z.object({ invoiceQueryId: nonEmptyText(100) });

/**
 * Body of PUT /merchant/v1/orders/{invoiceQueryId}/status: the status to set and, when confirming, the staff's
 * estimate of when the order is ready, in minutes from now (the server counts them from its own clock).
 */
export const orderStatusChangeBodySchema = z.object({
  status: orderStatusSchema,
  ready_in_minutes: z.optional(readyInMinutesSchema()),
});

/** Answer of a status change: the order as it now is. */
export const orderStatusChangeResponseSchema = z.object({ order: merchantOrderSchema });

const ruleRefusals = [
  'SAME_STATUS',
  'ORDER_CLOSED',
  'TRANSITION_NOT_ALLOWED',
] as const satisfies readonly StatusChangeRefusal[];

/**
 * Why a status was not set: the domain's refusals (answered 400), and STATUS_CHANGED when another change
 * reached the order between reading and writing it (answered 409; the screen reloads the order and decides again).
 */
export const statusChangeRefusalCodes = [...ruleRefusals, 'STATUS_CHANGED'] as const;

export const statusChangeRefusalCodeSchema = z.enum(statusChangeRefusalCodes);

/** An ordinary error body that also carries the code and the order's status as it is now. */
export const statusChangeRefusalBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: statusChangeRefusalCodeSchema,
    current_status: orderStatusSchema,
  }),
});

export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBodySchema>;
export type StatusChangeRefusalCode = z.infer<typeof statusChangeRefusalCodeSchema>;
export type StatusChangeRefusalBody = z.infer<typeof statusChangeRefusalBodySchema>;
