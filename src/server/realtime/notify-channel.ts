import * as z from 'zod/mini';
import { eventIdSchema, realtimeEventSchema } from '@/contract/realtime/realtime-event.contract';
import type { NotifiedEvent } from './event-transport';

/** The one PostgreSQL channel every instance listens on. */
export const eventChannel = 'storefront_realtime_events';

/**
 * Publishes through NOTIFY: $1 the channel, $2 the payload, the event with the id the event log gave it in JSON.
 * The payload stays far below NOTIFY's 8000 bytes, as the event's fields are short by contract.
 */
export const notifySql = 'select pg_notify($1, $2)';

export function notifyParameters(notified: NotifiedEvent): [string, string] {
  const { id, userQueryId, event } = notified;
  return [eventChannel, JSON.stringify({ id, userQueryId, event })];
}

/** Publishes several events through NOTIFY in one statement, in the order of $2, an array of payloads. */
export const notifyManySql = 'select pg_notify($1, payload) from unnest($2::text[]) as sent(payload)';

export function notifyManyParameters(notified: readonly NotifiedEvent[]): [string, string[]] {
  return [eventChannel, notified.map((one) => notifyParameters(one)[1])];
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
