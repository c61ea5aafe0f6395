import * as z from 'zod/mini';
import { eventIdSchema, realtimeEventSchema } from '@/contract/realtime/realtime-event.contract';
import type { NotifiedEvent } from './event-transport';

/** The one PostgreSQL channel every instance listens on. */
export const eventChannel = 'storefront_realtime_events';

/**
 * A notification's payload is the event with the id the event log gave it, in JSON ({ id, userQueryId, event }),
 * written by the statement that keeps it (append-and-notify.ts); it stays far below NOTIFY's 8000 bytes, as an
 * event's fields are short by contract.
 */
const payloadSchema = z.object({
  id: eventIdSchema,
  userQueryId: z.string().check(z.minLength(1)),
  event: realtimeEventSchema,
});

/** The event in a notification payload, or null for one this server did not write (another version's, say). */
export function parseNotification(payload: string): NotifiedEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
