import { parseSseBlocks } from '@/infrastructure/merchant-console/sse-blocks';

describe('reading the store\u2019s event stream', () => {
  it('reads complete events, skips heartbeats, and keeps an unfinished one for the next chunk', () => {
    const text =
      ': connected\n\n' +
      'id: 41\ndata: {"type":"SSE_ORDER_STATUS_CHANGED","status":"order_pending","invoiceQueryId":"inv-1","merchantQueryId":"m"}\n\n' +
      ': heartbeat\n\n' +
      'id: 42\ndata: {"invoiceQueryId":"in';
    const { events, rest } = parseSseBlocks(text);
    expect(events).toEqual([{ id: '41', invoiceQueryId: 'inv-1' }]);
    expect(parseSseBlocks(`${rest}v-2"}\r\n\r\n`).events).toEqual([{ id: '42', invoiceQueryId: 'inv-2' }]);
  });

  it('keeps the id of data it does not understand, so a reconnect does not replay it', () => {
    expect(parseSseBlocks('id: 7\ndata: not json\n\n').events).toEqual([{ id: '7', invoiceQueryId: null }]);
  });
});
