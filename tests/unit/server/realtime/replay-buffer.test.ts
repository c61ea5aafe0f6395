import { ReplayBuffer } from '@/server/realtime/replay-buffer';
import type { StreamedEvent } from '@/server/realtime/streamed-event';

const streamed = (id: number): StreamedEvent => ({
  id: String(id),
  event: { type: 'SSE_ORDER_STATUS_CHANGED', status: 'order_pending', invoiceQueryId: `i-${id}`, merchantQueryId: 'm' },
});
const ids = (events: StreamedEvent[]) => events.map((event) => event.id);

describe('ReplayBuffer', () => {
  it('answers the events after the named one, in arrival order', () => {
    const buffer = new ReplayBuffer();
    for (const id of [5, 9, 7, 12]) buffer.add('ann', streamed(id));
    expect(ids(buffer.after('ann', '9'))).toEqual(['7', '12']);
    expect(ids(buffer.after('ann', '12'))).toEqual([]);
  });

  it("keeps users apart: one user's id never replays another's events", () => {
    const buffer = new ReplayBuffer();
    buffer.add('ann', streamed(1));
    buffer.add('bob', streamed(2));
    buffer.add('ann', streamed(3));
    expect(ids(buffer.after('ann', '0'))).toEqual(['1', '3']);
    expect(ids(buffer.after('bob', '1'))).toEqual(['2']);
    expect(buffer.after('carol', '0')).toEqual([]);
  });

  it('compares ids when the named one is no longer kept', () => {
    const buffer = new ReplayBuffer({ eventsPerUser: 3, users: 10 });
    for (let id = 1; id <= 6; id += 1) buffer.add('ann', streamed(id));
    expect(ids(buffer.after('ann', '0'))).toEqual(['4', '5', '6']);
    expect(ids(buffer.after('ann', '2'))).toEqual(['4', '5', '6']);
    expect(ids(buffer.after('ann', '5'))).toEqual(['6']);
    expect(ids(buffer.after('ann', '99'))).toEqual([]);
  });

  it('compares ids beyond the safe integers exactly', () => {
    const buffer = new ReplayBuffer();
    buffer.add('ann', { ...streamed(0), id: '9007199254740993' });
    buffer.add('ann', { ...streamed(0), id: '9007199254740994' });
    expect(ids(buffer.after('ann', '9007199254740992'))).toEqual(['9007199254740993', '9007199254740994']);
  });

  it('answers nothing for an id that is not a number and not kept', () => {
    const buffer = new ReplayBuffer();
    buffer.add('ann', streamed(1));
    expect(buffer.after('ann', 'abc')).toEqual([]);
  });

  it('forgets the user whose newest event is oldest when over the user limit', () => {
    const buffer = new ReplayBuffer({ eventsPerUser: 5, users: 2 });
    buffer.add('ann', streamed(1));
    buffer.add('bob', streamed(2));
    buffer.add('ann', streamed(3));
    buffer.add('carol', streamed(4));
    expect(ids(buffer.after('bob', '0'))).toEqual([]);
    expect(ids(buffer.after('ann', '0'))).toEqual(['1', '3']);
    expect(ids(buffer.after('carol', '0'))).toEqual(['4']);
  });
});
