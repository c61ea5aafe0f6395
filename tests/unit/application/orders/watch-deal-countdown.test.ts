import { createWatchDealCountdown } from '@/application/orders/watch-deal-countdown.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { ManualTicker } from '../../../support/fakes/manual-ticker';

function world() {
  const clock = new FixedClock(Date.parse('2026-11-26T10:00:00Z'));
  const ticker = new ManualTicker(clock);
  return { clock, ticker, watchDealCountdown: createWatchDealCountdown({ clock, ticker }) };
}

describe('watchDealCountdown', () => {
  it('counts down from when the deal is first shown, every second, and stops at zero', () => {
    const { ticker, watchDealCountdown } = world();
    const seen: number[] = [];
    watchDealCountdown({ runsForSeconds: 3, onTick: (left) => seen.push(left) });
    expect(seen).toEqual([3]);
    ticker.pass(1000);
    expect(seen).toEqual([3, 2]);
    ticker.pass(5000);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(ticker.activeTimers).toBe(0);
  });

  it('reads the clock at each tick, so a late tick does not drift', () => {
    const { clock, ticker, watchDealCountdown } = world();
    const seen: number[] = [];
    watchDealCountdown({ runsForSeconds: 60, onTick: (left) => seen.push(left) });
    clock.advance(10_000);
    ticker.pass(0);
    expect(seen).toEqual([60, 50]);
  });

  it('stops ticking when stopped', () => {
    const { ticker, watchDealCountdown } = world();
    const seen: number[] = [];
    const stop = watchDealCountdown({ runsForSeconds: 60, onTick: (left) => seen.push(left) });
    stop();
    ticker.pass(5000);
    expect(seen).toEqual([60]);
    expect(ticker.activeTimers).toBe(0);
  });
});
