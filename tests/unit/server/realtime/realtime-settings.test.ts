import { realtimeSettings } from '@/server/realtime/realtime-settings';

describe('realtimeSettings', () => {
  it('beats every 15 s unless told', () => {
    expect(realtimeSettings({})).toEqual({ heartbeatMs: 15_000 });
    expect(realtimeSettings({ SSE_HEARTBEAT_MS: '' })).toEqual({ heartbeatMs: 15_000 });
  });

  it('takes SSE_HEARTBEAT_MS in whole milliseconds', () => {
    expect(realtimeSettings({ SSE_HEARTBEAT_MS: '250' })).toEqual({ heartbeatMs: 250 });
  });

  it.each(['abc', '10', '1.5', '600001'])('refuses SSE_HEARTBEAT_MS=%s, naming the variable', (value) => {
    expect(() => realtimeSettings({ SSE_HEARTBEAT_MS: value })).toThrow(/SSE_HEARTBEAT_MS/);
  });
});
