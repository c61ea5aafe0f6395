import { sql, type SQL } from 'drizzle-orm';
import type { PublishedEvent } from '../transport/event-transport';

/**
 * Keeps the events in the log and sends each through NOTIFY, in one statement: the identity column numbers the
 * rows in the order of $1 (a JSON array of the events), and each notification carries its row's id and is sent
 * in id order, in the notification payload's shape (see notify-channel.ts). One statement is one transaction, so
 * an event is sent only if it was kept, and a publish costs one round trip instead of two.
 * The inner ORDER BY fixes the order pg_notify runs in: PostgreSQL never merges a sorted subquery into its outer
 * query, and runs the outer projection row by row in the subquery's order.
 */
export function appendAndNotifyStatement(events: readonly PublishedEvent[], channel: string, createdAt: Date): SQL {
  const values = JSON.stringify(events.map(({ userQueryId, event }) => ({ userQueryId, event })));
  return sql`with kept as (
    insert into "realtime_events" ("user_query_id", "payload", "created_at")
    select e.value->>'userQueryId', e.value->'event', ${createdAt.toISOString()}::timestamptz
    from jsonb_array_elements(${values}::jsonb) with ordinality as e(value, position)
    order by e.position
    returning "id", "user_query_id", "payload"
  )
  select k.id::text as id,
    pg_notify(${channel}, json_build_object('id', k.id::text, 'userQueryId', k.user_query_id, 'event', k.payload)::text)
  from (select * from kept order by id) k`;
}
