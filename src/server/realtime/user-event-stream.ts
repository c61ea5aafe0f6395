import { PassThrough } from 'node:stream';
import type { EventHub } from './event-hub';
import type { RealtimeSettings } from './realtime-settings';
import type { StreamedEvent } from './streamed-event';
import { sseEvent, sseHeartbeat, sseOpening } from './sse-format';

/** A browser that stops reading is dropped past this much unsent text; its EventSource reconnects and replays. */
const maxUnsentBytes = 256 * 1024;

/** Every 4th heartbeat (each minute by default) the stream checks that its session still exists. */
const heartbeatsPerSessionCheck = 4;

/** Whose session a stream was opened with: a customer's, or a store's staff member's for the store's stream. */
export interface StreamSessions {
  /** Null once the session ended (sign-out, expiry). */
  find(token: string): Promise<unknown>;
}

export interface UserEventStreamOptions {
  readonly hub: EventHub;
  readonly sessions: StreamSessions;
  readonly settings: RealtimeSettings;
  readonly userQueryId: string;
  /** The session token the stream was opened with, checked again now and then. */
  readonly token: string;
  readonly lastEventId: string | undefined;
}

export interface UserEventStream {
  /** The text/event-stream body. */
  readonly body: PassThrough;
  /** Stops the stream and lets go of everything it holds; safe to call more than once. */
  end(): void;
}

/** One browser's stream: the missed events first, then each new one, with heartbeats in between. */
export function openUserEventStream(options: UserEventStreamOptions): UserEventStream {
  const { hub, sessions, settings, userQueryId, token, lastEventId } = options;
  const body = new PassThrough();
  const write = (text: string) => {
    if (!body.write(text) && body.writableLength > maxUnsentBytes) end();
  };
  write(sseOpening);
  // Subscribed before the missed events are read, so none falls between the two: live events wait in held
  // until the replay is written, and one the replay already held is not sent twice.
  let held: StreamedEvent[] | null = lastEventId === undefined ? null : [];
  const unsubscribe = hub.subscribe(userQueryId, (streamed) => {
    if (held === null) write(sseEvent(streamed));
    else held.push(streamed);
  });
  if (lastEventId !== undefined) {
    void hub.eventsAfter(userQueryId, lastEventId).then((missed) => {
      const replayed = new Set(missed.map((streamed) => streamed.id));
      const live = (held ?? []).filter((streamed) => !replayed.has(streamed.id));
      held = null;
      if (ended) return;
      for (const streamed of [...missed, ...live]) write(sseEvent(streamed));
    });
  }
  let beats = 0;
  const heartbeat = setInterval(() => {
    write(sseHeartbeat);
    beats += 1;
    if (beats % heartbeatsPerSessionCheck === 0) endIfSessionEnded();
  }, settings.heartbeatMs);

  // A stream outlives neither a logout nor the session's expiry, though it notices only at its next check.
  function endIfSessionEnded(): void {
    sessions.find(token).then(
      (stillValid) => {
        if (stillValid === null) end();
      },
      // A database hiccup is no reason to drop a browser; the next check asks again.
      () => undefined,
    );
  }

  let ended = false;
  function end(): void {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    body.end();
  }
  body.once('close', end);
  return { body, end };
}
