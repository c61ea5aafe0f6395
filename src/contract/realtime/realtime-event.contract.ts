import { isoDateTime, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { cardPaymentSucceededType, orderRefundedType } from '@/domain/orders/status-update';
import { apiHeaders } from '../headers';

/**
 * The `type` values the server sends. The browser treats the card-payment one apart and every other type as an
 * order status change, so a new type needs no change there; the field stays open text for that reason.
 */
export const realtimeEventTypes = {
  orderStatusChanged: 'SSE_ORDER_STATUS_CHANGED',
  cardPaymentSucceeded: cardPaymentSucceededType,
  /** To the store's devices only: the staff recorded a cash order's cash as received. */
  cashReceived: 'SSE_CASH_RECEIVED',
  /** The owner refunded some or all of the order; its status is unchanged, its page reads the refund. */
  orderRefunded: orderRefundedType,
  /** The staff gave or changed the estimate of when the order is ready; the event carries it as ready_by. */
  readyByChanged: 'SSE_READY_BY_CHANGED',
} as const;

/** The `data` of one event of the stream, in JSON: the spec's real-time message. */
export const realtimeEventSchema = z.object({
  type: nonEmptyText(64),
  /** An order status (order_pending …) or a payment status such as SSE_NETS_PAYMENT_SUCCESSFULL. */
  status: nonEmptyText(64),
  invoiceQueryId: nonEmptyText(200),
  merchantQueryId: nonEmptyText(200),
  /** When the kitchen expects the order ready, as the staff last estimated it; sent with a confirmation and a new estimate. */
  ready_by: z.optional(isoDateTime()),
});

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * An event's id (the `id:` line, echoed by the browser as Last-Event-ID on reconnect): a decimal number that
 * grows with every event published, so ids from any server instance compare.
 */
export const eventIdSchema = z.string().check(z.regex(/^\d{1,20}$/, 'must be a decimal event id'));

/**
 * Query of GET /api/v1/user/sse. EventSource cannot set headers, so the session token travels here; a missing
 * or unknown one is answered 401 like any call without a session, not 400.
 */
export const eventStreamQuerySchema = z.object({
  [apiHeaders.sessionToken]: z.optional(z.string().check(z.maxLength(512))),
  /** The browser's visitor id with a suffix ({visitorId}_1); accepted, not needed to find the user. */
  [apiHeaders.deviceId]: z.optional(z.string().check(z.maxLength(200))),
});

/** The Last-Event-ID header a reconnecting EventSource sends. */
export const eventStreamHeadersSchema = z.object({
  'last-event-id': z.optional(eventIdSchema),
});
