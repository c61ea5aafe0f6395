import { nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';

/** Query of GET /dev/outbox: optionally one recipient's messages, newest first. */
export const outboxQuerySchema = z.object({
  recipient: z.optional(nonEmptyText(200)),
  limit: z._default(queryInt(1, 200), 50),
});

export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

/** Answer of GET /dev/outbox. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
