import type { StreamedEvent } from './streamed-event';

/**
 * Each event's text, made once: the hub hands one StreamedEvent to every stream of the user, and an instance may
 * hold thousands of them (BENCHMARKS.md, "Event stream fan-out").
 */
const formatted = new WeakMap<StreamedEvent, string>();

/** One event in the text/event-stream format: no `event:` line, so EventSource's onmessage receives it. */
export function sseEvent(streamed: StreamedEvent): string {
  let text = formatted.get(streamed);
  if (text === undefined) {
    text = `id: ${streamed.id}\ndata: ${JSON.stringify(streamed.event)}\n\n`;
    formatted.set(streamed, text);
  }
  return text;
}

/** A comment line: ignored by EventSource, but traffic that keeps proxies from closing an idle stream. */
export const sseHeartbeat = ': heartbeat\n\n';

/** Sent first, so the headers leave at once and the browser's EventSource opens before any event. */
export const sseOpening = ': open\n\n';
