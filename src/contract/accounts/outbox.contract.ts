import { boundedList, boundedText, isoDateTime, nonEmptyText, queryInt, textLimits } from '../common/fields';
import * as z from 'zod/mini';

/** The most messages one answer holds: the largest limit, and the LIMIT of the outbox's query, newest first. */
export const largestOutboxPage = 200;

/**
 * The longest text the server writes into a message. The longest is a receipt mail: 200 invoice lines (the most
 * an invoice takes), each with its product's name, its choices and its discount, stays well under a quarter of
 * this; a sign-up code or an application's notice is far shorter.
 */
export const outboxBodyLength = 1_000_000;

/** Query of GET /dev/outbox: optionally one recipient's messages, newest first. */
export const outboxQuerySchema = z.object({
  recipient: z.optional(nonEmptyText(textLimits.email)),
  limit: z._default(queryInt(1, largestOutboxPage), 50),
});

export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  /** A phone number or an e-mail address, as the message was sent to it. */
  recipient: boundedText(textLimits.email),
  subject: boundedText(textLimits.message),
  body: boundedText(outboxBodyLength),
  created_at: isoDateTime(),
});

/** Answer of GET /dev/outbox. */
export const outboxResponseSchema = z.object({ messages: boundedList(outboxMessageSchema, largestOutboxPage) });

export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
