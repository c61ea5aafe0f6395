import { createWatchCountdown } from '@/application/orders/watch-countdown.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { ManualTicker } from '../../../support/fakes/manual-ticker';

function setUp() {
  const clock = new FixedClock(Date.parse('2026-06-15T12:00:00Z'));
  const ticker = new ManualTicker(clock);
  const ticks: number[] = [];
  let zeroCalls = 0;
  const watch = (secondsToGo: number) =>
    createWatchCountdown({ clock, ticker })({
      endsAt: clock.now() + secondsToGo * 1000,
      onTick: (remaining) => ticks.push(remaining),
      onZero: () => {
        zeroCalls += 1;
      },
    });
  return { clock, ticker, ticks, watch, zeroCalls: () => zeroCalls };
}

describe('WatchCountdown', () => {
  it.each([
    [3, 10_000, [3, 2, 1, 0], 1],
    [3, 2_000, [3, 2, 1], 0],
    [3, 3_000, [3, 2, 1, 0], 1],
    [1, 60_000, [1, 0], 1],
  ])('from %i seconds, after %i ms, showed %o and called back %i time(s)', (toGo, elapsed, shown, calls) => {
    const { ticker, ticks, watch, zeroCalls } = setUp();
    watch(toGo);
    ticker.pass(elapsed);
    expect(ticks).toEqual(shown);
    expect(zeroCalls()).toBe(calls);
  });

  it('stops ticking once it has reached zero', () => {
    const { ticker, watch } = setUp();
    watch(2);
    ticker.pass(2_000);
    expect(ticker.activeTimers).toBe(0);
    expect(ticker.ticks).toBe(2);
  });

  it('ticks every second', () => {
    const { ticker, watch } = setUp();
    watch(60);
    ticker.pass(10_500);
    expect(ticker.ticks).toBe(10);
  });

  it('calls back at once and never starts the ticker when the end has passed', () => {
    const { ticker, ticks, watch, zeroCalls } = setUp();
    watch(-5);
    expect(ticks).toEqual([0]);
    expect(zeroCalls()).toBe(1);
    expect(ticker.activeTimers).toBe(0);
  });

  it('reads the clock at each tick, so a clock that jumped ahead is followed', () => {
    const { clock, ticker, ticks, watch, zeroCalls } = setUp();
    watch(600);
    clock.advance(599_500);
    ticker.pass(1_000);
    expect(ticks).toEqual([600, 1, 0]);
    expect(zeroCalls()).toBe(1);
  });

  it('never calls back after being stopped', () => {
    const { ticker, watch, zeroCalls } = setUp();
    const stop = watch(3);
    ticker.pass(1_000);
    stop();
    stop();
    ticker.pass(10_000);
    expect(zeroCalls()).toBe(0);
    expect(ticker.activeTimers).toBe(0);
  });
});
