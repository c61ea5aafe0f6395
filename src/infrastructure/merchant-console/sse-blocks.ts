/** One event of a server-sent event stream, as far as the console reads it. */
export interface StoreStreamEvent {
  readonly id: string | undefined;
  /** The order the event is about, or null for data the console does not understand. */
  readonly invoiceQueryId: string | null;
}

/**
 * The complete events in `text` (blocks end with a blank line) and the unfinished rest to keep for the next
 * chunk. Comment lines (heartbeats) are skipped.
 */
export function parseSseBlocks(text: string): { events: StoreStreamEvent[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StoreStreamEvent[] = [];
  for (const block of blocks) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    events.push({ id, invoiceQueryId: invoiceQueryIdOf(data.join('\n')) });
  }
  return { events, rest };
}

function invoiceQueryIdOf(data: string): string | null {
  try {
    const parsed = JSON.parse(data) as { invoiceQueryId?: unknown };
    return typeof parsed.invoiceQueryId === 'string' && parsed.invoiceQueryId !== '' ? parsed.invoiceQueryId : null;
  } catch {
    return null;
  }
}
