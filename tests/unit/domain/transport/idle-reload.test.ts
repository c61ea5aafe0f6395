import { reloadsWhenIdle, shouldReloadForIdleness, transportIdleTimeoutMs } from '@/domain/transport/idle-reload';

describe('transport idle reload', () => {
  it('waits 10 minutes', () => {
    expect(transportIdleTimeoutMs).toBe(600_000);
  });

  it.each([
    ['/transport/main-page', true],
    ['/transport/location-pickup', true],
    ['/transport/main-page/', true],
    ['/transport/main-page//', true],
    ['/transport/main-page?from=menu', true],
    ['/transport/location-pickup#map', true],
    ['/transport/confirm-pickup-location', false],
    ['/transport/booking-history', false],
    ['/transport/transport-start-journey', false],
    ['/products', false],
    ['/transport/main-page-2', false],
    ['', false],
  ])('%s reloads when idle: %p', (path, expected) => {
    expect(reloadsWhenIdle(path)).toBe(expected);
  });

  it.each([
    ['/transport/main-page', 599_999, false],
    ['/transport/main-page', 600_000, true],
    ['/transport/location-pickup', 600_001, true],
    ['/transport/booking-history', 3_600_000, false],
    ['/transport/main-page', -5, false],
  ])('%s idle for %i ms reloads: %p', (path, idle, expected) => {
    const lastActivityAt = Date.parse('2026-06-15T12:00:00Z');
    expect(shouldReloadForIdleness(path, lastActivityAt, lastActivityAt + idle)).toBe(expected);
  });
});
