import type { StreamedEvent } from './streamed-event';

/** One event in the text/event-stream format: no `event:` line, so EventSource's onmessage receives it. */
export function sseEvent({ id, event }: StreamedEvent): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: ignored by EventSource, but traffic that keeps proxies from closing an idle stream. */
export const sseHeartbeat = ': heartbeat\n\n';

/** Sent first, so the headers leave at once and the browser's EventSource opens before any event. */
export const sseOpening = ': open\n\n';
