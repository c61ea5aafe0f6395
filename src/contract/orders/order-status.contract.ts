import { boundedList, isoDateTime } from '../common/fields';
import * as z from 'zod/mini';
import { knownOrderStatuses } from '@/domain/orders/order-status';

/** The statuses the server sends; the browser reads any other string as unknown, the server never writes one. */
export const orderStatusSchema = z.enum(knownOrderStatuses);

/** One step of an order's history: the status and when it was reached (ISO 8601 with offset). */
export const statusAndTimeSchema = z.object({
  status: orderStatusSchema,
  time: isoDateTime(),
});

/**
 * An order's steps, oldest first. An order only moves forward or is cancelled, each status reached at most
 * once, so the history never holds more steps than there are statuses.
 */
export const statusHistorySchema = boundedList(statusAndTimeSchema, knownOrderStatuses.length);

export type OrderStatusDto = z.infer<typeof orderStatusSchema>;
