import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { realtimeEventSchema, type RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { Clock } from '../../shared/clock';
import type { ServerDatabase } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { realtimeEvents } from '../realtime-schema';
import { appendAndNotifyStatement } from './append-and-notify';
import type { EventLog } from './event-log';
import type { PublishedEvent } from '../transport/event-transport';
import type { StreamedEvent } from '../streamed-event';

/** The largest id a bigint column holds; a Last-Event-ID above it names no event, so nothing is after it. */
const largestId = 9_223_372_036_854_775_807n;

/**
 * The event log in the realtime_events table, shared by every instance on the database. Its identity column
 * gives the ids: growing, and never reused, not even after a restart.
 */
export class DatabaseEventLog implements EventLog {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  async append(userQueryId: string, event: RealtimeEvent): Promise<string> {
    const [row] = await this.db
      .insert(realtimeEvents)
      .values({ userQueryId, payload: { ...event }, createdAt: new Date(this.clock()) })
      .returning({ id: realtimeEvents.id });
    if (!row) throw new Error('The event was not written');
    return String(row.id);
  }

  async appendAndNotify(events: readonly PublishedEvent[], channel: string): Promise<string[]> {
    const result = await this.db.execute(appendAndNotifyStatement(events, channel, new Date(this.clock())));
    const ids = rowsOf<{ id: string }>(result).map((row) => String(row.id));
    if (ids.length !== events.length) throw new Error('The events were not written');
    return ids;
  }

  async after(userQueryId: string, lastEventId: string, limit: number): Promise<StreamedEvent[]> {
    const last = BigInt(lastEventId);
    if (last >= largestId) return [];
    const rows = await this.db
      .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userQueryId, userQueryId), gt(realtimeEvents.id, last)))
      .orderBy(desc(realtimeEvents.id))
      .limit(limit);
    return rows.reverse().flatMap((row) => {
      // A row another server version wrote in another shape is skipped rather than sent broken.
      const parsed = realtimeEventSchema.safeParse(row.payload);
      return parsed.success ? [{ id: String(row.id), event: parsed.data }] : [];
    });
  }

  async pruneBefore(instant: Date): Promise<number> {
    const deleted = await this.db
      .delete(realtimeEvents)
      .where(lt(realtimeEvents.createdAt, instant))
      .returning({ id: realtimeEvents.id });
    return deleted.length;
  }
}
