import { parseNotification } from '@/server/realtime/transport/notify-channel';
import {
  sseEvent,
  sseEventFrame,
  sseHeartbeat,
  sseHeartbeatFrame,
  sseOpening,
  sseOpeningFrame,
} from '@/server/realtime/stream/sse-format';

const event = {
  type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
  status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
  invoiceQueryId: 'inv-1',
  merchantQueryId: 'pizzeria-vallila',
};

describe('the event stream text', () => {
  it('writes an event as an id line and one JSON data line, ended by a blank line', () => {
    expect(sseEvent({ id: '42', event })).toBe(
      'id: 42\ndata: {"type":"SSE_NETS_PAYMENT_SUCCESSFULL","status":"SSE_NETS_PAYMENT_SUCCESSFULL",' +
        '"invoiceQueryId":"inv-1","merchantQueryId":"pizzeria-vallila"}\n\n',
    );
  });

  it('keeps a line break inside a value on the one data line', () => {
    const text = sseEvent({ id: '1', event: { ...event, invoiceQueryId: 'a\nb' } });
    expect(text.split('\n')).toHaveLength(4);
  });

  it('makes the text of an event handed to many streams once, and each other event its own', () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const streamed = { id: '7', event };
      const texts = Array.from({ length: 3 }, () => sseEvent(streamed));
      expect(new Set(texts).size).toBe(1);
      expect(stringify).toHaveBeenCalledTimes(1);
      expect(sseEvent({ id: '8', event })).toBe(texts[0]!.replace('id: 7', 'id: 8'));
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });

  it("makes an event's bytes once, as they are and as one HTTP/1.1 chunk of them", () => {
    const streamed = { id: '9', event: { ...event, invoiceQueryId: 'lasku-ä' } };
    const frame = sseEventFrame(streamed);
    expect(sseEventFrame(streamed)).toBe(frame);
    expect(frame.text.toString('utf8')).toBe(sseEvent(streamed));
    const size = frame.text.length;
    expect(size).toBeGreaterThan(sseEvent(streamed).length);
    expect(frame.chunk.toString('utf8')).toBe(`${size.toString(16)}\r\n${sseEvent(streamed)}\r\n`);
    expect(sseHeartbeatFrame.chunk.toString()).toBe(`d\r\n${sseHeartbeat}\r\n`);
    expect(sseOpeningFrame.text.toString()).toBe(sseOpening);
  });

  it('writes heartbeats and the opening as comments', () => {
    expect(sseHeartbeat).toBe(': heartbeat\n\n');
    expect(sseOpening).toBe(': open\n\n');
  });
});

describe('the notification payload between instances', () => {
  it('reads back a payload of the event with its id and user, as the keeping statement writes it', () => {
    const payload = JSON.stringify({ id: '753', userQueryId: 'ann', event });
    expect(parseNotification(payload)).toEqual({ id: '753', userQueryId: 'ann', event });
  });

  it.each([
    ['not JSON', 'hello'],
    ['no id', JSON.stringify({ userQueryId: 'ann', event })],
    ['an id that is not a number', JSON.stringify({ id: 'x', userQueryId: 'ann', event })],
    ['an event missing a field', JSON.stringify({ id: '1', userQueryId: 'ann', event: { type: 't' } })],
  ])('ignores a payload with %s', (_case, payload) => {
    expect(parseNotification(payload)).toBeNull();
  });
});
