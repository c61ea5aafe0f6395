import { createTransportIdleReload } from '@/application/transport/transport-idle-reload.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { ScheduledPageReloader } from '../../../support/fakes/scheduled-page-reloader';

function setUp() {
  const clock = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  const pageReloader = new ScheduledPageReloader(clock);
  const idle = createTransportIdleReload({ clock, pageReloader });
  return { clock, pageReloader, idle };
}

describe('TransportIdleReload', () => {
  it.each([
    ['/transport/main-page', 599_999, false],
    ['/transport/main-page', 600_000, true],
    ['/transport/location-pickup', 600_000, true],
    ['/transport/booking-history', 6_000_000, false],
  ])('on %s after %i ms idle reloads: %p', (path, idleMs, reloads) => {
    const { clock, pageReloader, idle } = setUp();
    clock.advance(idleMs);
    expect(idle.check(path)).toBe(reloads);
    expect(pageReloader.scheduled).toEqual(reloads ? [{ at: clock.now(), fresh: false }] : []);
  });

  it('counts the idle time from the last activity', () => {
    const { clock, idle } = setUp();
    clock.advance(500_000);
    idle.activity();
    clock.advance(500_000);
    expect(idle.check('/transport/main-page')).toBe(false);
    clock.advance(100_000);
    expect(idle.check('/transport/main-page')).toBe(true);
  });

  it('reloads once, not on every check after the timeout', () => {
    const { clock, pageReloader, idle } = setUp();
    clock.advance(600_000);
    idle.check('/transport/main-page');
    clock.advance(1_000);
    idle.check('/transport/main-page');
    expect(pageReloader.scheduled).toHaveLength(1);
  });
});
