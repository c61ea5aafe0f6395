import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import type { Clock } from '@/server/shared/clock';
import { systemClock } from '@/server/shared/clock';
import type { EventLog } from '@/server/realtime/store/event-log';
import type { StreamedEvent } from '@/server/realtime/streamed-event';

interface KeptEvent {
  readonly id: bigint;
  readonly userQueryId: string;
  readonly event: RealtimeEvent;
  readonly keptAt: number;
}

/** The event log in this process's memory: a stand-in for the database's, for the hub's unit tests. Ids count from 1. */
export class MemoryEventLog implements EventLog {
  private readonly kept: KeptEvent[] = [];
  private lastId = 0n;

  constructor(private readonly clock: Clock = systemClock) {}

  append(userQueryId: string, event: RealtimeEvent): Promise<string> {
    this.lastId += 1n;
    this.kept.push({ id: this.lastId, userQueryId, event, keptAt: this.clock() });
    return Promise.resolve(String(this.lastId));
  }

  after(userQueryId: string, lastEventId: string, limit: number): Promise<StreamedEvent[]> {
    const last = BigInt(lastEventId);
    const missed = this.kept.filter((kept) => kept.userQueryId === userQueryId && kept.id > last);
    return Promise.resolve(missed.slice(-limit).map((kept) => ({ id: String(kept.id), event: kept.event })));
  }

  pruneBefore(instant: Date): Promise<number> {
    const before = this.kept.length;
    const keep = this.kept.filter((kept) => kept.keptAt >= instant.getTime());
    this.kept.splice(0, this.kept.length, ...keep);
    return Promise.resolve(before - keep.length);
  }
}
