import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { EventHub } from '../event-hub';
import type { RealtimeSettings } from '../realtime-settings';
import type { StreamedEvent } from '../streamed-event';
import { type SseFrame, sseEventFrame, sseHeartbeatFrame, sseOpeningFrame } from './sse-format';

/** A browser that stops reading is dropped past this much unsent text; its EventSource reconnects and replays. */
const maxUnsentBytes = 256 * 1024;

/** Every 4th heartbeat's turn (each minute by default), written or skipped, the stream checks its session still exists. */
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
  readonly body: Readable;
  /**
   * Called once the body is piped into the HTTP response: from when the response has sent what the body held,
   * the stream writes each event to the response's socket itself (see write below).
   */
  sendThrough(response: ServerResponse): void;
  /** Stops the stream and lets go of everything it holds; safe to call more than once. */
  end(): void;
}

/** One browser's stream: the missed events first, then each new one, with heartbeats in between. */
export function openUserEventStream(options: UserEventStreamOptions): UserEventStream {
  const { hub, sessions, settings, userQueryId, token, lastEventId } = options;
  // Pushed to by write only; the response pulls it through its pipe.
  const body = new Readable({ read: () => undefined });
  let response: ServerResponse | undefined;
  /**
   * An event goes to every stream of its user at once, thousands on a busy instance: a body stream piped into the
   * response would take it through two streams, an encoding and a deferred socket cork per stream. Once the
   * response has sent its headers and everything the body held, the one frame made for every stream is written to
   * the socket directly, after all that went before it on that socket, as an HTTP/1.1 chunk when the response is
   * chunked (as for every HTTP/1.1 client); the body's end still ends the response with its last chunk.
   */
  const write = (frame: SseFrame) => {
    const socket = response?.socket;
    if (response !== undefined && socket && response.headersSent && body.readableLength === 0) {
      socket.write(response.chunkedEncoding ? frame.chunk : frame.text);
      if (socket.writableLength > maxUnsentBytes) end();
      return;
    }
    body.push(frame.text);
    if (body.readableLength > maxUnsentBytes) end();
  };
  write(sseOpeningFrame);
  /** Whether anything went out since the last heartbeat: a stream that carries events needs no heartbeat. */
  let sentSinceBeat = false;
  // Subscribed before the missed events are read, so none falls between the two: live events wait in held
  // until the replay is written, and one the replay already held is not sent twice.
  let held: StreamedEvent[] | null = lastEventId === undefined ? null : [];
  const unsubscribe = hub.subscribe(userQueryId, (streamed) => {
    if (held !== null) held.push(streamed);
    else {
      write(sseEventFrame(streamed));
      sentSinceBeat = true;
    }
  });
  if (lastEventId !== undefined) {
    void hub.eventsAfter(userQueryId, lastEventId).then((missed) => {
      const replayed = new Set(missed.map((streamed) => streamed.id));
      const live = (held ?? []).filter((streamed) => !replayed.has(streamed.id));
      held = null;
      if (ended) return;
      for (const streamed of [...missed, ...live]) write(sseEventFrame(streamed));
      sentSinceBeat ||= missed.length + live.length > 0;
    });
  }
  let beats = 0;
  // A beat is skipped on a stream that sent an event since the last one: it was not idle, and a busy instance's
  // thousands of streams then write no heartbeats between their events. No stream is silent for twice the pace.
  const heartbeat = setInterval(() => {
    if (!sentSinceBeat) write(sseHeartbeatFrame);
    sentSinceBeat = false;
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
    response = undefined;
    body.push(null);
  }
  body.once('close', end);
  return {
    body,
    end,
    sendThrough: (piped) => {
      if (!ended) response = piped;
    },
  };
}
