import type { StreamedEvent } from './streamed-event';

export interface ReplayLimits {
  /** Newest events kept per user. */
  readonly eventsPerUser: number;
  /** Users kept; the one whose newest event is oldest is forgotten first. */
  readonly users: number;
}

export const defaultReplayLimits: ReplayLimits = { eventsPerUser: 100, users: 10_000 };

/**
 * The newest events of each user, so a browser reconnecting with Last-Event-ID gets what it missed.
 * Kept in this process's memory: an instance that restarts, or one a browser had not been connected to
 * before its events arrived there, replays only what it has received since it started.
 */
export class ReplayBuffer {
  // A Map iterates in insertion order; re-inserting a user on each event keeps the least recent first.
  private readonly byUser = new Map<string, StreamedEvent[]>();

  constructor(private readonly limits: ReplayLimits = defaultReplayLimits) {}

  add(userQueryId: string, streamed: StreamedEvent): void {
    const events = this.byUser.get(userQueryId) ?? [];
    this.byUser.delete(userQueryId);
    events.push(streamed);
    if (events.length > this.limits.eventsPerUser) events.splice(0, events.length - this.limits.eventsPerUser);
    this.byUser.set(userQueryId, events);
    if (this.byUser.size > this.limits.users) {
      const oldest = this.byUser.keys().next().value;
      if (oldest !== undefined) this.byUser.delete(oldest);
    }
  }

  /**
   * The user's events after the one with lastEventId. Events are kept in the order they arrived, which is the
   * same on every instance; an id no longer kept (or never seen here) falls back to comparing ids, which grow.
   */
  after(userQueryId: string, lastEventId: string): StreamedEvent[] {
    const events = this.byUser.get(userQueryId) ?? [];
    const position = events.findIndex((streamed) => streamed.id === lastEventId);
    if (position !== -1) return events.slice(position + 1);
    if (!/^\d+$/.test(lastEventId)) return [];
    const last = BigInt(lastEventId);
    return events.filter((streamed) => BigInt(streamed.id) > last);
  }
}
