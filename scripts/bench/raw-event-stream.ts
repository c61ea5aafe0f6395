import net from 'node:net';

const opening = Buffer.from(': open\n\n');
const marker = Buffer.from('"invoiceQueryId":"bench-invoice-');
const blockEnd = Buffer.from('\n\n');
const statusOk = Buffer.from('HTTP/1.1 200 ');
const digit0 = 0x30;
const digit9 = 0x39;

export interface RawEventStreamHandlers {
  opened(): void;
  failed(error: Error): void;
  /** The bench event of the round arrived, read at `now` (the caller's clock, read once per socket read). */
  arrived(round: number, now: number): void;
}

/**
 * One event stream held over a bare TCP socket for the fan-out bench: the bytes are searched for the bench's round
 * marker as they come, with no HTTP parser, stream object or text decoding on the way. The clients share the two
 * cores with the server under test; node:http's response parsing of ten thousand streams cost them as much CPU as
 * the server's writing, and that queueing was measured as the server's delay.
 * The chunked framing's size lines never contain a marker or a blank line, so the body's bytes are read as they are.
 */
export function openRawEventStream(url: URL, handlers: RawEventStreamHandlers, now: () => number): { close(): void } {
  const socket = net.connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  socket.on('error', (error) => handlers.failed(error));
  socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
  let isOpen = false;
  // A block may be split across reads: what follows the last blank line waits for the next read.
  let unread: Buffer | undefined;
  socket.on('data', (chunk: Buffer) => {
    const at = now();
    const bytes = unread === undefined ? chunk : Buffer.concat([unread, chunk]);
    const end = bytes.lastIndexOf(blockEnd);
    if (end === -1) {
      unread = bytes;
      return;
    }
    unread = end + blockEnd.length < bytes.length ? bytes.subarray(end + blockEnd.length) : undefined;
    if (!isOpen) {
      if (!bytes.subarray(0, statusOk.length).equals(statusOk)) {
        handlers.failed(new Error(`A stream was answered ${bytes.subarray(0, 12).toString('latin1')}`));
        return;
      }
      if (bytes.indexOf(opening) === -1) return;
      isOpen = true;
      handlers.opened();
    }
    for (let found = bytes.indexOf(marker); found !== -1 && found < end; found = bytes.indexOf(marker, found + 1)) {
      let round = 0;
      for (let index = found + marker.length; bytes[index]! >= digit0 && bytes[index]! <= digit9; index += 1)
        round = round * 10 + bytes[index]! - digit0;
      handlers.arrived(round, at);
    }
  });
  return { close: () => socket.destroy() };
}
