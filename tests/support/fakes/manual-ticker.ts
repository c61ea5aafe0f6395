import type { Ticker } from '@/application/ports/ticker.port';
import type { FixedClock } from './fixed-clock';

interface Timer {
  readonly ms: number;
  readonly tick: () => void;
  dueAt: number;
}

/**
 * A ticker driven by the test: `pass(ms)` moves the fixed clock and fires each timer as it falls due.
 * A timer that fell due while the clock was moved by hand fires late, once, as a browser's timer does.
 */
export class ManualTicker implements Ticker {
  private readonly timers = new Set<Timer>();
  ticks = 0;

  constructor(private readonly clock: FixedClock) {}

  every(ms: number, tick: () => void): () => void {
    const timer: Timer = { ms, tick, dueAt: this.clock.now() + ms };
    this.timers.add(timer);
    return () => {
      this.timers.delete(timer);
    };
  }

  get activeTimers(): number {
    return this.timers.size;
  }

  pass(ms: number): void {
    const end = this.clock.now() + ms;
    for (;;) {
      const next = [...this.timers].filter((timer) => timer.dueAt <= end).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!next) break;
      const firedAt = Math.max(next.dueAt, this.clock.now());
      this.clock.set(firedAt);
      next.dueAt = firedAt + next.ms;
      this.ticks += 1;
      next.tick();
    }
    this.clock.set(end);
  }
}
