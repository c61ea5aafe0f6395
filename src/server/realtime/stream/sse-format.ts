import type { StreamedEvent } from '../streamed-event';

/**
 * One piece of a stream's text, encoded once for every stream it goes to: as it is, for a stream whose body
 * goes through Node's stream machinery (which frames it), and framed as an HTTP/1.1 chunk, for a stream that is
 * written to its socket directly (user-event-stream.ts).
 */
export interface SseFrame {
  readonly text: Buffer;
  readonly chunk: Buffer;
}

const crlf = Buffer.from('\r\n');

function frameOf(text: string): SseFrame {
  const bytes = Buffer.from(text, 'utf8');
  return { text: bytes, chunk: Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, crlf]) };
}

/**
 * Each event's text and bytes, made once: the hub hands one StreamedEvent to every stream of the user, and an
 * instance may hold thousands of them (BENCHMARKS.md, "Event stream fan-out").
 */
const formatted = new WeakMap<StreamedEvent, string>();
const framed = new WeakMap<StreamedEvent, SseFrame>();

/** One event in the text/event-stream format: no `event:` line, so EventSource's onmessage receives it. */
export function sseEvent(streamed: StreamedEvent): string {
  let text = formatted.get(streamed);
  if (text === undefined) {
    text = `id: ${streamed.id}\ndata: ${JSON.stringify(streamed.event)}\n\n`;
    formatted.set(streamed, text);
  }
  return text;
}

/** The event's text as bytes, encoded once for all the streams it goes to. */
export function sseEventFrame(streamed: StreamedEvent): SseFrame {
  let frame = framed.get(streamed);
  if (frame === undefined) {
    frame = frameOf(sseEvent(streamed));
    framed.set(streamed, frame);
  }
  return frame;
}

/** A comment line: ignored by EventSource, but traffic that keeps proxies from closing an idle stream. */
export const sseHeartbeat = ': heartbeat\n\n';
export const sseHeartbeatFrame = frameOf(sseHeartbeat);

/** Sent first, so the headers leave at once and the browser's EventSource opens before any event. */
export const sseOpening = ': open\n\n';
export const sseOpeningFrame = frameOf(sseOpening);
