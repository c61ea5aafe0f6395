import * as z from 'zod/mini';
import { eventIdSchema, realtimeEventSchema } from '@/contract/realtime/realtime-event.contract';
import type { NotifiedEvent, PublishedEvent } from './event-transport';

/** The one PostgreSQL channel every instance listens on. */
export const eventChannel = 'storefront_realtime_events';

/**
 * Publishes through NOTIFY. The id is the transaction id PostgreSQL assigns to the statement: unique and
 * growing across every instance and every restart, with no table or sequence to keep.
 * Parameters: $1 channel, $2 user query id, $3 the event in JSON.
 */
export const notifySql =
  "select pg_notify($1, json_build_object('id', pg_current_xact_id()::text, 'userQueryId', $2::text, 'event', $3::json)::text)";

export function notifyParameters(published: PublishedEvent): [string, string, string] {
  return [eventChannel, published.userQueryId, JSON.stringify(published.event)];
}

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
